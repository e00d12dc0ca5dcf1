/**
 * Which days of an instalment's window deduct, and how much (document 3, sections 4 and 9: "20 days
 * per month, 10 grace days; starting one day after disbursement", "a deduction can be paused and
 * resumed on a stated date").
 *
 * Deduction days are calendar days: weekends and public holidays deduct like any other day. The
 * deduction comes out of the day's sales in the merchant's account, not from a bank transfer, and a
 * merchant's best days are often weekends and holidays; a day with no sales simply fails and is
 * retried (recovery.ts). Only paused days are skipped.
 *
 * A window (schedule.ts: the day after the previous due date, or after disbursement, to the due date):
 * | day of the window                         | kind      | what happens                               |
 * |-------------------------------------------|-----------|--------------------------------------------|
 * | the first 20 days not paused              | DEDUCTION | the daily figure is due (the 20th: the rest)|
 * | later days up to the due date, not paused | CATCH_UP  | only what earlier days missed is recovered |
 * | days inside a pause                       | PAUSED    | nothing is deducted, nothing counts missed |
 * A full month's window has 28-31 days: 20 deduction days and 8-11 catch-up days, so a few failed
 * days are made good before the due date. The "10 grace days" are the days after a due date before
 * late fees (dues.ts), as pay-later's grace. A day is deducted once it has ended (the day's sales are
 * known), so the platform runs day D after 24:00 WIB of D.
 *
 * A pause from `from` until `resumeOn` skips the days from `from` to the day before `resumeOn`. When a
 * pause leaves a window fewer than 20 free days, the deductions that do not fit are carried over:
 * added to the next instalment (spread over its 20 deduction days), never overdue, never a late fee
 * (the loan's "carry-over amount"). A pause may not leave the last window short (isPauseAllowed).
 */
import { Temporal } from 'temporal-polyfill';
import { splitOverDeductionDays } from './pricing';
import { DEDUCTION_DAYS_PER_INSTALMENT } from './terms';

export interface Pause {
  /** YYYY-MM-DD: the first day without deductions. */
  from: string;
  /** YYYY-MM-DD: deductions start again on this day; after `from`. */
  resumeOn: string;
}

export function isPausedOn(pauses: readonly Pause[], date: string): boolean {
  return pauses.some((pause) => date >= pause.from && date < pause.resumeOn);
}

/** The pause in force on `date` (the one resuming last when they overlap), or null. */
export function pauseOn(pauses: readonly Pause[], date: string): Pause | null {
  return pauses
    .filter((pause) => date >= pause.from && date < pause.resumeOn)
    .reduce<Pause | null>((last, pause) => (last === null || pause.resumeOn > last.resumeOn ? pause : last), null);
}

export interface DeductionWindow {
  /** YYYY-MM-DD, first day. */
  windowStart: string;
  /** YYYY-MM-DD, last day. */
  dueDate: string;
}

export const PLANNED_DAY_KINDS = ['DEDUCTION', 'CATCH_UP', 'PAUSED'] as const;
export type PlannedDayKind = (typeof PLANNED_DAY_KINDS)[number];

export interface PlannedDay {
  date: string;
  kind: PlannedDayKind;
  /** 1 to 20 on DEDUCTION days, else null. */
  deductionNumber: number | null;
  /** Rupiah due that day by the plan (0 on CATCH_UP and PAUSED days). */
  scheduled: number;
}

export interface DeductionPlan {
  days: PlannedDay[];
  /** What did not fit before the due date because of pauses: added to the next instalment. */
  carriedOver: number;
}

function windowDates(window: DeductionWindow): string[] {
  const dates: string[] = [];
  const last = Temporal.PlainDate.from(window.dueDate);
  for (let day = Temporal.PlainDate.from(window.windowStart); Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
    dates.push(day.toString());
  }
  return dates;
}

/** The plan of one window collecting `amount` (the instalment plus anything carried into it). */
export function deductionPlan(window: DeductionWindow, amount: number, pauses: readonly Pause[] = []): DeductionPlan {
  const parts = splitOverDeductionDays(amount);
  let used = 0;
  const days = windowDates(window).map((date): PlannedDay => {
    if (isPausedOn(pauses, date)) return { date, kind: 'PAUSED', deductionNumber: null, scheduled: 0 };
    if (used < DEDUCTION_DAYS_PER_INSTALMENT) {
      used += 1;
      return { date, kind: 'DEDUCTION', deductionNumber: used, scheduled: parts[used - 1] ?? 0 };
    }
    return { date, kind: 'CATCH_UP', deductionNumber: null, scheduled: 0 };
  });
  const carriedOver = parts.slice(used).reduce((sum, part) => sum + part, 0);
  return { days, carriedOver };
}

/** What the plan scheduled on its days up to and including `date`. */
export function scheduledThrough(plan: DeductionPlan, date: string): number {
  return plan.days.reduce((sum, day) => (day.date <= date ? sum + day.scheduled : sum), 0);
}

/** The free (not paused) days of a window. */
export function freeDays(window: DeductionWindow, pauses: readonly Pause[]): number {
  return windowDates(window).filter((date) => !isPausedOn(pauses, date)).length;
}

/** A pause is refused when it would carry deductions past the loan's last due date. */
export function isPauseAllowed(pause: Pause, lastWindow: DeductionWindow, otherPauses: readonly Pause[] = []): boolean {
  return pause.resumeOn > pause.from && freeDays(lastWindow, [...otherPauses, pause]) >= DEDUCTION_DAYS_PER_INSTALMENT;
}
