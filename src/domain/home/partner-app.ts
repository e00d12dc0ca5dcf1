/**
 * The partner apps' own screens, opened from the web app when it runs inside them (the downtime
 * screen's button). The deep links are the sandbox's assumption; see server/home/CONTRACT.md.
 */
import { merchantAppDeepLink } from '../merchant-app-links';
import { partnerAppHomeLink } from '../partner-frame';
import { SOURCE_APPS } from '../source-info';

// The links are shared with the frame's back button (src/domain/partner-frame.ts).
export { PARTNER_APP_HOME_LINKS, partnerAppHomeLink } from '../partner-frame';

/**
 * Where the downtime screen's button leads inside a partner app: the app's home, except the merchant
 * loan inside the merchant app, which goes back to the business loan's landing there (where the
 * merchant opened it from; src/domain/merchant-app-links.ts). Null outside a partner app.
 */
export function downtimeBackLink(sourceApp: string | null, service: string | null): string | null {
  if (sourceApp === SOURCE_APPS.merchantApp && service === 'gomodal') return merchantAppDeepLink({ kind: 'landing' });
  return partnerAppHomeLink(sourceApp);
}

/** The services that have their own "unavailable" message (common.{service}Unavailable). */
export const DOWNTIME_SERVICES = ['paylater', 'cicilan', 'gomodal', 'lender', 'auth'] as const;
export type DowntimeService = (typeof DOWNTIME_SERVICES)[number];

export function downtimeService(value: string | null): DowntimeService | null {
  return value !== null && (DOWNTIME_SERVICES as readonly string[]).includes(value) ? (value as DowntimeService) : null;
}
