/**
 * What pay-later adds to the replay of an account's book (server/ledger/book-owners.ts BookTerms),
 * read from its changes (plan-changes.ts, due-date-changes.ts) in ONE query per request: the bills
 * move to the account's due day, each closed cycle carries its monthly fee less a plan's discount
 * (cycle-fees.ts), and a signed change whose time has come applies before the book is read.
 */
import { type DueDayChange, billDueDate, billingCycleAt } from '@domain/paylater/billing';
import type { FeeDiscount } from '@domain/paylater/plans';
import { type Db, toDate } from '../db/client';
import type { BookTerms } from '../ledger/book-owners';
import { cycleFees } from './cycle-fees';
import { applyDueDateChanges } from './due-date-changes';
import { applyDueChanges } from './plan-changes';

interface ChangeRow {
  kind: string;
  state: string;
  effective_at: Date | string | null;
  due_day: number | null;
  discount_percentage: number | null;
  discount_cycles: number | null;
}

/**
 * What the book needs of the account's changes, read in ONE query per request (the ledger
 * invariants walk showed a query per lookup adds up): the due days signed and the fee discounts
 * applied, and whether any change waits for its time (else there is nothing to apply).
 */
export interface BookChanges {
  /**
   * The due-day changes signed on the account, applied or waiting for their instant: a scheduled
   * change whose instant has passed is applied in the same transaction (applyDue), so the replay
   * before it already counts its day (a late fee is never charged on a bill the change moved).
   */
  dueDays: DueDayChange[];
  /** The discounts of the plans applied to the account: from the bill of the cycle each applied in. */
  feeDiscounts: FeeDiscount[];
  /** Some change (a plan or a due date) is SCHEDULED. */
  anyScheduled: boolean;
}

export async function bookChangesOf(db: Db, accountId: string): Promise<BookChanges> {
  const rows = await db.query<ChangeRow>(
    `select kind, state, effective_at, due_day, discount_percentage, discount_cycles from account_changes
     where account_id = $1 and state in ('APPLIED', 'SCHEDULED')
     order by effective_at, id`,
    [accountId],
  );
  const dueDays: DueDayChange[] = [];
  const feeDiscounts: FeeDiscount[] = [];
  for (const row of rows) {
    if (row.effective_at === null) continue;
    const effectiveAt = toDate(row.effective_at).toISOString();
    if (row.kind === 'DUE_DATE' && row.due_day !== null) dueDays.push({ effectiveAt, dueDay: row.due_day });
    if (row.state === 'APPLIED' && row.discount_percentage !== null && row.discount_cycles !== null)
      feeDiscounts.push({
        fromDueDate: billingCycleAt(effectiveAt).dueDate,
        cycles: row.discount_cycles,
        percentage: row.discount_percentage,
      });
  }
  return { dueDays, feeDiscounts, anyScheduled: rows.some((row) => row.state === 'SCHEDULED') };
}

/** The discounts of the plans applied to the account (bookChangesOf's, for readers outside a book). */
export async function appliedFeeDiscounts(db: Db, accountId: string): Promise<FeeDiscount[]> {
  return (await bookChangesOf(db, accountId)).feeDiscounts;
}

export async function paylaterTerms(db: Db, accountId: string): Promise<BookTerms> {
  const changes = await bookChangesOf(db, accountId);
  return {
    billDueDates(until) {
      // Bills fall due on the account's due day: the changes in force by `until` move them.
      const dueDays = changes.dueDays.filter((change) => Date.parse(change.effectiveAt) <= until);
      return dueDays.length > 0 ? billDueDates(dueDays) : null;
    },
    scheduledFees: (account, orders, refunds) =>
      cycleFees(account, orders, refunds, changes.feeDiscounts).map((fee) => ({
        dueDate: fee.dueDate,
        at: fee.closesAt,
        amount: fee.amount,
        listAmount: fee.listAmount,
      })),
    // A signed limit or due-date change whose time has come applies before anything is read or bought
    // (only a SCHEDULED change can: without one there is nothing to look up).
    applyDue: changes.anyScheduled
      ? async (tx, book, now) => {
          await applyDueChanges(tx, book, now);
          await applyDueDateChanges(tx, book, now);
        }
      : undefined,
  };
}

/** billDueDate for every entry of a bill, computed once per bill (a book replays many entries of few bills). */
function billDueDates(dueDays: readonly DueDayChange[]): (dueDate: string) => string {
  const known = new Map<string, string>();
  return (dueDate) => {
    let moved = known.get(dueDate);
    if (moved === undefined) {
      moved = billDueDate(dueDate, dueDays);
      known.set(dueDate, moved);
    }
    return moved;
  };
}
