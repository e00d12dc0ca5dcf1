/**
 * The monthly product's eligibility: the onboarding statuses (NOT_ELIGIBLE, REQUIRES_KYC,
 * REQUIRES_CONSENT, REQUIRES_SLIK) are the account's, stored with it; once activated, the ledger's
 * status (lending/status.ts, the table both products share); productEligibility joins the two.
 */
import { type EligibilityStatus, type ProductStatus, isPastOnboarding } from '../products';
import { LEDGER_STATUSES, type LedgerStatus } from '../lending/status';

export { LEDGER_STATUSES, ledgerStatus, type LedgerStatus, type LedgerSummary } from '../lending/status';

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
  return (
    (LEDGER_STATUSES as readonly string[]).includes(status) && status !== 'OVERDUE' && status !== 'OVERDUE_LATEFEE' && amount <= available
  );
}
