/**
 * The monthly product's status (document 2, section 4): the ledger's table once activated
 * (../ledger-status.ts, shared with cicilan), the account's stored onboarding status before
 * (NOT_ELIGIBLE, REQUIRES_KYC, REQUIRES_CONSENT, REQUIRES_SLIK); productEligibility joins the two.
 */
import { type EligibilityStatus, type ProductStatus, isPastOnboarding } from '../products';
import { LEDGER_STATUSES, type LedgerStatus } from '../ledger-status';

/** The status table itself is shared with cicilan: ../ledger-status.ts. */
export { LEDGER_STATUSES, ledgerStatus, type LedgerStatus, type LedgerSummary } from '../ledger-status';

/**
 * The product's eligibility as the profile answers it: the ledger's status once the product is
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

/** Purchases are refused while overdue (the user pays first) and when the limit does not cover them. */
export function canPurchase(status: EligibilityStatus, available: number, amount: number): boolean {
  return (LEDGER_STATUSES as readonly string[]).includes(status) && status !== 'OVERDUE' && status !== 'OVERDUE_LATEFEE' && amount <= available;
}
