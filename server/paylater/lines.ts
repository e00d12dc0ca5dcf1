/**
 * The pay-later transaction lines (server/paylater/CONTRACT.md "Lines"), read from the book: one
 * PAYMENT per purchase instalment, one FEE per bill, one LATE_FEE per due date (all its days), one
 * REPAYMENT per settled VA.
 */
import type { PaylaterRefund, PaylaterTransaction, PaylaterTransactionStatus } from '@domain/contract/paylater';
import { owedLineStatus } from '@domain/lending/grace';
import { isBillIssued } from '@domain/paylater/billing';
import type { Book } from '../ledger/book';
import { isRefundCompleted } from '../ledger/refunds';
import type { LedgerEntryRecord, LendingRefund } from '../ledger/types';
import { leftAfter } from '../lending/repayment-outcome';

/** "<account_id>-<dueDate>" once the bill is issued, else null. */
export function billIdOf(book: Book, dueDate: string | null, now: Date): string | null {
  return dueDate !== null && isBillIssued(dueDate, now.toISOString()) ? `${book.account.id}-${dueDate}` : null;
}

/** The id of the line gathering every late fee charged for one due date. */
export function lateFeeLineId(book: Book, dueDate: string): string {
  return `LF-${book.account.id}-${dueDate}`;
}

/** The bill a purchase is on: its first instalment's. */
function orderDueDate(book: Book, orderId: string): string | null {
  const first = book.ofKind('PURCHASE').find((entry) => entry.orderId === orderId);
  return first?.dueDate ?? null;
}

/** A refund as the lines and the sandbox answer it. */
export function refundView(book: Book, refund: LendingRefund, now: Date): PaylaterRefund {
  const completed = isRefundCompleted(refund, now);
  return {
    refundId: refund.id,
    amount: refund.amount,
    status: completed ? 'Completed' : 'Pending',
    date: refund.requestedAt.toISOString(),
    completedAt: completed ? refund.completesAt.toISOString() : null,
    billId: billIdOf(book, orderDueDate(book, refund.orderId), now),
    orderId: refund.orderId,
  };
}

export function refundsOf(book: Book, orderId: string, now: Date): PaylaterRefund[] {
  return book.refunds.filter((refund) => refund.orderId === orderId).map((refund) => refundView(book, refund, now));
}

function statusOf(book: Book, entry: LedgerEntryRecord, unpaid: number, now: Date): PaylaterTransactionStatus {
  if (unpaid > 0 || entry.dueDate === null) return owedLineStatus(entry.dueDate ?? '', unpaid, now.toISOString());
  const settlements = book.settlementsOf(entry.id);
  return settlements.length > 0 && settlements.every((settlement) => settlement.entry.kind === 'REFUND') ? 'REFUNDED' : 'PAID';
}

function paymentLine(book: Book, entry: LedgerEntryRecord, now: Date): PaylaterTransaction {
  const unpaid = book.unpaidOf(entry.id);
  const order = entry.orderId ? book.order(entry.orderId) : undefined;
  const count = entry.instalmentCount ?? 1;
  return {
    id: entry.id,
    kind: 'PAYMENT',
    status: statusOf(book, entry, unpaid, now),
    dueDate: entry.dueDate,
    serviceName: order?.merchant ?? null,
    date: (order?.purchasedAt ?? entry.postedAt).toISOString(),
    amount: entry.amount,
    unpaidAmount: unpaid,
    orderId: entry.orderId,
    billId: billIdOf(book, entry.dueDate, now),
    instalment: count > 1 ? { number: entry.instalmentNumber ?? 1, count } : null,
    refunds: entry.orderId ? refundsOf(book, entry.orderId, now) : [],
    receiptId: entry.id,
    leftAfter: null,
  };
}

/** A monthly fee (FEE) or an extended period's cost (EXTENSION_FEE): a charge on a bill. */
function feeLine(book: Book, entry: LedgerEntryRecord, now: Date): PaylaterTransaction {
  const unpaid = book.unpaidOf(entry.id);
  return {
    id: entry.id,
    kind: entry.kind === 'EXTENSION_FEE' ? 'EXTENSION_FEE' : 'FEE',
    status: statusOf(book, entry, unpaid, now),
    dueDate: entry.dueDate,
    serviceName: null,
    date: entry.postedAt.toISOString(),
    amount: entry.amount,
    unpaidAmount: unpaid,
    orderId: null,
    billId: billIdOf(book, entry.dueDate, now),
    instalment: null,
    refunds: [],
    receiptId: entry.id,
    leftAfter: null,
  };
}

/** The late fees of each due date, oldest charged first. */
export function lateFeesByDueDate(book: Book): Map<string, LedgerEntryRecord[]> {
  const groups = new Map<string, LedgerEntryRecord[]>();
  for (const entry of book.ofKind('LATE_FEE')) {
    const dueDate = entry.dueDate ?? '';
    groups.set(dueDate, [...(groups.get(dueDate) ?? []), entry]);
  }
  return groups;
}

function lateFeeLine(book: Book, dueDate: string, fees: readonly LedgerEntryRecord[], now: Date): PaylaterTransaction {
  const id = lateFeeLineId(book, dueDate);
  const unpaid = fees.reduce((sum, fee) => sum + book.unpaidOf(fee.id), 0);
  return {
    id,
    kind: 'LATE_FEE',
    status: owedLineStatus(dueDate, unpaid, now.toISOString()),
    dueDate,
    serviceName: null,
    date: (fees[0]?.postedAt ?? now).toISOString(),
    amount: fees.reduce((sum, fee) => sum + fee.amount, 0),
    unpaidAmount: unpaid,
    orderId: null,
    billId: billIdOf(book, dueDate, now),
    instalment: null,
    refunds: [],
    receiptId: id,
    leftAfter: null,
  };
}

/** A VA payment: PAID when it settled the bills it paid into, PARTIAL when it left something owed on them. */
function repaymentLine(book: Book, entry: LedgerEntryRecord): PaylaterTransaction {
  const left = leftAfter(book, entry);
  return {
    id: entry.id,
    kind: 'REPAYMENT',
    status: left > 0 ? 'PARTIAL' : 'PAID',
    dueDate: null,
    serviceName: null,
    date: entry.postedAt.toISOString(),
    amount: entry.amount,
    unpaidAmount: 0,
    orderId: null,
    billId: null,
    instalment: null,
    refunds: [],
    receiptId: entry.id,
    leftAfter: left,
  };
}

/** Every owed line (payments, fees, late fees), paid or not. */
export function owedLines(book: Book, now: Date): PaylaterTransaction[] {
  return [
    ...book.ofKind('PURCHASE').map((entry) => paymentLine(book, entry, now)),
    ...book.ofKind('SUBSCRIPTION_FEE', 'EXTENSION_FEE').map((entry) => feeLine(book, entry, now)),
    ...[...lateFeesByDueDate(book)].map(([dueDate, fees]) => lateFeeLine(book, dueDate, fees, now)),
  ];
}

/** Lines with something left to pay, oldest due date first. */
export function unpaidLines(book: Book, now: Date): PaylaterTransaction[] {
  return owedLines(book, now)
    .filter((line) => line.unpaidAmount > 0)
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/** Settled lines and repayments (unsorted; the paid page sorts and pages them). */
export function settledLines(book: Book, now: Date): PaylaterTransaction[] {
  return [
    ...owedLines(book, now).filter((line) => line.unpaidAmount === 0),
    ...book.ofKind('REPAYMENT').map((entry) => repaymentLine(book, entry)),
  ];
}
