/**
 * What an account owes and its status, read from its book: the figures every area answers (profiles,
 * home cards, the catch-up dues, checkout refusals, the sandbox ledger). The product's own rules
 * (pay-later's bills, cicilan's instalments) are its book owner's (book-owners.ts).
 */
import { availableLimit } from '@domain/lending/limit';
import type { LedgerStatus } from '@domain/lending/status';
import type { Book } from './book';
import { bookOwnerOf, orderOfScope } from './book-owners';
import type { LedgerEntryRecord, Scope, ScopeDues } from './types';

export interface Position {
  creditLimit: number;
  /** Purchases (principal) not yet repaid or refunded: what uses the limit. */
  unpaidPrincipal: number;
  availableLimit: number;
  dues: ScopeDues;
  status: LedgerStatus;
  hasEverUsed: boolean;
  /** Debits less credits. */
  balance: number;
}

/** What is unpaid of the account's late fees, or of those charged to one order. */
export function unpaidLateFees(book: Book, orderId?: string): number {
  return book.unpaidTotal((entry) => entry.kind === 'LATE_FEE' && (orderId === undefined || entry.orderId === orderId));
}

export function positionOf(book: Book, now: Date): Position {
  const { account } = book;
  const unpaidPrincipal = book.unpaidTotal((entry) => entry.kind === 'PURCHASE');
  const hasEverUsed = book.ofKind('PURCHASE').length > 0;
  return {
    creditLimit: account.creditLimit,
    unpaidPrincipal,
    availableLimit: availableLimit(account.creditLimit, unpaidPrincipal),
    hasEverUsed,
    balance: book.balance(),
    ...bookOwnerOf(account.product).standing(book, { unpaidPrincipal, hasEverUsed }, now),
  };
}

export function scopeDuesOf(book: Book, scope: Scope, now: Date): ScopeDues {
  return bookOwnerOf(book.account.product).scopeDues(book, scope, now);
}

/** The debits a scope's repayment may settle. */
export function scopeDebits(book: Book, scope: Scope): LedgerEntryRecord[] {
  const orderId = orderOfScope(book.account.product, scope);
  return book.debits().filter((debit) => orderId === null || debit.orderId === orderId);
}
