/**
 * Signed addresses, as object stores issue them: the path, an operation and an expiry, with an
 * HMAC over the three. Whoever holds an upload address may PUT to it until it expires (that is
 * the point of a pre-signed URL); reading also needs the owner's session (see routes.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { STORAGE_PATH_PREFIX, type StorageBucket } from '@domain/contract/storage';
import type { Db } from '../db/client';
import type { Clock } from '../sandbox/clock';

/** Long enough for a slow upload to start, short enough that a leaked address soon stops working. */
export const UPLOAD_ADDRESS_TTL_SECONDS = 15 * 60;
export const READ_ADDRESS_TTL_SECONDS = 10 * 60;

export type StorageOperation = 'upload' | 'read';

export interface FileLocation {
  bucket: StorageBucket;
  ownerId: string;
  /** The area's name for the file: 'KTP', 'passbookDoc', ... */
  slot: string;
}

export interface SignedAddress {
  /** Relative to the platform's origin (clients resolve it against their API base URL). */
  url: string;
  expiresAt: Date;
}

const SLOT = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidSlot(slot: string): boolean {
  return SLOT.test(slot);
}

export function filePath(location: FileLocation): string {
  return `${STORAGE_PATH_PREFIX}${location.bucket}/${location.ownerId}/${location.slot}`;
}

let cachedSecret: { db: Db; secret: Buffer } | null = null;

async function signingSecret(db: Db): Promise<Buffer> {
  if (cachedSecret?.db === db) return cachedSecret.secret;
  await db.query('insert into storage_signing_key (secret) values ($1) on conflict (id) do nothing', [randomBytes(32).toString('hex')]);
  const [row] = await db.query<{ secret: string }>('select secret from storage_signing_key');
  if (!row) throw new Error('No storage signing key');
  cachedSecret = { db, secret: Buffer.from(row.secret, 'hex') };
  return cachedSecret.secret;
}

function signature(secret: Buffer, path: string, operation: StorageOperation, expires: number, nonce: string): string {
  return createHmac('sha256', secret).update(`${operation}\n${path}\n${expires}\n${nonce}`).digest('hex');
}

/** Each address is unique (two issued in one second differ), so "one upload per address" means per address handed out. */
const NONCE = /^[0-9a-f]{16}$/;

async function issue(
  deps: { db: Db; clock: Clock },
  location: FileLocation,
  operation: StorageOperation,
  ttlSeconds: number,
): Promise<SignedAddress> {
  if (!isValidSlot(location.slot)) throw new Error(`Invalid storage slot ${location.slot}`);
  const path = filePath(location);
  const expires = Math.floor(deps.clock.now().getTime() / 1000) + ttlSeconds;
  const nonce = randomBytes(8).toString('hex');
  const sig = signature(await signingSecret(deps.db), path, operation, expires, nonce);
  const query =
    operation === 'read'
      ? `op=read&expires=${expires}&nonce=${nonce}&signature=${sig}`
      : `expires=${expires}&nonce=${nonce}&signature=${sig}`;
  return { url: `${path}?${query}`, expiresAt: new Date(expires * 1000) };
}

export function issueUploadAddress(
  deps: { db: Db; clock: Clock },
  location: FileLocation,
  ttlSeconds = UPLOAD_ADDRESS_TTL_SECONDS,
): Promise<SignedAddress> {
  return issue(deps, location, 'upload', ttlSeconds);
}

export function issueReadAddress(
  deps: { db: Db; clock: Clock },
  location: FileLocation,
  ttlSeconds = READ_ADDRESS_TTL_SECONDS,
): Promise<SignedAddress> {
  return issue(deps, location, 'read', ttlSeconds);
}

/**
 * The credential of the resumable session an upload address opens: derived from the address's
 * signature, so a second POST to the same address (its first answer lost) names the same session,
 * and never stored (the session is keyed by its hash).
 */
export async function sessionToken(deps: { db: Db }, addressSignature: string): Promise<string> {
  return createHmac('sha256', await signingSecret(deps.db))
    .update(`upload-session\n${addressSignature}`)
    .digest('base64url');
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** Checks the signature first, so an expired answer is only given for an address we really issued. */
export async function checkSignedAddress(
  deps: { db: Db; clock: Clock },
  path: string,
  operation: StorageOperation,
  expiresParam: string | undefined,
  signatureParam: string | undefined,
  nonceParam: string | undefined,
): Promise<SignatureCheck> {
  const expires = Number(expiresParam);
  if (!Number.isInteger(expires) || !signatureParam || !/^[0-9a-f]{64}$/.test(signatureParam)) return 'invalid';
  if (!nonceParam || !NONCE.test(nonceParam)) return 'invalid';
  const expected = Buffer.from(signature(await signingSecret(deps.db), path, operation, expires, nonceParam), 'hex');
  const given = Buffer.from(signatureParam, 'hex');
  if (!timingSafeEqual(expected, given)) return 'invalid';
  return deps.clock.now().getTime() >= expires * 1000 ? 'expired' : 'valid';
}
