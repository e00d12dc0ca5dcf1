/**
 * The redirect to the cash-loan site (platform document, section 7: "data.token and data.url;
 * used to build a redirect to the cash-loan site with code, sid, tracking parameters and
 * optionally from=GMA").
 */
import type { QueryParams } from '../referrer';
import { SOURCE_APPS } from '../source-info';

/** Campaign parameters passed on from the link that opened the redirect route. */
export const TRACKING_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

export interface CashLoanRedirectInput {
  url: string;
  token: string;
  /** The user's customer-service tracking id: lets the site join the journey without personal data. */
  sid: string;
  query: QueryParams;
  sourceApp: string | null;
}

/** The site's URL with code, sid, the tracking parameters present, and from=GMA for the partner app. */
export function cashLoanRedirectUrl(input: CashLoanRedirectInput): string {
  // Built by hand: the domain runs anywhere, and URL is not part of the ES library.
  const params: [string, string][] = [
    ['code', input.token],
    ['sid', input.sid],
  ];
  for (const name of TRACKING_PARAMS) {
    const value = input.query.get(name);
    if (value) params.push([name, value.slice(0, 200)]);
  }
  if (input.sourceApp === SOURCE_APPS.businessLoanApp) params.push(['from', 'GMA']);
  const [base = '', hash] = input.url.split('#', 2);
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash !== undefined ? `#${hash}` : ''}`;
}
