/** A merchant's refund: Pending for REFUND_COMPLETES_AFTER_HOURS on the clock, then credited (replay.ts). */
import { REFUND_COMPLETES_AFTER_HOURS } from '@domain/contract/money-sandbox';
import type { Db } from '../db/client';
import type { Book } from './book';
import { newRefundId } from './ids';
import type { LendingRefund } from './types';

/** What may still be refunded of an order: its amount less every refund asked for, pending or not. */
export function refundableOf(book: Book, orderId: string): number {
  const order = book.order(orderId);
  if (!order) return 0;
  return order.principal - book.refunds.filter((refund) => refund.orderId === orderId).reduce((sum, refund) => sum + refund.amount, 0);
}

export async function requestRefund(db: Db, book: Book, orderId: string, amount: number, at: Date): Promise<LendingRefund> {
  const refund: LendingRefund = {
    id: newRefundId(),
    accountId: book.account.id,
    orderId,
    amount,
    requestedAt: at,
    completesAt: new Date(at.getTime() + REFUND_COMPLETES_AFTER_HOURS * 60 * 60 * 1000),
  };
  await db.query(
    'insert into lending_refunds (id, account_id, order_id, amount, requested_at, completes_at) values ($1, $2, $3, $4, $5, $6)',
    [refund.id, refund.accountId, refund.orderId, refund.amount, refund.requestedAt.toISOString(), refund.completesAt.toISOString()],
  );
  return refund;
}

export function isRefundCompleted(refund: LendingRefund, now: Date): boolean {
  return now.getTime() >= refund.completesAt.getTime();
}
