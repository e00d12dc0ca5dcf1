import type { MiddlewareHandler } from 'hono';
import { HEADER_AUTHORIZATION } from '@domain/contract/http';
import { SANDBOX_PATH_PREFIX } from '@domain/contract/sandbox';

/** Answers about a user's money are never kept by a cache, errors included. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

/**
 * Every answer to a request that carries a bearer token is about its user (or says the token is
 * no good): no cache, shared or the browser's, may keep it. A route's stricter value stays
 * ("private, no-store" for a file).
 */
export const noStoreWhenAuthenticated: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.req.header(HEADER_AUTHORIZATION)) return;
  const current = c.res.headers.get('Cache-Control') ?? '';
  if (!/\bno-store\b/.test(current)) c.res.headers.set('Cache-Control', 'no-store');
};

/**
 * The sandbox's answers carry codes (the SMS inbox), money (the ledger, the bank) and people's
 * numbers: none is kept by any cache, pages and errors included.
 */
export const noStoreOnSandbox: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.path !== SANDBOX_PATH_PREFIX && !c.req.path.startsWith(`${SANDBOX_PATH_PREFIX}/`)) return;
  const current = c.res.headers.get('Cache-Control') ?? '';
  if (!/\bno-store\b/.test(current)) c.res.headers.set('Cache-Control', 'no-store');
};
