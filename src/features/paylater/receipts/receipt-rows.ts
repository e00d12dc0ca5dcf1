import type { PaylaterReceipt } from '@domain/contract/paylater';
import { type ReceiptView, type Translate, receiptRows, repaymentReceiptView } from '@ui/lending/repayment-receipt';
import type { ReceiptRow } from '@ui/ReceiptCard';
import type { Formatters } from '@ui/useFormat';
import { REFUND_TONES } from '../transactions/labels';

/**
 * A receipt as label and value pairs, in plain text: the page shows them and the share sheet sends
 * the same words. Every kind carries its amount and date; then what that kind has.
 */
export function receiptView(receipt: PaylaterReceipt, t: Translate, format: Formatters): ReceiptView {
  const row = receiptRows(t, 'paylater.receipt.field');
  const amount = row('amount', format.money(receipt.amount), true);
  const date = row('date', format.dateTime(receipt.date));
  // A fee's receipt (the monthly fee, an extension, a late fee): its amount, its own rows, the bill it was charged to.
  const feeView = (titleId: string, own: ReceiptRow[], billId: string): ReceiptView => ({
    titleId,
    status: null,
    rows: [amount, ...own, row('billId', billId), row('receiptId', receipt.id)],
  });
  switch (receipt.kind) {
    case 'PAYMENT':
      return {
        titleId: 'paylater.receipt.title.PAYMENT',
        status: null,
        rows: [
          amount,
          row('merchant', receipt.serviceName),
          date,
          ...(receipt.instalment
            ? [row('instalment', t('paylater.line.instalment', receipt.instalment)), row('orderAmount', format.money(receipt.orderAmount))]
            : []),
          row('dueDate', format.date(receipt.dueDate)),
          row('orderId', receipt.orderId),
          ...(receipt.billId ? [row('billId', receipt.billId)] : []),
          row('receiptId', receipt.id),
        ],
      };
    case 'REPAYMENT':
      // The kit's (both products'): paid or partial, and what a partial one left.
      return { titleId: 'lending.repayment.title', ...repaymentReceiptView(receipt, t, format) };
    case 'FEE':
      return feeView(
        'paylater.receipt.title.FEE',
        [
          ...(receipt.listAmount !== receipt.amount ? [row('listAmount', format.money(receipt.listAmount))] : []),
          row(
            'cycle',
            t('paylater.receipt.cycleRange', { start: format.date(receipt.cycleStartDate), end: format.date(receipt.cycleEndDate) }),
          ),
          date,
          row('dueDate', format.date(receipt.dueDate)),
        ],
        receipt.billId,
      );
    case 'EXTENSION_FEE':
      return feeView(
        'paylater.receipt.title.EXTENSION_FEE',
        [
          row('extraDays', t('paylater.receipt.extraDaysValue', { days: receipt.days })),
          row('previousDueDate', format.date(receipt.previousDueDate)),
          row('dueDate', format.date(receipt.dueDate)),
          date,
        ],
        receipt.billId,
      );
    case 'LATE_FEE':
      return feeView(
        'paylater.receipt.title.LATE_FEE',
        [
          row('lateDays', t('paylater.receipt.lateDaysValue', { days: receipt.days, fee: format.money(receipt.dailyLateFee) })),
          row('dueDate', format.date(receipt.dueDate)),
          date,
        ],
        receipt.billId,
      );
    case 'REFUND':
      return {
        titleId: 'paylater.receipt.title.REFUND',
        status: { tone: REFUND_TONES[receipt.status], text: t(`paylater.refundStatus.${receipt.status}`) },
        rows: [
          amount,
          row('status', t(`paylater.refundStatus.${receipt.status}`)),
          row('merchant', receipt.serviceName),
          row('requestedAt', format.dateTime(receipt.date)),
          ...(receipt.completedAt ? [row('completedAt', format.dateTime(receipt.completedAt))] : []),
          row('refundId', receipt.refundId),
          row('orderId', receipt.orderId),
          ...(receipt.billId ? [row('billId', receipt.billId)] : []),
        ],
      };
  }
}
