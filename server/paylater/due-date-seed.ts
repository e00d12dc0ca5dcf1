/** POST /sandbox/paylater/due-date-offers: names the due-date offers of a user's current pay-later account. */
import type { DueDateOffersSeed } from '@domain/contract/paylater-duedate';
import type { Db } from '../db/client';
import { accountForProduct } from '../ledger/accounts';
import { setSlikFlags } from '../users/slik-flags';
import { userByPhone } from './checkout';
import { storeDueDateScenario } from './due-date-offers';
import { paylaterError } from './errors';

export async function seedDueDateOffers(
  db: Db,
  request: DueDateOffersSeed,
  now: Date,
): Promise<{ accountId: string; scenario: DueDateOffersSeed['scenario'] }> {
  const userId = await userByPhone(db, request.phone);
  const account = await accountForProduct(db, userId, 'paylater', now);
  if (!account) throw paylaterError(409, 'ME1', 'PayLater is not activated for this user: seed an activated state first.', 'phone');
  await storeDueDateScenario(db, account.id, request.scenario, now);
  // `slik_changes` is read from the user's real flags: the scenario flags them (the questionnaire clears them).
  if (request.scenario === 'slik') await setSlikFlags(db, userId, { has_invalid_slik: true, force_resubmission: true }, now);
  return { accountId: account.id, scenario: request.scenario };
}
