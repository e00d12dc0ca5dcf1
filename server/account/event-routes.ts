import { Hono } from 'hono';
import { EventsRequestSchema, type EventsResponse } from '@domain/contract/account-events';
import { API_PATHS } from '@domain/contract/http';
import { storeEvents } from './event-store';
import { optionalSession } from '../http/auth';
import { parseWith, readJsonBody } from '../http/body';
import { ok } from '../http/envelope';
import { invalidPayload } from '../http/errors';
import { allowOnly } from '../http/fallbacks';
import type { AppEnv, RouteDeps } from '../http/types';

/** PostgreSQL takes years 1 to 294276; a device clock outside this is nonsense anyway. */
function checkOccurredAt(occurredAt: string, index: number): void {
  const year = new Date(occurredAt).getUTCFullYear();
  if (!(year >= 1970 && year <= 9999)) {
    throw invalidPayload(`Field "${index}.occurredAt" is not a plausible instant.`, `${index}.occurredAt`);
  }
}

export function eventRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * Events are sent before sign-in too, so a missing or stale bearer token is not an error:
   * with a live one the events are linked to the user, otherwise to no one.
   */
  app.post(API_PATHS.events, async (c) => {
    const events = parseWith(EventsRequestSchema, await readJsonBody(c));
    for (const [index, event] of events.entries()) checkOccurredAt(event.occurredAt, index);
    const session = await optionalSession(c, deps);
    const result = await storeEvents(deps.db, events, session?.userId ?? null, deps.clock.now());
    return ok<EventsResponse>(c, result);
  });
  allowOnly(app, API_PATHS.events, ['POST']);

  return app;
}
