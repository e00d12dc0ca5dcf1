/**
 * Idempotency keys (issue 42), for every platform POST (the object store's uploads aside: their
 * bytes stream to the store and a resumed upload is already idempotent by its offset). A call sent
 * with `Idempotency-Key` is remembered by its caller (a hash of its Authorization header, so one
 * user's key never answers another's), its key and a fingerprint of method, path, query and body:
 * - the same call again (a retry, a second send of one press) gets the first answer as it was,
 *   with `Idempotent-Replayed: true`, and creates nothing;
 * - while the first is still being handled, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS (Retry-After: 1);
 * - the same key with another body or path: 422 IDEMPOTENCY_KEY_REUSED;
 * - a key that is not 8 to 200 printable ASCII characters: 400 IDEMPOTENCY_KEY_INVALID.
 * Only a 2xx answer is remembered: a refused or failed call created nothing and may be sent again
 * with the same key. Keys are kept 24 hours on the platform's clock. Without the header a call
 * behaves as before. An answer may hold a secret (a code's token, a bearer token): it is stored
 * sealed with a key derived from the Idempotency-Key, which only the caller has, and the key itself
 * as a digest. The contract: server/CONTRACT.md, "Idempotency keys".
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { HEADER_AUTHORIZATION, HEADER_IDEMPOTENCY_KEY, isPlatformPath } from '@domain/contract/http';
import { STORAGE_PATH_PREFIX } from '@domain/contract/storage';
import type { Db } from '../db/client';
import type { Clock } from '../sandbox/clock';
import { failure } from './envelope';
import { PlatformError } from './errors';

declare module './errors' {
  interface AreaErrorCodes {
    IDEMPOTENCY_KEY_INVALID: true;
    IDEMPOTENCY_KEY_REUSED: true;
    IDEMPOTENCY_REQUEST_IN_PROGRESS: true;
  }
}

export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;
export const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60 * 1000;
/** A first call still unanswered after this long was cut off (a restart): its key may be used again. */
const ABANDONED_AFTER_MS = 2 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;
export const REPLAYED_HEADER = 'Idempotent-Replayed';

interface StoredCall {
  fingerprint: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  created_at: Date | string;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url');
const sealingKey = (key: string): Buffer => createHash('sha256').update(`seal:${key}`).digest();

/** The answer's body, sealed (AES-256-GCM) with the caller's key: iv, tag and text, base64url. */
function seal(key: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(key), iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(key: string, stored: string): string {
  const bytes = Buffer.from(stored, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(key), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

export function idempotentRequests(deps: { db: Db; clock: Clock }): MiddlewareHandler {
  const { db, clock } = deps;
  let lastSweep = 0;

  /** Claims the key for this call; answers the call already made with it when there is one. */
  async function claim(caller: string, keyHash: string, fingerprint: string, now: Date): Promise<StoredCall | null> {
    const claimed = await db.query<{ key_hash: string }>(
      `insert into idempotent_requests (caller, key_hash, fingerprint, created_at) values ($1, $2, $3, $4)
       on conflict (caller, key_hash) do nothing returning key_hash`,
      [caller, keyHash, fingerprint, now.toISOString()],
    );
    if (claimed.length > 0) return null;
    const [stored] = await db.query<StoredCall>(
      'select fingerprint, status, content_type, body, created_at from idempotent_requests where caller = $1 and key_hash = $2',
      [caller, keyHash],
    );
    if (!stored) return claim(caller, keyHash, fingerprint, now); // removed meanwhile (a failed first call)
    const age = now.getTime() - new Date(stored.created_at).getTime();
    if (age > IDEMPOTENCY_KEPT_MS || (stored.status === null && age > ABANDONED_AFTER_MS)) {
      await db.query('delete from idempotent_requests where caller = $1 and key_hash = $2', [caller, keyHash]);
      return claim(caller, keyHash, fingerprint, now);
    }
    return stored;
  }

  return async (c, next) => {
    const key = c.req.header(HEADER_IDEMPOTENCY_KEY);
    if (key === undefined || c.req.method !== 'POST' || !isPlatformPath(c.req.path) || c.req.path.startsWith(STORAGE_PATH_PREFIX)) {
      await next();
      return;
    }
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return failure(
        c,
        PlatformError.of(
          400,
          'IDEMPOTENCY_KEY_INVALID',
          'The Idempotency-Key header must be 8 to 200 printable ASCII characters.',
          'Idempotency-Key',
        ),
      );
    }
    const now = clock.now();
    if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      await db.query('delete from idempotent_requests where created_at < $1', [
        new Date(now.getTime() - IDEMPOTENCY_KEPT_MS).toISOString(),
      ]);
    }
    const caller = sha256(c.req.header(HEADER_AUTHORIZATION) ?? '');
    const url = new URL(c.req.url);
    const fingerprint = sha256(`${c.req.method} ${url.pathname}${url.search}\n${await c.req.text()}`);
    const keyHash = sha256(`key:${key}`);
    const stored = await claim(caller, keyHash, fingerprint, now);
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        return failure(
          c,
          PlatformError.of(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another request.', 'Idempotency-Key'),
        );
      }
      if (stored.status === null) {
        const inProgress = PlatformError.of(
          409,
          'IDEMPOTENCY_REQUEST_IN_PROGRESS',
          'The first request with this Idempotency-Key is still being handled; ask again in a moment.',
          'Idempotency-Key',
        );
        return failure(c, new PlatformError(inProgress.status, inProgress.items, { 'Retry-After': '1' }));
      }
      return new Response(stored.body === null ? null : unseal(key, stored.body), {
        status: stored.status,
        headers: { 'Content-Type': stored.content_type ?? 'application/json', [REPLAYED_HEADER]: 'true', 'Cache-Control': 'no-store' },
      });
    }
    try {
      await next();
    } finally {
      const status = c.res.status;
      if (status >= 200 && status < 300) {
        await db.query('update idempotent_requests set status = $3, content_type = $4, body = $5 where caller = $1 and key_hash = $2', [
          caller,
          keyHash,
          status,
          c.res.headers.get('Content-Type'),
          seal(key, await c.res.clone().text()),
        ]);
      } else {
        await db.query('delete from idempotent_requests where caller = $1 and key_hash = $2', [caller, keyHash]);
      }
    }
  };
}
