/**
 * What an instalment purchase costs (document 2, sections 1, 4 and 9): tenor 2 to 12 months, "about
 * 2.75% per month", "cost = yearly rate / 12 x tenure", no admin or subscription fee.
 *
 * Reading chosen: a flat rate on the purchase amount (the principal), 33% a year = 2.75% a month,
 * for every month of the tenor, rounded down to the rupiah (never more than the stated rate).
 * 1,000,000 over 3 months costs 82,500; over 12 months 330,000.
 */
import { PURCHASE_TENORS, isPurchaseTenor } from '../lending/tenors';

export const CICILAN_MIN_TENOR = PURCHASE_TENORS.cicilan.min;
export const CICILAN_MAX_TENOR = PURCHASE_TENORS.cicilan.max;
export const CICILAN_TENORS = Array.from({ length: CICILAN_MAX_TENOR - CICILAN_MIN_TENOR + 1 }, (_, index) => CICILAN_MIN_TENOR + index);

/** 33% a year, in basis points; a month is a twelfth of it (275 bp = 2.75%). */
export const CICILAN_YEARLY_RATE_BASIS_POINTS = 3_300;
export const CICILAN_MONTHLY_RATE_PERCENT = CICILAN_YEARLY_RATE_BASIS_POINTS / 12 / 100;

export const CICILAN_ADMIN_FEE = 0;
/** "A flat 2,000 rupiah per day" after the 5-day grace, one per account and day (lending/grace.ts). */
export const CICILAN_DAILY_LATE_FEE = 2_000;
export const CICILAN_EARLY_REPAYMENT_FEE_PERCENT = 0;

/** The limit a newly activated account gets (not in the documents; the sandbox's choice). */
export const CICILAN_DEFAULT_LIMIT = 10_000_000;

export function isCicilanTenor(tenor: number): boolean {
  return isPurchaseTenor('cicilan', tenor);
}

/** The whole cost of the instalments: principal x 33% / 12 x tenor, rounded down. */
export function cicilanCost(principal: number, tenor: number): number {
  if (!Number.isSafeInteger(principal) || principal < 0) throw new RangeError(`Not a rupiah amount: ${principal}`);
  if (!isCicilanTenor(tenor)) throw new RangeError(`Cicilan tenor is 2 to 12 months: ${tenor}`);
  // Integer arithmetic: 30,000,000 x 3,300 x 12 is far inside exact doubles.
  return Math.floor((principal * CICILAN_YEARLY_RATE_BASIS_POINTS * tenor) / (12 * 10_000));
}
