import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { MiddlewareHandler } from 'hono';
import { FIRST_PAINT_SCRIPT, START_EARLY_SCRIPT } from '@domain/first-paint';

/** index.html's two inline scripts (src/domain/first-paint.ts), allowed by their hashes and nothing else inline. */
const sourceHash = (source: string): string => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
const FIRST_PAINT_HASHES = `${sourceHash(START_EARLY_SCRIPT)} ${sourceHash(FIRST_PAINT_SCRIPT)}`;

/**
 * The hashes of a page's <style> elements: the build puts the first screen's stylesheets into
 * index.html (scripts/lib/inline-styles.ts), and the policy allows exactly those.
 */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => sourceHash(css ?? ''));
}

/**
 * The built page's inline style hashes, read again when the file changed: `npm run build` while the
 * sandbox serves rewrites index.html, whose new styles were otherwise refused until a restart.
 * Without a page (no static folder, not built yet): none.
 */
export function pageStyleHashes(page: string | null): () => readonly string[] {
  let readAt = Number.NaN;
  let hashes: readonly string[] = [];
  return () => {
    if (!page) return hashes;
    let modified: number;
    try {
      modified = statSync(page).mtimeMs;
    } catch {
      return hashes;
    }
    if (modified !== readAt) {
      readAt = modified;
      hashes = inlineStyleHashes(readFileSync(page, 'utf8'));
    }
    return hashes;
  };
}

/**
 * The policy of every answer. No 'unsafe-inline' for scripts or styles: the app and the sandbox
 * pages load only files from this origin, and the two inline scripts and the built page's inline
 * styles are named by their hashes.
 * Workers may also come from blob: URLs, which only a script the policy let run can make: the head
 * script's Intl warm-up worker (src/domain/first-paint.ts) is one, with no request to wait for.
 */
export function contentSecurityPolicy(apiOrigins: readonly string[] = [], styleHashes: readonly string[] = []): string {
  const connect = ["'self'", ...apiOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${FIRST_PAINT_HASHES}`,
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data: blob:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * `styleHashes` is asked again for each HTML answer only: the policy matters where a page is
 * rendered, and the API's answers (most of them) cost no file check.
 */
/** A year, subdomains included: what browsers' preload lists ask for. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(
  apiOrigins: readonly string[] = [],
  styleHashes: () => readonly string[] = () => [],
  options: { hsts?: boolean } = {},
): MiddlewareHandler {
  const headersFor = (hashes: readonly string[]): Record<string, string> => ({
    'Content-Security-Policy': contentSecurityPolicy(apiOrigins, hashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), geolocation=(), microphone=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Only behind TLS (BEHIND_TLS=on): on a plain-HTTP origin it would lock browsers out.
    ...(options.hsts ? { 'Strict-Transport-Security': HSTS } : {}),
  });
  let hashes = styleHashes();
  let headers = headersFor(hashes);
  return async (c, next) => {
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      const current = styleHashes();
      if (current !== hashes) {
        hashes = current;
        headers = headersFor(current);
      }
    }
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
