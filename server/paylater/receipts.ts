/** GET /pls/akhirbulan/receipts/{id}: a line's or a refund's receipt, only from the caller's own book. */
import type { PaylaterReceipt } from '@domain/contract/paylater';
import { billKeyOf, billingCycleDueOn } from '@domain/paylater/billing';
import { DEFAULT_DUE_DAY, extraDays } from '@domain/paylater/due-date';
import type { Db } from '../db/client';
import type { Book } from '../ledger/book';
import { repaymentReceiptWithOutcome } from '../lending/repayment-outcome';
import { dueDateChangeById } from './due-date-changes';
import { isRefundCompleted } from '../ledger/refunds';
import { dailyLateFee } from '../ledger/replay';
import { billIdOf, lateFeeLineId, lateFeesByDueDate } from './lines';

/** null: no line or refund of this book has the id (the caller gets 404, whoever's it is). */
export async function paylaterReceipt(db: Db, book: Book, id: string, now: Date): Promise<PaylaterReceipt | null> {
  const entry = book.entry(id);
  if (entry?.kind === 'PURCHASE' && entry.orderId && entry.dueDate) {
    const order = book.order(entry.orderId);
    const count = entry.instalmentCount ?? 1;
    return {
      kind: 'PAYMENT',
      id,
      amount: entry.amount,
      date: (order?.purchasedAt ?? entry.postedAt).toISOString(),
      orderId: entry.orderId,
      serviceName: order?.merchant ?? '',
      orderAmount: order?.principal ?? entry.amount,
      instalment: count > 1 ? { number: entry.instalmentNumber ?? 1, count } : null,
      dueDate: entry.dueDate,
      billId: billIdOf(book, entry.dueDate, now),
    };
  }
  if (entry?.kind === 'SUBSCRIPTION_FEE' && entry.dueDate) {
    const cycle = billingCycleDueOn(entry.dueDate);
    return {
      kind: 'FEE',
      id,
      amount: entry.amount,
      date: entry.postedAt.toISOString(),
      billId: `${book.account.id}-${entry.dueDate}`,
      dueDate: entry.dueDate,
      cycleStartDate: cycle.startDate,
      cycleEndDate: cycle.endDate,
      listAmount: entry.listAmount ?? entry.amount,
    };
  }
  if (entry?.kind === 'EXTENSION_FEE' && entry.dueDate) {
    const change = entry.reference ? await dueDateChangeById(db, entry.reference) : null;
    const previousDay = change?.previousDueDay ?? DEFAULT_DUE_DAY;
    const days = change?.dueDay ? extraDays(previousDay, change.dueDay) : 0;
    return {
      kind: 'EXTENSION_FEE',
      id,
      amount: entry.amount,
      date: entry.postedAt.toISOString(),
      billId: `${book.account.id}-${entry.dueDate}`,
      dueDate: entry.dueDate,
      // The same month's bill on the day before the change.
      previousDueDate: `${billKeyOf(entry.dueDate).slice(0, 8)}${String(previousDay).padStart(2, '0')}`,
      days,
    };
  }
  if (entry?.kind === 'REPAYMENT') return repaymentReceiptWithOutcome(db, book, entry);
  for (const [dueDate, fees] of lateFeesByDueDate(book)) {
    if (lateFeeLineId(book, dueDate) !== id) continue;
    return {
      kind: 'LATE_FEE',
      id,
      amount: fees.reduce((sum, fee) => sum + fee.amount, 0),
      date: (fees[0]?.postedAt ?? now).toISOString(),
      billId: `${book.account.id}-${dueDate}`,
      dueDate,
      days: fees.length,
      dailyLateFee: dailyLateFee(book.account),
    };
  }
  const refund = book.refunds.find((candidate) => candidate.id === id);
  if (refund) {
    const completed = isRefundCompleted(refund, now);
    const firstDue = book.ofKind('PURCHASE').find((purchase) => purchase.orderId === refund.orderId)?.dueDate ?? null;
    return {
      kind: 'REFUND',
      id,
      amount: refund.amount,
      date: refund.requestedAt.toISOString(),
      refundId: refund.id,
      status: completed ? 'Completed' : 'Pending',
      completedAt: completed ? refund.completesAt.toISOString() : null,
      billId: billIdOf(book, firstDue, now),
      orderId: refund.orderId,
      serviceName: book.order(refund.orderId)?.merchant ?? '',
    };
  }
  return null;
}
