/**
 * The monthly product's billing cycle (document 2, section 1): "the due date is the 1st of the
 * month. The first transaction on days 2 to 16 is due on the 1st of the next month. A transaction
 * from the 17th to the 1st is due on the 1st of the month after."
 *
 * Reading chosen: one cycle runs from the 17th to the 16th of the next month (Jakarta dates) and its
 * bill is due on the 1st after it closes. The "17th to the 1st" is the start of that cycle, so
 *   16 Jan -> 1 Feb (cycle 17 Dec - 16 Jan)     20 Jan -> 1 Mar     1 Feb -> 1 Mar     2 Feb -> 1 Mar.
 * A later purchase is never due earlier than an earlier one; a purchase gets 13 (16 Feb) to 46 (17 Jul)
 * days before its due date.
 * (Reading the 1st as "due the 1st of the month after next" would put 1 Feb on 1 Apr, after 2 Feb's
 * 1 Mar.) "First transaction" does not single out the first: every transaction of a cycle shares its bill.
 * The due day is the 1st until a signed due-date change moves it (due-date.ts): the bill then falls due
 * on the new day of the same month (`billDueDate`); the cycle stays the 17th to the 16th. Offered days
 * are 1 to 28, so "29th to 31st moved" never applies to this product's due dates.
 *
 * The ledger keys a bill by its month: entries carry the bill's 1st (`billKeyOf`) and the account's
 * due-day changes give the day (server/ledger/replay.ts maps them as the book is built).
 *
 * Plain date arithmetic (../calendar-date), no Temporal: the pay-later home shows the cycle without the polyfill.
 */
import { addMonths, dateParts, epochMsOf, jakartaDay, jakartaTimeOn, withDay, type InstantLike } from '../calendar-date';

/** The day a cycle starts; it ends on the day before, a month later. */
export const CYCLE_START_DAY = 17;
export const CYCLE_END_DAY = 16;
export const DUE_DAY = 1;

export interface BillingCycle {
  /** YYYY-MM-DD, a 17th. */
  startDate: string;
  /** YYYY-MM-DD, the 16th after it: the bill closes at 23:59:59.999 WIB of this day. */
  endDate: string;
  /** YYYY-MM-DD, the 1st after endDate. */
  dueDate: string;
}

/** `start`: a 17th (YYYY-MM-DD). */
function cycleStartingOn(start: string): BillingCycle {
  const endDate = withDay(addMonths(start, 1), CYCLE_END_DAY);
  return { startDate: start, endDate, dueDate: withDay(addMonths(endDate, 1), DUE_DAY) };
}

/** The cycle a Jakarta calendar date belongs to. */
export function billingCycleOn(date: string): BillingCycle {
  const thisMonthStart = withDay(date, CYCLE_START_DAY);
  return cycleStartingOn(dateParts(date).day >= CYCLE_START_DAY ? thisMonthStart : addMonths(thisMonthStart, -1));
}

/** The cycle running at an instant (its Jakarta date decides). */
export function billingCycleAt(at: InstantLike): BillingCycle {
  return billingCycleOn(jakartaDay(at));
}

/** The due date of a purchase made at `at`. */
export function dueDateForPurchase(at: InstantLike): string {
  return billingCycleAt(at).dueDate;
}

/** The key of the bill due on `dueDate`: the 1st of its month (a bill falls due once a month). */
export function billKeyOf(dueDate: string): string {
  return withDay(dueDate, DUE_DAY);
}

/** The cycle whose bill is due on `dueDate` (the 1st, or the account's due day, of that month). */
export function billingCycleDueOn(dueDate: string): BillingCycle {
  return cycleStartingOn(withDay(addMonths(billKeyOf(dueDate), -2), CYCLE_START_DAY));
}

/** 00:00 WIB of the next billing cycle's first day (a 17th), as an ISO instant (Date#toISOString). */
export function nextCycleStartsAt(now: InstantLike): string {
  return new Date(jakartaTimeOn(addMonths(billingCycleAt(now).startDate, 1), '00:00')).toISOString();
}

/** A signed due-date change that moved the account's due day, from its instant (ISO). */
export interface DueDayChange {
  effectiveAt: string;
  dueDay: number;
}

/**
 * The date a bill falls due, from its key (any date of its month) and the account's due-day changes
 * in force. A change moves a bill when, on the Jakarta date it takes effect, the bill is not yet due on
 * the day before the change and would not be due yet on the new day: a bill already due (or past)
 * keeps its date, and a move never puts a due date in the past. Changes apply in time order.
 */
export function billDueDate(billKey: string, changes: readonly DueDayChange[]): string {
  const key = billKeyOf(billKey);
  let day = DUE_DAY;
  const ordered = [...changes].sort((a, b) => epochMsOf(a.effectiveAt) - epochMsOf(b.effectiveAt));
  // YYYY-MM-DD strings compare as dates.
  for (const change of ordered) {
    const from = jakartaDay(change.effectiveAt);
    const stillAhead = withDay(key, day) > from;
    const aheadOnNewDay = withDay(key, change.dueDay) > from;
    if (stillAhead && aheadOnNewDay) day = change.dueDay;
  }
  return withDay(key, day);
}

/** A bill is issued when its cycle has closed: from 00:00 WIB on the 17th before its due date. */
export function isBillIssued(dueDate: string, now: InstantLike): boolean {
  return jakartaDay(now) > billingCycleDueOn(dueDate).endDate;
}

/**
 * A freeze day for VAs (lending/virtual-account.ts): the last day of a cycle, the 16th, when the
 * day's payments must be settled before the midnight run issues the bill.
 */
export function isPaylaterFreezeDay(now: InstantLike): boolean {
  return dateParts(jakartaDay(now)).day === CYCLE_END_DAY;
}
