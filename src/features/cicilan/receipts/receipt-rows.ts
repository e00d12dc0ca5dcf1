import type { CicilanReceipt, LoanOrderReceipt } from '@domain/contract/cicilan';
import { repaymentReceiptView } from '@ui/lending/repayment-receipt';
import type { ReceiptRow } from '@ui/ReceiptCard';
import type { BadgeTone } from '@ui/StatusBadge';
import type { Formatters } from '@ui/useFormat';

type Translate = (id: string, values?: Record<string, string | number>) => string;

export interface ReceiptView {
  titleId: string;
  rows: ReceiptRow[];
  /** A repayment's paid or partial. */
  status: { tone: BadgeTone; text: string } | null;
}

/** A loan-order or repayment receipt as label and value pairs in plain text (shown, and sent by the share sheet). */
export function receiptView(receipt: CicilanReceipt, t: Translate, format: Formatters): ReceiptView {
  // A repayment's: the kit's (both products'), paid or partial with what it left.
  if (receipt.kind === 'REPAYMENT') return { titleId: 'lending.repayment.title', ...repaymentReceiptView(receipt, t, format) };
  return { titleId: 'cicilan.receipt.title.LOAN_ORDER', rows: loanOrderRows(receipt, t, format), status: null };
}

function loanOrderRows(receipt: LoanOrderReceipt, t: Translate, format: Formatters): ReceiptRow[] {
  const row = (key: string, value: string, emphasis = false): ReceiptRow => ({
    key,
    label: t(`cicilan.receipt.field.${key}`),
    value,
    emphasis,
  });
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
