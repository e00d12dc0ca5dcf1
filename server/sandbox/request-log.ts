/**
 * What the platform received, for tests that assert one user action sends one request in every
 * engine (issue 42): the method, path, status and time of the last platform calls, newest first.
 * No query, header or body is kept: nothing personal. In memory, this process only; the sandbox's
 * alone (absent when SANDBOX=off).
 * GET /sandbox/requests?method=POST&path=/v1/otp&since=<ISO instant> lists them.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { isPlatformPath } from '@domain/contract/http';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';

export const SANDBOX_REQUESTS_PATH = '/sandbox/requests';
const KEPT = 5000;

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  /** When it arrived, on the machine's clock (ISO), to tell one test's requests from another's. */
  at: string;
}

export function sandboxRequestLog(): { record: MiddlewareHandler; routes: () => Hono<AppEnv> } {
  const log: LoggedRequest[] = [];
  const record: MiddlewareHandler = async (c, next) => {
    const at = new Date().toISOString();
    await next();
    if (!isPlatformPath(c.req.path) || c.req.path === SANDBOX_REQUESTS_PATH) return;
    log.unshift({ method: c.req.method, path: c.req.path, status: c.res.status, at });
    if (log.length > KEPT) log.length = KEPT;
  };
  const routes = (): Hono<AppEnv> => {
    const app = new Hono<AppEnv>();
    app.get(SANDBOX_REQUESTS_PATH, (c) => {
      const method = c.req.query('method');
      const path = c.req.query('path');
      const since = c.req.query('since') ?? '';
      return ok(
        c,
        log.filter((entry) => (!method || entry.method === method) && (!path || entry.path === path) && entry.at >= since),
      );
    });
    return app;
  };
  return { record, routes };
}
