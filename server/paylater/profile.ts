/** GET /pls/akhirbulan/profile and .../transactions/unpaid: the kit's shared figures (server/lending) and pay-later's own. */
import type { SlikFlags } from '@domain/lending/slik-blockers';
import type { PaylaterProfile, PaylaterUnpaid } from '@domain/contract/paylater';
import { graceEndDate } from '@domain/lending/grace';
import { billingCycleAt } from '@domain/paylater/billing';
import { openCycleFee } from '@domain/paylater/fees';
import { homeBadge, homeFeeConcession, subscriptionFeeOffer } from '@domain/paylater/home-extras';
import { jakartaDate } from '@domain/time';
import type { Db } from '../db/client';
import { DEFAULT_PROVIDER_VERSION } from '../ledger/accounts';
import type { Book } from '../ledger/book';
import { cycleUses } from './cycle-fees';
import { type CreditRead, accountFigures, readCreditAccount, unpaidAnswer } from '../lending/credit-account';
import { unpaidLines } from './lines';
import { type HomeExtrasInput, NO_HOME_EXTRAS } from './home-extras';
import { EXPLORE_ITEMS } from './merchants';

const NO_SLIK_FLAGS: SlikFlags = { has_invalid_slik: false, force_resubmission: false };

/** The caller's activated account with its book and position, or the onboarding status before activation. */
export type PaylaterRead = CreditRead;

export function readPaylater(db: Db, userId: string, now: Date): Promise<PaylaterRead> {
  return readCreditAccount(db, userId, 'paylater', now);
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
  const figures = accountFigures(read, now);
  if (read.kind === 'onboarding') {
    return {
      ...figures,
      provider_version: DEFAULT_PROVIDER_VERSION,
      current_balance: 0,
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
    ...figures,
    provider_version: account.providerVersion,
    current_balance: dues.payoff,
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
  };
}

/** `slik`: the user's SLIK flags (server/users/slik-flags.ts); none when not given. */
export function paylaterUnpaid(read: PaylaterRead, now: Date, slik: SlikFlags = NO_SLIK_FLAGS): PaylaterUnpaid {
  return { ...unpaidAnswer(read, (book) => unpaidLines(book, now), now), ...slik };
}
