import type { CicilanReceipt } from '@domain/contract/cicilan';
import { formatVaNumber } from '@domain/repayment/virtual-account';
import type { ReceiptRow } from '@ui/ReceiptCard';
import type { Formatters } from '@ui/useFormat';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** A loan-order or repayment receipt as label and value pairs in plain text (shown, and sent by the share sheet). */
export function receiptRows(receipt: CicilanReceipt, t: Translate, format: Formatters): ReceiptRow[] {
  const row = (key: string, value: string, emphasis = false): ReceiptRow => ({
    key,
    label: t(`cicilan.receipt.field.${key}`),
    value,
    emphasis,
  });
  if (receipt.kind === 'REPAYMENT') {
    return [
      row('amount', format.money(receipt.amount), true),
      row('date', format.dateTime(receipt.date)),
      row('paid', t(`cicilan.catchupType.${receipt.catchupType}`)),
      row('bank', receipt.bankName),
      row('vaNumber', formatVaNumber(receipt.vaNumber)),
      row('receiptId', receipt.id),
    ];
  }
  return [
    row('total', format.money(receipt.amount), true),
    row('merchant', receipt.serviceName),
    row('date', format.dateTime(receipt.date)),
    row('principal', format.money(receipt.principal)),
    row('cost', format.money(receipt.cost)),
    row('rate', t('cicilan.receipt.ratePerMonth', { rate: receipt.monthlyRatePercent })),
    row('tenor', t('cicilan.order.months', { tenor: receipt.tenor })),
    row('firstDueDate', format.date(receipt.firstDueDate)),
    row('firstInstalment', format.money(receipt.firstInstalment)),
    ...(receipt.tenor > 1
      ? [
          row(
            'otherInstalments',
            t('cicilan.receipt.otherInstalmentsValue', { amount: format.money(receipt.otherInstalments), count: receipt.tenor - 1 }),
          ),
        ]
      : []),
    row('orderId', receipt.id),
  ];
}
