import type { QueryParams } from './referrer';

/** Partner-app source information kept before sign-in (platform document, section 2). */
export interface SourceInfo {
  sourceApp: string | null;
  redirectUrl: string | null;
  sourcePage: string | null;
  appVersion: string | null;
  partner: string | null;
}

/** The query parameter that carries each field (the partner apps' deep links). */
export const SOURCE_QUERY_KEYS: Record<keyof SourceInfo, string> = {
  sourceApp: 'source',
  redirectUrl: 'redirect_url',
  sourcePage: 'source_page',
  appVersion: 'app_version',
  partner: 'partner',
};

const MAX_VALUE_LENGTH = 2048;

/** The source info in a query string, or null when it carries none. */
export function sourceInfoFromQuery(params: QueryParams): SourceInfo | null {
  const read = (key: keyof SourceInfo): string | null => {
    const value = params.get(SOURCE_QUERY_KEYS[key]);
    return value ? value.slice(0, MAX_VALUE_LENGTH) : null;
  };
  const info: SourceInfo = {
    sourceApp: read('sourceApp'),
    redirectUrl: read('redirectUrl'),
    sourcePage: read('sourcePage'),
    appVersion: read('appVersion'),
    partner: read('partner'),
  };
  return Object.values(info).some((value) => value !== null) ? info : null;
}

/**
 * The partner apps a user may come from (the `source` query value): the ride-hailing super-app,
 * the merchant app, the wallet app, the marketplace app and the business-loan partner app.
 */
export const SOURCE_APPS = {
  superApp: 'gojek',
  merchantApp: 'gobiz',
  walletApp: 'gopay',
  marketplaceApp: 'tokopedia',
  businessLoanApp: 'gma',
} as const;
export type SourceApp = (typeof SOURCE_APPS)[keyof typeof SOURCE_APPS];

/** Source info that says only which app the user came from (set by a partner-app login page). */
export function sourceInfoOf(sourceApp: SourceApp): SourceInfo {
  return { sourceApp, redirectUrl: null, sourcePage: null, appVersion: null, partner: null };
}
