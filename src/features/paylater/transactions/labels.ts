import type { PaylaterTransactionKind, PaylaterTransactionStatus, RefundStatus } from '@domain/contract/paylater';
import type { BadgeTone } from '@ui/StatusBadge';

export const STATUS_TONES: Readonly<Record<PaylaterTransactionStatus, BadgeTone>> = {
  UNPAID: 'info',
  OVERDUE: 'danger',
  PAID: 'success',
  REFUNDED: 'neutral',
  PARTIAL: 'warning',
};

export const REFUND_TONES: Readonly<Record<RefundStatus, BadgeTone>> = {
  Pending: 'warning',
  Completed: 'success',
};

/** Lines without a merchant are named by their kind. */
export const KIND_NAMES: Readonly<Record<PaylaterTransactionKind, string>> = {
  PAYMENT: 'paylater.kind.PAYMENT',
  FEE: 'paylater.kind.FEE',
  EXTENSION_FEE: 'paylater.kind.EXTENSION_FEE',
  LATE_FEE: 'paylater.kind.LATE_FEE',
  REPAYMENT: 'paylater.kind.REPAYMENT',
};

export function receiptRoute(receiptId: string): string {
  return `/paylater/receipts/${encodeURIComponent(receiptId)}`;
}
