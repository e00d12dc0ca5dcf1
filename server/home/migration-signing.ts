/**
 * The contract of a move to another provider (issue 10, "migration requires contract signing": the
 * pay-later move to the new provider): one signing request per move, signed on the provider's page
 * like a plan change's; POST /privy/signed completes the moves whose contract was signed. The move
 * itself is its product's (server/ledger/change-owners.ts MoveOwner).
 */
import type { SigningProduct } from '@domain/contract/home';
import type { Db } from '../db/client';
import { changeOwnerOf } from '../ledger/change-owners';
import { randomToken } from '../secrets';

export interface MigrationSigning {
  id: string;
  signedAt: Date | null;
}

/** The user's move waiting for its contract, with its signing request (made on first ask); null: none waits. */
export async function migrationSigningRequest(
  db: Db,
  product: SigningProduct,
  userId: string,
  now: Date,
): Promise<MigrationSigning | null> {
  const move = changeOwnerOf(product)?.move;
  const accountId = move ? await move.awaitingSignature(db, userId) : null;
  if (!accountId) return null;
  await db.query(
    `insert into signing_requests (id, user_id, product, created_at, migration_account_id) values ($1, $2, $3, $4, $5)
     on conflict (migration_account_id) where migration_account_id is not null do nothing`,
    [randomToken(18), userId, product, now.toISOString(), accountId],
  );
  const [row] = await db.query<{ id: string; signed_at: Date | string | null }>(
    'select id, signed_at from signing_requests where migration_account_id = $1',
    [accountId],
  );
  if (!row) throw new Error('A signing request just made could not be read');
  return { id: row.id, signedAt: row.signed_at === null ? null : new Date(row.signed_at) };
}

/** POST /privy/signed: each move of the user whose contract the provider signed is completed, once. */
export async function completeSignedMigrations(db: Db, userId: string, now: Date): Promise<void> {
  const rows = await db.query<{ migration_account_id: string; product: SigningProduct }>(
    'select migration_account_id, product from signing_requests where user_id = $1 and migration_account_id is not null and signed_at is not null',
    [userId],
  );
  for (const row of rows) await changeOwnerOf(row.product)?.move?.completeSigned(db, row.migration_account_id, now);
}

/** What the provider's page says is signed, for a request of a move; null when the request is not one. */
export async function migrationSigningLabel(db: Db, requestId: string): Promise<string | null> {
  const [row] = await db.query<{ migration_account_id: string | null; product: SigningProduct }>(
    'select migration_account_id, product from signing_requests where id = $1',
    [requestId],
  );
  if (!row?.migration_account_id) return null;
  return (await changeOwnerOf(row.product)?.move?.describe(db, row.migration_account_id)) ?? null;
}
