/**
 * The business-loan partner app (GMA). It opens /sso/gma?code=...; the app sends the code as
 * x-token to POST /v1/login/gma. In the sandbox a person (or a test) mints the code and chooses
 * what the partner says about the account.
 */
import type { GmaOutcome } from '@domain/contract/sign-in-sso';
import type { Db } from '../db/client';
import { randomToken, sha256Hex } from '../secrets';

/** The partner's codes are for the one redirect that follows; five minutes covers a slow network. */
export const GMA_CODE_LIFETIME_MS = 5 * 60_000;

export async function mintGmaCode(db: Db, phoneE164: string, outcome: GmaOutcome, now: Date): Promise<string> {
  const code = randomToken(24);
  await db.query(`insert into sandbox_gma_codes (code_hash, phone_e164, outcome, created_at, expires_at) values ($1, $2, $3, $4, $5)`, [
    sha256Hex(code),
    phoneE164,
    outcome,
    now.toISOString(),
    new Date(now.getTime() + GMA_CODE_LIFETIME_MS).toISOString(),
  ]);
  return code;
}

export type GmaRedeemOutcome =
  | { kind: 'account'; phoneE164: string; outcome: GmaOutcome }
  /** Unknown, used or expired: the partner's E14. */
  | { kind: 'unusable'; cause: 'unknown code' | 'code used' | 'code expired' };

/** Asks the partner who the code is for; the code is used up by the first question. */
export async function redeemGmaCode(tx: Db, code: string, now: Date): Promise<GmaRedeemOutcome> {
  const [row] = await tx.query<{ phone_e164: string; outcome: GmaOutcome; expired: boolean; redeemed: boolean }>(
    `select phone_e164, outcome, expires_at <= $2 as expired, redeemed_at is not null as redeemed
     from sandbox_gma_codes where code_hash = $1 for update`,
    [sha256Hex(code), now.toISOString()],
  );
  if (!row) return { kind: 'unusable', cause: 'unknown code' };
  if (row.redeemed) return { kind: 'unusable', cause: 'code used' };
  await tx.query('update sandbox_gma_codes set redeemed_at = $2 where code_hash = $1', [sha256Hex(code), now.toISOString()]);
  if (row.expired) return { kind: 'unusable', cause: 'code expired' };
  return { kind: 'account', phoneE164: row.phone_e164, outcome: row.outcome };
}
