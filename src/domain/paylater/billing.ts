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
 */
import { Temporal } from 'temporal-polyfill';
import { jakartaDate, type InstantInput } from '../time';

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

function cycleStartingOn(start: Temporal.PlainDate): BillingCycle {
  const end = start.add({ months: 1 }).with({ day: CYCLE_END_DAY });
  const due = end.add({ months: 1 }).with({ day: DUE_DAY });
  return { startDate: start.toString(), endDate: end.toString(), dueDate: due.toString() };
}

/** The cycle a Jakarta calendar date belongs to. */
export function billingCycleOn(date: string): BillingCycle {
  const day = Temporal.PlainDate.from(date);
  const thisMonthStart = day.with({ day: CYCLE_START_DAY });
  return cycleStartingOn(day.day >= CYCLE_START_DAY ? thisMonthStart : thisMonthStart.subtract({ months: 1 }));
}

/** The cycle running at an instant (its Jakarta date decides). */
export function billingCycleAt(at: InstantInput): BillingCycle {
  return billingCycleOn(jakartaDate(at));
}

/** The due date of a purchase made at `at`. */
export function dueDateForPurchase(at: InstantInput): string {
  return billingCycleAt(at).dueDate;
}

/** The key of the bill due on `dueDate`: the 1st of its month (a bill falls due once a month). */
export function billKeyOf(dueDate: string): string {
  return Temporal.PlainDate.from(dueDate).with({ day: DUE_DAY }).toString();
}

/** The cycle whose bill is due on `dueDate` (the 1st, or the account's due day, of that month). */
export function billingCycleDueOn(dueDate: string): BillingCycle {
  const due = Temporal.PlainDate.from(billKeyOf(dueDate));
  return cycleStartingOn(due.subtract({ months: 2 }).with({ day: CYCLE_START_DAY }));
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
  const key = Temporal.PlainDate.from(billKeyOf(billKey));
  let day = DUE_DAY;
  const ordered = [...changes].sort((a, b) =>
    Temporal.Instant.compare(Temporal.Instant.from(a.effectiveAt), Temporal.Instant.from(b.effectiveAt)),
  );
  for (const change of ordered) {
    const from = Temporal.PlainDate.from(jakartaDate(change.effectiveAt));
    const stillAhead = Temporal.PlainDate.compare(key.with({ day }), from) > 0;
    const aheadOnNewDay = Temporal.PlainDate.compare(key.with({ day: change.dueDay }), from) > 0;
    if (stillAhead && aheadOnNewDay) day = change.dueDay;
  }
  return key.with({ day }).toString();
}

/** A bill is issued when its cycle has closed: from 00:00 WIB on the 17th before its due date. */
export function isBillIssued(dueDate: string, now: InstantInput): boolean {
  return jakartaDate(now) > billingCycleDueOn(dueDate).endDate;
}

/**
 * A freeze day for VAs (repayment/virtual-account.ts): the last day of a cycle, the 16th, when the
 * day's payments must be settled before the midnight run issues the bill.
 */
export function isPaylaterFreezeDay(now: InstantInput): boolean {
  return Temporal.PlainDate.from(jakartaDate(now)).day === CYCLE_END_DAY;
}
