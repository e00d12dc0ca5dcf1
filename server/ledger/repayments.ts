/**
 * Posting a settled VA payment: one REPAYMENT entry allocated over the scope's debits, oldest due
 * date first, within a due date principal, then fees, then late fees (repayment/allocation.ts). A
 * cicilan payment of exactly the payoff first waives the cost of the months not started (COST_WAIVER),
 * which is what makes it an early repayment (server/cicilan/CONTRACT.md).
 */
import { isFeeEarned } from '@domain/cicilan/early-repayment';
import { type OwedItem, type OwedKind, allocateRepayment } from '@domain/repayment/allocation';
import { jakartaDate } from '@domain/time';
import type { Db } from '../db/client';
import type { Book } from './book';
import { newEntryId } from './ids';
import { cicilanInstalments, scopeDebits, scopeDuesOf } from './positions';
import { accrualKeys } from './replay';
import { insertEntry } from './store';
import type { LedgerEntryRecord } from './types';
import { type VirtualAccountRecord, setVirtualAccountState } from './virtual-accounts';

const OWED_KIND: Readonly<Partial<Record<LedgerEntryRecord['kind'], OwedKind>>> = {
  PURCHASE: 'PRINCIPAL',
  INSTALMENT_COST: 'FEE',
  SUBSCRIPTION_FEE: 'FEE',
  EXTENSION_FEE: 'FEE',
  LATE_FEE: 'LATE_FEE',
};

async function post(
  db: Db,
  book: Book,
  entry: Omit<LedgerEntryRecord, 'seq'>,
  allocations: { debitId: string; amount: number }[],
): Promise<LedgerEntryRecord | null> {
  const saved = await insertEntry(db, entry, allocations);
  if (saved) book.apply(saved, allocations);
  return saved;
}

/** COST_WAIVER of the unpaid cost of every month of the scope that has not started. */
async function waiveUnstartedMonths(db: Db, book: Book, va: VirtualAccountRecord, now: Date): Promise<void> {
  const today = jakartaDate(now.toISOString());
  const allocations = cicilanInstalments(book, va.scope.kind === 'CICILAN_ORDER' ? va.scope.id : undefined).flatMap((line) => {
    const unpaid = line.cost ? book.unpaidOf(line.cost.id) : 0;
    return line.cost && unpaid > 0 && !isFeeEarned(line.periodStartDate, today) ? [{ debitId: line.cost.id, amount: unpaid }] : [];
  });
  const amount = allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
  if (amount === 0) return;
  const orderId = va.scope.kind === 'CICILAN_ORDER' ? va.scope.id : null;
  await post(
    db,
    book,
    {
      id: newEntryId(),
      accountId: book.account.id,
      kind: 'COST_WAIVER',
      amount,
      postedAt: now,
      dueDate: null,
      orderId,
      instalmentNumber: null,
      instalmentCount: null,
      reference: va.id,
      listAmount: null,
      accrualKey: accrualKeys.costWaiver(va.id),
    },
    allocations,
  );
}

/**
 * Posts the VA's payment (once: the accrual key is the VA) and marks it PAID. Answers the REPAYMENT
 * entry, or null when nothing was owed any more (a PENDING VA whose dues a refund cleared meanwhile;
 * the bank's money goes back to the payer outside the ledger, as a refund's rest does).
 */
export async function settleVirtualAccount(db: Db, book: Book, va: VirtualAccountRecord, now: Date): Promise<LedgerEntryRecord | null> {
  if (book.account.product === 'cicilan') {
    const dues = scopeDuesOf(book, va.scope, now);
    if (va.amount === dues.payoff && dues.discount > 0) await waiveUnstartedMonths(db, book, va, now);
  }
  const items: OwedItem[] = scopeDebits(book, va.scope).flatMap((debit) => {
    const kind = OWED_KIND[debit.kind];
    const unpaid = book.unpaidOf(debit.id);
    return kind && debit.dueDate && unpaid > 0 ? [{ id: debit.id, dueDate: debit.dueDate, kind, unpaid }] : [];
  });
  const { allocations, leftover } = allocateRepayment(va.amount, items);
  const amount = va.amount - leftover;
  const entry =
    amount > 0
      ? await post(
          db,
          book,
          {
            id: newEntryId(),
            accountId: book.account.id,
            kind: 'REPAYMENT',
            amount,
            postedAt: now,
            dueDate: null,
            orderId: va.scope.kind === 'CICILAN_ORDER' ? va.scope.id : null,
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
