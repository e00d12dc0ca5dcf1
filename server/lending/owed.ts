/**
 * An account's book read as the kit's `owed` groups (src/domain/lending/owed.ts): what is left to pay
 * of every debit with a due date, late fees apart, grouped by the product's "billed" rule. `within`
 * narrows it to a repayment scope's debits (one cicilan order).
 */
import { type OwedByDate, type OwedOnDate, owedByDate } from '@domain/lending/owed';
import type { Book } from '../ledger/book';
import type { LedgerEntryRecord } from '../ledger/types';

type DebitFilter = (debit: LedgerEntryRecord) => boolean;
const EVERY_DEBIT: DebitFilter = () => true;

/** What is unpaid of each debit with a due date, late fees aside (several debits of a date are summed by owedByDate). */
export function unpaidByDueDate(book: Book, within: DebitFilter = EVERY_DEBIT): OwedOnDate[] {
  return book
    .debits()
    .filter((debit) => debit.kind !== 'LATE_FEE' && debit.dueDate !== null && within(debit))
    .map((debit) => ({ dueDate: debit.dueDate ?? '', amount: book.unpaidOf(debit.id) }));
}

export function unpaidLateFeesOf(book: Book, within: DebitFilter = EVERY_DEBIT): number {
  return book.unpaidTotal((entry) => entry.kind === 'LATE_FEE' && within(entry));
}

export function owedOf(book: Book, isBilled: (dueDate: string) => boolean, now: Date, within: DebitFilter = EVERY_DEBIT): OwedByDate {
  return owedByDate(unpaidByDueDate(book, within), unpaidLateFeesOf(book, within), isBilled, now.toISOString());
}
