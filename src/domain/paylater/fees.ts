/**
 * Limits and fees of the monthly product per provider version (document 2, sections 1 and 9).
 * OLD is the original provider; NEW the provider users moved to from 4 Aug 2023.
 */
import type { ProviderVersion } from '../lending/account';

/** Every lending account has a provider version (lending/account.ts); pay-later's limits and fees depend on it. */
export type PaylaterProviderVersion = ProviderVersion;

/** "Limit up to 3,000,000 (30,000,000 on the newer provider version)". */
export const PAYLATER_LIMIT_CAPS: Readonly<Record<PaylaterProviderVersion, number>> = { OLD: 3_000_000, NEW: 30_000_000 };

/**
 * The limit a newly activated account gets (not in the documents; limit selection is the plans
 * issue): the whole cap on OLD, 10,000,000 on NEW.
 */
export const PAYLATER_DEFAULT_LIMITS: Readonly<Record<PaylaterProviderVersion, number>> = { OLD: 3_000_000, NEW: 10_000_000 };

export function isValidCreditLimit(version: PaylaterProviderVersion, limit: number): boolean {
  return Number.isSafeInteger(limit) && limit > 0 && limit <= PAYLATER_LIMIT_CAPS[version];
}

export { availableLimit } from '../lending/limit';

/** OLD: a flat 15,000 for each cycle with use. */
export const OLD_MONTHLY_FEE = 15_000;
/** NEW: 2% (200 basis points) of the cycle's purchases. */
export const NEW_MONTHLY_FEE_BASIS_POINTS = 200;

/**
 * The monthly fee of a cycle before any waiver or discount. `cyclePurchases` is the cycle's purchases
 * less the refunds of them completed before it closed: a cycle whose purchases were all refunded had
 * no use and carries no fee. NEW rounds down: never more than the 2% the user was told.
 */
export function listMonthlyFee(version: PaylaterProviderVersion, cyclePurchases: number): number {
  if (cyclePurchases <= 0) return 0;
  return version === 'OLD' ? OLD_MONTHLY_FEE : Math.floor((cyclePurchases * NEW_MONTHLY_FEE_BASIS_POINTS) / 10_000);
}

/**
 * The profile's subscription_fee: what the open cycle's fee stands at, before waiver or discount.
 * OLD shows its 15,000 even before a purchase (what a month of use costs); NEW shows 2% of the
 * purchases so far (0 before any; the page words the 2%).
 */
export function openCycleFee(version: PaylaterProviderVersion, openCyclePurchases: number): number {
  return version === 'OLD' ? OLD_MONTHLY_FEE : listMonthlyFee(version, openCyclePurchases);
}

/**
 * The fee the bill carries. "The first month's fee is free": the first cycle in which the account
 * was used (not the month of activation: a user who activates and buys nothing for months still gets
 * their first month of use free). A discount offer in force reduces it (discountedFee).
 */
export function chargedMonthlyFee(input: {
  version: PaylaterProviderVersion;
  cyclePurchases: number;
  isFirstCycleWithUse: boolean;
  /** Percentage off from an active subscription-fee offer, 0 without one. */
  discountPercentage?: number;
}): number {
  if (input.isFirstCycleWithUse) return 0;
  return discountedFee(listMonthlyFee(input.version, input.cyclePurchases), input.discountPercentage ?? 0);
}

/** A fee after a percentage off, rounded down (in the user's favour). */
export function discountedFee(fee: number, percentage: number): number {
  const off = Math.min(100, Math.max(0, percentage));
  return Math.floor((fee * (100 - off)) / 100);
}

/**
 * The late fee per day ("amount not shown"): 1,000 on OLD, 2,000 on NEW (the instalment product's
 * figure on the same platform, so a user of both sees one number). Flat: the home shows one daily
 * figure and the debt grows by exactly that each day.
 */
export const PAYLATER_DAILY_LATE_FEES: Readonly<Record<PaylaterProviderVersion, number>> = { OLD: 1_000, NEW: 2_000 };

/** Fee concession types (document 2 section 3) as the home shows the fee. */
export const FEE_CONCESSION_TYPES = ['discounted_fee', 'free_trial', 'none'] as const;
export type FeeConcessionType = (typeof FEE_CONCESSION_TYPES)[number];

/** free_trial while the fee is waived (first month of use), discounted_fee with an offer, else none. */
export function feeConcession(isFeeWaived: boolean, hasDiscountOffer: boolean): FeeConcessionType {
  if (isFeeWaived) return 'free_trial';
  return hasDiscountOffer ? 'discounted_fee' : 'none';
}
