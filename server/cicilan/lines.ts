/** Cicilan's lines (server/cicilan/CONTRACT.md "Lines"): one per instalment, one per due date's late fees of an order. */
import type { CicilanLine } from '@domain/contract/cicilan';
import { owedLineStatus } from '@domain/lending/grace';
import type { Book } from '../ledger/book';
import { type CicilanInstalmentLine, cicilanInstalments } from './instalments';
import type { LedgerEntryRecord } from '../ledger/types';

export const instalmentLineId = (line: CicilanInstalmentLine): string => `${line.orderId}-${line.number}`;

export function instalmentUnpaid(book: Book, line: CicilanInstalmentLine): number {
  return book.unpaidOf(line.principal.id) + (line.cost ? book.unpaidOf(line.cost.id) : 0);
}

export function instalmentAmount(line: CicilanInstalmentLine): number {
  return line.principal.amount + (line.cost?.amount ?? 0);
}

function instalmentLine(book: Book, line: CicilanInstalmentLine, now: Date): CicilanLine {
  const unpaid = instalmentUnpaid(book, line);
  const order = book.order(line.orderId);
  return {
    id: instalmentLineId(line),
    kind: 'INSTALMENT',
    orderId: line.orderId,
    serviceName: order?.merchant ?? null,
    status: owedLineStatus(line.dueDate, unpaid, now.toISOString()),
    dueDate: line.dueDate,
    date: (order?.purchasedAt ?? line.principal.postedAt).toISOString(),
    amount: instalmentAmount(line),
    unpaidAmount: unpaid,
    instalment: { number: line.number, count: line.count },
  };
}

function lateFeeLines(book: Book, now: Date): CicilanLine[] {
  const groups = new Map<string, LedgerEntryRecord[]>();
  for (const fee of book.ofKind('LATE_FEE')) {
    const key = `LF-${fee.orderId ?? ''}-${fee.dueDate ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), fee]);
  }
  return [...groups].map(([id, fees]) => {
    const first = fees[0];
    const dueDate = first?.dueDate ?? '';
    const unpaid = fees.reduce((sum, fee) => sum + book.unpaidOf(fee.id), 0);
    return {
      id,
      kind: 'LATE_FEE',
      orderId: first?.orderId ?? '',
      serviceName: null,
      status: owedLineStatus(dueDate, unpaid, now.toISOString()),
      dueDate,
      date: (first?.postedAt ?? now).toISOString(),
      amount: fees.reduce((sum, fee) => sum + fee.amount, 0),
      unpaidAmount: unpaid,
      instalment: null,
    };
  });
}

/** Every line with something unpaid, oldest due date first. */
export function unpaidCicilanLines(book: Book, now: Date): CicilanLine[] {
  return [...cicilanInstalments(book).map((line) => instalmentLine(book, line, now)), ...lateFeeLines(book, now)]
    .filter((line) => line.unpaidAmount > 0)
    .sort(
      (a, b) => a.dueDate.localeCompare(b.dueDate) || (a.kind === b.kind ? a.id.localeCompare(b.id) : a.kind === 'INSTALMENT' ? -1 : 1),
    );
}
