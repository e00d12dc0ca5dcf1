/** Request headers of the common client (platform document, section 7). */
export const HEADER_AUTHORIZATION = 'Authorization';
export const HEADER_USER_LOCALE = 'x-user-locale';
export const HEADER_TARGET_APPLICATION = 'X-Target-Application';
/** One per user action on calls that create something: a duplicate gets the first answer (server/CONTRACT.md, "Idempotency keys"). */
export const HEADER_IDEMPOTENCY_KEY = 'Idempotency-Key';

/** The value this web app sends as X-Target-Application unless the build says otherwise. */
export const DEFAULT_TARGET_APPLICATION = 'PAYLATER_WEB';

/** The calls of the platform that this build makes. */
export const API_PATHS = {
  otp: '/v1/otp',
  login: '/v2/login',
  logout: '/v1/logout',
  /** Sign out everywhere: ends every session of the user (not in the documents; designed here). */
  logoutEverywhere: '/v1/logout/all',
  user: '/v1/user',
  events: '/v1/user/events',
} as const;

/** The sandbox stand-ins (absent on a real platform and when SANDBOX=off). */
export const SANDBOX_PATHS = {
  page: '/sandbox',
  sms: '/sandbox/sms',
  clock: '/sandbox/clock',
  /** Stored analytics events, newest first (optional ?name=), so tests can assert exactly-once delivery. */
  events: '/sandbox/events',
} as const;

/**
 * Path prefixes that belong to the platform, not to the app: never answered with the app's
 * index.html, neither by the server nor by the service worker.
 */
export const PLATFORM_PATH_PREFIXES = ['/v1/', '/v2/', '/pls/', '/privy/signed', '/sme/', '/legalEntityKYC/', '/sandbox'] as const;

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PATH_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix));
}
