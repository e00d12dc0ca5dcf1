import type { CicilanReceipt, LoanOrderReceipt } from '@domain/contract/cicilan';
import { type ReceiptView, type Translate, receiptRows, repaymentReceiptView } from '@ui/lending/repayment-receipt';
import type { ReceiptRow } from '@ui/ReceiptCard';
import type { Formatters } from '@ui/useFormat';

/** A loan-order or repayment receipt as label and value pairs in plain text (shown, and sent by the share sheet). */
export function receiptView(receipt: CicilanReceipt, t: Translate, format: Formatters): ReceiptView {
  // A repayment's: the kit's (both products'), paid or partial with what it left.
  if (receipt.kind === 'REPAYMENT') return { titleId: 'lending.repayment.title', ...repaymentReceiptView(receipt, t, format) };
  return { titleId: 'cicilan.receipt.title.LOAN_ORDER', rows: loanOrderRows(receipt, t, format), status: null };
}

function loanOrderRows(receipt: LoanOrderReceipt, t: Translate, format: Formatters): ReceiptRow[] {
  const row = receiptRows(t, 'cicilan.receipt.field');
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
