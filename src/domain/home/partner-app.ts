/**
 * The partner apps' own screens, opened from the web app when it runs inside them (the downtime
 * screen's button). The deep links are the sandbox's assumption; see server/home/CONTRACT.md.
 */
// The links are shared with the frame's back button (src/domain/partner-frame.ts).
export { PARTNER_APP_HOME_LINKS, partnerAppHomeLink } from '../partner-frame';

/** The services that have their own "unavailable" message (common.{service}Unavailable). */
export const DOWNTIME_SERVICES = ['paylater', 'cicilan', 'gomodal', 'lender', 'auth'] as const;
export type DowntimeService = (typeof DOWNTIME_SERVICES)[number];

export function downtimeService(value: string | null): DowntimeService | null {
  return value !== null && (DOWNTIME_SERVICES as readonly string[]).includes(value) ? (value as DowntimeService) : null;
}
