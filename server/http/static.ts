import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { isPlatformPath } from '@domain/contract/http';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=600';

/** Files that name no version: the browser must ask every time, or users keep an old app. */
const ALWAYS_REVALIDATE = new Set(['/', '/index.html', '/sw.js', '/manifest.webmanifest']);

/** Vite puts a content hash in every file name under /assets/, so those never change. */
export function cachePolicy(pathname: string): string {
  if (pathname.startsWith('/assets/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATE.has(pathname) || pathname.endsWith('.html')) return NO_CACHE;
  return SHORT;
}

const noNext = async (): Promise<void> => {};

/**
 * Serves the built app: the file itself, or its .br / .gz sibling when the browser accepts it
 * (serveStatic's `precompressed`), with the cache policy above. Any other GET outside the
 * platform's paths gets index.html, so client-side routes survive a reload.
 */
export function staticApp(root: string): MiddlewareHandler {
  const file = serveStatic({ root, precompressed: true });
  const indexHtml = serveStatic({ root, path: 'index.html', precompressed: true });

  const respond = async (c: Context, serve: MiddlewareHandler, cacheControl: string): Promise<Response | null> => {
    const response = await serve(c, noNext);
    if (!(response instanceof Response)) return null;
    response.headers.set('Cache-Control', cacheControl);
    // The answer depends on Accept-Encoding whenever a compressed sibling may exist.
    if (!response.headers.get('Vary')) response.headers.set('Vary', 'Accept-Encoding');
    return response;
  };

  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || isPlatformPath(path)) return next();
    const found = await respond(c, file, cachePolicy(path));
    if (found) return found;
    // A missing hashed asset is a stale deploy, not a client route: HTML there would only break the import.
    if (path.startsWith('/assets/')) return next();
    return (await respond(c, indexHtml, NO_CACHE)) ?? next();
  };
}
