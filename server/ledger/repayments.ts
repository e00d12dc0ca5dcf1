/**
 * Posting a settled VA payment: one REPAYMENT entry allocated over the scope's debits, oldest due
 * date first, within a due date principal, then fees, then late fees (lending/allocation.ts). The
 * product may adjust the book first (book-owners.ts beforeRepayment: cicilan's payoff waives the cost
 * of the months not started, which is what makes it an early repayment).
 */
import { type OwedItem, type OwedKind, allocateRepayment } from '@domain/lending/allocation';
import type { Db } from '../db/client';
import type { Book } from './book';
import { bookOwnerOf, orderOfScope } from './book-owners';
import { newEntryId } from './ids';
import { scopeDebits } from './positions';
import { accrualKeys } from './replay';
import { postEntry } from './store';
import type { LedgerEntryRecord } from './types';
import { type VirtualAccountRecord, setVirtualAccountState } from './virtual-accounts';

const OWED_KIND: Readonly<Partial<Record<LedgerEntryRecord['kind'], OwedKind>>> = {
  PURCHASE: 'PRINCIPAL',
  INSTALMENT_COST: 'FEE',
  SUBSCRIPTION_FEE: 'FEE',
  EXTENSION_FEE: 'FEE',
  LATE_FEE: 'LATE_FEE',
};

/**
 * Posts the VA's payment (once: the accrual key is the VA) and marks it PAID. Answers the REPAYMENT
 * entry, or null when nothing was owed any more (a PENDING VA whose dues a refund cleared meanwhile;
 * the bank's money goes back to the payer outside the ledger, as a refund's rest does).
 */
export async function settleVirtualAccount(db: Db, book: Book, va: VirtualAccountRecord, now: Date): Promise<LedgerEntryRecord | null> {
  await bookOwnerOf(book.account.product).beforeRepayment?.(db, book, va, now);
  const items: OwedItem[] = scopeDebits(book, va.scope).flatMap((debit) => {
    const kind = OWED_KIND[debit.kind];
    const unpaid = book.unpaidOf(debit.id);
    return kind && debit.dueDate && unpaid > 0 ? [{ id: debit.id, dueDate: debit.dueDate, kind, unpaid }] : [];
  });
  const { allocations, leftover } = allocateRepayment(va.amount, items);
  const amount = va.amount - leftover;
  const entry =
    amount > 0
      ? await postEntry(
          db,
          book,
          {
            id: newEntryId(),
            accountId: book.account.id,
            kind: 'REPAYMENT',
            amount,
            postedAt: now,
            dueDate: null,
            orderId: orderOfScope(book.account.product, va.scope),
            instalmentNumber: null,
            instalmentCount: null,
            reference: va.id,
            listAmount: null,
            accrualKey: accrualKeys.repayment(va.id),
          },
          allocations.map((allocation) => ({ debitId: allocation.id, amount: allocation.amount })),
        )
      : null;
  await setVirtualAccountState(db, va.id, 'PAID', now, now);
  return entry;
}
