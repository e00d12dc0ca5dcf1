/**
 * Where a session the platform rejected sends the user (platform document, sections 2, 4 and 6):
 * read by the shared session state, so it belongs to no area.
 */
import { SOURCE_APPS } from './source-info';

/** The business-capital (gomodal) pages: they log in with the business-capital look, and come back to their home. */
export const GOMODAL_PREFIX = '/gomodal';
export const GOMODAL_HOME = '/gomodal/home';

/** The path itself or one below it. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`);
}

/** Partner apps whose sessions come back through their own single sign-on page. */
const SSO_ROUTE_OF_SOURCE: Readonly<Record<string, string>> = {
  [SOURCE_APPS.superApp]: '/sso/gojek',
  [SOURCE_APPS.walletApp]: '/sso/gopay',
  [SOURCE_APPS.merchantApp]: '/sso/gobiz',
};

/**
 * Where a user goes when the platform rejects the session (401/403): the matching SSO route for a
 * partner-app session; the gomodal home for a gomodal session (the business-loan partner app, or a
 * page of the gomodal area), since a GMA code cannot be reused; the current page otherwise (its
 * guard then offers the sign-in that fits it).
 */
export function routeAfterSessionRejection(input: { sourceApp: string | null; pathname: string; search: string }): string {
  const sso = input.sourceApp ? SSO_ROUTE_OF_SOURCE[input.sourceApp] : undefined;
  if (sso) return sso;
  if (input.sourceApp === SOURCE_APPS.businessLoanApp || isUnder(input.pathname, GOMODAL_PREFIX)) return GOMODAL_HOME;
  return `${input.pathname}${input.search}`;
}
