/**
 * Whether the app runs inside a partner app's webview, and which (the "partner frame"). Read from
 * two signs, in this order:
 *  1. the launch URL's `source` (the partner apps' deep links carry it: platform document, section 2);
 *  2. the webview's user agent. The documents name no user-agent token; the reading chosen here is
 *     the one the partner apps' webviews are known to append, `<App>/<version>` (e.g. `GoPay/4.70.1`,
 *     `Gojek/4.69`, `GoBiz/3.1`, `Tokopedia/3.2`, `GMA/1.0`), matched as a whole word, case-insensitive.
 * Only the partners the platform knows (SOURCE_APPS) count: any other `source` is not a frame.
 */
import { merchantAppDeepLink } from './merchant-app-links';
import { SOURCE_APPS, SOURCE_QUERY_KEYS, type SourceApp } from './source-info';
import type { QueryParams } from './referrer';

const PARTNERS: readonly SourceApp[] = Object.values(SOURCE_APPS);

const USER_AGENT_TOKENS: ReadonlyArray<readonly [RegExp, SourceApp]> = [
  [/\bGoPay\/\d/i, SOURCE_APPS.walletApp],
  [/\bGoBiz\/\d/i, SOURCE_APPS.merchantApp],
  [/\bGojek\/\d/i, SOURCE_APPS.superApp],
  [/\bTokopedia\/\d/i, SOURCE_APPS.marketplaceApp],
  [/\bGMA\/\d/i, SOURCE_APPS.businessLoanApp],
];

export function isPartnerApp(value: string | null | undefined): value is SourceApp {
  return typeof value === 'string' && (PARTNERS as readonly string[]).includes(value.toLowerCase());
}

/** The partner named by the query's `source`, or null. */
export function partnerFromQuery(params: QueryParams): SourceApp | null {
  const source = params.get(SOURCE_QUERY_KEYS.sourceApp)?.toLowerCase() ?? null;
  return isPartnerApp(source) ? source : null;
}

/** The partner whose webview the user agent names, or null (an ordinary browser). */
export function partnerFromUserAgent(userAgent: string): SourceApp | null {
  return USER_AGENT_TOKENS.find(([token]) => token.test(userAgent))?.[1] ?? null;
}

/** The query first (a deep link says where it came from), then the user agent. */
export function partnerFrameOf(params: QueryParams, userAgent: string): SourceApp | null {
  return partnerFromQuery(params) ?? partnerFromUserAgent(userAgent);
}

const OAUTH_PARTNERS: readonly SourceApp[] = [SOURCE_APPS.walletApp, SOURCE_APPS.superApp, SOURCE_APPS.merchantApp];

/**
 * The partner's own sign-in route in this app, offered first inside its frame: the wallet, the
 * super-app and the merchant app sign in by OAuth (/sso/<app>). The business-loan app signs its
 * users in itself (it opens /sso/gma with a code; without one that page counts as a denial) and the
 * marketplace app has no sign-in here: neither gets a button.
 */
export function partnerSignInPath(partner: SourceApp): string | null {
  return OAUTH_PARTNERS.includes(partner) ? `/sso/${partner}` : null;
}

/**
 * The partner apps' own home screens, opened from the web app when it runs inside them (the
 * downtime screen's button, the frame's back on the first page). The deep links are the sandbox's
 * assumption; see server/home/CONTRACT.md.
 */
export const PARTNER_APP_HOME_LINKS: Readonly<Record<string, string>> = {
  [SOURCE_APPS.superApp]: 'gojek://home',
  [SOURCE_APPS.walletApp]: 'gopay://home',
  [SOURCE_APPS.merchantApp]: merchantAppDeepLink({ kind: 'home' }),
  [SOURCE_APPS.marketplaceApp]: 'tokopedia://home',
  [SOURCE_APPS.businessLoanApp]: 'gma://home',
};

/** The partner app's home for the source the user came from, or null outside a partner app. */
export function partnerAppHomeLink(sourceApp: string | null): string | null {
  return sourceApp ? (PARTNER_APP_HOME_LINKS[sourceApp] ?? null) : null;
}
