/**
 * What a pay-later account owes, from its unpaid amounts per due date, summed the way the catch-up
 * types and the home read them (lending/catchup.ts).
 */
import type { DuesSummary } from '../lending/dues';
import { isOverdue } from '../lending/grace';
import type { InstantInput } from '../time';
import { isBillIssued } from './billing';

export interface OwedOnDueDate {
  /** YYYY-MM-DD, a 1st. */
  dueDate: string;
  /** Unpaid purchases (or instalments) and monthly fee due then; late fees are counted apart. */
  unpaid: number;
}

export interface PaylaterDues extends DuesSummary {
  /** Unpaid late fees (all overdue by nature; included in `overdue`). */
  unpaidLateFees: number;
  /** The oldest due date past with something still unpaid on it (late fees aside), or null. */
  oldestOverdueDueDate: string | null;
  /**
   * The due date the pages show: the oldest unpaid issued bill's, else the next bill's while only
   * unbilled purchases are owed, else null.
   */
  dueDate: string | null;
}

/**
 * overdue: bills past their due date, plus late fees; current: the issued bill not yet due (from the
 * 17th to the 1st); payoff: those plus what is not billed yet (this cycle's purchases, later instalments).
 */
export function paylaterDues(owed: readonly OwedOnDueDate[], unpaidLateFees: number, now: InstantInput): PaylaterDues {
  let overdue = unpaidLateFees;
  let current = 0;
  let unbilled = 0;
  let oldestOverdueDueDate: string | null = null;
  let oldestIssued: string | null = null;
  let nextUnbilled: string | null = null;
  for (const { dueDate, unpaid } of owed) {
    if (unpaid <= 0) continue;
    if (isOverdue(dueDate, now)) {
      overdue += unpaid;
      oldestOverdueDueDate = earliest(oldestOverdueDueDate, dueDate);
      oldestIssued = earliest(oldestIssued, dueDate);
    } else if (isBillIssued(dueDate, now)) {
      current += unpaid;
      oldestIssued = earliest(oldestIssued, dueDate);
    } else {
      unbilled += unpaid;
      nextUnbilled = earliest(nextUnbilled, dueDate);
    }
  }
  return {
    overdue,
    current,
    payoff: overdue + current + unbilled,
    unpaidLateFees,
    oldestOverdueDueDate,
    dueDate: oldestIssued ?? nextUnbilled,
  };
}

function earliest(known: string | null, candidate: string): string {
  return known === null || candidate < known ? candidate : known;
}
