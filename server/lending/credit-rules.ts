/**
 * What each consumer product decides for the kit's shared figures, reached through a registry of
 * owners (as server/ledger/va-owners.ts does for VAs): pay-later and cicilan register theirs when
 * their routes are made, so shared code (the home cards' summaries) reads them without importing
 * either product.
 */
import type { Book } from '../ledger/book';
import type { LendingProduct } from '../ledger/types';

export interface CreditRules {
  /** Rupiah a day after grace (the account's, for pay-later's two versions). */
  dailyLateFee: (book: Book) => number;
  /** Whether a due date not yet past is billed (pay-later: its statement issued; cicilan: 14 days ahead). */
  isBilled: (dueDate: string, now: Date) => boolean;
}

const registered = new Map<LendingProduct, CreditRules>();

/** A product registers its rules (idempotent). */
export function registerCreditRules(product: LendingProduct, rules: CreditRules): void {
  registered.set(product, rules);
}

export function creditRulesOf(product: LendingProduct): CreditRules {
  const rules = registered.get(product);
  if (!rules) throw new Error(`No credit rules registered for ${product}: its routes were not made`);
  return rules;
}
