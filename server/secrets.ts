import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from './db/client';
import { OTP_LENGTH } from '@domain/otp';

/** An unguessable opaque token (bearer token, OTP token): base64url of random bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as this digest, so a copy of the database cannot be used to sign in. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A uniformly random numeric code, zero-padded ("004217"). */
export function randomOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** Compares two hex digests in constant time. */
export function sameDigest(aHex: string, bHex: string): boolean {
  const a = Buffer.from(aHex, 'hex');
  const b = Buffer.from(bHex, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a server secret keys; each purpose has its own, so one leaking says nothing of the others. */
export type SecretPurpose = 'otp' | 'client' | 'device';

const secrets = new WeakMap<Db, Map<SecretPurpose, Buffer>>();

/**
 * The server's secret for a purpose: 32 random bytes made at first use and kept in the database
 * (table server_secrets), so hashes survive a restart and every instance shares them.
 */
export async function serverSecret(db: Db, purpose: SecretPurpose): Promise<Buffer> {
  const cached = secrets.get(db)?.get(purpose);
  if (cached) return cached;
  await db.query('insert into server_secrets (purpose, secret) values ($1, $2) on conflict (purpose) do nothing', [
    purpose,
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ secret: string }>('select secret from server_secrets where purpose = $1', [purpose]);
  if (!row) throw new Error(`No server secret for ${purpose}`);
  const secret = Buffer.from(row.secret, 'hex');
  const forDb = secrets.get(db) ?? new Map<SecretPurpose, Buffer>();
  forDb.set(purpose, secret);
  secrets.set(db, forDb);
  return secret;
}

/** HMAC-SHA256 as hex: a hash only the holder of the secret can compute, so a stolen table cannot be brute-forced. */
export function keyedHash(secret: Buffer, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}
