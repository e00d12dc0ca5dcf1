/**
 * Changes a user chooses for an account and must sign (issue 10): a new credit limit (a plan). They
 * change what the ledger checks purchases against (applied by book-terms.ts under the account's
 * lock); signing (the home area's provider calls) reaches them through change-owner.ts.
 *
 * Life of a change: AWAITING_SIGNATURE (chosen) -> SCHEDULED (signed; timing decided then) ->
 * APPLIED (the limit changed, at its time, by whichever request comes first under the account's lock)
 * or SYSTEM_CANCELLED; CANCELLED by the user or REPLACED by a new choice while open. Every move is
 * an update guarded by the state it leaves, so a change is signed once and applied once however
 * many requests race.
 */
import { randomUUID } from 'node:crypto';
import { billingCycleAt } from '@domain/paylater/billing';
import {
  type PlanChangeState,
  type PlanChangeTiming,
  type SystemCancelReason,
  isPlanChangeDue,
  planChangeEffectiveAt,
  planChangeTiming,
  systemCancelReason,
} from '@domain/paylater/plans';
import { type Db, toDate } from '../db/client';
import type { Book } from '../ledger/book';
import { positionOf } from '../ledger/positions';

export interface AccountChange {
  id: string;
  accountId: string;
  creditLimit: number;
  previousLimit: number;
  discount: { percentage: number; cycles: number } | null;
  state: PlanChangeState;
  timing: PlanChangeTiming | null;
  selectedAt: Date;
  signedAt: Date | null;
  effectiveAt: Date | null;
  endedAt: Date | null;
  reason: SystemCancelReason | null;
}

interface ChangeRow {
  id: string;
  account_id: string;
  credit_limit: number;
  previous_limit: number;
  discount_percentage: number | null;
  discount_cycles: number | null;
  state: PlanChangeState;
  timing: PlanChangeTiming | null;
  selected_at: Date | string;
  signed_at: Date | string | null;
  effective_at: Date | string | null;
  ended_at: Date | string | null;
  reason: SystemCancelReason | null;
}

const COLUMNS =
  'id, account_id, credit_limit, previous_limit, discount_percentage, discount_cycles, state, timing, selected_at, signed_at, effective_at, ended_at, reason';
const orNull = (value: Date | string | null): Date | null => (value === null ? null : toDate(value));

const toChange = (row: ChangeRow): AccountChange => ({
  id: row.id,
  accountId: row.account_id,
  creditLimit: row.credit_limit,
  previousLimit: row.previous_limit,
  discount:
    row.discount_percentage !== null && row.discount_cycles !== null
      ? { percentage: row.discount_percentage, cycles: row.discount_cycles }
      : null,
  state: row.state,
  timing: row.timing,
  selectedAt: toDate(row.selected_at),
  signedAt: orNull(row.signed_at),
  effectiveAt: orNull(row.effective_at),
  endedAt: orNull(row.ended_at),
  reason: row.reason,
});

/** Every plan change of the account, newest first (due-date changes: due-date-changes.ts). */
export async function changesOf(db: Db, accountId: string): Promise<AccountChange[]> {
  const rows = await db.query<ChangeRow>(
    `select ${COLUMNS} from account_changes where account_id = $1 and kind = 'PLAN' order by selected_at desc, id`,
    [accountId],
  );
  return rows.map(toChange);
}

export async function changeById(db: Db, id: string): Promise<AccountChange | null> {
  const [row] = await db.query<ChangeRow>(`select ${COLUMNS} from account_changes where id = $1`, [id]);
  return row ? toChange(row) : null;
}

/** The plan change to come (waiting for signing or for its time), if any. */
export async function openChangeOf(db: Db, accountId: string): Promise<AccountChange | null> {
  const [row] = await db.query<ChangeRow>(
    `select ${COLUMNS} from account_changes where account_id = $1 and kind = 'PLAN' and state in ('AWAITING_SIGNATURE', 'SCHEDULED')`,
    [accountId],
  );
  return row ? toChange(row) : null;
}

/**
 * The change of the user's current account of `product` that waits for the contract to be signed
 * (a plan or a due-date change: the newest chosen when both wait).
 */
export async function changeAwaitingSignature(db: Db, userId: string, product: string): Promise<AccountChange | null> {
  const [row] = await db.query<ChangeRow>(
    `select ${COLUMNS.split(', ')
      .map((column) => `c.${column}`)
      .join(', ')}
     from account_changes c
     join user_products p on p.product_id = c.account_id and p.user_id = $1 and p.product = $2
     where c.state = 'AWAITING_SIGNATURE'
     order by c.selected_at desc limit 1`,
    [userId, product],
  );
  return row ? toChange(row) : null;
}

/**
 * Chooses a new limit: the open change, if any, is REPLACED (the user changed their mind) and the
 * new one waits for signing. Run under the account's lock (withBook).
 */
export async function choosePlan(
  tx: Db,
  book: Book,
  choice: { creditLimit: number; discount: { percentage: number; cycles: number } | null },
  now: Date,
): Promise<AccountChange> {
  await tx.query(
    `update account_changes set state = 'REPLACED', ended_at = $2 where account_id = $1 and kind = 'PLAN' and state in ('AWAITING_SIGNATURE', 'SCHEDULED')`,
    [book.account.id, now.toISOString()],
  );
  const id = randomUUID();
  await tx.query(
    `insert into account_changes (id, account_id, kind, credit_limit, previous_limit, discount_percentage, discount_cycles, state, selected_at)
     values ($1, $2, 'PLAN', $3, $4, $5, $6, 'AWAITING_SIGNATURE', $7)`,
    [
      id,
      book.account.id,
      choice.creditLimit,
      book.account.creditLimit,
      choice.discount?.percentage ?? null,
      choice.discount?.cycles ?? null,
      now.toISOString(),
    ],
  );
  const stored = await changeById(tx, id);
  if (!stored) throw new Error('A change just made could not be read');
  return stored;
}

/** The user cancels the open change (back to the current limit); answers whether there was one. */
export async function cancelOpenChange(tx: Db, accountId: string, now: Date): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `update account_changes set state = 'CANCELLED', ended_at = $2
     where account_id = $1 and kind = 'PLAN' and state in ('AWAITING_SIGNATURE', 'SCHEDULED') returning id`,
    [accountId, now.toISOString()],
  );
  return rows.length > 0;
}

/** The platform cancels the open change (the plan is no longer offered, say). */
export async function systemCancelOpenChange(tx: Db, accountId: string, reason: SystemCancelReason, now: Date): Promise<void> {
  await tx.query(
    `update account_changes set state = 'SYSTEM_CANCELLED', reason = $3, ended_at = $2
     where account_id = $1 and kind = 'PLAN' and state in ('AWAITING_SIGNATURE', 'SCHEDULED')`,
    [accountId, now.toISOString(), reason],
  );
}

function situationOf(book: Book, now: Date): { overdue: boolean; limitUsedThisCycle: boolean; unpaidPrincipal: number } {
  const position = positionOf(book, now);
  const open = billingCycleAt(now.toISOString()).startDate;
  return {
    overdue: position.dues.overdue > 0,
    limitUsedThisCycle: book.orders.some((order) => billingCycleAt(order.purchasedAt.toISOString()).startDate === open),
    unpaidPrincipal: position.unpaidPrincipal,
  };
}

/**
 * The contract of the change is signed: it becomes SCHEDULED with its timing as the account stands
 * now (instant, next month, or after repayment), and applies at once when instant. A change already
 * signed (or no longer waiting) is left as it is. Run under the account's lock.
 */
export async function scheduleSignedChange(tx: Db, book: Book, changeId: string, now: Date): Promise<void> {
  const timing = planChangeTiming(situationOf(book, now));
  await tx.query(
    `update account_changes set state = 'SCHEDULED', timing = $3, signed_at = $2, effective_at = $4
     where id = $1 and account_id = $5 and state = 'AWAITING_SIGNATURE'`,
    [changeId, now.toISOString(), timing, planChangeEffectiveAt(timing, now.toISOString()), book.account.id],
  );
  await applyDueChanges(tx, book, now);
}

/**
 * Applies the account's scheduled change once its time has come (or, waiting for a repayment, once
 * nothing is overdue), unless the platform must cancel it; the book's limit follows. Called by
 * withBook (through book-terms.ts) for every pay-later account with a scheduled change, so purchases are checked against the limit in force.
 */
export async function applyDueChanges(tx: Db, book: Book, now: Date): Promise<void> {
  const open = await openChangeOf(tx, book.account.id);
  if (open?.state !== 'SCHEDULED' || open.timing === null) return;
  const situation = situationOf(book, now);
  const due = isPlanChangeDue(
    { timing: open.timing, effectiveAt: open.effectiveAt?.toISOString() ?? null },
    { now: now.toISOString(), overdue: situation.overdue },
  );
  if (!due) return;
  // A change waiting for a repayment applies when the overdue is gone: now, as this request sees it.
  const at = open.timing === 'AFTER_REPAYMENT' || !open.effectiveAt ? now : open.effectiveAt;
  const reason = systemCancelReason({
    newLimit: open.creditLimit,
    unpaidPrincipal: situation.unpaidPrincipal,
    closing: book.account.closureStatus !== 'NONE',
  });
  if (reason) {
    await tx.query(
      `update account_changes set state = 'SYSTEM_CANCELLED', reason = $3, ended_at = $2 where id = $1 and state = 'SCHEDULED'`,
      [open.id, at.toISOString(), reason],
    );
    return;
  }
  const applied = await tx.query<{ id: string }>(
    `update account_changes set state = 'APPLIED', ended_at = $2, effective_at = $2 where id = $1 and state = 'SCHEDULED' returning id`,
    [open.id, at.toISOString()],
  );
  if (applied.length === 0) return;
  await tx.query('update lending_accounts set credit_limit = $2 where id = $1', [book.account.id, open.creditLimit]);
  book.account.creditLimit = open.creditLimit;
}
