/**
 * Due-date changes (issue 10): rows of account_changes of kind DUE_DATE. The life is a plan
 * change's (plan-changes.ts): AWAITING_SIGNATURE (chosen) -> SCHEDULED (signed; applies at once when
 * immediate, at the next cycle's start when next_month) -> APPLIED. Every move is an update guarded
 * by the state it leaves, and an offer is APPLIED once per account (a unique index), so signing
 * twice or racing requests never apply a change twice.
 */
import { randomUUID } from 'node:crypto';
import type { DueDateChange } from '@domain/contract/paylater-duedate';
import { billKeyOf } from '@domain/paylater/billing';
import {
  DEFAULT_DUE_DAY,
  type DueDateChangeType,
  type DueDateEffective,
  dueDateChangeEffectiveAt,
  extendedPeriodCost,
  extraDays,
  firstDueDateOnNewDay,
  isDueDateChangeDue,
} from '@domain/paylater/due-date';
import type { PlanChangeState } from '@domain/paylater/plans';
import { type Db, toDate } from '../db/client';
import type { Book } from '../ledger/book';
import { newEntryId } from '../ledger/ids';
import { insertEntry } from '../ledger/store';

export interface DueDateAccountChange {
  id: string;
  accountId: string;
  offerId: string;
  type: DueDateChangeType;
  effective: DueDateEffective;
  dueDay: number | null;
  previousDueDay: number;
  creditLimit: number;
  previousLimit: number;
  lender: string | null;
  state: PlanChangeState;
  selectedAt: Date;
  signedAt: Date | null;
  effectiveAt: Date | null;
  endedAt: Date | null;
}

/** A row of account_changes: the contract's columns (its instants as the driver gives them) and the account's. */
interface Row extends Omit<DueDateChange, 'type' | 'selected_at' | 'signed_at' | 'effective_at' | 'ended_at'> {
  account_id: string;
  change_type: DueDateChangeType;
  selected_at: Date | string;
  signed_at: Date | string | null;
  effective_at: Date | string | null;
  ended_at: Date | string | null;
}

const COLUMNS =
  'id, account_id, offer_id, change_type, effective, due_day, previous_due_day, credit_limit, previous_limit, lender, state, selected_at, signed_at, effective_at, ended_at';
const orNull = (value: Date | string | null): Date | null => (value === null ? null : toDate(value));

const toChange = (row: Row): DueDateAccountChange => ({
  id: row.id,
  accountId: row.account_id,
  offerId: row.offer_id,
  type: row.change_type,
  effective: row.effective,
  dueDay: row.due_day,
  previousDueDay: row.previous_due_day,
  creditLimit: row.credit_limit,
  previousLimit: row.previous_limit,
  lender: row.lender,
  state: row.state,
  selectedAt: toDate(row.selected_at),
  signedAt: orNull(row.signed_at),
  effectiveAt: orNull(row.effective_at),
  endedAt: orNull(row.ended_at),
});

/** Every due-date change of the account, newest first. */
export async function dueDateChangesOf(db: Db, accountId: string): Promise<DueDateAccountChange[]> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from account_changes where account_id = $1 and kind = 'DUE_DATE' order by selected_at desc, id`,
    [accountId],
  );
  return rows.map(toChange);
}

/** A due-date change by id; null for another kind of change. */
export async function dueDateChangeById(db: Db, id: string): Promise<DueDateAccountChange | null> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from account_changes where id = $1 and kind = 'DUE_DATE'`, [id]);
  return row ? toChange(row) : null;
}

/** The due day in force: the newest applied change that set one, else the 1st. */
export function dueDayOf(changes: readonly DueDateAccountChange[]): number {
  return latestApplied(changes, (change) => change.dueDay) ?? DEFAULT_DUE_DAY;
}

/** The lender in force when a lender change applied, else null (the provider's first lender). */
export function lenderOf(changes: readonly DueDateAccountChange[]): string | null {
  return latestApplied(changes, (change) => change.lender);
}

function latestApplied<T>(changes: readonly DueDateAccountChange[], pick: (change: DueDateAccountChange) => T | null): T | null {
  const applied = changes
    .filter((change) => change.state === 'APPLIED' && pick(change) !== null)
    .sort((a, b) => (b.effectiveAt?.getTime() ?? 0) - (a.effectiveAt?.getTime() ?? 0));
  const first = applied[0];
  return first ? pick(first) : null;
}

export interface DueDateChoice {
  offerId: string;
  type: DueDateChangeType;
  effective: DueDateEffective;
  dueDay: number | null;
  creditLimit: number | null;
  lender: string | null;
}

/**
 * Chooses an offered change: an open due-date change, if any, is REPLACED and the new one waits
 * for signing. Run under the account's lock (withBook).
 */
export async function chooseDueDateChange(tx: Db, book: Book, choice: DueDateChoice, currentDueDay: number, now: Date): Promise<void> {
  await tx.query(
    `update account_changes set state = 'REPLACED', ended_at = $2
     where account_id = $1 and kind = 'DUE_DATE' and state in ('AWAITING_SIGNATURE', 'SCHEDULED')`,
    [book.account.id, now.toISOString()],
  );
  await tx.query(
    `insert into account_changes (id, account_id, kind, credit_limit, previous_limit, state, selected_at,
                                  offer_id, change_type, effective, due_day, previous_due_day, lender)
     values ($1, $2, 'DUE_DATE', $3, $4, 'AWAITING_SIGNATURE', $5, $6, $7, $8, $9, $10, $11)`,
    [
      randomUUID(),
      book.account.id,
      choice.creditLimit ?? book.account.creditLimit,
      book.account.creditLimit,
      now.toISOString(),
      choice.offerId,
      choice.type,
      choice.effective,
      choice.dueDay,
      currentDueDay,
      choice.lender,
    ],
  );
}

/** The contract is signed: SCHEDULED at its time, applied at once when immediate. Under the account's lock. */
export async function scheduleSignedDueDateChange(tx: Db, book: Book, change: DueDateAccountChange, now: Date): Promise<void> {
  await tx.query(
    `update account_changes set state = 'SCHEDULED', signed_at = $2, effective_at = $3, timing = $4
     where id = $1 and account_id = $5 and kind = 'DUE_DATE' and state = 'AWAITING_SIGNATURE'`,
    [
      change.id,
      now.toISOString(),
      dueDateChangeEffectiveAt(change.effective, now.toISOString()),
      change.effective === 'immediate' ? 'INSTANT' : 'NEXT_MONTH',
      book.account.id,
    ],
  );
  await applyDueDateChanges(tx, book, now);
}

/** Applies the account's scheduled due-date change once its time has come; the book's limit follows. */
export async function applyDueDateChanges(tx: Db, book: Book, now: Date): Promise<void> {
  const [row] = await tx.query<Row>(
    `select ${COLUMNS} from account_changes where account_id = $1 and kind = 'DUE_DATE' and state = 'SCHEDULED'`,
    [book.account.id],
  );
  if (!row) return;
  const open = toChange(row);
  if (!open.effectiveAt || !isDueDateChangeDue(open.effectiveAt.toISOString(), now.toISOString())) return;
  const applied = await tx.query<{ id: string }>(
    `update account_changes set state = 'APPLIED', ended_at = $2
     where id = $1 and state = 'SCHEDULED'
       and not exists (select 1 from account_changes o where o.account_id = $3 and o.offer_id = $4 and o.state = 'APPLIED')
     returning id`,
    [open.id, open.effectiveAt.toISOString(), book.account.id, open.offerId],
  );
  if (applied.length === 0) return;
  await postExtendedPeriod(tx, book, open);
  if (open.creditLimit !== book.account.creditLimit) {
    await tx.query('update lending_accounts set credit_limit = $2 where id = $1', [book.account.id, open.creditLimit]);
    book.account.creditLimit = open.creditLimit;
  }
}

/** The accrual key of a change's extended-period cost: one per change. */
export const extensionFeeKey = (changeId: string): string => `EXTENSION_FEE:${changeId}`;

/**
 * A change that makes the due day later lengthens the first bill it moves (billing.ts billDueDate):
 * that bill carries the extended period's cost (due-date.ts extendedPeriodCost: its monthly fee pro
 * rata for the days added, on what is unpaid of it when the change applies), posted at the change's
 * instant, and the extended period runs until the bill's new due date (the home's badge).
 */
async function postExtendedPeriod(tx: Db, book: Book, change: DueDateAccountChange): Promise<void> {
  if (change.dueDay === null || !change.effectiveAt) return;
  const days = extraDays(change.previousDueDay, change.dueDay);
  if (days <= 0) return;
  const effectiveAt = change.effectiveAt.toISOString();
  const dueDate = firstDueDateOnNewDay(change.dueDay, 'immediate', effectiveAt, change.previousDueDay);
  const bill = billKeyOf(dueDate);
  const billAmount = book.unpaidTotal(
    (entry) =>
      (entry.kind === 'PURCHASE' || entry.kind === 'SUBSCRIPTION_FEE') && entry.dueDate !== null && billKeyOf(entry.dueDate) === bill,
  );
  await tx.query(
    `insert into paylater_extended_periods (account_id, until_date, seeded_at) values ($1, $2, $3)
     on conflict (account_id) do update set until_date = excluded.until_date, seeded_at = excluded.seeded_at`,
    [book.account.id, dueDate, effectiveAt],
  );
  const amount = extendedPeriodCost(book.account.providerVersion, billAmount, days);
  if (amount <= 0) return;
  const saved = await insertEntry(tx, {
    id: newEntryId(),
    accountId: book.account.id,
    kind: 'EXTENSION_FEE',
    amount,
    postedAt: change.effectiveAt,
    // The bill's key; the book reads it at the bill's due date.
    dueDate: bill,
    orderId: null,
    instalmentNumber: null,
    instalmentCount: null,
    reference: change.id,
    listAmount: null,
    accrualKey: extensionFeeKey(change.id),
  });
  if (saved) book.apply(saved);
}

/**
 * The user cancels the open due-date change, signed or not, before it applies: the due day, limit
 * and lender stay as they are. Under the account's lock; answers whether there was one.
 */
export async function cancelOpenDueDateChange(tx: Db, accountId: string, now: Date): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `update account_changes set state = 'CANCELLED', ended_at = $2
     where account_id = $1 and kind = 'DUE_DATE' and state in ('AWAITING_SIGNATURE', 'SCHEDULED') returning id`,
    [accountId, now.toISOString()],
  );
  return rows.length > 0;
}
