/**
 * The eligibility status of an activated product, from its ledger and the clock (document 2,
 * section 4), shared by both products: pay-later reads it with its bills (paylater/status.ts),
 * cicilan with its instalments (cicilan/status.ts says what its "bill" is).
 *
 * First match wins:
 * | status               | when                                                                       |
 * |----------------------|----------------------------------------------------------------------------|
 * | OVERDUE_LATEFEE      | something is overdue and late fees are unpaid, or grace of the oldest       |
 * |                      | overdue due date has ended (00:00 WIB the 6th day after it)                |
 * | OVERDUE              | something is past its due date, still within grace (no late fee yet)       |
 * | LIMIT_REACHED        | no limit left (unpaid purchases >= limit) and a bill is due (not overdue)  |
 * | LIMIT_REACHED_NODUES | no limit left and nothing due yet (all of it in the open cycle)            |
 * | ACTIVE_WITHDUES      | a bill is due and not overdue                                              |
 * | ACTIVATED            | never used: no purchase yet                                                |
 * | ACTIVE_PAID          | nothing due, and the latest bill was paid in full                          |
 * | ACTIVE_NODUES        | used before, nothing due (only unbilled purchases, or the last bill empty) |
 * Overdue comes first: it is what the user must act on, and it blocks new purchases anyway.
 */
import { type EligibilityStatus, IN_USE_STATES, type ProductStatus, isPastOnboarding } from '../products';
import { availableLimit } from './limit';
import { GRACE_DAYS, isPastGrace } from './grace';
import type { InstantInput } from '../time';

export const LEDGER_STATUSES = IN_USE_STATES;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export interface LedgerSummary {
  creditLimit: number;
  /** Purchases not yet repaid or refunded (what uses the limit). */
  unpaidPrincipal: number;
  /** As DuesSummary.overdue: past the due date, late fees included. */
  overdue: number;
  /** As DuesSummary.current: due on the next due date, not past it. */
  current: number;
  unpaidLateFees: number;
  oldestOverdueDueDate: string | null;
  /** Any purchase ever (refunded ones too). */
  hasEverUsed: boolean;
  /**
   * Pay-later: the bill of the most recently closed cycle had an amount and is paid in full (so
   * ACTIVE_PAID lasts until the next cycle closes). Cicilan: see cicilan/status.ts.
   */
  latestBillPaid: boolean;
}

export function ledgerStatus(summary: LedgerSummary, now: InstantInput, graceDays: number = GRACE_DAYS): LedgerStatus {
  if (summary.overdue > 0) {
    const pastGrace =
      summary.unpaidLateFees > 0 || (summary.oldestOverdueDueDate !== null && isPastGrace(summary.oldestOverdueDueDate, now, graceDays));
    return pastGrace ? 'OVERDUE_LATEFEE' : 'OVERDUE';
  }
  if (availableLimit(summary.creditLimit, summary.unpaidPrincipal) === 0) {
    return summary.current > 0 ? 'LIMIT_REACHED' : 'LIMIT_REACHED_NODUES';
  }
  if (summary.current > 0) return 'ACTIVE_WITHDUES';
  if (!summary.hasEverUsed) return 'ACTIVATED';
  return summary.latestBillPaid ? 'ACTIVE_PAID' : 'ACTIVE_NODUES';
}

/**
 * A consumer product's eligibility as the profile answers it: the ledger's status once the product is
 * ACTIVATED; before that the account's stored onboarding status; anything else NOT_ELIGIBLE (the
 * document's default for the monthly product).
 */
export function productEligibility(
  productStatus: ProductStatus,
  storedEligibility: EligibilityStatus,
  ledger: LedgerStatus | null,
): EligibilityStatus {
  if (productStatus === 'ACTIVATED') return ledger ?? 'ACTIVATED';
  return isPastOnboarding(storedEligibility) ? 'NOT_ELIGIBLE' : storedEligibility;
}
