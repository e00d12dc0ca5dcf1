import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { FIRST_PAINT_SCRIPT, START_EARLY_SCRIPT } from '@domain/first-paint';

/** index.html's two inline scripts (src/domain/first-paint.ts), allowed by their hashes and nothing else inline. */
const scriptHash = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const FIRST_PAINT_HASHES = `${scriptHash(START_EARLY_SCRIPT)} ${scriptHash(FIRST_PAINT_SCRIPT)}`;

/**
 * The policy of every answer. No 'unsafe-inline' for scripts or styles: the app and the sandbox
 * pages load only files from this origin, and the two inline scripts are named by their hashes.
 * Workers may also come from blob: URLs, which only a script the policy let run can make: the head
 * script's Intl warm-up worker (src/domain/first-paint.ts) is one, with no request to wait for.
 */
export function contentSecurityPolicy(apiOrigins: readonly string[] = []): string {
  const connect = ["'self'", ...apiOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${FIRST_PAINT_HASHES}`,
    "style-src 'self'",
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

export function securityHeaders(apiOrigins: readonly string[] = []): MiddlewareHandler {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigins),
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
