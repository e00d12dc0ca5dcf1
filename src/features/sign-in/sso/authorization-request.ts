/**
 * The OAuth 2.0 authorisation request of the /sso/{provider} pages: a fresh random state and a PKCE
 * verifier (RFC 7636, S256) kept before the redirect and taken back, once, on return.
 *
 * Kept in sessionStorage, on purpose: it survives the same-tab round trip to the provider and back
 * (the data worker and its memory do not), it belongs to this tab only (a sign-in started in another
 * tab cannot be completed here), and it is gone when the tab closes. Neither value is worth anything
 * without the provider's code, which is single-use and lives a minute.
 */
import { OAUTH_CLIENT_ID, OAUTH_SCOPE, PKCE_METHOD, authorizePath, type OAuthProvider } from '@domain/contract/sign-in-sso';
import type { Language } from '@domain/languages';
import { randomString } from '@domain/random';

const STORAGE_PREFIX = 'sso.authorization.';
/** A request older than this is not completed (the provider's code would have expired anyway). */
const MAX_AGE_MS = 10 * 60_000;

export interface PendingAuthorization {
  state: string;
  codeVerifier: string;
  redirectUrl: string;
  /** Where to go after sign-in (a referrer of this app), or '/'. */
  returnTo: string;
  createdAt: number;
}

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function pkceChallenge(verifier: string): Promise<string> {
  return base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
}

export function redirectUrlFor(provider: OAuthProvider): string {
  return `${window.location.origin}/sso/${provider}`;
}

/** Stores a fresh state and verifier, and answers the provider's authorisation URL. */
export async function startAuthorization(provider: OAuthProvider, language: Language, returnTo: string): Promise<string> {
  const pending: PendingAuthorization = {
    state: randomString(32),
    codeVerifier: randomString(64),
    redirectUrl: redirectUrlFor(provider),
    returnTo,
    createdAt: Date.now(),
  };
  sessionStorage.setItem(STORAGE_PREFIX + provider, JSON.stringify(pending));
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: OAUTH_CLIENT_ID,
    redirect_uri: pending.redirectUrl,
    scope: OAUTH_SCOPE,
    state: pending.state,
    ui_locales: language,
    code_challenge: await pkceChallenge(pending.codeVerifier),
    code_challenge_method: PKCE_METHOD,
  });
  return `${authorizePath(provider)}?${query.toString()}`;
}

function isPending(value: unknown): value is PendingAuthorization {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    ['state', 'codeVerifier', 'redirectUrl', 'returnTo'].every((key) => typeof record[key] === 'string') &&
    typeof record.createdAt === 'number'
  );
}

/** The stored request, removed as it is read: a state is good for one return only. */
export function takeAuthorization(provider: OAuthProvider): PendingAuthorization | null {
  const key = STORAGE_PREFIX + provider;
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
  } catch {
    return null; // storage blocked: the return cannot be checked, so it fails
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isPending(value) && Date.now() - value.createdAt <= MAX_AGE_MS ? value : null;
  } catch {
    return null;
  }
}
