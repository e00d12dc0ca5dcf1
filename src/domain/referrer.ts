/** The part of URLSearchParams the rules read (the domain's ES-only lib has no URLSearchParams). */
export interface QueryParams {
  get(name: string): string | null;
}

/** Query parameter that carries where a signed-out user wanted to go. */
export const REFERRER_PARAM = 'referrer';

/** The sign-in URL for a user who opened a guarded page without a session. */
export function signInUrlFor(pathname: string, search: string): string {
  const target = `${pathname}${search}`;
  if (target === '/' || target === '') return '/';
  return `/?${REFERRER_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * The referrer from a query string, only when it is a path of this app: an absolute or
 * protocol-relative URL would make the sign-in page an open redirect.
 */
export function referrerFrom(query: QueryParams): string | null {
  const value = query.get(REFERRER_PARAM);
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
