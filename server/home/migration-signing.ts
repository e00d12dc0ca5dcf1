/**
 * The contract of a pay-later move to the new provider (issue 10, "migration requires contract
 * signing"): one signing request per move, signed on the provider's page like a plan change's;
 * POST /privy/signed completes the moves whose contract was signed (server/ledger/migrations.ts).
 */
import type { Db } from '../db/client';
import { completeSignedMigration, migrationAwaitingSignature } from '../paylater/migration-store';
import { randomToken } from '../secrets';

export interface MigrationSigning {
  id: string;
  signedAt: Date | null;
}

/** The user's move waiting for its contract, with its signing request (made on first ask); null: none waits. */
export async function migrationSigningRequest(db: Db, userId: string, now: Date): Promise<MigrationSigning | null> {
  const migration = await migrationAwaitingSignature(db, userId);
  if (!migration) return null;
  await db.query(
    `insert into signing_requests (id, user_id, product, created_at, migration_account_id) values ($1, $2, 'paylater', $3, $4)
     on conflict (migration_account_id) where migration_account_id is not null do nothing`,
    [randomToken(18), userId, now.toISOString(), migration.accountId],
  );
  const [row] = await db.query<{ id: string; signed_at: Date | string | null }>(
    'select id, signed_at from signing_requests where migration_account_id = $1',
    [migration.accountId],
  );
  if (!row) throw new Error('A signing request just made could not be read');
  return { id: row.id, signedAt: row.signed_at === null ? null : new Date(row.signed_at) };
}

/** POST /privy/signed: each move of the user whose contract the provider signed is completed, once. */
export async function completeSignedMigrations(db: Db, userId: string, now: Date): Promise<void> {
  const rows = await db.query<{ migration_account_id: string }>(
    'select migration_account_id from signing_requests where user_id = $1 and migration_account_id is not null and signed_at is not null',
    [userId],
  );
  for (const row of rows) await completeSignedMigration(db, row.migration_account_id, now);
}

/** What the provider's page says is signed, for a request of a move; null when the request is not one. */
export async function migrationSigningLabel(db: Db, requestId: string): Promise<string | null> {
  const [row] = await db.query<{ previous_limit: number | null; reserved_limit: number | null }>(
    `select m.previous_limit, m.reserved_limit from signing_requests s join paylater_migrations m on m.account_id = s.migration_account_id
     where s.id = $1`,
    [requestId],
  );
  if (!row) return null;
  return `PayLater (monthly): move to the new provider, limit ${(row.reserved_limit ?? 0).toLocaleString('id-ID')}`;
}
