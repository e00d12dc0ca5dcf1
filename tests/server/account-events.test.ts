import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEvent, EventsResponse } from '@domain/contract/analytics-events';
import type { SandboxEvent } from '@domain/contract/sandbox';
import { type TestPlatform, bearer, call, createTestPlatform, signIn } from './support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

let counter = 0;
function event(name = 'home_viewed'): AnalyticsEvent {
  counter += 1;
  return {
    id: `evt-${Date.now()}-${counter}`,
    name,
    data: { screen: 'home', step: counter, fresh: true, none: null },
    userDetails: { csTrackingId: null, language: 'id', sourceApp: null, segments: [] },
    occurredAt: new Date().toISOString(),
  };
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call<EventsResponse>(platform.app, 'POST', '/v1/user/events', body, headers);

describe('POST /v1/user/events', () => {
  it('stores each id once: a re-sent batch stores nothing new but counts the delivery', async () => {
    const batch = [event(), event(), event()];
    const first = await post(batch);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ stored: 3, duplicates: 0 });

    const again = await post([...batch, event()]);
    expect(again.data).toEqual({ stored: 1, duplicates: 3 });

    const rows = await platform.db.query<{ id: string; deliveries: number; data: unknown }>(
      'select id, deliveries, data from analytics_events where id = any($1::text[]) order by id',
      [batch.map((e) => e.id)],
    );
    expect(rows.map((r) => r.deliveries)).toEqual([2, 2, 2]);
    expect(rows[0]?.data).toEqual(batch[0]?.data);
  });

  it('counts an id repeated inside one post as a duplicate', async () => {
    const one = event();
    expect((await post([one, one])).data).toEqual({ stored: 1, duplicates: 1 });
  });

  it('accepts events without a session and ignores an invalid token; links them to a live session', async () => {
    const anonymous = event();
    expect((await post([anonymous], bearer('stale-token'))).status).toBe(200);

    const session = await signIn(platform.app);
    const linked = event();
    expect((await post([linked], bearer(session.bearerToken))).status).toBe(200);

    const rows = await platform.db.query<{ id: string; has_user: boolean }>(
      'select id, user_id is not null as has_user from analytics_events where id = any($1::text[])',
      [[anonymous.id, linked.id]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.has_user]))).toEqual({ [anonymous.id]: false, [linked.id]: true });
  });

  it.each([
    ['an object instead of a list', { id: 'x' }],
    ['an empty list', []],
    ['a short id', [{ ...event(), id: 'x' }]],
    ['a wrong type', [{ ...event(), data: 'nope' }]],
    ['a bad instant', [{ ...event(), occurredAt: 'yesterday' }]],
    ['an implausible instant', [{ ...event(), occurredAt: '0000-01-01T00:00:00Z' }]],
  ])('answers 400 INVALID_REQUEST_PAYLOAD for %s', async (_, body) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.code).toBe('INVALID_REQUEST_PAYLOAD');
  });

  it('answers 400 for more than 50 events in one post', async () => {
    const answer = await post(Array.from({ length: 51 }, () => event()));
    expect(answer.status).toBe(400);
  });
});

describe('GET /sandbox/events', () => {
  it('lists stored events newest first with their deliveries, filtered by name', async () => {
    const a = event('sandbox_list_a');
    const b = event('sandbox_list_a');
    await post([a]);
    await post([b, a]);
    const answer = await call<SandboxEvent[]>(platform.app, 'GET', '/sandbox/events?name=sandbox_list_a');
    expect(answer.status).toBe(200);
    expect(answer.data.map((e) => [e.id, e.deliveries])).toEqual([
      [b.id, 1],
      [a.id, 2],
    ]);
    expect(answer.data[0]?.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
