/** Where sign-in starts and ends (platform document, sections 2, 4 and 6). */
import { SOURCE_APPS } from '../source-info';

/** The business-capital (gomodal) area: its pages log in with the business-capital look. */
export const GOMODAL_PREFIX = '/gomodal';
export const GOMODAL_HOME = '/gomodal/home';
/** The pay-later apply route (the home card's apply link). */
export const PAYLATER_APPLY_ROUTE = '/gopaylater/ab';

export type LoginType = 'paylater' | 'business';

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`);
}

/** The login's look, from the referrer path the user was sent from. */
export function loginTypeFor(referrer: string | null): LoginType {
  return referrer !== null && isUnder(referrer, GOMODAL_PREFIX) ? 'business' : 'paylater';
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

/** The business-loan partner app's universal link to its home (opens the app when installed). */
export const GMA_APP_LINK = 'https://app.gma.example/home';
/** The partner's help page where foreigners upload their national ID. */
export const GMA_KTP_HELP_LINK = 'https://help.gma.example/articles/upload-ktp';

export const GMA_INELIGIBLE_TYPES = ['corporate', 'foreigner'] as const;
export type GmaIneligibleType = (typeof GMA_INELIGIBLE_TYPES)[number];

export function gmaIneligibleRoute(type: GmaIneligibleType): string {
  return `/gma/ineligible?type=${type}`;
}

/**
 * The message of a partner sign-in the platform refused: TOKEN_SSO_BAD_REQUEST has its own
 * ("login failed, try again later", platform document, section 8); any other failure is the
 * generic "linking your account failed".
 */
export function ssoFailureMessageId(errorKey: string): string {
  return errorKey === 'TOKEN_SSO_BAD_REQUEST' ? 'errors.TOKEN_SSO_BAD_REQUEST' : 'sso.error.body';
}
