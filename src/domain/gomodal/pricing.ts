/**
 * What a merchant loan costs and what is deducted (document 3, sections 1, 3 and 9). Whole rupiah.
 *
 * - Tenor. Reading chosen: up to 24 months (not 12), from the choices 3, 6, 9, 12, 18 and 24. The
 *   product description and the constants say 24; "12" is what a small loan gets anyway: a tenor is
 *   offered only while its daily deduction stays at least 10,000 ("minimum daily about 10,000"), so
 *   the sample limit of 2,000,000 goes up to 12 months and larger loans up to 24.
 * - Interest: "yearly rate / 12 x tenure", flat on the principal: 21% a year = 1.75% a month (under
 *   the regulator's ceiling for productive lending), rounded down (never more than the stated rate).
 * - Admin fee: 2% of the principal, taken from the disbursement ("total disbursement" = principal
 *   less the fee); the merchant repays principal + interest.
 * - Instalments: principal and interest are each split over the months with the remainder on the
 *   first (lending/split.ts splitAmount), so every instalment knows its interest (the first-loan
 *   discount and early repayment waive interest, cashback.ts and dues.ts) and they add up exactly.
 * - Daily deduction: an instalment is collected over 20 deduction days (deductions.ts); the daily
 *   figure is the regular instalment / 20, rounded UP, so the 19 first days take exactly the figure
 *   shown and the 20th the rest (a little less). Never more than the merchant was told.
 */
import { splitAmount } from '../lending/split';
import {
  DEDUCTION_DAYS_PER_INSTALMENT,
  GOMODAL_ADMIN_FEE_BASIS_POINTS,
  GOMODAL_MAX_TENURE,
  GOMODAL_TENURES,
  GOMODAL_YEARLY_RATE_BASIS_POINTS,
  MIN_DAILY_DEDUCTION,
  isGomodalTenure,
} from './terms';

function assertRupiah(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a rupiah amount: ${amount}`);
}

function assertTenure(tenure: number): void {
  if (!Number.isInteger(tenure) || tenure < 1 || tenure > GOMODAL_MAX_TENURE)
    throw new RangeError(`A gomodal tenure is 1 to 24 months: ${tenure}`);
}

/** principal x 21% / 12 x tenure, rounded down; exact in doubles up to far beyond any loan here. */
export function gomodalInterest(principal: number, tenure: number): number {
  assertRupiah(principal);
  assertTenure(tenure);
  return Math.floor((principal * GOMODAL_YEARLY_RATE_BASIS_POINTS * tenure) / (12 * 10_000));
}

/** 2% of the principal, rounded down (a principal in thousands gives a whole number anyway). */
export function gomodalAdminFee(principal: number): number {
  assertRupiah(principal);
  return Math.floor((principal * GOMODAL_ADMIN_FEE_BASIS_POINTS) / 10_000);
}

/** The principal and interest of each instalment, the remainders on the first. */
export function instalmentParts(principal: number, tenure: number): { principal: number; interest: number }[] {
  const interests = splitAmount(gomodalInterest(principal, tenure), tenure);
  return splitAmount(principal, tenure).map((part, index) => ({ principal: part, interest: interests[index] ?? 0 }));
}

/** The figure a month of deductions is worth: the amount / 20, rounded up. */
export function dailyDeductionFor(instalment: number): number {
  assertRupiah(instalment);
  return Math.ceil(instalment / DEDUCTION_DAYS_PER_INSTALMENT);
}

/**
 * Splits an amount over the deduction days: the daily figure each day until what is left is smaller
 * (the last day takes the rest; days after it nothing). The parts add up to `amount` exactly.
 */
export function splitOverDeductionDays(amount: number, days: number = DEDUCTION_DAYS_PER_INSTALMENT): number[] {
  assertRupiah(amount);
  const daily = Math.ceil(amount / days);
  let left = amount;
  return Array.from({ length: days }, () => {
    const part = Math.min(daily, left);
    left -= part;
    return part;
  });
}

export interface GomodalQuote {
  principal: number;
  tenure: number;
  /** For the whole loan, before any first-loan discount. */
  interest: number;
  adminFee: number;
  /** What reaches the merchant's bank account: principal - adminFee. */
  totalDisbursement: number;
  /** The regular instalment (every month but the first, which also carries the remainders). */
  monthlyInstalment: number;
  /** The first instalment before any discount: monthlyInstalment + the remainders. */
  firstInstalment: number;
  /** dailyDeductionFor(monthlyInstalment). */
  dailyDeduction: number;
  /** tenure x 20. */
  deductionDays: number;
  /** principal + interest (a first-loan discount lowers it: cashback.ts). */
  totalRepayable: number;
}

/** What the loan form shows as the merchant types (no dates: those come with disbursement). */
export function gomodalQuote(principal: number, tenure: number): GomodalQuote {
  const parts = instalmentParts(principal, tenure);
  const interest = gomodalInterest(principal, tenure);
  const adminFee = gomodalAdminFee(principal);
  const first = parts[0] ?? { principal: 0, interest: 0 };
  const regular = parts[parts.length - 1] ?? first;
  const monthlyInstalment = regular.principal + regular.interest;
  return {
    principal,
    tenure,
    interest,
    adminFee,
    totalDisbursement: principal - adminFee,
    monthlyInstalment,
    firstInstalment: first.principal + first.interest,
    dailyDeduction: dailyDeductionFor(monthlyInstalment),
    deductionDays: tenure * DEDUCTION_DAYS_PER_INSTALMENT,
    totalRepayable: principal + interest,
  };
}

/** A tenor is offered for a principal when it is one of the choices and its daily deduction is at least 10,000. */
export function isTenureAvailable(principal: number, tenure: number): boolean {
  return isGomodalTenure(tenure) && gomodalQuote(principal, tenure).dailyDeduction >= MIN_DAILY_DEDUCTION;
}

/** The tenors the form offers for a principal, shortest first (empty below about 600,000). */
export function availableTenures(principal: number, offered: readonly number[] = GOMODAL_TENURES): number[] {
  return offered.filter((tenure) => isTenureAvailable(principal, tenure));
}
