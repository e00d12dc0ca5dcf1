/**
 * What a repayment left owed on the bills it paid into (contract/lending.ts RepaymentOutcome), read
 * from the book: the due dates of the debits it settled something of, and of their debits (posted
 * by then) what the credits up to and including it left unpaid. A partial repayment against a bill
 * of 1,150,000 that paid 500,000 left 650,000; one that settled its bills left 0.
 */
import type { RepaymentReceiptWithOutcome } from '@domain/contract/lending';
import type { Db } from '../db/client';
import type { Book } from '../ledger/book';
import { repaymentReceipt } from '../ledger/receipts';
import type { LedgerEntryRecord } from '../ledger/types';

/** The bills (due dates) a credit paid into. */
function datesPaidInto(book: Book, creditId: string): Set<string> {
  return new Set(book.settledByCredit(creditId).flatMap((settlement) => (settlement.entry.dueDate ? [settlement.entry.dueDate] : [])));
}

export function leftAfter(book: Book, repayment: LedgerEntryRecord): number {
  const order = new Map(book.entries.map((entry, index) => [entry.id, index]));
  const at = order.get(repayment.id) ?? book.entries.length;
  const dates = datesPaidInto(book, repayment.id);
  let left = 0;
  for (const debit of book.debits()) {
    if (debit.dueDate === null || !dates.has(debit.dueDate) || (order.get(debit.id) ?? 0) > at) continue;
    const settledBy = book
      .settlementsOf(debit.id)
      .filter((settlement) => (order.get(settlement.entry.id) ?? Number.POSITIVE_INFINITY) <= at)
      .reduce((sum, settlement) => sum + settlement.amount, 0);
    left += debit.amount - settledBy;
  }
  return left;
}

/** The repayment receipt with what it left owed; null when the entry is not a repayment of a VA. */
export async function repaymentReceiptWithOutcome(
  db: Db,
  book: Book,
  entry: LedgerEntryRecord,
): Promise<RepaymentReceiptWithOutcome | null> {
  const receipt = await repaymentReceipt(db, entry);
  return receipt ? { ...receipt, leftAfter: leftAfter(book, entry) } : null;
}
