/**
 * Due-date change and extended period of the monthly pay-later (document 2: "Due-date change
 * types: due_date, due_date_and_limit_change, limit increase or decrease, lender_change. Due date
 * effective: immediate or next_month"; "Due-date change and migration require contract signing").
 *
 * Readings chosen (server/paylater/CONTRACT.md "Due-date changes"):
 * - The due day is the day of the month bills fall due: the 1st until a change moves it. Offered
 *   days are 1 to 28, so "29th to 31st moved" never arises.
 * - immediate: applies when the contract is signed; next_month: at the next billing cycle's start
 *   (00:00 WIB on the 17th), the same "next month" as a plan change.
 * - The extended period (a later due day) costs the monthly fee pro rata for the days added,
 *   on the bill it lengthens: the fee rule of the ledger (OLD 15,000, NEW 2% of the bill) divided by
 *   30 days a month, rounded down in the user's favour. Paying late instead costs the late fee for
 *   every day after the 5-day grace.
 */
import { addMonths, epochMsOf, jakartaDay, withDay, type InstantLike } from '../calendar-date';
import { GRACE_DAYS } from '../lending/grace';
import { nextCycleStartsAt } from './billing';
import { NEW_MONTHLY_FEE_BASIS_POINTS, OLD_MONTHLY_FEE, type PaylaterProviderVersion } from './fees';

export const DUE_DATE_CHANGE_TYPES = [
  'due_date',
  'due_date_and_limit_change',
  'limit_increase',
  'limit_decrease',
  'lender_change',
] as const;
export type DueDateChangeType = (typeof DUE_DATE_CHANGE_TYPES)[number];

export const DUE_DATE_EFFECTIVE = ['immediate', 'next_month'] as const;
export type DueDateEffective = (typeof DUE_DATE_EFFECTIVE)[number];

/** The due day every account starts with (document 2: "The due date is the 1st of the month"). */
export const DEFAULT_DUE_DAY = 1;
export const MIN_DUE_DAY = 1;
/** No offered day is past the 28th: every month has it. */
export const MAX_DUE_DAY = 28;
/** Days in a month for the pro-rata fee of the extended period. */
export const DAYS_PER_FEE_MONTH = 30;

export function isValidDueDay(day: number): boolean {
  return Number.isInteger(day) && day >= MIN_DUE_DAY && day <= MAX_DUE_DAY;
}

/** When a change signed at `signedAt` applies (ISO instant). */
export function dueDateChangeEffectiveAt(effective: DueDateEffective, signedAt: InstantLike): string {
  if (effective === 'immediate') return new Date(epochMsOf(signedAt)).toISOString();
  return nextCycleStartsAt(signedAt);
}

/** A scheduled change applies once its time has come. */
export function isDueDateChangeDue(effectiveAt: string, now: InstantLike): boolean {
  return epochMsOf(effectiveAt) <= epochMsOf(now);
}

/** The first date on `dueDay` strictly after the Jakarta date of `from` (YYYY-MM-DD). */
export function nextDueDateOn(dueDay: number, from: InstantLike): string {
  if (!isValidDueDay(dueDay)) throw new RangeError(`A due day is 1 to 28: ${dueDay}`);
  const today = jakartaDay(from);
  const thisMonth = withDay(today, dueDay);
  // YYYY-MM-DD strings compare as dates; the 1st to the 28th exists in every month.
  return thisMonth > today ? thisMonth : addMonths(thisMonth, 1);
}

/**
 * The first due date on the new day: the first bill still ahead on the current day and on the new
 * one when the change takes effect (billing.ts billDueDate, the rule the ledger follows).
 */
export function firstDueDateOnNewDay(
  dueDay: number,
  effective: DueDateEffective,
  signedAt: InstantLike,
  currentDueDay: number = DEFAULT_DUE_DAY,
): string {
  if (!isValidDueDay(dueDay)) throw new RangeError(`A due day is 1 to 28: ${dueDay}`);
  const from = jakartaDay(dueDateChangeEffectiveAt(effective, signedAt));
  // YYYY-MM-DD strings compare as dates; days 1 to 28 exist in every month.
  const ahead = (date: string) => date > from;
  let month = withDay(from, 1);
  while (!(ahead(withDay(month, currentDueDay)) && ahead(withDay(month, dueDay)))) month = addMonths(month, 1);
  return withDay(month, dueDay);
}

/** Days a bill gains when the due day moves from `fromDay` to a later `toDay` (0 when not later). */
export function extraDays(fromDay: number, toDay: number): number {
  return Math.max(0, toDay - fromDay);
}

/** The monthly fee a bill of `billAmount` carries under the ledger's rule, before waiver or discount. */
function monthlyFeeOfBill(version: PaylaterProviderVersion, billAmount: number): number {
  if (billAmount <= 0) return 0;
  return version === 'OLD' ? OLD_MONTHLY_FEE : Math.floor((billAmount * NEW_MONTHLY_FEE_BASIS_POINTS) / 10_000);
}

/** What `days` more before the due date cost on a bill of `billAmount`: the monthly fee pro rata, rounded down. */
export function extendedPeriodCost(version: PaylaterProviderVersion, billAmount: number, days: number): number {
  if (days <= 0) return 0;
  return Math.floor((monthlyFeeOfBill(version, billAmount) * days) / DAYS_PER_FEE_MONTH);
}

/** The late fees of paying `daysLate` days after the due date: one a day once the grace has ended. */
export function lateFeesForDaysLate(daysLate: number, dailyLateFee: number): number {
  return Math.max(0, daysLate - GRACE_DAYS) * dailyLateFee;
}

export interface ExtendedPeriodSimulation {
  extraDays: number;
  /** What the later due date costs. */
  cost: number;
  /** What paying the same days late on the current due date would cost in late fees. */
  lateFeesInstead: number;
  /** The first due date on the new day, if it applied now (YYYY-MM-DD). */
  firstDueDate: string;
}

/** The extended-period simulation the page shows: computed, never drawn. */
export function simulateExtendedPeriod(input: {
  version: PaylaterProviderVersion;
  billAmount: number;
  currentDueDay: number;
  newDueDay: number;
  dailyLateFee: number;
  effective: DueDateEffective;
  now: InstantLike;
}): ExtendedPeriodSimulation {
  const days = extraDays(input.currentDueDay, input.newDueDay);
  return {
    extraDays: days,
    cost: extendedPeriodCost(input.version, input.billAmount, days),
    lateFeesInstead: lateFeesForDaysLate(days, input.dailyLateFee),
    firstDueDate: firstDueDateOnNewDay(input.newDueDay, input.effective, input.now, input.currentDueDay),
  };
}
