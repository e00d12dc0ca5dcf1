/** Reading and adding the ledger's rows of one account. Nothing here updates or deletes an entry. */
import type { LedgerEntryKind } from '@domain/contract/money-sandbox';
import { type Db, toDate } from '../db/client';
import type { Book } from './book';
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
}

export async function loadLedgerData(db: Db, accountId: string): Promise<LedgerData> {
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
  };
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

/** Adds an entry (see insertEntry) and, when it was added, applies it to the book. */
export async function postEntry(
  db: Db,
  book: Book,
  entry: NewEntry,
  allocations: { debitId: string; amount: number }[] = [],
): Promise<LedgerEntryRecord | null> {
  const saved = await insertEntry(db, entry, allocations);
  if (saved) book.apply(saved, allocations);
  return saved;
}
