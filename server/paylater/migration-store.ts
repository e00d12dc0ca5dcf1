/**
 * The move of an OLD-version pay-later account to the new provider (issue 10; CONTRACT.md
 * "Migration"). It changes the account the ledger reads (its provider version and limit), under the
 * account's lock; signing (the home area's provider calls) reaches it through change-owner.ts.
 *
 * NOT_STARTED -> CONSENTED -> RESERVED (contract waits to be signed) -> COMPLETED; BLOCKED (the new
 * provider refused: sandbox). Every move is an update guarded by the state it leaves, so a move is
 * consented, reserved and completed once however many requests race.
 */
import type { MigrationBlockedReason } from '@domain/contract/paylater-migration';
import { type MigrationState, SPEC_MIGRATION_WINDOW } from '@domain/paylater/migration';
import { type Db, toDate } from '../db/client';
import { lockAccount } from '../ledger/sync';

export interface AccountMigration {
  accountId: string;
  state: MigrationState;
  blockedReason: MigrationBlockedReason | null;
  opensAt: Date;
  oldVersionEndsAt: Date;
  previousLimit: number | null;
  reservedLimit: number | null;
  consentedAt: Date | null;
  reservedAt: Date | null;
  completedAt: Date | null;
}

interface MigrationRow {
  account_id: string;
  state: MigrationState;
  blocked_reason: MigrationBlockedReason | null;
  opens_at: Date | string;
  old_version_ends_at: Date | string;
  previous_limit: number | null;
  reserved_limit: number | null;
  consented_at: Date | string | null;
  reserved_at: Date | string | null;
  completed_at: Date | string | null;
}

const COLUMNS =
  'account_id, state, blocked_reason, opens_at, old_version_ends_at, previous_limit, reserved_limit, consented_at, reserved_at, completed_at';
const orNull = (value: Date | string | null): Date | null => (value === null ? null : toDate(value));

const toMigration = (row: MigrationRow): AccountMigration => ({
  accountId: row.account_id,
  state: row.state,
  blockedReason: row.blocked_reason,
  opensAt: toDate(row.opens_at),
  oldVersionEndsAt: toDate(row.old_version_ends_at),
  previousLimit: row.previous_limit,
  reservedLimit: row.reserved_limit,
  consentedAt: orNull(row.consented_at),
  reservedAt: orNull(row.reserved_at),
  completedAt: orNull(row.completed_at),
});

/** The account's move as stored, or NOT_STARTED in the document's window when nothing happened yet. */
export async function migrationOf(db: Db, accountId: string): Promise<AccountMigration> {
  const [row] = await db.query<MigrationRow>(`select ${COLUMNS} from paylater_migrations where account_id = $1`, [accountId]);
  if (row) return toMigration(row);
  return {
    accountId,
    state: 'NOT_STARTED',
    blockedReason: null,
    opensAt: new Date(String(SPEC_MIGRATION_WINDOW.opensAt)),
    oldVersionEndsAt: new Date(String(SPEC_MIGRATION_WINDOW.oldVersionEndsAt)),
    previousLimit: null,
    reservedLimit: null,
    consentedAt: null,
    reservedAt: null,
    completedAt: null,
  };
}

async function ensureRow(db: Db, accountId: string): Promise<void> {
  const fallback = await migrationOf(db, accountId);
  await db.query(
    `insert into paylater_migrations (account_id, state, opens_at, old_version_ends_at) values ($1, 'NOT_STARTED', $2, $3)
     on conflict (account_id) do nothing`,
    [accountId, fallback.opensAt.toISOString(), fallback.oldVersionEndsAt.toISOString()],
  );
}

/** NOT_STARTED -> CONSENTED; false when the move was not NOT_STARTED (already consented, or another state). */
export async function consentToMigration(db: Db, accountId: string, now: Date): Promise<boolean> {
  await ensureRow(db, accountId);
  const rows = await db.query<{ account_id: string }>(
    `update paylater_migrations set state = 'CONSENTED', consented_at = $2 where account_id = $1 and state = 'NOT_STARTED' returning account_id`,
    [accountId, now.toISOString()],
  );
  return rows.length === 1;
}

/** CONSENTED -> RESERVED, holding `limit`; false when the move was not CONSENTED. */
export async function reserveMigration(db: Db, accountId: string, previousLimit: number, limit: number, now: Date): Promise<boolean> {
  const rows = await db.query<{ account_id: string }>(
    `update paylater_migrations set state = 'RESERVED', reserved_at = $2, previous_limit = $3, reserved_limit = $4
     where account_id = $1 and state = 'CONSENTED' returning account_id`,
    [accountId, now.toISOString(), previousLimit, limit],
  );
  return rows.length === 1;
}

/** The user's pay-later move waiting for its contract (RESERVED), if any. */
export async function migrationAwaitingSignature(db: Db, userId: string): Promise<AccountMigration | null> {
  const [row] = await db.query<MigrationRow>(
    `select ${COLUMNS.split(', ')
      .map((column) => `m.${column}`)
      .join(', ')}
     from paylater_migrations m
     join user_products p on p.product_id = m.account_id and p.user_id = $1 and p.product = 'paylater'
     where m.state = 'RESERVED'`,
    [userId],
  );
  return row ? toMigration(row) : null;
}

/**
 * RESERVED -> COMPLETED for a move whose contract was signed: the account goes to the new provider
 * with the reserved limit, in one transaction. A second call finds it COMPLETED and does nothing.
 */
export async function completeSignedMigration(db: Db, accountId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const rows = await tx.query<{ reserved_limit: number }>(
      `update paylater_migrations set state = 'COMPLETED', completed_at = $2 where account_id = $1 and state = 'RESERVED' returning reserved_limit`,
      [accountId, now.toISOString()],
    );
    const done = rows[0];
    if (!done) return false;
    await tx.query(`update lending_accounts set provider_version = 'NEW', credit_limit = $2 where id = $1 and provider_version = 'OLD'`, [
      accountId,
      done.reserved_limit,
    ]);
    return true;
  });
}

/** Sandbox: the account's move set to `state` in `window` (the row replaced). */
export async function seedMigration(
  db: Db,
  accountId: string,
  state: MigrationState,
  blockedReason: MigrationBlockedReason | null,
  window: { opensAt: Date; oldVersionEndsAt: Date },
): Promise<void> {
  await db.query('delete from paylater_migrations where account_id = $1', [accountId]);
  await db.query(
    `insert into paylater_migrations (account_id, state, blocked_reason, opens_at, old_version_ends_at) values ($1, $2, $3, $4, $5)`,
    [accountId, state, blockedReason, window.opensAt.toISOString(), window.oldVersionEndsAt.toISOString()],
  );
}
