/** Reading and adding the ledger's rows of one account. Nothing here updates or deletes an entry. */
import type { LedgerEntryKind } from '@domain/contract/money-sandbox';
import { type DueDayChange, billingCycleAt } from '@domain/paylater/billing';
import type { FeeDiscount } from '@domain/paylater/plans';
import { type Db, toDate } from '../db/client';
import type { AllocationRecord, LedgerEntryRecord, LendingOrder, LendingRefund } from './types';

interface EntryRow {
  id: string;
  seq: string;
  account_id: string;
  kind: LedgerEntryKind;
  amount: number;
  posted_at: Date | string;
  due_date: string | null;
  order_id: string | null;
  instalment_number: number | null;
  instalment_count: number | null;
  reference: string | null;
  list_amount: number | null;
  accrual_key: string | null;
}

const toEntry = (row: EntryRow): LedgerEntryRecord => ({
  id: row.id,
  seq: Number(row.seq),
  accountId: row.account_id,
  kind: row.kind,
  amount: row.amount,
  postedAt: toDate(row.posted_at),
  dueDate: row.due_date,
  orderId: row.order_id,
  instalmentNumber: row.instalment_number,
  instalmentCount: row.instalment_count,
  reference: row.reference,
  listAmount: row.list_amount,
  accrualKey: row.accrual_key,
});

interface OrderRow {
  id: string;
  account_id: string;
  merchant: string;
  principal: number;
  tenor: number;
  cost: number;
  purchased_at: Date | string;
}

export const toOrder = (row: OrderRow): LendingOrder => ({
  id: row.id,
  accountId: row.account_id,
  merchant: row.merchant,
  principal: row.principal,
  tenor: row.tenor,
  cost: row.cost,
  purchasedAt: toDate(row.purchased_at),
});

export const ORDER_COLUMNS = 'id, account_id, merchant, principal, tenor, cost, purchased_at';

/** Everything the book of one account is computed from. */
export interface LedgerData {
  orders: LendingOrder[];
  refunds: LendingRefund[];
  entries: LedgerEntryRecord[];
  allocations: AllocationRecord[];
  /** Monthly-fee discounts won with applied plans (issue 10); none when absent. */
  feeDiscounts?: FeeDiscount[];
  /** Signed due-day changes with their instant (applied, or scheduled and applied once it passes); none when absent. */
  dueDays?: DueDayChange[];
}

/** `changes`: bookChangesOf the same account, read by the caller (sync.ts also needs anyScheduled). */
export async function loadLedgerData(db: Db, accountId: string, changes: BookChanges): Promise<LedgerData> {
  const orders = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from lending_orders where account_id = $1 order by purchased_at, id`, [
    accountId,
  ]);
  const refunds = await db.query<{
    id: string;
    account_id: string;
    order_id: string;
    amount: number;
    requested_at: Date | string;
    completes_at: Date | string;
  }>(
    'select id, account_id, order_id, amount, requested_at, completes_at from lending_refunds where account_id = $1 order by requested_at, id',
    [accountId],
  );
  const entries = await db.query<EntryRow>(
    `select id, seq::text as seq, account_id, kind, amount, posted_at, due_date::text as due_date, order_id, instalment_number,
            instalment_count, reference, list_amount, accrual_key
     from ledger_entries where account_id = $1 order by posted_at, seq`,
    [accountId],
  );
  const allocations = await db.query<{ credit_entry_id: string; debit_entry_id: string; amount: number }>(
    `select a.credit_entry_id, a.debit_entry_id, a.amount from ledger_allocations a
     join ledger_entries c on c.id = a.credit_entry_id where c.account_id = $1`,
    [accountId],
  );
  return {
    orders: orders.map(toOrder),
    refunds: refunds.map((row) => ({
      id: row.id,
      accountId: row.account_id,
      orderId: row.order_id,
      amount: row.amount,
      requestedAt: toDate(row.requested_at),
      completesAt: toDate(row.completes_at),
    })),
    entries: entries.map(toEntry),
    allocations: allocations.map((row) => ({ creditId: row.credit_entry_id, debitId: row.debit_entry_id, amount: row.amount })),
    feeDiscounts: changes.feeDiscounts,
    dueDays: changes.dueDays,
  };
}

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
 * applied, and whether any change waits for its time (else sync.ts has nothing to apply).
 */
export interface BookChanges {
  /**
   * The due-day changes signed on the account, applied or waiting for their instant: a scheduled
   * change whose instant has passed is applied in the same transaction (sync.ts), so the replay
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

/** An entry to add; seq is the database's. */
export type NewEntry = Omit<LedgerEntryRecord, 'seq'>;

/**
 * Adds an entry with the debits it settles (a credit). An accrual key already posted (another
 * request got there first) adds nothing: answers null.
 */
export async function insertEntry(
  db: Db,
  entry: NewEntry,
  allocations: readonly { debitId: string; amount: number }[] = [],
): Promise<LedgerEntryRecord | null> {
  const [row] = await db.query<{ seq: string }>(
    `insert into ledger_entries (id, account_id, kind, amount, posted_at, due_date, order_id, instalment_number, instalment_count, reference, list_amount, accrual_key)
     values ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10, $11, $12)
     on conflict (account_id, accrual_key) do nothing
     returning seq::text as seq`,
    [
      entry.id,
      entry.accountId,
      entry.kind,
      entry.amount,
      entry.postedAt.toISOString(),
      entry.dueDate,
      entry.orderId,
      entry.instalmentNumber,
      entry.instalmentCount,
      entry.reference,
      entry.listAmount,
      entry.accrualKey,
    ],
  );
  if (!row) return null;
  for (const allocation of allocations) {
    await db.query('insert into ledger_allocations (credit_entry_id, debit_entry_id, amount) values ($1, $2, $3)', [
      entry.id,
      allocation.debitId,
      allocation.amount,
    ]);
  }
  return { ...entry, seq: Number(row.seq) };
}
