import type { Db } from '../db/client';
import { randomToken, sha256Hex } from '../secrets';

/** How long a bearer token is accepted, on the sandbox clock. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface Session {
  userId: string;
  /** The stored digest of the bearer token: enough to revoke it, useless to sign in. */
  tokenHash: string;
}

/** Starts a session and returns its bearer token; only the token's sha256 is stored. */
export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.query(`insert into sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)`, [
    sha256Hex(token),
    userId,
    now.toISOString(),
    new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
  ]);
  return token;
}

/** The session of a bearer token, or null when unknown, expired or revoked. */
export async function findActiveSession(db: Db, token: string, now: Date): Promise<Session | null> {
  const tokenHash = sha256Hex(token);
  const rows = await db.query<{ user_id: string }>(
    `select user_id from sessions where token_hash = $1 and revoked_at is null and expires_at > $2`,
    [tokenHash, now.toISOString()],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, tokenHash } : null;
}

export async function revokeSession(db: Db, session: Session, now: Date): Promise<void> {
  await db.query(`update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null`, [
    session.tokenHash,
    now.toISOString(),
  ]);
}
