/**
 * The partner apps' own screens, opened from the web app when it runs inside them (the downtime
 * screen's button). The deep links are the sandbox's assumption; see server/home/CONTRACT.md.
 */
import { SOURCE_APPS } from '../source-info';

export const PARTNER_APP_HOME_LINKS: Readonly<Record<string, string>> = {
  [SOURCE_APPS.superApp]: 'gojek://home',
  [SOURCE_APPS.walletApp]: 'gopay://home',
  [SOURCE_APPS.merchantApp]: 'gobiz://home',
  [SOURCE_APPS.marketplaceApp]: 'tokopedia://home',
  [SOURCE_APPS.businessLoanApp]: 'gma://home',
};

/** The partner app's home for the source the user came from, or null outside a partner app. */
export function partnerAppHomeLink(sourceApp: string | null): string | null {
  return sourceApp ? (PARTNER_APP_HOME_LINKS[sourceApp] ?? null) : null;
}

/** The services that have their own "unavailable" message (common.{service}Unavailable). */
export const DOWNTIME_SERVICES = ['paylater', 'cicilan', 'gomodal', 'lender', 'auth'] as const;
export type DowntimeService = (typeof DOWNTIME_SERVICES)[number];

export function downtimeService(value: string | null): DowntimeService | null {
  return value !== null && (DOWNTIME_SERVICES as readonly string[]).includes(value) ? (value as DowntimeService) : null;
}
