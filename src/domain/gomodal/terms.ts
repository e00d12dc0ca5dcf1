/**
 * The merchant loan's numbers, in one place and without Temporal, so the contract (and the pages
 * through it) can name them without loading the date rules. What each means and why it was chosen:
 * pricing.ts (tenor, rate, fee, deduction days, minimum daily), cashback.ts (first-loan cashback).
 */

/** Tenor choices in months; the maximum is 24 (pricing.ts: why not 12). */
export const GOMODAL_TENURES = [3, 6, 9, 12, 18, 24] as const;
export type GomodalTenure = (typeof GOMODAL_TENURES)[number];
export const GOMODAL_MAX_TENURE = 24;

export function isGomodalTenure(value: unknown): value is GomodalTenure {
  return typeof value === 'number' && (GOMODAL_TENURES as readonly number[]).includes(value);
}

/** 21% a year in basis points; a month is a twelfth of it (175 bp = 1.75%). */
export const GOMODAL_YEARLY_RATE_BASIS_POINTS = 2_100;
export const GOMODAL_MONTHLY_RATE_PERCENT = GOMODAL_YEARLY_RATE_BASIS_POINTS / 12 / 100;
/** 2% of the principal, taken from the disbursement. */
export const GOMODAL_ADMIN_FEE_BASIS_POINTS = 200;

/** Deductions that pay one instalment ("20 days per month"). */
export const DEDUCTION_DAYS_PER_INSTALMENT = 20;
/** The smallest regular daily deduction a tenor may give ("about 10,000"). */
export const MIN_DAILY_DEDUCTION = 10_000;

/** The first loan has no interest on this many first instalments... */
export const FIRST_LOAN_CASHBACK_INSTALMENTS = 3;
/** ...up to this much waived in all (the sandbox's maximum; the documents give none). */
export const FIRST_LOAN_CASHBACK_MAX = 200_000;

/** The sandbox's offers: from 1,000,000 up to a maximum by merchant tier (a real credit engine sets them per merchant). */
export const SANDBOX_OFFER_MIN_PRINCIPAL = 1_000_000;
export const SANDBOX_OFFER_MAX_PRINCIPAL: Readonly<Record<'BNB' | 'PUBLIC' | 'PREMIUM', number>> = {
  /** The sample card's "up to 2,000,000". */
  BNB: 2_000_000,
  PUBLIC: 10_000_000,
  PREMIUM: 25_000_000,
};
