/**
 * Builds an account's book by replaying its entries in time order and, between them, the accruals
 * whose instant the clock has passed and that are not posted yet:
 * - the product's scheduled fees (book-owners.ts BookTerms: pay-later's cycle fee at the cycle's close);
 * - a refund's REFUND credit when it completes (24 h after it was asked for);
 * - a late fee for each day that starts (00:00 WIB) with something unpaid, late fees aside, whose
 *   grace has ended: one per account and day (lending/grace.ts chargesLateFeeOn).
 * Each accrual is computed from the book as it stood at its instant, so posting it late (on the next
 * read) gives what posting it on time would have. Every request that adds an entry replays first
 * (server/ledger/sync.ts), so no entry is ever added before an accrual that precedes it.
 * Moving the sandbox clock back does not undo entries: they stay, as any posted fact does.
 */
import type { LedgerEntryKind } from '@domain/contract/money-sandbox';
import { chargesLateFeeOn, graceEndDate } from '@domain/lending/grace';
import { Book } from './book';
import { type BookTerms, bookOwnerOf } from './book-owners';
import { addDays, jakartaDateOf, jakartaDayStart, laterDate } from './calendar';
import { newEntryId } from './ids';
import type { LedgerData } from './store';
import type { LedgerEntryRecord, LendingAccount } from './types';

export interface PostedAccrual {
  entry: LedgerEntryRecord;
  allocations: { debitId: string; amount: number }[];
}

export interface Replayed {
  book: Book;
  /** Accruals the replay made that are not in the database yet, in time order. */
  accruals: PostedAccrual[];
}

/** Not yet inserted: sync.ts sets the database's seq once it is. */
const UNSAVED_SEQ = Number.MAX_SAFE_INTEGER;

export const accrualKeys = {
  lateFee: (day: string) => `LATE_FEE:${day}`,
  fee: (dueDate: string) => `SUBSCRIPTION_FEE:${dueDate}`,
  refund: (refundId: string) => `REFUND:${refundId}`,
  repayment: (virtualAccountId: string) => `REPAYMENT:${virtualAccountId}`,
  costWaiver: (virtualAccountId: string) => `COST_WAIVER:${virtualAccountId}`,
};

export function dailyLateFee(account: LendingAccount): number {
  return bookOwnerOf(account.product).dailyLateFee(account);
}

/** The oldest due date with something unpaid on it, late fees aside, and the order of that debt. */
export function oldestUnpaidDebt(book: Book): { dueDate: string; orderId: string | null } | null {
  let oldest: LedgerEntryRecord | null = null;
  for (const debit of book.debits()) {
    if (debit.kind === 'LATE_FEE' || debit.dueDate === null || book.unpaidOf(debit.id) === 0) continue;
    if (oldest === null || debit.dueDate < (oldest.dueDate ?? '')) oldest = debit;
  }
  return oldest?.dueDate ? { dueDate: oldest.dueDate, orderId: oldest.orderId } : null;
}

/** `terms`: the account's product's (book-owners.ts), read under the same lock as `data`. */
export function replay(account: LendingAccount, data: LedgerData, terms: BookTerms, until: number): Replayed {
  const billDueDates = terms.billDueDates(until);
  const book = billDueDates ? new Book(account, data.orders, data.refunds, billDueDates) : new Book(account, data.orders, data.refunds);
  const accruals: PostedAccrual[] = [];
  const posted = new Set(data.entries.flatMap((entry) => (entry.accrualKey ? [entry.accrualKey] : [])));
  const allocationsOf = new Map<string, { debitId: string; amount: number }[]>();
  for (const allocation of data.allocations) {
    const list = allocationsOf.get(allocation.creditId) ?? [];
    list.push({ debitId: allocation.debitId, amount: allocation.amount });
    allocationsOf.set(allocation.creditId, list);
  }
  const existing = [...data.entries].sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime() || a.seq - b.seq);

  const fees = terms
    .scheduledFees(account, data.orders, data.refunds)
    .filter((fee) => fee.amount > 0 && fee.at <= until && !posted.has(accrualKeys.fee(fee.dueDate)));
  const refunds = data.refunds
    .filter((refund) => refund.completesAt.getTime() <= until && !posted.has(accrualKeys.refund(refund.id)))
    .sort((a, b) => a.completesAt.getTime() - b.completesAt.getTime());

  const post = (
    fields: Omit<LedgerEntryRecord, 'id' | 'seq' | 'accountId'>,
    allocations: { debitId: string; amount: number }[] = [],
  ): void => {
    const entry: LedgerEntryRecord = { id: newEntryId(), seq: UNSAVED_SEQ, accountId: account.id, ...fields };
    book.apply(entry, allocations);
    accruals.push({ entry, allocations });
  };
  const blank = { dueDate: null, orderId: null, instalmentNumber: null, instalmentCount: null, reference: null, listAmount: null };
  const credit = (kind: LedgerEntryKind, amount: number, at: number, key: string, orderId: string | null, reference: string) => ({
    ...blank,
    kind,
    amount,
    postedAt: new Date(at),
    accrualKey: key,
    orderId,
    reference,
  });

  let cursor = Number.NEGATIVE_INFINITY;
  let lastLateFeeDay = jakartaDateOf(account.openedAt.getTime());

  /** The next day that may be charged a late fee, from the book as it stands. */
  const nextLateFeeDay = (): { day: string; at: number; debt: { dueDate: string; orderId: string | null } } | null => {
    const debt = oldestUnpaidDebt(book);
    if (!debt) return null;
    let day = laterDate(addDays(graceEndDate(debt.dueDate), 1), addDays(lastLateFeeDay, 1));
    // A day that began before the replay's position cannot be charged now (never happens while
    // every posting replays first; kept so a moved-back clock cannot make the loop go back).
    while (jakartaDayStart(day) < cursor) day = addDays(day, 1);
    const at = jakartaDayStart(day);
    return at <= until ? { day, at, debt } : null;
  };

  let feeIndex = 0;
  let refundIndex = 0;
  let entryIndex = 0;
  for (;;) {
    const next = existing[entryIndex];
    const nextEntryAt = next ? next.postedAt.getTime() : Number.POSITIVE_INFINITY;
    const refund = refunds[refundIndex];
    const refundAt = refund ? refund.completesAt.getTime() : Number.POSITIVE_INFINITY;
    const fee = fees[feeIndex];
    const feeAt = fee ? fee.at : Number.POSITIVE_INFINITY;
    const lateFee = nextLateFeeDay();
    const lateFeeAt = lateFee ? lateFee.at : Number.POSITIVE_INFINITY;
    const accrualAt = Math.min(refundAt, feeAt, lateFeeAt);
    if (accrualAt === Number.POSITIVE_INFINITY && !next) break;

    // At the same instant an accrual comes first: it was due before anything that happened then.
    if (accrualAt <= nextEntryAt) {
      cursor = accrualAt;
      if (refund && refundAt === accrualAt) {
        refundIndex += 1;
        const allocations = refundAllocations(book, refund.orderId, refund.amount);
        const amount = allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
        if (amount > 0) post(credit('REFUND', amount, refundAt, accrualKeys.refund(refund.id), refund.orderId, refund.id), allocations);
      } else if (fee && feeAt === accrualAt) {
        feeIndex += 1;
        post({
          ...blank,
          kind: 'SUBSCRIPTION_FEE',
          amount: fee.amount,
          postedAt: new Date(fee.at),
          dueDate: fee.dueDate,
          listAmount: fee.listAmount,
          accrualKey: accrualKeys.fee(fee.dueDate),
        });
      } else if (lateFee) {
        lastLateFeeDay = lateFee.day;
        const key = accrualKeys.lateFee(lateFee.day);
        if (!posted.has(key) && chargesLateFeeOn(lateFee.day, lateFee.debt.dueDate)) {
          post({
            ...blank,
            kind: 'LATE_FEE',
            amount: dailyLateFee(account),
            postedAt: new Date(lateFee.at),
            dueDate: lateFee.debt.dueDate,
            orderId: lateFee.debt.orderId,
            accrualKey: key,
          });
        }
      }
      continue;
    }
    if (!next) break;
    entryIndex += 1;
    cursor = nextEntryAt;
    book.apply(next, allocationsOf.get(next.id) ?? []);
    if (next.kind === 'LATE_FEE' && next.accrualKey) lastLateFeeDay = laterDate(lastLateFeeDay, next.accrualKey.slice('LATE_FEE:'.length));
  }
  return { book, accruals };
}

/** A refund lowers the purchase's instalments, nearest due first, up to what is unpaid of them. */
function refundAllocations(book: Book, orderId: string, amount: number): { debitId: string; amount: number }[] {
  const instalments = book
    .ofKind('PURCHASE')
    .filter((entry) => entry.orderId === orderId)
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || (a.instalmentNumber ?? 0) - (b.instalmentNumber ?? 0));
  const allocations: { debitId: string; amount: number }[] = [];
  let left = amount;
  for (const instalment of instalments) {
    const take = Math.min(left, book.unpaidOf(instalment.id));
    if (take > 0) {
      allocations.push({ debitId: instalment.id, amount: take });
      left -= take;
    }
  }
  return allocations;
}
