/**
 * An account's book read as the kit's `owed` groups (src/domain/lending/owed.ts): what is left to pay
 * of every debit with a due date, late fees apart, grouped by the product's "billed" rule.
 */
import { type OwedByDate, type OwedOnDate, owedByDate } from '@domain/lending/owed';
import type { Book } from '../ledger/book';

/** What is unpaid of each debit with a due date, late fees aside (several debits of a date are summed by owedByDate). */
export function unpaidByDueDate(book: Book): OwedOnDate[] {
  return book
    .debits()
    .filter((debit) => debit.kind !== 'LATE_FEE' && debit.dueDate !== null)
    .map((debit) => ({ dueDate: debit.dueDate ?? '', amount: book.unpaidOf(debit.id) }));
}

export function unpaidLateFeesOf(book: Book): number {
  return book.unpaidTotal((entry) => entry.kind === 'LATE_FEE');
}

export function owedOf(book: Book, isBilled: (dueDate: string) => boolean, now: Date): OwedByDate {
  return owedByDate(unpaidByDueDate(book), unpaidLateFeesOf(book), isBilled, now.toISOString());
}
