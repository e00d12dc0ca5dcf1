/** Where sign-in starts and ends (platform document, sections 2, 4 and 6). */
import { GOMODAL_PREFIX, isUnder } from '../session-routing';

/** The pay-later apply route (the home card's apply link). */
export const PAYLATER_APPLY_ROUTE = '/gopaylater/ab';

export type LoginType = 'paylater' | 'business';

/** The login's look, from the referrer path the user was sent from. */
export function loginTypeFor(referrer: string | null): LoginType {
  return referrer !== null && isUnder(referrer, GOMODAL_PREFIX) ? 'business' : 'paylater';
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
