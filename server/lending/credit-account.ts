/**
 * The consumer-credit kit's server half: reading a pay-later or cicilan account and the answers both
 * products give alike (contract/lending.ts: the account's figures and the unpaid list). Each product's
 * builder (server/paylater/profile.ts, server/cicilan/profile.ts) adds only what is its own.
 */
import type { CreditAccountFigures, CreditUnpaid } from '@domain/contract/lending';
import { dueDateInfoType, graceEndDate } from '@domain/lending/grace';
import { NOTHING_OWED } from '@domain/lending/owed';
import { productEligibility } from '@domain/lending/status';
import type { EligibilityStatus } from '@domain/products';
import type { Db } from '../db/client';
import { accountForProduct, productState } from '../ledger/accounts';
import type { Book } from '../ledger/book';
import { bookOwnerOf } from '../ledger/book-owners';
import { type Position, positionOf } from '../ledger/positions';
import { syncedBook } from '../ledger/sync';
import type { LendingProduct } from '../ledger/types';
import { owedOf } from './owed';

/** The caller's activated account with its book and position, or the onboarding status before activation. */
export type CreditRead = { kind: 'onboarding'; productStatus: EligibilityStatus } | { kind: 'active'; book: Book; position: Position };

export async function readCreditAccount(db: Db, userId: string, product: LendingProduct, now: Date): Promise<CreditRead> {
  const state = await productState(db, userId, product);
  const account = await accountForProduct(db, userId, product, now);
  if (!state || !account)
    return {
      kind: 'onboarding',
      productStatus: productEligibility(state?.status ?? 'NOT_APPLIED', state?.eligibility ?? 'NOT_ELIGIBLE', null),
    };
  const book = await syncedBook(db, account, now);
  return { kind: 'active', book, position: positionOf(book, now) };
}

/** The shared figures of a profile: nothing owed before activation, the book's dues after. */
export function accountFigures(read: CreditRead, now: Date): CreditAccountFigures {
  const asOf = now.toISOString();
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
      daily_late_fee: 0,
      owed: NOTHING_OWED,
      as_of: asOf,
    };
  }
  const { book, position } = read;
  const { dues } = position;
  const owner = bookOwnerOf(book.account.product);
  return {
    product_status: position.status,
    account_id: book.account.id,
    credit_limit: position.creditLimit,
    available_limit: position.availableLimit,
    due_date: dues.dueDate,
    amount_due: dues.overdue + dues.current,
    overdue_amount: dues.overdue,
    late_fee_amount: dues.unpaidLateFees,
    daily_late_fee: owner.dailyLateFee(book.account),
    owed: owedOf(book, (dueDate) => owner.isBilled(dueDate, now), now),
    as_of: asOf,
  };
}

/** The unpaid list: the product's lines (with something left to pay, oldest due date first) and the shared figures. */
export function unpaidAnswer<Line extends { unpaidAmount: number }>(
  read: CreditRead,
  lines: (book: Book) => Line[],
  now: Date,
): CreditUnpaid<Line> {
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
      owed: NOTHING_OWED,
      as_of: asOf,
    };
  }
  const { book, position } = read;
  const owner = bookOwnerOf(book.account.product);
  const transactions = lines(book);
  const dueDate = position.dues.dueDate;
  return {
    transactions,
    product_status: position.status,
    due_date: dueDate,
    total_amount: transactions.reduce((sum, line) => sum + line.unpaidAmount, 0),
    grace_period_end: dueDate ? graceEndDate(dueDate) : null,
    daily_late_fee: owner.dailyLateFee(book.account),
    due_date_info_type: dueDateInfoType(dueDate, asOf),
    owed: owedOf(book, (date) => owner.isBilled(date, now), now),
    as_of: asOf,
  };
}
