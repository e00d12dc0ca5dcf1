import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { FIRST_PAINT_SCRIPT } from '@domain/first-paint';

/** index.html's one inline script (src/domain/first-paint.ts), allowed by its hash and nothing else inline. */
const FIRST_PAINT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/**
 * The policy of every answer. No 'unsafe-inline' for scripts or styles: the app and the sandbox
 * pages load only files from this origin, and the one inline script is named by its hash.
 */
export function contentSecurityPolicy(apiOrigins: readonly string[] = []): string {
  const connect = ["'self'", ...apiOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${FIRST_PAINT_HASH}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    `connect-src ${connect}`,
    "worker-src 'self'",
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
