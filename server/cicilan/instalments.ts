/** Cicilan's instalments as its book holds them: each month's principal and cost entries of an order. */
import type { InstalmentBalance } from '@domain/cicilan/pay-off-early';
import { cicilanSchedule } from '@domain/cicilan/schedule';
import type { Book } from '../ledger/book';
import type { LedgerEntryRecord } from '../ledger/types';

/** One month of a cicilan order: its principal and cost entries. */
export interface CicilanInstalmentLine {
  orderId: string;
  number: number;
  count: number;
  dueDate: string;
  periodStartDate: string;
  principal: LedgerEntryRecord;
  /** null when the month's cost rounds to 0 (nothing is posted for it). */
  cost: LedgerEntryRecord | null;
}

/** Every instalment of the account (or of one order), by due date then order. */
export function cicilanInstalments(book: Book, orderId?: string): CicilanInstalmentLine[] {
  const costs = new Map(book.ofKind('INSTALMENT_COST').map((entry) => [`${entry.orderId}#${entry.instalmentNumber}`, entry]));
  const periodStarts = new Map<string, string[]>();
  const lines: CicilanInstalmentLine[] = [];
  for (const principal of book.ofKind('PURCHASE')) {
    if (!principal.orderId || !principal.dueDate || principal.instalmentNumber === null) continue;
    if (orderId !== undefined && principal.orderId !== orderId) continue;
    const order = book.order(principal.orderId);
    if (!order) continue;
    let starts = periodStarts.get(order.id);
    if (!starts) {
      starts = cicilanSchedule(order.principal, order.tenor, order.purchasedAt.toISOString()).instalments.map(
        (instalment) => instalment.periodStartDate,
      );
      periodStarts.set(order.id, starts);
    }
    lines.push({
      orderId: order.id,
      number: principal.instalmentNumber,
      count: principal.instalmentCount ?? order.tenor,
      dueDate: principal.dueDate,
      periodStartDate: starts[principal.instalmentNumber - 1] ?? principal.dueDate,
      principal,
      cost: costs.get(`${order.id}#${principal.instalmentNumber}`) ?? null,
    });
  }
  return lines.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.orderId.localeCompare(b.orderId) || a.number - b.number);
}

export function instalmentBalance(book: Book, line: CicilanInstalmentLine): InstalmentBalance {
  return {
    orderId: line.orderId,
    dueDate: line.dueDate,
    periodStartDate: line.periodStartDate,
    unpaidPrincipal: book.unpaidOf(line.principal.id),
    unpaidFee: line.cost ? book.unpaidOf(line.cost.id) : 0,
  };
}
