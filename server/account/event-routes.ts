import { Hono } from 'hono';
import { EventsRequestSchema, type EventsResponse } from '@domain/contract/analytics-events';
import { API_PATHS } from '@domain/contract/http';
import { storeEvents } from './event-store';
import { optionalSession } from '../http/auth';
import { parseWith, readJsonBody } from '../http/body';
import { ok } from '../http/envelope';
import { PlatformError, invalidPayload } from '../http/errors';
import { bodyLimit } from 'hono/body-limit';
import { clientKey } from '../http/client';
import { failure } from '../http/envelope';
import { type RateLimit, takeHit, tooManyRequests } from '../http/rate-limit';
import { allowOnly } from '../http/fallbacks';
import type { AppEnv, RouteDeps } from '../http/types';

/** PostgreSQL takes years 1 to 294276; a device clock outside this is nonsense anyway. */
function checkOccurredAt(occurredAt: string, index: number): void {
  const year = new Date(occurredAt).getUTCFullYear();
  if (!(year >= 1970 && year <= 9999)) {
    throw invalidPayload(`Field "${index}.occurredAt" is not a plausible instant.`, `${index}.occurredAt`);
  }
}

/**
 * The events endpoint answers anyone (events are sent before sign-in), so it has limits of its
 * own: a body of at most 64 KiB (the client sends batches of 8; 50 events of a few hundred bytes
 * fit), and 60 requests a minute per client (the client sends a batch every few seconds at most).
 */
export const EVENTS_MAX_BODY_BYTES = 64 * 1024;
export const EVENTS_RATE_WINDOW_MS = 60 * 1000;

export function eventRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const rateLimit: RateLimit = { scope: 'events', max: deps.limits.eventBatchesPerClient, windowMs: EVENTS_RATE_WINDOW_MS };
  const limitBody = bodyLimit({
    maxSize: EVENTS_MAX_BODY_BYTES,
    onError: (c) =>
      failure(c, PlatformError.of(413, 'PAYLOAD_TOO_LARGE', `An events batch is at most ${EVENTS_MAX_BODY_BYTES / 1024} KiB.`)),
  });

  /**
   * Events are sent before sign-in too, so a missing or stale bearer token is not an error:
   * with a live one the events are linked to the user, otherwise to no one.
   */
  app.post(API_PATHS.events, limitBody, async (c) => {
    const client = await clientKey(c, deps.db);
    if (client && !(await takeHit(deps.db, rateLimit, client, deps.clock.now()))) {
      throw tooManyRequests('TOO_MANY_REQUESTS', 'Too many event batches from this client: send them later.', rateLimit);
    }
    const events = parseWith(EventsRequestSchema, await readJsonBody(c));
    for (const [index, event] of events.entries()) checkOccurredAt(event.occurredAt, index);
    const session = await optionalSession(c, deps);
    const result = await storeEvents(deps.db, events, session?.userId ?? null, deps.clock.now());
    return ok<EventsResponse>(c, result);
  });
  allowOnly(app, API_PATHS.events, ['POST']);

  return app;
}
