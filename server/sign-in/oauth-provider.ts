/**
 * The sandbox's stand-in for a partner app's OAuth 2.0 authorisation server (RFC 6749 section 4.1
 * with PKCE, RFC 7636). Codes are random, stored as digests, bound to the client, redirect URI,
 * state and code challenge they were issued for, single-use and short-lived.
 */
import { createHash } from 'node:crypto';
import type { MerchantRole, OAuthProvider } from '@domain/contract/sign-in-sso';
import type { Db } from '../db/client';
import { randomToken, sha256Hex } from '../secrets';

/** RFC 6749 recommends at most 10 minutes; a minute is plenty for a same-tab redirect. */
export const OAUTH_CODE_LIFETIME_MS = 60_000;

export interface AuthorizationGrant {
  provider: OAuthProvider;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  phoneE164: string;
  merchantRole: MerchantRole | null;
}

export async function issueAuthorizationCode(db: Db, grant: AuthorizationGrant, now: Date): Promise<string> {
  const code = randomToken(24);
  await db.query(
    `insert into sandbox_oauth_codes (code_hash, provider, client_id, redirect_uri, state, code_challenge, phone_e164, merchant_role, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      sha256Hex(code),
      grant.provider,
      grant.clientId,
      grant.redirectUri,
      grant.state,
      grant.codeChallenge,
      grant.phoneE164,
      grant.merchantRole,
      now.toISOString(),
      new Date(now.getTime() + OAUTH_CODE_LIFETIME_MS).toISOString(),
    ],
  );
  return code;
}

/** S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export interface CodeExchange {
  provider: OAuthProvider;
  code: string;
  clientId: string;
  redirectUri: string;
  codeVerifier: string;
  /** The state the client says it sent; the sandbox checks it too (the platform forwards it). */
  state: string | null;
}

export type ExchangeOutcome =
  | { kind: 'granted'; phoneE164: string; merchantRole: MerchantRole | null }
  | {
      kind: 'invalid_grant';
      cause:
        | 'unknown code'
        | 'code used'
        | 'code expired'
        | 'client mismatch'
        | 'redirect mismatch'
        | 'verifier mismatch'
        | 'state mismatch';
    };

interface CodeRow {
  provider: string;
  client_id: string;
  redirect_uri: string;
  state: string;
  code_challenge: string;
  phone_e164: string;
  merchant_role: MerchantRole | null;
  expired: boolean;
  redeemed: boolean;
}

/**
 * The token endpoint's check. The code is used up by the first exchange that gets this far, right
 * or wrong (RFC 6749 10.5: a code must not be usable twice), under a row lock.
 */
export async function exchangeAuthorizationCode(db: Db, exchange: CodeExchange, now: Date): Promise<ExchangeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<CodeRow>(
      `select provider, client_id, redirect_uri, state, code_challenge, phone_e164, merchant_role,
              expires_at <= $2 as expired, redeemed_at is not null as redeemed
       from sandbox_oauth_codes where code_hash = $1 for update`,
      [sha256Hex(exchange.code), now.toISOString()],
    );
    if (!row || row.provider !== exchange.provider) return { kind: 'invalid_grant', cause: 'unknown code' };
    if (row.redeemed) return { kind: 'invalid_grant', cause: 'code used' };
    await tx.query('update sandbox_oauth_codes set redeemed_at = $2 where code_hash = $1', [sha256Hex(exchange.code), now.toISOString()]);
    if (row.expired) return { kind: 'invalid_grant', cause: 'code expired' };
    if (row.client_id !== exchange.clientId) return { kind: 'invalid_grant', cause: 'client mismatch' };
    if (row.redirect_uri !== exchange.redirectUri) return { kind: 'invalid_grant', cause: 'redirect mismatch' };
    if (exchange.state !== null && row.state !== exchange.state) return { kind: 'invalid_grant', cause: 'state mismatch' };
    if (pkceChallenge(exchange.codeVerifier) !== row.code_challenge) return { kind: 'invalid_grant', cause: 'verifier mismatch' };
    return { kind: 'granted', phoneE164: row.phone_e164, merchantRole: row.merchant_role };
  });
}
