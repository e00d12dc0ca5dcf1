/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a device that
 * signed in on a number with a code gets a random, HttpOnly cookie; the platform keeps only its keyed
 * hash beside the number. A code request that presents it for that number is the owner's device and
 * is not counted against the number's cap, so strangers' requests cannot lock the owner out
 * (server/CONTRACT.md "Sign-in limits"). The cookie never identifies a user by itself: it proves only
 * that this browser signed in on this number before.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import { keyedHash, randomToken, serverSecret } from '../secrets';

export const DEVICE_COOKIE = 'device';
/** A year: a phone signed in on once a month stays known. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

function deviceToken(c: Context): string | null {
  const token = getCookie(c, DEVICE_COOKIE);
  return token && DEVICE_TOKEN.test(token) ? token : null;
}

/** The keyed hash of the caller's device cookie, or null without a well-formed one. */
export async function deviceKeyOf(c: Context, db: Db): Promise<string | null> {
  const token = deviceToken(c);
  return token === null ? null : keyedHash(await serverSecret(db, 'device'), token).slice(0, 32);
}

/**
 * After a code was redeemed: the caller's device (its cookie, or a new one) is known for the number
 * from now on. Runs in the login's transaction; the cookie goes out with the login's answer.
 */
export async function rememberDevice(c: Context, tx: Db, phoneE164: string, now: Date, secure: boolean): Promise<void> {
  const token = deviceToken(c) ?? randomToken(32);
  const key = keyedHash(await serverSecret(tx, 'device'), token).slice(0, 32);
  await tx.query(
    `insert into sign_in_devices (phone_e164, device_key, first_signed_in_at, last_signed_in_at) values ($1, $2, $3, $3)
     on conflict (phone_e164, device_key) do update set last_signed_in_at = excluded.last_signed_in_at`,
    [phoneE164, key, now.toISOString()],
  );
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    secure,
  });
}
