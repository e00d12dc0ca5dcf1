/**
 * Cicilan's rules of its accounts' books (server/ledger/book-owners.ts): its default limit, daily
 * late fee and activation contract's terms, a purchase's months with their cost (cicilan/schedule.ts),
 * the dues of the account or of one order (cicilan/dues.ts) and its status, and the early repayment: a payment of exactly the payoff
 * first waives the cost of the months not started (COST_WAIVER, server/cicilan/CONTRACT.md).
 */
import { type CicilanDues, cicilanDues, cicilanLatestBillPaid, isInstalmentBilled } from '@domain/cicilan/dues';
import { isFeeEarned } from '@domain/cicilan/pay-off-early';
import {
  CICILAN_ADMIN_FEE,
  CICILAN_DAILY_LATE_FEE,
  CICILAN_DEFAULT_LIMIT,
  CICILAN_EARLY_REPAYMENT_FEE_PERCENT,
  CICILAN_MAX_TENOR,
  CICILAN_MIN_TENOR,
  CICILAN_YEARLY_RATE_BASIS_POINTS,
} from '@domain/cicilan/pricing';
import { cicilanSchedule } from '@domain/cicilan/schedule';
import { cicilanStatus } from '@domain/cicilan/status';
import type { ContractTermsOf } from '@domain/contract/lending-terms';
import { GRACE_DAYS } from '@domain/lending/grace';
import { jakartaDate } from '@domain/time';
import type { Db } from '../db/client';
import type { Book } from '../ledger/book';
import { type BookOwner, type IncomingRepayment, NO_TERMS } from '../ledger/book-owners';
import { newEntryId } from '../ledger/ids';
import { unpaidLateFees } from '../ledger/positions';
import { accrualKeys } from '../ledger/replay';
import { postEntry } from '../ledger/store';
import type { Scope, ScopeDues } from '../ledger/types';
import { cicilanInstalments, instalmentBalance } from './instalments';

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

const orderOf = (scope: Scope): string | undefined => (scope.kind === 'CICILAN_ORDER' ? scope.id : undefined);

/** The account's dues, or one order's (its instalments and the late fees charged to it). */
function cicilanDuesOf(book: Book, now: Date, orderId?: string): ScopeDues {
  const balances = cicilanInstalments(book, orderId).map((line) => instalmentBalance(book, line));
  return toScopeDues(cicilanDues(balances, unpaidLateFees(book, orderId), now.toISOString()));
}

/** COST_WAIVER of the unpaid cost of every month of the scope that has not started. */
async function waiveUnstartedMonths(db: Db, book: Book, repayment: IncomingRepayment, now: Date): Promise<void> {
  const today = jakartaDate(now.toISOString());
  const allocations = cicilanInstalments(book, orderOf(repayment.scope)).flatMap((line) => {
    const unpaid = line.cost ? book.unpaidOf(line.cost.id) : 0;
    return line.cost && unpaid > 0 && !isFeeEarned(line.periodStartDate, today) ? [{ debitId: line.cost.id, amount: unpaid }] : [];
  });
  const amount = allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
  if (amount === 0) return;
  await postEntry(
    db,
    book,
    {
      id: newEntryId(),
      accountId: book.account.id,
      kind: 'COST_WAIVER',
      amount,
      postedAt: now,
      dueDate: null,
      orderId: orderOf(repayment.scope) ?? null,
      instalmentNumber: null,
      instalmentCount: null,
      reference: repayment.id,
      listAmount: null,
      accrualKey: accrualKeys.costWaiver(repayment.id),
    },
    allocations,
  );
}

/** The activation contract's terms: the same on every provider version. */
const CICILAN_ACTIVATION_TERMS: ContractTermsOf<'cicilan'> = {
  product: 'cicilan',
  credit_limit: CICILAN_DEFAULT_LIMIT,
  monthly_rate_basis_points: Math.round(CICILAN_YEARLY_RATE_BASIS_POINTS / 12),
  min_tenor: CICILAN_MIN_TENOR,
  max_tenor: CICILAN_MAX_TENOR,
  admin_fee: CICILAN_ADMIN_FEE,
  early_repayment_fee_percent: CICILAN_EARLY_REPAYMENT_FEE_PERCENT,
  grace_days: GRACE_DAYS,
  daily_late_fee: CICILAN_DAILY_LATE_FEE,
};

export const cicilanBookOwner: BookOwner = {
  defaultCreditLimit: () => CICILAN_DEFAULT_LIMIT,
  activationTerms: () => ({ ...CICILAN_ACTIVATION_TERMS }),
  dailyLateFee: () => CICILAN_DAILY_LATE_FEE,
  /** An instalment is billed 14 days before its due date. */
  isBilled: (dueDate, now) => isInstalmentBilled(dueDate, now.toISOString()),
  purchaseParts: (amount, tenor, at) => cicilanSchedule(amount, tenor, at).instalments,
  termsOf: async () => NO_TERMS,
  standing(book, use, now) {
    const balances = cicilanInstalments(book).map((line) => instalmentBalance(book, line));
    const dues = cicilanDues(balances, unpaidLateFees(book), now.toISOString());
    const status = cicilanStatus(
      {
        creditLimit: book.account.creditLimit,
        unpaidPrincipal: use.unpaidPrincipal,
        dues,
        hasEverUsed: use.hasEverUsed,
        latestBillPaid: cicilanLatestBillPaid(balances, now.toISOString()),
      },
      now.toISOString(),
    );
    return { dues: toScopeDues(dues), status };
  },
  scopeDues: (book, scope, now) => cicilanDuesOf(book, now, orderOf(scope)),
  accountScope: 'CICILAN_ACCOUNT',
  orderScope: 'CICILAN_ORDER',
  async beforeRepayment(db, book, repayment, now) {
    const dues = cicilanDuesOf(book, now, orderOf(repayment.scope));
    if (repayment.amount === dues.payoff && dues.discount > 0) await waiveUnstartedMonths(db, book, repayment, now);
  },
};
