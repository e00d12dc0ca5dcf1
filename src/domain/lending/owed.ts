/**
 * What a consumer account owes, due date by due date, in the groups the money pages name (issue 36:
 * "labels that mean what they say"). Each amount keeps its own date, so a page never shows an
 * overdue label over what is not due yet, nor a "next bill" that is really several bills:
 *
 *   overdue   past its due date (grace or not), oldest first; late fees beside it
 *   due       billed (pay-later: its statement issued; cicilan: 14 days ahead) and not past its date
 *   nextBill  not billed yet: the earliest date still to come, and only what falls due on it
 *   later     not billed, falling due after nextBill
 *
 * Shared by pay-later and cicilan: each passes its own "billed" rule (paylater/billing.ts
 * isBillIssued, cicilan/dues.ts isInstalmentBilled). The sums agree with the dues of
 * lending/dues.ts: overdue + lateFees = DuesSummary.overdue, due = DuesSummary.current.
 */
import { isOverdue } from './grace';
import type { InstantLike } from '../calendar-date';

/** What falls due on one date (rupiah, unpaid). */
export interface OwedOnDate {
  /** YYYY-MM-DD (Jakarta). */
  dueDate: string;
  amount: number;
}

export interface OwedByDate {
  /** Past their due date, oldest first; late fees are apart. */
  overdue: OwedOnDate[];
  /** Unpaid late fees (overdue by nature). */
  lateFees: number;
  /** Billed and not past their due date, oldest first. */
  due: OwedOnDate[];
  /** Not billed yet: the earliest due date to come and what falls due on it; null when nothing is unbilled. */
  nextBill: OwedOnDate | null;
  /** Not billed, falling due after nextBill's date. */
  later: number;
  /** Everything owed at full cost: the sum of all of the above. */
  total: number;
}

export const NOTHING_OWED: OwedByDate = { overdue: [], lateFees: 0, due: [], nextBill: null, later: 0, total: 0 };

/**
 * `unpaid`: what is left to pay of every debit with a due date except late fees (several per date
 * are summed); `isBilled`: the product's rule for a date not yet past.
 */
export function owedByDate(
  unpaid: readonly OwedOnDate[],
  lateFees: number,
  isBilled: (dueDate: string) => boolean,
  now: InstantLike,
): OwedByDate {
  const byDate = new Map<string, number>();
  for (const { dueDate, amount } of unpaid) if (amount > 0) byDate.set(dueDate, (byDate.get(dueDate) ?? 0) + amount);
  const dates = [...byDate.keys()].sort();
  const owed = (dueDate: string): OwedOnDate => ({ dueDate, amount: byDate.get(dueDate) ?? 0 });
  const overdue = dates.filter((date) => isOverdue(date, now)).map(owed);
  const due = dates.filter((date) => !isOverdue(date, now) && isBilled(date)).map(owed);
  const unbilled = dates.filter((date) => !isOverdue(date, now) && !isBilled(date)).map(owed);
  const [nextBill = null, ...rest] = unbilled;
  const sum = (list: readonly OwedOnDate[]): number => list.reduce((total, item) => total + item.amount, 0);
  return {
    overdue,
    lateFees,
    due,
    nextBill,
    later: sum(rest),
    total: sum(overdue) + lateFees + sum(due) + sum(unbilled),
  };
}

/** Everything past due: the overdue amounts and the late fees (= DuesSummary.overdue). */
export function overdueTotal(owed: OwedByDate): number {
  return owed.overdue.reduce((sum, item) => sum + item.amount, owed.lateFees);
}

/** Billed and not past due (= DuesSummary.current). */
export function dueTotal(owed: OwedByDate): number {
  return owed.due.reduce((sum, item) => sum + item.amount, 0);
}

/** The oldest date past due, or null (late fees alone have none: they belong to that date). */
export function overdueSince(owed: OwedByDate): string | null {
  return owed.overdue[0]?.dueDate ?? null;
}
