/**
 * POST /sandbox/paylater/migration and /sandbox/paylater/slik (README "Pay-later migration and SLIK
 * blockers"): a user's current pay-later account put on the old provider with its move in a named
 * scenario, and the user's SLIK answers flagged or cleared.
 */
import type { MigrationScenario, MigrationSeedRequest, SlikSeedRequest } from '@domain/contract/paylater-migration';
import type { SlikFlags } from '@domain/lending/slik-blockers';
import { PAYLATER_LIMIT_CAPS } from '@domain/paylater/fees';
import { OLD_VERSION_ENDS_AT, PROVIDER_CHANGE_OPENS_AT } from '@domain/paylater/migration';
import type { Db } from '../db/client';
import { accountForProduct } from '../ledger/accounts';
import { seedMigration } from './migration-store';
import { withBook } from '../ledger/sync';
import { setSlikFlags } from '../users/slik-flags';
import { userByPhone } from './checkout';
import { paylaterError } from './errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The document's window lies in 2023, long behind the sandbox clock: each scenario but spec-dates
 * sets the account's own window around now, so every step can be reached without moving the clock
 * back (which the other users' ledgers forbid).
 */
function windowFor(scenario: MigrationScenario, now: Date): { opensAt: Date; oldVersionEndsAt: Date } {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  switch (scenario) {
    case 'not-open':
      return { opensAt: days(10), oldVersionEndsAt: days(50) };
    case 'closed':
      return { opensAt: days(-60), oldVersionEndsAt: days(-1) };
    case 'spec-dates':
      return { opensAt: new Date(PROVIDER_CHANGE_OPENS_AT), oldVersionEndsAt: new Date(OLD_VERSION_ENDS_AT) };
    default:
      return { opensAt: days(-10), oldVersionEndsAt: days(30) };
  }
}

export async function seedMigrationScenario(
  db: Db,
  request: MigrationSeedRequest,
  now: Date,
): Promise<{ accountId: string; scenario: MigrationScenario }> {
  const userId = await userByPhone(db, request.phone);
  const account = await accountForProduct(db, userId, 'paylater', now);
  if (!account) throw paylaterError(409, 'ME1', 'PayLater is not activated for this user: seed an activated state first.', 'phone');
  await withBook(db, account, now, async (tx) => {
    await tx.query(`update lending_accounts set provider_version = 'OLD', credit_limit = least(credit_limit, $2) where id = $1`, [
      account.id,
      PAYLATER_LIMIT_CAPS.OLD,
    ]);
    const blocked = request.scenario === 'blocked';
    await seedMigration(
      tx,
      account.id,
      blocked ? 'BLOCKED' : 'NOT_STARTED',
      blocked ? 'NEW_PROVIDER_DECLINED' : null,
      windowFor(request.scenario, now),
    );
  });
  return { accountId: account.id, scenario: request.scenario };
}

const SLIK_SEEDS: Record<SlikSeedRequest['state'], SlikFlags> = {
  invalid: { has_invalid_slik: true, force_resubmission: false },
  'force-resubmission': { has_invalid_slik: false, force_resubmission: true },
  none: { has_invalid_slik: false, force_resubmission: false },
};

export async function seedSlikFlags(db: Db, request: SlikSeedRequest, now: Date): Promise<{ userId: string } & SlikFlags> {
  const userId = await userByPhone(db, request.phone);
  const flags = SLIK_SEEDS[request.state];
  await setSlikFlags(db, userId, flags, now);
  return { userId, ...flags };
}
