/**
 * Rolling-window limits kept in the database (table rate_limit_hits), so they hold across
 * restarts and instances: at most `max` hits per key in any `windowMs`. A refused hit is not
 * recorded, so a client that waits gets through again when its old hits age out.
 */
import type { Db } from '../db/client';
import { PlatformError } from './errors';

export interface RateLimit {
  scope: string;
  max: number;
  windowMs: number;
}

/** Records a hit and answers true, or answers false when the key is at its limit. */
export async function takeHit(db: Db, limit: RateLimit, key: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One key at a time: two hits at once cannot both slip under the limit.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${limit.scope}:${key}`]);
    const since = new Date(now.getTime() - limit.windowMs).toISOString();
    const [row] = await tx.query<{ n: number }>(
      'select count(*)::int as n from rate_limit_hits where scope = $1 and key = $2 and at > $3',
      [limit.scope, key, since],
    );
    if ((row?.n ?? 0) >= limit.max) return false;
    await tx.query('insert into rate_limit_hits (scope, key, at) values ($1, $2, $3)', [limit.scope, key, now.toISOString()]);
    // Old hits say nothing any more: dropped as the key is used, so the table stays small.
    await tx.query('delete from rate_limit_hits where scope = $1 and key = $2 and at <= $3', [limit.scope, key, since]);
    return true;
  });
}

/** 429 with Retry-After, in seconds, for the whole window (the earliest a new hit is sure to pass). */
export function tooManyRequests(
  code: Parameters<typeof PlatformError.of>[1],
  message: string,
  limit: RateLimit,
  cause = 'rate limit',
): PlatformError {
  const error = PlatformError.of(429, code, message, cause);
  error.headers['Retry-After'] = String(Math.ceil(limit.windowMs / 1000));
  return error;
}
