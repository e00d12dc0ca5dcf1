import type { RepaymentReceiptWithOutcome } from '@domain/contract/lending';
import { formatVaNumber } from '@domain/lending/virtual-account';
import type { ReceiptRow } from '../ReceiptCard';
import type { BadgeTone } from '../StatusBadge';
import type { Formatters } from '../useFormat';

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** A product's receipt as the page shows it and the share sheet sends it. */
export interface ReceiptView {
  /** The receipt's name (catalogue id). */
  titleId: string;
  rows: ReceiptRow[];
  /** A refund's or a repayment's state, as a badge. */
  status: { tone: BadgeTone; text: string } | null;
}

/** The row maker of a receipt: its label is the catalogue's `<fields>.<key>`, its value plain text. */
export function receiptRows(t: Translate, fields: string) {
  return (key: string, value: string, emphasis = false): ReceiptRow => ({ key, label: t(`${fields}.${key}`), value, emphasis });
}

export interface RepaymentReceiptView {
  rows: ReceiptRow[];
  status: { tone: BadgeTone; text: string };
}

/**
 * A repayment's receipt (both products' receipt pages): paid or partial, and for a partial one what
 * it left to pay on the bill it paid into (issue 36: a partial repayment is never "paid").
 */
export function repaymentReceiptView(receipt: RepaymentReceiptWithOutcome, t: Translate, format: Formatters): RepaymentReceiptView {
  const row = receiptRows(t, 'lending.receipt.field');
  const partial = receipt.leftAfter > 0;
  const status = t(`lending.repayment.status.${partial ? 'PARTIAL' : 'PAID'}`);
  return {
    status: { tone: partial ? 'warning' : 'success', text: status },
    rows: [
      row('amount', format.money(receipt.amount), true),
      row('status', status),
      ...(partial ? [row('leftAfter', format.money(receipt.leftAfter))] : []),
      row('date', format.dateTime(receipt.date)),
      row('paid', t(`lending.catchupType.${receipt.catchupType}`)),
      row('bank', receipt.bankName),
      row('vaNumber', formatVaNumber(receipt.vaNumber)),
      row('receiptId', receipt.id),
    ],
  };
}
