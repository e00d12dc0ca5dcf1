import { Hono } from 'hono';
import { SANDBOX_PATHS } from '@domain/contract/http';
import type { SandboxEvent } from '@domain/contract/sandbox';
import { ok } from '../http/envelope';
import { allowOnly } from '../http/fallbacks';
import type { AppEnv, RouteDeps } from '../http/types';
import { listEvents } from './event-store';

/** The sandbox's view of the analytics events the platform stored, optionally of one name. */
export function accountSandboxRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(SANDBOX_PATHS.events, async (c) => {
    const name = c.req.query('name')?.trim() || null;
    return ok<SandboxEvent[]>(c, await listEvents(db, name));
  });
  allowOnly(app, SANDBOX_PATHS.events, ['GET']);
  return app;
}
