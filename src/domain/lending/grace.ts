/**
 * Due dates, grace periods and late-fee days, shared by pay-later and cicilan (document 2, sections
 * 1 and 9: "a 5-day grace period", "a late fee per day"). A due date is a Jakarta calendar date
 * (YYYY-MM-DD): what is due may be paid until the last instant of that day, Jakarta time.
 *
 * Timeline of a bill due 1 Feb:
 *   until 1 Feb 23:59:59 WIB   not overdue (due today on the 1st)
 *   2 Feb .. 6 Feb             overdue, in grace: no late fee yet ("5 days after the due date")
 *   7 Feb 00:00 WIB onwards    a late fee for every day that starts with something past grace unpaid
 */
import { addDays, daysBetween, instantString, jakartaDay, jakartaTimeOn, type InstantLike } from '../calendar-date';

/** Both consumer products give five days after the due date. */
export const GRACE_DAYS = 5;

/** The last day of grace: the due date plus the grace days (due 1 Feb: 6 Feb, ending 23:59:59.999 WIB). */
export function graceEndDate(dueDate: string, graceDays: number = GRACE_DAYS): string {
  return addDays(dueDate, graceDays);
}

/** The first instant after grace (00:00 WIB the day after the grace end date, ISO): the first late fee is charged then. */
export function lateFeeStartsAt(dueDate: string, graceDays: number = GRACE_DAYS): string {
  return instantString(jakartaTimeOn(addDays(graceEndDate(dueDate, graceDays), 1), '00:00'));
}

/** Overdue from the day after the due date (Jakarta), grace or not. */
export function isOverdue(dueDate: string, now: InstantLike): boolean {
  return jakartaDay(now) > dueDate;
}

/** Past grace from 00:00 WIB the day after the grace end date. */
export function isPastGrace(dueDate: string, now: InstantLike, graceDays: number = GRACE_DAYS): boolean {
  return jakartaDay(now) > graceEndDate(dueDate, graceDays);
}

/**
 * How many late-fee days a due date has accrued up to and including `untilDate` (a Jakarta date):
 * every day after the grace end date counts. `untilDate` is today while something is still unpaid,
 * or the day it was paid (that day started unpaid, so it was already charged).
 */
export function lateFeeDays(dueDate: string, untilDate: string, graceDays: number = GRACE_DAYS): number {
  return Math.max(0, daysBetween(graceEndDate(dueDate, graceDays), untilDate));
}

/**
 * Whether `day` (a Jakarta date) is charged a late fee, given the oldest due date that was still
 * unpaid when the day started (00:00 WIB). One fee per account and day, however many bills are late:
 * the fee is "per day" and a user reads it as what their debt grows by each day.
 */
export function chargesLateFeeOn(day: string, oldestUnpaidDueDate: string | null, graceDays: number = GRACE_DAYS): boolean {
  return oldestUnpaidDueDate !== null && day > graceEndDate(oldestUnpaidDueDate, graceDays);
}

/**
 * How the pages word a due date (the unpaid answers' due_date_info_type):
 * NONE nothing due; UPCOMING before the due date; DUE_TODAY on it; GRACE_PERIOD overdue within
 * grace (no late fee yet); LATE_FEE past grace (late fees accrue daily).
 */
export const DUE_DATE_INFO_TYPES = ['NONE', 'UPCOMING', 'DUE_TODAY', 'GRACE_PERIOD', 'LATE_FEE'] as const;
export type DueDateInfoType = (typeof DUE_DATE_INFO_TYPES)[number];

export function dueDateInfoType(dueDate: string | null, now: InstantLike, graceDays: number = GRACE_DAYS): DueDateInfoType {
  if (dueDate === null) return 'NONE';
  const today = jakartaDay(now);
  if (today < dueDate) return 'UPCOMING';
  if (today === dueDate) return 'DUE_TODAY';
  return isPastGrace(dueDate, now, graceDays) ? 'LATE_FEE' : 'GRACE_PERIOD';
}

/** The state of something owed (a bill line, an instalment): paid, past its due date, or not yet due. */
export type OwedLineStatus = 'PAID' | 'OVERDUE' | 'UNPAID';

export function owedLineStatus(dueDate: string, unpaid: number, now: InstantLike): OwedLineStatus {
  if (unpaid <= 0) return 'PAID';
  return isOverdue(dueDate, now) ? 'OVERDUE' : 'UNPAID';
}
