/**
 * Who keeps the rules of an account's book: the product (pay-later, cicilan) registers its owner,
 * and the ledger reaches the product's own rules (limits, late fees, how a purchase splits, dues and
 * status, its scheduled fees and changes) and the home its activation terms only through it, so the ledger holds no product's logic and
 * a pay-later read never walks cicilan code. The composition root (server/app.ts) registers them.
 */
import type { ContractTerms } from '@domain/contract/lending-terms';
import type { LedgerStatus } from '@domain/lending/status';
import type { Db } from '../db/client';
import type { Book } from './book';
import type { LendingAccount, LendingOrder, LendingProduct, LendingRefund, ProviderVersion, Scope, ScopeDues } from './types';

/** One instalment of a purchase: its principal, and its cost (0 where the product charges none). */
export interface PurchasePart {
  number: number;
  dueDate: string;
  principal: number;
  fee: number;
}

/** A fee the product posts at an instant of its own (pay-later: a cycle's monthly fee at its close). */
export interface ScheduledFee {
  /** The due date of the bill it is part of; also its accrual key. */
  dueDate: string;
  /** When it is posted (epoch ms). */
  at: number;
  amount: number;
  /** Before any discount. */
  listAmount: number;
}

/** What a product adds to the replay of one account's book, read once per request under the account's lock. */
export interface BookTerms {
  /** Where each bill falls due as of `until` (epoch ms), from the due date its entries carry; null: where posted. */
  billDueDates(until: number): ((dueDate: string) => string) | null;
  /** The product's scheduled fees from the account's purchases and refunds, oldest first (the replay posts those due). */
  scheduledFees(account: LendingAccount, orders: readonly LendingOrder[], refunds: readonly LendingRefund[]): ScheduledFee[];
  /**
   * Work whose time may have come, run after the accruals are posted and before the book is read or
   * added to (pay-later: signed changes of the limit or the due day); absent when nothing waits.
   */
  applyDue?(tx: Db, book: Book, now: Date): Promise<void>;
}

export const NO_TERMS: BookTerms = {
  billDueDates: () => null,
  scheduledFees: () => [],
};

/** How much of its limit an account uses (positions.ts reads it once for the position and the status). */
export interface LimitUse {
  /** Purchases (principal) not yet repaid or refunded. */
  unpaidPrincipal: number;
  hasEverUsed: boolean;
}

/** The dues and the status of a whole account. */
export interface Standing {
  dues: ScopeDues;
  status: LedgerStatus;
}

/** A repayment about to be allocated: the VA that pays it. */
export interface IncomingRepayment {
  id: string;
  scope: Scope;
  amount: number;
}

export interface BookOwner {
  /** The limit of a new account on this provider version. */
  defaultCreditLimit(version: ProviderVersion): number;
  /** The main terms of the activation contract on this provider version, its opening limit included (the signing pages show them). */
  activationTerms(version: ProviderVersion): ContractTerms;
  /** The late fee of each day a debt is late (rupiah a day after grace). */
  dailyLateFee(account: LendingAccount): number;
  /** Whether a due date not yet past is billed (the kit's `owed` groups: server/lending/owed.ts). */
  isBilled(dueDate: string, now: Date): boolean;
  /** A purchase split into its instalments (`at`: the purchase's instant, ISO). */
  purchaseParts(amount: number, tenor: number, at: string): PurchasePart[];
  /** The account's terms for the replay (NO_TERMS when the product has none). */
  termsOf(db: Db, accountId: string): Promise<BookTerms>;
  standing(book: Book, use: LimitUse, now: Date): Standing;
  scopeDues(book: Book, scope: Scope, now: Date): ScopeDues;
  /** The scope kind of the whole account, and of one order (null: the product repays the account only). */
  accountScope: Scope['kind'];
  orderScope: Scope['kind'] | null;
  /** The product's own days on which its VAs cannot be opened (pay-later's statement day), besides the settings' days for all. */
  isVaFreezeDay?(now: Date): boolean;
  /** Runs before a repayment is allocated (cicilan: a payoff first waives the cost of the months not started). */
  beforeRepayment?(db: Db, book: Book, repayment: IncomingRepayment, now: Date): Promise<void>;
}

const owners = new Map<LendingProduct, BookOwner>();

/** The product registers the owner of its accounts' books (idempotent). */
export function registerBookOwner(product: LendingProduct, owner: BookOwner): void {
  owners.set(product, owner);
}

export function bookOwnerOf(product: LendingProduct): BookOwner {
  const owner = owners.get(product);
  if (!owner) throw new Error(`No book owner is registered for ${product} (server/app.ts registers them)`);
  return owner;
}

/** The order a scope is limited to, or null for the whole account. */
export function orderOfScope(product: LendingProduct, scope: Scope): string | null {
  return scope.kind === bookOwnerOf(product).orderScope ? scope.id : null;
}
