/**
 * What a cicilan account (or one order) owes, summed the way the catch-up types and the home read
 * them (lending/catchup.ts).
 *
 * Cicilan has no statement, so "billed" is chosen to mirror the monthly product (whose bill is
 * issued 13 to 16 days before its due date): an instalment is billed from 14 days before its due
 * date. Until then it is not "due now" (the home says when the next one comes); from then on it is
 * the amount due, with the due date, until paid.
 */
import { Temporal } from 'temporal-polyfill';
import type { DuesSummary } from '../lending/dues';
import { jakartaDate, type InstantInput } from '../time';
import { type InstalmentBalance, payoffOf } from './pay-off-early';

export const CICILAN_BILLING_LEAD_DAYS = 14;

export function isInstalmentBilled(dueDate: string, now: InstantInput): boolean {
  return jakartaDate(now) >= Temporal.PlainDate.from(dueDate).subtract({ days: CICILAN_BILLING_LEAD_DAYS }).toString();
}

export interface CicilanDues extends DuesSummary {
  unpaidLateFees: number;
  /** Cost waived if paid off today (payoff already has it taken off). */
  discount: number;
  oldestOverdueDueDate: string | null;
  /** The due date the pages show: the oldest unpaid billed one, else the next unpaid one, else null. */
  dueDate: string | null;
}

const unpaidOf = (instalment: InstalmentBalance): number => instalment.unpaidPrincipal + instalment.unpaidFee;

/**
 * overdue: instalments past their due date, plus late fees; current: billed instalments not past
 * their due date; payoff: the early-repayment amount of everything (plus late fees).
 */
export function cicilanDues(instalments: readonly InstalmentBalance[], unpaidLateFees: number, now: InstantInput): CicilanDues {
  const today = jakartaDate(now);
  let overdue = unpaidLateFees;
  let current = 0;
  let oldestOverdueDueDate: string | null = null;
  let oldestBilled: string | null = null;
  let nextUnbilled: string | null = null;
  const unpaid = instalments.filter((instalment) => unpaidOf(instalment) > 0);
  for (const instalment of unpaid) {
    const { dueDate } = instalment;
    if (today > dueDate) {
      overdue += unpaidOf(instalment);
      oldestOverdueDueDate = earliest(oldestOverdueDueDate, dueDate);
      oldestBilled = earliest(oldestBilled, dueDate);
    } else if (isInstalmentBilled(dueDate, now)) {
      current += unpaidOf(instalment);
      oldestBilled = earliest(oldestBilled, dueDate);
    } else {
      nextUnbilled = earliest(nextUnbilled, dueDate);
    }
  }
  const payoff = payoffOf(unpaid, now);
  return {
    overdue,
    current,
    payoff: payoff.amount + unpaidLateFees,
    discount: payoff.discount,
    unpaidLateFees,
    oldestOverdueDueDate,
    dueDate: oldestBilled ?? nextUnbilled,
  };
}

/**
 * Cicilan's "latest bill paid" (lending/status.ts LedgerSummary): the latest billed due date that
 * has instalments, and all of them are paid. Give every instalment, paid ones included.
 */
export function cicilanLatestBillPaid(instalments: readonly InstalmentBalance[], now: InstantInput): boolean {
  const billed = instalments.filter((instalment) => isInstalmentBilled(instalment.dueDate, now));
  const latest = billed.reduce<string | null>(
    (known, instalment) => (known === null || instalment.dueDate > known ? instalment.dueDate : known),
    null,
  );
  return latest !== null && billed.filter((instalment) => instalment.dueDate === latest).every((instalment) => unpaidOf(instalment) === 0);
}

function earliest(known: string | null, candidate: string): string {
  return known === null || candidate < known ? candidate : known;
}
