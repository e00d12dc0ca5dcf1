/**
 * The pay-later home's extras read from real state (CONTRACT.md "Home extras"): the fee discount
 * of an applied plan (or a discounted plan on offer), the extended period in force, and the sandbox's
 * named seeds for the extended period and the closure status.
 */
import type { HomeExtrasSeed } from '@domain/contract/paylater-home-extras';
import { SEEDED_EXTENDED_PERIOD_DAYS } from '@domain/contract/paylater-home-extras';
import type { DiscountedPlanOffer } from '@domain/paylater/home-extras';
import type { FeeDiscount } from '@domain/paylater/plans';
import { jakartaDate } from '@domain/time';
import type { Db } from '../db/client';
import { accountForProduct } from '../ledger/accounts';
import { addDays } from '../ledger/calendar';
import { appliedFeeDiscounts } from './book-terms';
import type { LendingAccount } from '../ledger/types';
import { userByPhone } from './checkout';
import { paylaterError } from './errors';
import { planOffer } from './plan-offers';

export interface HomeExtrasInput {
  /** The discounts of the plans applied to the account. */
  discounts: FeeDiscount[];
  /** A discounted plan the user may still choose. */
  offered: DiscountedPlanOffer | null;
  /** YYYY-MM-DD: the last day of an extended period, or null. */
  extendedPeriodUntil: string | null;
}

export const NO_HOME_EXTRAS: HomeExtrasInput = { discounts: [], offered: null, extendedPeriodUntil: null };

async function extendedPeriodUntil(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db.query<{ until_date: string | Date }>(
    `select to_char(until_date, 'YYYY-MM-DD') as until_date from paylater_extended_periods where account_id = $1`,
    [accountId],
  );
  return row ? String(row.until_date) : null;
}

export async function readHomeExtras(db: Db, account: LendingAccount, now: Date): Promise<HomeExtrasInput> {
  const [discounts, offer, until] = await Promise.all([
    appliedFeeDiscounts(db, account.id),
    planOffer(db, account, now),
    extendedPeriodUntil(db, account.id),
  ]);
  return { discounts, offered: offer?.promo ?? null, extendedPeriodUntil: until };
}

export interface SeededHomeExtras {
  accountId: string;
  scenario: HomeExtrasSeed['scenario'];
}

/** POST /sandbox/paylater/home-extras: names the extras of a user's current pay-later account. */
export async function seedHomeExtras(db: Db, request: HomeExtrasSeed, now: Date): Promise<SeededHomeExtras> {
  const userId = await userByPhone(db, request.phone);
  const account = await accountForProduct(db, userId, 'paylater', now);
  if (!account) throw paylaterError(409, 'ME1', 'PayLater is not activated for this user: seed an activated state first.', 'phone');
  const { scenario } = request;
  await db.transaction(async (tx) => {
    await tx.query('delete from paylater_extended_periods where account_id = $1', [account.id]);
    if (scenario === 'extended-period') {
      const until = addDays(jakartaDate(now.toISOString()), SEEDED_EXTENDED_PERIOD_DAYS);
      await tx.query('insert into paylater_extended_periods (account_id, until_date, seeded_at) values ($1, $2, $3)', [
        account.id,
        until,
        now.toISOString(),
      ]);
    }
    const closure = scenario === 'closure-scheduled' ? 'SCHEDULED' : scenario === 'closed' ? 'CLOSED' : 'NONE';
    await tx.query('update lending_accounts set closure_status = $2 where id = $1', [account.id, closure]);
  });
  return { accountId: account.id, scenario };
}
