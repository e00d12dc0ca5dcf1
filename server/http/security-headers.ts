import { createHash } from 'node:crypto';
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

export function securityHeaders(apiOrigins: readonly string[] = [], styleHashes: readonly string[] = []): MiddlewareHandler {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigins, styleHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), geolocation=(), microphone=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
