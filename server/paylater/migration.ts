/**
 * GET /pls/akhirbulan/migration, POST .../migration/consent and .../migration/reservation
 * (CONTRACT.md "Migration"): where the move to the new provider stands and its two steps before the
 * contract. Completing it is the signing's job (POST /privy/signed), never these calls.
 */
import { MIGRATION_ERROR_CODES, type PaylaterMigration } from '@domain/contract/paylater-migration';
import { PLAN_ERROR_CODES } from '@domain/contract/paylater-plans';
import { type MigrationStep, canConsent, canReserve, migrationStep, reservedLimitFor } from '@domain/paylater/migration';
import type { Db } from '../db/client';
import { accountForProduct } from '../ledger/accounts';
import type { Book } from '../ledger/book';
import { type AccountMigration, consentToMigration, migrationOf, reserveMigration } from './migration-store';
import { positionOf } from '../ledger/positions';
import { withBook } from '../ledger/sync';
import type { LendingAccount } from '../ledger/types';
import { paylaterError } from './errors';

async function activatedAccount(db: Db, userId: string, now: Date): Promise<LendingAccount> {
  const account = await accountForProduct(db, userId, 'paylater', now);
  if (!account)
    throw paylaterError(
      409,
      PLAN_ERROR_CODES.noAccount,
      'The move to the new provider is for activated PayLater accounts.',
      'product_status',
    );
  return account;
}

function viewOf(book: Book, migration: AccountMigration, now: Date): PaylaterMigration {
  const owed = positionOf(book, now).dues.payoff;
  const account = book.account;
  const step = migrationStep({
    providerVersion: account.providerVersion,
    state: migration.state,
    owed,
    now: now.toISOString(),
    window: { opensAt: migration.opensAt.toISOString(), oldVersionEndsAt: migration.oldVersionEndsAt.toISOString() },
  });
  return {
    migration_type: account.providerVersion === 'OLD' ? 'NEW_PROVIDER' : null,
    provider_version: account.providerVersion,
    state: migration.state,
    step,
    blocked_reason: migration.blockedReason,
    owed_amount: owed,
    current_limit: account.creditLimit,
    new_limit: migration.reservedLimit ?? reservedLimitFor(account.creditLimit),
    opens_at: migration.opensAt.toISOString(),
    old_version_ends_at: migration.oldVersionEndsAt.toISOString(),
    consented_at: migration.consentedAt?.toISOString() ?? null,
    reserved_at: migration.reservedAt?.toISOString() ?? null,
    completed_at: migration.completedAt?.toISOString() ?? null,
    as_of: now.toISOString(),
  };
}

const outOfOrder = (step: MigrationStep) =>
  paylaterError(409, MIGRATION_ERROR_CODES.outOfOrder, `The move to the new provider is at step ${step}; this call does not fit it.`, step);

/** GET: the move as it stands (the account's book read at now). */
export async function readMigration(db: Db, userId: string, now: Date): Promise<PaylaterMigration> {
  const account = await activatedAccount(db, userId, now);
  return withBook(db, account, now, async (tx, book) => viewOf(book, await migrationOf(tx, account.id), now));
}

/** POST consent: only at step CONSENT (409 MIGRATION_STEP_INVALID otherwise, cause the step). */
export async function consentMigration(db: Db, userId: string, now: Date): Promise<PaylaterMigration> {
  const account = await activatedAccount(db, userId, now);
  return withBook(db, account, now, async (tx, book) => {
    const before = viewOf(book, await migrationOf(tx, account.id), now);
    if (!canConsent(before.step) || !(await consentToMigration(tx, account.id, now))) throw outOfOrder(before.step);
    return viewOf(book, await migrationOf(tx, account.id), now);
  });
}

/** POST reservation: only at step RESERVATION (consented, nothing owed to the old provider, window open). */
export async function reserveNewLimit(db: Db, userId: string, now: Date): Promise<PaylaterMigration> {
  const account = await activatedAccount(db, userId, now);
  return withBook(db, account, now, async (tx, book) => {
    const before = viewOf(book, await migrationOf(tx, account.id), now);
    const limit = reservedLimitFor(book.account.creditLimit);
    if (!canReserve(before.step) || !(await reserveMigration(tx, account.id, book.account.creditLimit, limit, now)))
      throw outOfOrder(before.step);
    return viewOf(book, await migrationOf(tx, account.id), now);
  });
}
