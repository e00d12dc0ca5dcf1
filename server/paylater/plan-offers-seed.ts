/** POST /sandbox/paylater/plan-offers: names the plans offered to a user's current pay-later account. */
import type { PlanOffersSeed } from '@domain/contract/paylater-plans';
import type { Db } from '../db/client';
import { accountForProduct } from '../ledger/accounts';
import { systemCancelOpenChange } from './plan-changes';
import { withBook } from '../ledger/sync';
import { userByPhone } from './checkout';
import { paylaterError } from './errors';
import { storeOfferScenario } from './plan-offers';

export interface SeededPlanOffers {
  accountId: string;
  scenario: PlanOffersSeed['scenario'];
}

export async function seedPlanOffers(db: Db, request: PlanOffersSeed, now: Date): Promise<SeededPlanOffers> {
  const userId = await userByPhone(db, request.phone);
  const account = await accountForProduct(db, userId, 'paylater', now);
  if (!account) throw paylaterError(409, 'ME1', 'PayLater is not activated for this user: seed an activated state first.', 'phone');
  await withBook(db, account, now, async (tx) => {
    await storeOfferScenario(tx, account.id, request.scenario, now);
    // Plans withdrawn: the platform cancels a change still to come.
    if (request.scenario === 'none') await systemCancelOpenChange(tx, account.id, 'PLAN_WITHDRAWN', now);
  });
  return { accountId: account.id, scenario: request.scenario };
}
