import { randomUUID } from 'node:crypto';
import type { OtpRequest } from '@domain/contract/sign-in';
import { OTP_LIFETIME_SECONDS, OTP_MAX_WRONG_TRIES } from '@domain/otp';
import { toE164 } from '@domain/phone';
import { type Db, toDate } from '../db/client';
import { sendOtpSms } from '../sandbox/sms';
import type { VerifiedPhone } from '../users/users';
import { keyedHash, randomOtpCode, randomToken, sameDigest, serverSecret, sha256Hex } from '../secrets';

/**
 * Limits in any rolling window of OTP_RATE_WINDOW_MS (server/CONTRACT.md "Sign-in limits").
 * - Per number and client: what one person trying to sign in needs.
 * - Per client, over all numbers: one device, a few people (a shared phone); generous because a
 *   mobile carrier's NAT puts many users behind one address.
 * - Per number over all clients that are not a known device of the number: the cap on SMS a stranger
 *   can cause, and with the wrong tries per code the brute-force ceiling (OTP_BRUTE_FORCE_CEILING).
 * A known device (one that signed in on the number before: its device cookie, sign-in/devices.ts)
 * counts only against its own five per window, so strangers' requests can never lock the owner out.
 */
export const OTP_MAX_PER_WINDOW = 5;
export const OTP_MAX_PER_NUMBER = 15;
export const OTP_RATE_WINDOW_MS = 15 * 60 * 1000;
/** Codes strangers can get for one number in a window times the wrong tries each code allows. */
export const OTP_BRUTE_FORCE_CEILING = OTP_MAX_PER_NUMBER * OTP_MAX_WRONG_TRIES;

/** The national part as stored and compared: the rule allows a leading space, digits only count. */
export function nationalNumber(phoneNumber: string): string {
  return phoneNumber.replace(/\s/g, '');
}

/** HMAC-SHA256 with the server's OTP secret over token and code: a copy of the table alone cannot test a single code. */
function codeDigest(secret: Buffer, otpToken: string, code: string): string {
  return keyedHash(secret, `${otpToken}:${code}`);
}

export type IssueOutcome =
  | { kind: 'issued'; otpToken: string; expiresAt: Date }
  /** `retryAfterSeconds`: when the oldest request the limit counts leaves the window, so the next one passes. */
  | { kind: 'rate-limited'; by: 'number' | 'client'; retryAfterSeconds: number };

export interface IssueContext {
  /** clientKey(c): the keyed hash of the caller's address; null when unknown (not limited per client). */
  clientKey: string | null;
  /** deviceKeyOf(c): the keyed hash of the caller's device cookie; null without one. */
  deviceKey: string | null;
  /** Whether the sandbox SMS inbox keeps a copy of the code (only when the sandbox is on). */
  sandbox: boolean;
  /** Codes one client may request in the window, over all numbers (DEFAULT_LIMITS.otpCodesPerClient). */
  perClient: number;
}

interface RequestCounts {
  known: boolean;
  mine: number;
  mine_oldest: Date | string | null;
  number: number;
  number_oldest: Date | string | null;
  client: number;
  client_oldest: Date | string | null;
}

function secondsUntilFree(oldest: Date | string | null, now: Date): number {
  if (oldest === null) return 1;
  return Math.max(1, Math.ceil((toDate(oldest).getTime() + OTP_RATE_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Issues a code for a number: checks the rolling limits, retires this device's (or without a
 * device cookie, this client's) earlier unredeemed codes for the number (another client's request
 * never voids the owner's code), stores digests only, and "sends" the SMS (the sandbox inbox, when on).
 */
export async function issueOtp(db: Db, request: OtpRequest, now: Date, context: IssueContext): Promise<IssueOutcome> {
  const phone = toE164(request.countryCode, request.phoneNumber);
  const secret = await serverSecret(db, 'otp');
  const client = context.clientKey ?? '';
  const device = context.deviceKey ?? '';
  return db.transaction(async (tx) => {
    // Serialises requests for one number and for one client, so two at once cannot both slip under a limit.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [phone]);
    if (client) await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`otp-client:${client}`]);
    const [counts] = await tx.query<RequestCounts>(
      `with known as (
         select exists (select 1 from sign_in_devices where phone_e164 = $1 and device_key = $3 and $3 <> '') as known
       ), recent as (
         select phone_e164, client_key, device_key, known_device, created_at from otp_requests
         where (phone_e164 = $1 or client_key = $2) and created_at > $4
       )
       select known.known,
              count(*) filter (where phone_e164 = $1 and case when known.known then device_key = $3
                                                           else client_key = $2 and not known_device end)::int as mine,
              min(created_at) filter (where phone_e164 = $1 and case when known.known then device_key = $3
                                                                  else client_key = $2 and not known_device end) as mine_oldest,
              count(*) filter (where phone_e164 = $1 and not known_device)::int as number,
              min(created_at) filter (where phone_e164 = $1 and not known_device) as number_oldest,
              count(*) filter (where client_key = $2 and not known_device)::int as client,
              min(created_at) filter (where client_key = $2 and not known_device) as client_oldest
       from known left join recent on true group by known.known`,
      [phone, client, device, new Date(now.getTime() - OTP_RATE_WINDOW_MS).toISOString()],
    );
    const known = counts?.known ?? false;
    if (counts && counts.mine >= OTP_MAX_PER_WINDOW) {
      return { kind: 'rate-limited', by: 'number', retryAfterSeconds: secondsUntilFree(counts.mine_oldest, now) };
    }
    if (counts && !known) {
      if (client && counts.client >= context.perClient) {
        return { kind: 'rate-limited', by: 'client', retryAfterSeconds: secondsUntilFree(counts.client_oldest, now) };
      }
      if (counts.number >= OTP_MAX_PER_NUMBER) {
        return { kind: 'rate-limited', by: 'number', retryAfterSeconds: secondsUntilFree(counts.number_oldest, now) };
      }
    }

    // The same device's (without a cookie, the same client's) earlier code for the number is retired.
    await tx.query(
      `update otp_requests set superseded_at = $2
       where phone_e164 = $1 and redeemed_at is null and superseded_at is null
         and case when $4 <> '' then device_key = $4 else client_key = $3 and device_key = '' end`,
      [phone, now.toISOString(), client, device],
    );
    const otpToken = randomToken(24);
    const code = randomOtpCode();
    const expiresAt = new Date(now.getTime() + OTP_LIFETIME_SECONDS * 1000);
    await tx.query(
      `insert into otp_requests (id, token_hash, phone_e164, country_code, phone_number, code_hash, created_at, expires_at, client_key, device_key, known_device)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        randomUUID(),
        sha256Hex(otpToken),
        phone,
        request.countryCode,
        nationalNumber(request.phoneNumber),
        codeDigest(secret, otpToken, code),
        now.toISOString(),
        expiresAt.toISOString(),
        client,
        device,
        known,
      ],
    );
    // A real platform hands the code to the SMS provider here; only the sandbox keeps a copy, to show it.
    if (context.sandbox) await sendOtpSms(tx, phone, code, now);
    return { kind: 'issued', otpToken, expiresAt };
  });
}

export type RedeemFailure =
  | { kind: 'unknown-token' }
  | { kind: 'phone-mismatch' }
  | { kind: 'already-redeemed' }
  | { kind: 'locked' }
  | { kind: 'expired' }
  | { kind: 'superseded' }
  | { kind: 'wrong-code'; triesLeft: number };

export type RedeemOutcome<T> = RedeemFailure | { kind: 'redeemed'; value: T };

interface OtpRow {
  id: string;
  phone_e164: string;
  country_code: string;
  phone_number: string;
  code_hash: string;
  wrong_tries: number;
  expired: boolean;
  superseded: boolean;
  redeemed: boolean;
}

/**
 * Checks a code inside the caller's transaction. The row is locked (FOR UPDATE), so two
 * logins racing with one code cannot both redeem it; onRedeemed (sign-in) runs in the same
 * transaction. Failures are returned, not thrown, so a counted wrong try is committed.
 */
export async function redeemOtp<T>(
  tx: Db,
  attempt: { otp: string; otpToken: string; phoneNumber: string },
  now: Date,
  onRedeemed: (phone: VerifiedPhone) => Promise<T>,
): Promise<RedeemOutcome<T>> {
  const secret = await serverSecret(tx, 'otp');
  const [row] = await tx.query<OtpRow>(
    `select id, phone_e164, country_code, phone_number, code_hash, wrong_tries,
            expires_at <= $2 as expired, superseded_at is not null as superseded, redeemed_at is not null as redeemed
     from otp_requests where token_hash = $1 for update`,
    [sha256Hex(attempt.otpToken), now.toISOString()],
  );
  if (!row) return { kind: 'unknown-token' };
  if (row.phone_number !== nationalNumber(attempt.phoneNumber)) return { kind: 'phone-mismatch' };
  if (row.redeemed) return { kind: 'already-redeemed' };
  if (row.wrong_tries >= OTP_MAX_WRONG_TRIES) return { kind: 'locked' };
  if (row.superseded) return { kind: 'superseded' };
  if (row.expired) return { kind: 'expired' };

  if (!sameDigest(codeDigest(secret, attempt.otpToken, attempt.otp), row.code_hash)) {
    await tx.query('update otp_requests set wrong_tries = wrong_tries + 1 where id = $1', [row.id]);
    return { kind: 'wrong-code', triesLeft: OTP_MAX_WRONG_TRIES - row.wrong_tries - 1 };
  }
  await tx.query('update otp_requests set redeemed_at = $2 where id = $1', [row.id, now.toISOString()]);
  const value = await onRedeemed({ phoneE164: row.phone_e164, countryCode: row.country_code, phoneNumber: row.phone_number });
  return { kind: 'redeemed', value };
}
