/** GET /pls/akhirbulan/profile and .../transactions/unpaid: the account's figures from its book. */
import type { SlikFlags } from '@domain/lending/slik-blockers';
import type { PaylaterProfile, PaylaterUnpaid } from '@domain/contract/paylater';
import { dueDateInfoType, graceEndDate } from '@domain/lending/grace';
import { billingCycleAt } from '@domain/paylater/billing';
import { openCycleFee } from '@domain/paylater/fees';
import { homeBadge, homeFeeConcession, subscriptionFeeOffer } from '@domain/paylater/home-extras';
import { productEligibility } from '@domain/paylater/status';
import { jakartaDate } from '@domain/time';
import type { Db } from '../db/client';
import { DEFAULT_PROVIDER_VERSION, accountForProduct, productState } from '../ledger/accounts';
import type { Book } from '../ledger/book';
import { cycleUses } from '../ledger/paylater-fees';
import { type Position, positionOf } from '../ledger/positions';
import { dailyLateFee } from '../ledger/replay';
import { syncedBook } from '../ledger/sync';
import { unpaidLines } from './lines';
import { type HomeExtrasInput, NO_HOME_EXTRAS } from './home-extras';
import { EXPLORE_ITEMS } from './merchants';

const NO_SLIK_FLAGS: SlikFlags = { has_invalid_slik: false, force_resubmission: false };

/** The caller's activated account with its book and position, or the onboarding status before activation. */

export type PaylaterRead =
  | { kind: 'onboarding'; productStatus: PaylaterProfile['product_status'] }
  | { kind: 'active'; book: Book; position: Position };

export async function readPaylater(db: Db, userId: string, now: Date): Promise<PaylaterRead> {
  const state = await productState(db, userId, 'paylater');
  const account = await accountForProduct(db, userId, 'paylater', now);
  if (!state || !account)
    return {
      kind: 'onboarding',
      productStatus: productEligibility(state?.status ?? 'NOT_APPLIED', state?.eligibility ?? 'NOT_ELIGIBLE', null),
    };
  const book = await syncedBook(db, account, now);
  return { kind: 'active', book, position: positionOf(book, now) };
}

/** The open cycle's purchases so far, less the refunds of them completed by now. */
function openCyclePurchases(book: Book, now: Date): number {
  const open = billingCycleAt(now.toISOString());
  const completed = book.refunds.filter((refund) => refund.completesAt.getTime() <= now.getTime());
  return cycleUses(book.orders, completed).find((use) => use.cycle.dueDate === open.dueDate)?.netPurchases ?? 0;
}

/** No earlier closed cycle had use: the open cycle is (or would be) the first month of use, free. */
function isFeeWaived(book: Book, now: Date): boolean {
  return cycleUses(book.orders, book.refunds).every((use) => use.closesAt > now.getTime() || use.netPurchases === 0);
}

/** `extras`: the discounts, discounted offer and extended period of the account (readHomeExtras). */
export function paylaterProfile(read: PaylaterRead, now: Date, extras: HomeExtrasInput = NO_HOME_EXTRAS): PaylaterProfile {
  const asOf = now.toISOString();
  if (read.kind === 'onboarding') {
    return {
      product_status: read.productStatus,
      account_id: null,
      provider_version: DEFAULT_PROVIDER_VERSION,
      due_date: null,
      amount_due: 0,
      overdue_amount: 0,
      late_fee_amount: 0,
      credit_limit: 0,
      available_limit: 0,
      current_balance: 0,
      daily_late_fee: 0,
      grace_end_date: null,
      is_fee_waived: true,
      subscription_fee: 0,
      active_discount_offers: { subs_fee: null },
      fee_concession: 'none',
      badge: 'none',
      billing_cycle: null,
      explore_items: [],
      migration_type: null,
      account_closure_status: 'NONE',
      as_of: asOf,
    };
  }
  const { book, position } = read;
  const { account } = book;
  const { dues } = position;
  const subscriptionFee = openCycleFee(account.providerVersion, openCyclePurchases(book, now));
  const feeWaived = isFeeWaived(book, now);
  const offer = subscriptionFeeOffer({
    openDueDate: billingCycleAt(asOf).dueDate,
    listFee: subscriptionFee,
    discounts: extras.discounts,
    offered: extras.offered,
  });
  return {
    product_status: position.status,
    account_id: account.id,
    provider_version: account.providerVersion,
    due_date: dues.dueDate,
    amount_due: dues.overdue + dues.current,
    overdue_amount: dues.overdue,
    late_fee_amount: dues.unpaidLateFees,
    credit_limit: position.creditLimit,
    available_limit: position.availableLimit,
    current_balance: dues.payoff,
    daily_late_fee: dailyLateFee(account),
    grace_end_date: dues.dueDate ? graceEndDate(dues.dueDate) : null,
    is_fee_waived: feeWaived,
    subscription_fee: subscriptionFee,
    active_discount_offers: { subs_fee: offer },
    fee_concession: homeFeeConcession(feeWaived, offer),
    badge: homeBadge({
      status: position.status,
      currentBalance: dues.payoff,
      extendedPeriodUntil: extras.extendedPeriodUntil,
      today: jakartaDate(asOf),
    }),
    billing_cycle: { start_date: billingCycleAt(asOf).startDate, type: 'REGULAR' },
    explore_items: [...EXPLORE_ITEMS],
    migration_type: account.providerVersion === 'OLD' ? 'NEW_PROVIDER' : null,
    account_closure_status: account.closureStatus,
    as_of: asOf,
  };
}

/** `slik`: the user's SLIK flags (server/users/slik-flags.ts); none when not given. */
export function paylaterUnpaid(read: PaylaterRead, now: Date, slik: SlikFlags = NO_SLIK_FLAGS): PaylaterUnpaid {
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
      ...slik,
      as_of: asOf,
    };
  }
  const { book, position } = read;
  const transactions = unpaidLines(book, now);
  const dueDate = position.dues.dueDate;
  return {
    transactions,
    product_status: position.status,
    due_date: dueDate,
    total_amount: transactions.reduce((sum, line) => sum + line.unpaidAmount, 0),
    grace_period_end: dueDate ? graceEndDate(dueDate) : null,
    daily_late_fee: dailyLateFee(book.account),
    due_date_info_type: dueDateInfoType(dueDate, asOf),
    ...slik,
    as_of: asOf,
  };
}
