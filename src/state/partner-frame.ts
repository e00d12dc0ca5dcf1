/**
 * The partner app whose webview the app runs in, if any (src/domain/partner-frame.ts: how it is
 * read). Read once when the app starts, before the router rewrites the launch URL, and kept for the
 * tab's life in sessionStorage: the routes drop the query, and a reload inside the webview must
 * keep the same frame.
 */
import { isPartnerApp, partnerFromQuery, partnerFromUserAgent } from '@domain/partner-frame';
import type { SourceApp } from '@domain/source-info';

const TAB_KEY = 'app.partnerFrame';

function readPartnerFrame(): SourceApp | null {
  if (typeof window === 'undefined') return null;
  const fromUrl = partnerFromQuery(new URLSearchParams(window.location.search));
  try {
    if (fromUrl) sessionStorage.setItem(TAB_KEY, fromUrl);
    const kept = sessionStorage.getItem(TAB_KEY);
    if (isPartnerApp(kept)) return kept;
  } catch {
    // storage blocked: the URL and the user agent still say
  }
  return fromUrl ?? partnerFromUserAgent(navigator.userAgent);
}

/** Read at module evaluation: the first screen's import, before any navigation. */
const partnerFrame: SourceApp | null = readPartnerFrame();

/** The partner app around this tab, or null in an ordinary browser or installed app. */
export function usePartnerFrame(): SourceApp | null {
  return partnerFrame;
}
