/**
 * Pay-later's rules of its accounts' books (server/ledger/book-owners.ts): the default limit, daily
 * late fee and activation contract's terms of the provider version, when a bill is billed, a
 * purchase's instalments (paylater/instalments.ts), the bills' dues (paylater/dues.ts) and the status, and its terms
 * (book-terms.ts: due days, cycle fees, signed changes). The account is the only scope: pay-later repays bills, not orders.
 */
import type { ContractTermsOf } from '@domain/contract/lending-terms';
import { GRACE_DAYS } from '@domain/lending/grace';
import { ledgerStatus } from '@domain/lending/status';
import { DUE_DAY, billKeyOf, billingCycleAt, billingCycleOn, isBillIssued, isPaylaterFreezeDay } from '@domain/paylater/billing';
import { type OwedOnDueDate, paylaterDues } from '@domain/paylater/dues';
import { NEW_MONTHLY_FEE_BASIS_POINTS, OLD_MONTHLY_FEE, PAYLATER_DAILY_LATE_FEES, PAYLATER_DEFAULT_LIMITS } from '@domain/paylater/fees';
import type { ProviderVersion } from '../ledger/types';
import { paylaterInstalments } from '@domain/paylater/instalments';
import type { Book } from '../ledger/book';
import type { BookOwner } from '../ledger/book-owners';
import { addDays } from '../ledger/calendar';
import { unpaidLateFees } from '../ledger/positions';
import type { ScopeDues } from '../ledger/types';
import { paylaterTerms } from './book-terms';

const iso = (now: Date): string => now.toISOString();

function paylaterDuesOf(book: Book, now: Date): ScopeDues {
  const owed = new Map<string, number>();
  for (const debit of book.ofKind('PURCHASE', 'SUBSCRIPTION_FEE', 'EXTENSION_FEE')) {
    if (debit.dueDate) owed.set(debit.dueDate, (owed.get(debit.dueDate) ?? 0) + book.unpaidOf(debit.id));
  }
  const byDueDate: OwedOnDueDate[] = [...owed].map(([dueDate, unpaid]) => ({ dueDate, unpaid }));
  const dues = paylaterDues(byDueDate, unpaidLateFees(book), iso(now));
  return { ...dues, discount: 0 };
}

/** The key (the 1st) of the most recently closed cycle's bill; its due date may be on another day of that month. */
function latestClosedDueDate(now: Date): string {
  const open = billingCycleAt(iso(now));
  return billingCycleOn(addDays(open.startDate, -1)).dueDate;
}

/** The latest closed cycle's bill had an amount and nothing of it is unpaid. */
function latestBillPaid(book: Book, now: Date): boolean {
  const dueDate = latestClosedDueDate(now);
  const bill = book.debits().filter((debit) => debit.dueDate !== null && billKeyOf(debit.dueDate) === dueDate);
  return bill.length > 0 && bill.every((debit) => book.unpaidOf(debit.id) === 0);
}

/** The activation contract's terms: the version's limit and fee (a flat fee on OLD, a share of the month's purchases on NEW), the first month free. */
function paylaterActivationTerms(version: ProviderVersion): ContractTermsOf<'paylater'> {
  return {
    product: 'paylater',
    credit_limit: PAYLATER_DEFAULT_LIMITS[version],
    monthly_fee: version === 'OLD' ? OLD_MONTHLY_FEE : null,
    monthly_fee_basis_points: version === 'NEW' ? NEW_MONTHLY_FEE_BASIS_POINTS : null,
    first_month_free: true,
    due_day: DUE_DAY,
    grace_days: GRACE_DAYS,
    daily_late_fee: PAYLATER_DAILY_LATE_FEES[version],
  };
}

export const paylaterBookOwner: BookOwner = {
  defaultCreditLimit: (version) => PAYLATER_DEFAULT_LIMITS[version],
  activationTerms: paylaterActivationTerms,
  dailyLateFee: (account) => PAYLATER_DAILY_LATE_FEES[account.providerVersion],
  /** A bill is billed once its statement is issued (the 17th). */
  isBilled: (dueDate, now) => isBillIssued(dueDate, iso(now)),
  /** The 16th, while the month's statement is made (server/repayment/CONTRACT.md). */
  isVaFreezeDay: (now) => isPaylaterFreezeDay(iso(now)),
  purchaseParts: (amount, tenor, at) =>
    paylaterInstalments(amount, tenor, at).map((part) => ({ number: part.number, dueDate: part.dueDate, principal: part.amount, fee: 0 })),
  termsOf: paylaterTerms,
  standing(book, use, now) {
    const dues = paylaterDuesOf(book, now);
    const status = ledgerStatus(
      {
        creditLimit: book.account.creditLimit,
        unpaidPrincipal: use.unpaidPrincipal,
        overdue: dues.overdue,
        current: dues.current,
        unpaidLateFees: dues.unpaidLateFees,
        oldestOverdueDueDate: dues.oldestOverdueDueDate,
        hasEverUsed: use.hasEverUsed,
        latestBillPaid: latestBillPaid(book, now),
      },
      iso(now),
    );
    return { dues, status };
  },
  scopeDues: (book, _scope, now) => paylaterDuesOf(book, now),
  accountScope: 'PAYLATER_ACCOUNT',
  orderScope: null,
};
