/**
 * What an account owes and its status, read from its book with the products' rules (paylater/dues.ts,
 * cicilan/dues.ts, lending/status.ts): the figures every area answers (profiles, home cards, the
 * catch-up dues, checkout refusals, the sandbox ledger).
 */
import type { RepaymentScope } from '@domain/contract/repayment';
import { type CicilanDues, cicilanDues, cicilanLatestBillPaid } from '@domain/cicilan/dues';
import type { InstalmentBalance } from '@domain/cicilan/early-repayment';
import { cicilanSchedule } from '@domain/cicilan/schedule';
import { cicilanStatus } from '@domain/cicilan/status';
import { availableLimit } from '@domain/lending/limit';
import { type LedgerStatus, ledgerStatus } from '@domain/lending/status';
import { billKeyOf, billingCycleAt, billingCycleOn } from '@domain/paylater/billing';
import { type OwedOnDueDate, paylaterDues } from '@domain/paylater/dues';
import type { Book } from './book';
import { addDays } from './calendar';
import type { LedgerEntryRecord } from './types';

/** The dues of a repayment scope (an account, or one cicilan order). */
export interface ScopeDues {
  overdue: number;
  current: number;
  payoff: number;
  /** Cicilan: the cost of months not started, waived inside payoff; 0 for pay-later. */
  discount: number;
  unpaidLateFees: number;
  oldestOverdueDueDate: string | null;
  dueDate: string | null;
}

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

const iso = (now: Date): string => now.toISOString();

function unpaidLateFees(book: Book, orderId?: string): number {
  return book.unpaidTotal((entry) => entry.kind === 'LATE_FEE' && (orderId === undefined || entry.orderId === orderId));
}

// ---------------------------------------------------------------------------------------------
// Pay-later

export function paylaterDuesOf(book: Book, now: Date): ScopeDues {
  const owed = new Map<string, number>();
  for (const debit of book.ofKind('PURCHASE', 'SUBSCRIPTION_FEE', 'EXTENSION_FEE')) {
    if (debit.dueDate) owed.set(debit.dueDate, (owed.get(debit.dueDate) ?? 0) + book.unpaidOf(debit.id));
  }
  const byDueDate: OwedOnDueDate[] = [...owed].map(([dueDate, unpaid]) => ({ dueDate, unpaid }));
  const dues = paylaterDues(byDueDate, unpaidLateFees(book), iso(now));
  return { ...dues, discount: 0 };
}

/** The key (the 1st) of the most recently closed cycle's bill; its due date may be on another day of that month. */
export function latestClosedDueDate(now: Date): string {
  const open = billingCycleAt(iso(now));
  return billingCycleOn(addDays(open.startDate, -1)).dueDate;
}

/** The latest closed cycle's bill had an amount and nothing of it is unpaid. */
function paylaterLatestBillPaid(book: Book, now: Date): boolean {
  const dueDate = latestClosedDueDate(now);
  const bill = book.debits().filter((debit) => debit.dueDate !== null && billKeyOf(debit.dueDate) === dueDate);
  return bill.length > 0 && bill.every((debit) => book.unpaidOf(debit.id) === 0);
}

// ---------------------------------------------------------------------------------------------
// Cicilan

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
      starts = cicilanSchedule(order.principal, order.tenor, iso(order.purchasedAt)).instalments.map(
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

function toScopeDues(dues: CicilanDues): ScopeDues {
  return {
    overdue: dues.overdue,
    current: dues.current,
    payoff: dues.payoff,
    discount: dues.discount,
    unpaidLateFees: dues.unpaidLateFees,
    oldestOverdueDueDate: dues.oldestOverdueDueDate,
    dueDate: dues.dueDate,
  };
}

/** The account's dues, or one order's (its instalments and the late fees charged to it). */
export function cicilanDuesOf(book: Book, now: Date, orderId?: string): ScopeDues {
  const balances = cicilanInstalments(book, orderId).map((line) => instalmentBalance(book, line));
  return toScopeDues(cicilanDues(balances, unpaidLateFees(book, orderId), iso(now)));
}

// ---------------------------------------------------------------------------------------------
// Both

export function positionOf(book: Book, now: Date): Position {
  const { account } = book;
  const unpaidPrincipal = book.unpaidTotal((entry) => entry.kind === 'PURCHASE');
  const hasEverUsed = book.ofKind('PURCHASE').length > 0;
  const common = {
    creditLimit: account.creditLimit,
    unpaidPrincipal,
    availableLimit: availableLimit(account.creditLimit, unpaidPrincipal),
    hasEverUsed,
    balance: book.balance(),
  };
  if (account.product === 'paylater') {
    const dues = paylaterDuesOf(book, now);
    const status = ledgerStatus(
      {
        creditLimit: account.creditLimit,
        unpaidPrincipal,
        overdue: dues.overdue,
        current: dues.current,
        unpaidLateFees: dues.unpaidLateFees,
        oldestOverdueDueDate: dues.oldestOverdueDueDate,
        hasEverUsed,
        latestBillPaid: paylaterLatestBillPaid(book, now),
      },
      iso(now),
    );
    return { ...common, dues, status };
  }
  const balances = cicilanInstalments(book).map((line) => instalmentBalance(book, line));
  const fullDues = cicilanDues(balances, unpaidLateFees(book), iso(now));
  const status = cicilanStatus(
    {
      creditLimit: account.creditLimit,
      unpaidPrincipal,
      dues: fullDues,
      hasEverUsed,
      latestBillPaid: cicilanLatestBillPaid(balances, iso(now)),
    },
    iso(now),
  );
  return { ...common, dues: toScopeDues(fullDues), status };
}

/** A catch-up scope: the account itself, or one of a cicilan account's orders. */
export interface Scope {
  kind: Exclude<RepaymentScope, 'GOMODAL_SUBMISSION'>;
  id: string;
}

export function scopeDuesOf(book: Book, scope: Scope, now: Date): ScopeDues {
  if (scope.kind === 'PAYLATER_ACCOUNT') return paylaterDuesOf(book, now);
  return cicilanDuesOf(book, now, scope.kind === 'CICILAN_ORDER' ? scope.id : undefined);
}

/** The debits a scope's repayment may settle. */
export function scopeDebits(book: Book, scope: Scope): LedgerEntryRecord[] {
  return book.debits().filter((debit) => scope.kind !== 'CICILAN_ORDER' || debit.orderId === scope.id);
}
