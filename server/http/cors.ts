/**
 * CORS for builds of the app hosted on another origin (API_ORIGINS, server/CONTRACT.md "Other
 * origins"). A listed origin gets its preflight answered (the methods the API uses, the headers it
 * asks for) and its answers readable; no credentials: the app sends its bearer token itself, so no
 * cookie ever rides a cross-origin call. Any other origin gets no Access-Control header at all,
 * and its preflight goes on to the route (405 where the route takes no OPTIONS).
 */
import type { MiddlewareHandler } from 'hono';
import { isPlatformPath } from '@domain/contract/http';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** Answers the app reads beyond the CORS-safelisted ones. */
export const EXPOSED_HEADERS = ['Retry-After'];
/** A browser may keep a preflight's answer this long (seconds); Chromium caps it at 7200. */
const PREFLIGHT_MAX_AGE = '600';
/** Header names as the Fetch standard writes them: tokens, comma-separated. */
const HEADER_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(?:\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/;

export function cors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (allowed.size === 0 || !isPlatformPath(c.req.path)) return next();
    const origin = c.req.header('origin');
    const listed = origin !== undefined && allowed.has(origin);
    if (listed && c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const asked = (c.req.header('access-control-request-headers') ?? '').trim();
      const headers: Record<string, string> = {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
        Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      };
      if (asked && HEADER_LIST.test(asked)) headers['Access-Control-Allow-Headers'] = asked;
      return c.body(null, 204, headers);
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (listed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
    }
  };
}
