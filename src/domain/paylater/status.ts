/**
 * The monthly product's eligibility: the onboarding statuses (NOT_ELIGIBLE, REQUIRES_KYC,
 * REQUIRES_CONSENT, REQUIRES_SLIK) are the account's, stored with it; once activated, the ledger's
 * status (lending/status.ts, the table both products share, with productEligibility joining the two).
 */
import type { EligibilityStatus } from '../products';
import { LEDGER_STATUSES } from '../lending/status';

export { LEDGER_STATUSES, ledgerStatus, productEligibility, type LedgerStatus, type LedgerSummary } from '../lending/status';

/** Purchases are refused while overdue (the user pays first) and when the limit does not cover them. */
export function canPurchase(status: EligibilityStatus, available: number, amount: number): boolean {
  return (
    (LEDGER_STATUSES as readonly string[]).includes(status) && status !== 'OVERDUE' && status !== 'OVERDUE_LATEFEE' && amount <= available
  );
}
