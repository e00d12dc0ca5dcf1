import type { Db } from '../db/client';
import { randomToken, sha256Hex } from '../secrets';

/** How long a bearer token is accepted, on the sandbox clock. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A session not used for this long ends (the idle limit): a phone left signed in somewhere is
 * not a way in for a month. The app calls the platform on every screen, so a person using it
 * never meets the limit. Idleness is a person's, so it is measured on the machine's time, not on
 * the sandbox clock: moving the platform's date (a due date, a month's bills) ends no session.
 */
export const SESSION_IDLE_LIMIT_MS = 30 * 60 * 1000;

/** last_used_at is written at most this often per session: not a database write on every request. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;

export interface Session {
  userId: string;
  /** The stored digest of the bearer token: enough to revoke it, useless to sign in. */
  tokenHash: string;
}

/** Starts a session and returns its bearer token; only the token's sha256 is stored. */
export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.query(`insert into sessions (token_hash, user_id, created_at, expires_at, last_used_at) values ($1, $2, $3, $4, $5)`, [
    sha256Hex(token),
    userId,
    now.toISOString(),
    new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    new Date().toISOString(),
  ]);
  return token;
}

/** The session of a bearer token, or null when unknown, expired, idle too long or revoked; a live one counts as used now. */
export async function findActiveSession(db: Db, token: string, now: Date, machineNow: () => number = Date.now): Promise<Session | null> {
  const tokenHash = sha256Hex(token);
  const machine = machineNow();
  const rows = await db.query<{ user_id: string; stale: boolean }>(
    `select user_id, coalesce(last_used_at, created_at) < $4 as stale from sessions
     where token_hash = $1 and revoked_at is null and expires_at > $2 and coalesce(last_used_at, created_at) > $3`,
    [
      tokenHash,
      now.toISOString(),
      new Date(machine - SESSION_IDLE_LIMIT_MS).toISOString(),
      new Date(machine - LAST_USED_RESOLUTION_MS).toISOString(),
    ],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale)
    await db.query('update sessions set last_used_at = $2 where token_hash = $1', [tokenHash, new Date(machine).toISOString()]);
  return { userId: row.user_id, tokenHash };
}

export async function revokeSession(db: Db, session: Session, now: Date): Promise<void> {
  await db.query(`update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null`, [
    session.tokenHash,
    now.toISOString(),
  ]);
}

/** Sign out everywhere: ends every live session of the user (this one included); how many were ended. */
export async function revokeAllSessions(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db.query<{ token_hash: string }>(
    'update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null returning token_hash',
    [userId, now.toISOString()],
  );
  return rows.length;
}
