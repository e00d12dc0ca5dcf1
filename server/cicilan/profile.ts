/** GET /pls/cicilan/profile and .../transactions/unpaid: the account's figures from its book. */
import type { CicilanProfile, CicilanUnpaid } from '@domain/contract/cicilan';
import type { LendingSettings } from '@domain/contract/money-sandbox';
import { isOpenForNewTransactions } from '@domain/cicilan/closing';
import { CICILAN_DAILY_LATE_FEE, CICILAN_MONTHLY_RATE_PERCENT, CICILAN_TENORS } from '@domain/cicilan/pricing';
import { dueDateInfoType, graceEndDate } from '@domain/lending/grace';
import { productEligibility } from '@domain/paylater/status';
import type { EligibilityStatus } from '@domain/products';
import type { Db } from '../db/client';
import { accountForProduct, productState } from '../ledger/accounts';
import type { Book } from '../ledger/book';
import { type Position, positionOf } from '../ledger/positions';
import { lendingSettings } from '../ledger/settings';
import { syncedBook } from '../ledger/sync';
import { unpaidCicilanLines } from './lines';

export type CicilanRead = (
  | { kind: 'onboarding'; productStatus: EligibilityStatus }
  | { kind: 'active'; book: Book; position: Position }
) & { settings: LendingSettings };

export async function readCicilan(db: Db, userId: string, now: Date): Promise<CicilanRead> {
  const settings = await lendingSettings(db);
  const state = await productState(db, userId, 'cicilan');
  const account = await accountForProduct(db, userId, 'cicilan', now);
  if (!state || !account)
    return {
      kind: 'onboarding',
      productStatus: productEligibility(state?.status ?? 'NOT_APPLIED', state?.eligibility ?? 'NOT_ELIGIBLE', null),
      settings,
    };
  const book = await syncedBook(db, account, now);
  return { kind: 'active', book, position: positionOf(book, now), settings };
}

export function cicilanProfile(read: CicilanRead, now: Date): CicilanProfile {
  const asOf = now.toISOString();
  const constants = {
    monthly_rate_percent: CICILAN_MONTHLY_RATE_PERCENT,
    tenors: [...CICILAN_TENORS],
    closing_date: read.settings.cicilanClosingDate,
    is_open_for_new_transactions: isOpenForNewTransactions(asOf, read.settings.cicilanClosingDate),
    as_of: asOf,
  };
  if (read.kind === 'onboarding') {
    return {
      product_status: read.productStatus,
      account_id: null,
      credit_limit: 0,
      available_limit: 0,
      due_date: null,
      amount_due: 0,
      overdue_amount: 0,
      late_fee_amount: 0,
      total_amount: 0,
      payoff_amount: 0,
      grace_period_end: null,
      daily_late_fee: 0,
      ...constants,
    };
  }
  const { book, position } = read;
  const { dues } = position;
  return {
    product_status: position.status,
    account_id: book.account.id,
    credit_limit: position.creditLimit,
    available_limit: position.availableLimit,
    due_date: dues.dueDate,
    amount_due: dues.overdue + dues.current,
    overdue_amount: dues.overdue,
    late_fee_amount: dues.unpaidLateFees,
    total_amount: unpaidCicilanLines(book, now).reduce((sum, line) => sum + line.unpaidAmount, 0),
    payoff_amount: dues.payoff,
    grace_period_end: dues.dueDate ? graceEndDate(dues.dueDate) : null,
    daily_late_fee: CICILAN_DAILY_LATE_FEE,
    ...constants,
  };
}

export function cicilanUnpaid(read: CicilanRead, now: Date): CicilanUnpaid {
  const asOf = now.toISOString();
  if (read.kind === 'onboarding') {
    return {
      transactions: [],
      product_status: read.productStatus,
      due_date: null,
      total_amount: 0,
      grace_period_end: null,
      daily_late_fee: 0,
      due_date_info_type: 'NONE',
      as_of: asOf,
    };
  }
  const transactions = unpaidCicilanLines(read.book, now);
  const dueDate = read.position.dues.dueDate;
  return {
    transactions,
    product_status: read.position.status,
    due_date: dueDate,
    total_amount: transactions.reduce((sum, line) => sum + line.unpaidAmount, 0),
    grace_period_end: dueDate ? graceEndDate(dueDate) : null,
    daily_late_fee: CICILAN_DAILY_LATE_FEE,
    due_date_info_type: dueDateInfoType(dueDate, asOf),
    as_of: asOf,
  };
}
