/** Cicilan orders as the app reads them: summaries (history), one order with its schedule, its early-repayment quote. */
import type { CicilanOrder, CicilanOrderStatus, CicilanOrderSummary, CicilanScheduleLine } from '@domain/contract/cicilan';
import { type EarlyRepaymentQuote, earlyRepaymentQuote } from '@domain/cicilan/pay-off-early';
import { CICILAN_MONTHLY_RATE_PERCENT } from '@domain/cicilan/pricing';
import { owedLineStatus } from '@domain/lending/grace';
import { jakartaDate } from '@domain/time';
import type { Book } from '../ledger/book';
import { cicilanInstalments, instalmentBalance } from './instalments';
import type { LedgerEntryRecord, LendingOrder } from '../ledger/types';
import { instalmentAmount, instalmentUnpaid } from './lines';

/** How much of a debit the credits of one kind settled. */
function settledBy(book: Book, debit: LedgerEntryRecord | null, kind: LedgerEntryRecord['kind']): number {
  if (!debit) return 0;
  return book
    .settlementsOf(debit.id)
    .filter((settlement) => settlement.entry.kind === kind)
    .reduce((sum, settlement) => sum + settlement.amount, 0);
}

/** The instant the last credit that settled part of these debits was posted (ISO), or null. */
function lastSettledAt(book: Book, debits: readonly (LedgerEntryRecord | null)[]): string | null {
  const times = debits.flatMap((debit) =>
    debit ? book.settlementsOf(debit.id).map((settlement) => settlement.entry.postedAt.getTime()) : [],
  );
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

export function orderSummary(book: Book, order: LendingOrder, now: Date): CicilanOrderSummary {
  const lines = cicilanInstalments(book, order.id);
  const unpaid = lines.map((line) => instalmentUnpaid(book, line));
  const today = jakartaDate(now.toISOString());
  const firstUnpaid = lines.find((_, index) => (unpaid[index] ?? 0) > 0);
  const paidAmount = lines.reduce(
    (sum, line) => sum + settledBy(book, line.principal, 'REPAYMENT') + settledBy(book, line.cost, 'REPAYMENT'),
    0,
  );
  const waivedAmount = lines.reduce((sum, line) => sum + settledBy(book, line.cost, 'COST_WAIVER'), 0);
  const waived = waivedAmount > 0;
  let status: CicilanOrderStatus = 'ONGOING';
  if (!firstUnpaid) status = waived ? 'PAID_EARLY' : 'PAID';
  else if (firstUnpaid.dueDate < today) status = 'OVERDUE';
  return {
    orderId: order.id,
    serviceName: order.merchant,
    date: order.purchasedAt.toISOString(),
    status,
    principal: order.principal,
    cost: order.cost,
    total: order.principal + order.cost,
    tenor: order.tenor,
    paidInstalments: unpaid.filter((amount) => amount === 0).length,
    unpaidAmount: unpaid.reduce((sum, amount) => sum + amount, 0),
    paidAmount,
    waivedAmount,
    closedAt: firstUnpaid
      ? null
      : lastSettledAt(
          book,
          lines.flatMap((line) => [line.principal, line.cost]),
        ),
    nextDueDate: firstUnpaid?.dueDate ?? null,
  };
}

export function orderDetail(book: Book, order: LendingOrder, now: Date): CicilanOrder {
  const instalments: CicilanScheduleLine[] = cicilanInstalments(book, order.id).map((line) => {
    const unpaid = instalmentUnpaid(book, line);
    return {
      number: line.number,
      dueDate: line.dueDate,
      principal: line.principal.amount,
      fee: line.cost?.amount ?? 0,
      amount: instalmentAmount(line),
      paidAmount: settledBy(book, line.principal, 'REPAYMENT') + settledBy(book, line.cost, 'REPAYMENT'),
      waivedAmount: settledBy(book, line.cost, 'COST_WAIVER'),
      status: owedLineStatus(line.dueDate, unpaid, now.toISOString()),
    };
  });
  const repayments = new Map<string, LedgerEntryRecord>();
  for (const debit of book.debits().filter((entry) => entry.orderId === order.id)) {
    for (const settlement of book.settlementsOf(debit.id))
      if (settlement.entry.kind === 'REPAYMENT') repayments.set(settlement.entry.id, settlement.entry);
  }
  const repaymentIds = [...repayments.values()].sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime()).map((entry) => entry.id);
  return { ...orderSummary(book, order, now), monthlyRatePercent: CICILAN_MONTHLY_RATE_PERCENT, instalments, repaymentIds };
}

export function orderQuote(book: Book, order: LendingOrder, now: Date): EarlyRepaymentQuote {
  const balances = cicilanInstalments(book, order.id).map((line) => instalmentBalance(book, line));
  const lateFees = book.unpaidTotal((entry) => entry.kind === 'LATE_FEE' && entry.orderId === order.id);
  return earlyRepaymentQuote(balances, lateFees, now.toISOString());
}
