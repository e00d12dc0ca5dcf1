import type { AnalyticsEvent, EventsResponse } from '@domain/contract/analytics-events';
import type { SandboxEvent } from '@domain/contract/sandbox';
import { type Db, toDate } from '../db/client';

/**
 * Stores each event once by its id. A known id is not stored again, only counted as one more
 * delivery, so a client retrying a batch never doubles anything.
 */
export async function storeEvents(db: Db, events: readonly AnalyticsEvent[], userId: string | null, now: Date): Promise<EventsResponse> {
  return db.transaction(async (tx) => {
    let stored = 0;
    for (const event of events) {
      const [row] = await tx.query<{ deliveries: number }>(
        `insert into analytics_events (id, name, data, user_details, occurred_at, user_id, received_at, last_received_at)
         values ($1, $2, $3::text::jsonb, $4::text::jsonb, $5, $6, $7, $7)
         on conflict (id) do update
           set deliveries = analytics_events.deliveries + 1, last_received_at = excluded.last_received_at
         returning deliveries`,
        [event.id, event.name, JSON.stringify(event.data), JSON.stringify(event.userDetails), event.occurredAt, userId, now.toISOString()],
      );
      // A first insert starts at 1; a known id comes back from the update with 2 or more.
      if (row?.deliveries === 1) stored += 1;
    }
    return { stored, duplicates: events.length - stored };
  });
}

interface EventRow {
  id: string;
  name: string;
  /** Read as text so both engines answer the same (PGlite and postgres.js parse jsonb differently). */
  data: string;
  deliveries: number;
  received_at: Date | string;
}

/** Sandbox view of what was stored, newest first, optionally one event name only. */
export async function listEvents(db: Db, name: string | null, limit = 500): Promise<SandboxEvent[]> {
  const rows = await db.query<EventRow>(
    `select id, name, data::text as data, deliveries, received_at from analytics_events
     where ($1::text is null or name = $1) order by seq desc limit $2`,
    [name, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    data: JSON.parse(row.data) as SandboxEvent['data'],
    deliveries: row.deliveries,
    receivedAt: toDate(row.received_at).toISOString(),
  }));
}
