/**
 * What a merchant loan owes today, summed the way the catch-up types read it (lending/catchup.ts),
 * and its late fees. Dates are Jakarta dates; "today" is jakartaDate(now).
 *
 * - The current instalment is the first whose due date is today or later; its window is running
 *   (or opens tomorrow, on the day of disbursement).
 * - missed: what the current window's deduction days scheduled before today and was not collected
 *   (failed days). Before its due date it is not late, but it is behind: OUTSTANDING_BEFORE_DUE_DATE.
 * - pastDue: what is unpaid of instalments whose due date has passed: OVERDUE.
 * The catch-up types then pay (DuesSummary):
 *   overdue = pastDue + unpaid late fees + missed   ("pay what I missed": back on schedule)
 *   current = the rest of the current instalment     (CURRENT_DUES clears the month: no more
 *                                                      deductions until the next window)
 *   payoff  = everything owed, less the interest of the instalments after the current one (their
 *             months have not started; early repayment waives it, as cicilan does)
 *
 * Late fees. Reading chosen for "10 grace days": the days after a due date during which an unpaid
 * instalment is OVERDUE without a late fee (pay-later's grace is the same idea with 5 days); from
 * 00:00 WIB on the 11th day a late fee is charged for every day that starts with something past grace
 * unpaid (lending/grace.ts with 10 days): 0.1% a day of what is past due (a merchant's instalments
 * range from 200,000 to millions, so a flat fee would be trivial for some and heavy for others),
 * rounded down. No late fee on a paused day.
 */
import type { DuesSummary } from '../lending/dues';
import { chargesLateFeeOn, isPastGrace } from '../lending/grace';
import { type InstantInput, jakartaDate } from '../time';
import { type Pause, isPausedOn } from './deductions';

export const GOMODAL_GRACE_DAYS = 10;
/** 0.1% of the past-due amount per day, in basis points. */
export const GOMODAL_LATE_FEE_BASIS_POINTS_PER_DAY = 10;

export function gomodalDailyLateFee(pastDue: number): number {
  return Math.floor((pastDue * GOMODAL_LATE_FEE_BASIS_POINTS_PER_DAY) / 10_000);
}

/** Whether `day` is charged a late fee, given the oldest due date still unpaid when it started. */
export function chargesGomodalLateFeeOn(day: string, oldestUnpaidDueDate: string | null, pauses: readonly Pause[] = []): boolean {
  return !isPausedOn(pauses, day) && chargesLateFeeOn(day, oldestUnpaidDueDate, GOMODAL_GRACE_DAYS);
}

/** What is still owed of one instalment. */
export interface GomodalInstalmentBalance {
  number: number;
  windowStart: string;
  dueDate: string;
  /** What its window collects: principal + interest - discount + carriedIn. */
  amount: number;
  /** The first-loan discount it carries. */
  discount: number;
  /** Carried over into it from a window a pause left short. */
  carriedIn: number;
  unpaidPrincipal: number;
  /** After the discount. */
  unpaidInterest: number;
}

export interface CurrentInstalment {
  number: number;
  dueDate: string;
  amount: number;
  discount: number;
  carriedIn: number;
  unpaid: number;
}

export interface GomodalDues extends DuesSummary {
  pastDue: number;
  unpaidLateFees: number;
  missed: number;
  /** The oldest due date with something unpaid that has passed, or null. */
  oldestPastDueDate: string | null;
  currentInstalment: CurrentInstalment | null;
  /** The due date the pages show: the oldest past-due one, else the current instalment's, else null. */
  dueDate: string | null;
  /** Interest that paying off today would waive (inside the difference between owed and payoff). */
  payoffWaiver: number;
  paidInstalments: number;
  remainingInstalments: number;
}

const unpaidOf = (instalment: GomodalInstalmentBalance): number => instalment.unpaidPrincipal + instalment.unpaidInterest;

/**
 * `scheduledBeforeToday`: what the current window's plan scheduled on its days before today
 * (deductions.ts scheduledThrough(plan, yesterday)); 0 when no window is running.
 */
export function gomodalDues(
  instalments: readonly GomodalInstalmentBalance[],
  unpaidLateFees: number,
  scheduledBeforeToday: number,
  now: InstantInput,
): GomodalDues {
  const today = jakartaDate(now);
  let pastDue = 0;
  let oldestPastDueDate: string | null = null;
  let current: GomodalInstalmentBalance | null = null;
  let owed = unpaidLateFees;
  let payoffWaiver = 0;
  for (const instalment of [...instalments].sort((a, b) => a.number - b.number)) {
    const unpaid = unpaidOf(instalment);
    owed += unpaid;
    if (instalment.dueDate < today) {
      pastDue += unpaid;
      if (unpaid > 0 && oldestPastDueDate === null) oldestPastDueDate = instalment.dueDate;
    } else if (current === null) {
      current = instalment;
    } else {
      payoffWaiver += instalment.unpaidInterest;
    }
  }
  const currentUnpaid = current ? unpaidOf(current) : 0;
  const collected = current ? current.amount - currentUnpaid : 0;
  const missed = Math.min(currentUnpaid, Math.max(0, scheduledBeforeToday - collected));
  const paidInstalments = instalments.filter((instalment) => unpaidOf(instalment) === 0).length;
  return {
    overdue: pastDue + unpaidLateFees + missed,
    current: currentUnpaid - missed,
    payoff: owed - payoffWaiver,
    pastDue,
    unpaidLateFees,
    missed,
    oldestPastDueDate,
    currentInstalment: current && {
      number: current.number,
      dueDate: current.dueDate,
      amount: current.amount,
      discount: current.discount,
      carriedIn: current.carriedIn,
      unpaid: currentUnpaid,
    },
    dueDate: oldestPastDueDate ?? current?.dueDate ?? null,
    payoffWaiver,
    paidInstalments,
    remainingInstalments: instalments.length - paidInstalments,
  };
}

/** NONE nothing past due; IN_GRACE past due within the 10 days; LATE_FEES past grace or late fees unpaid. */
export type OverdueLevel = 'NONE' | 'IN_GRACE' | 'LATE_FEES';

export function overdueLevel(dues: GomodalDues, now: InstantInput): OverdueLevel {
  if (dues.pastDue === 0 && dues.unpaidLateFees === 0) return 'NONE';
  const pastGrace = dues.oldestPastDueDate !== null && isPastGrace(dues.oldestPastDueDate, now, GOMODAL_GRACE_DAYS);
  return dues.unpaidLateFees > 0 || pastGrace ? 'LATE_FEES' : 'IN_GRACE';
}
