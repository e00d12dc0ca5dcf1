import type { MiddlewareHandler } from 'hono';

/** Answers about a user's money are never kept by a cache, errors included. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
