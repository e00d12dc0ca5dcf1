/** The anonymous events endpoint has a body limit and a rate limit per client of its own (issue 12). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EVENTS_MAX_BODY_BYTES } from '@server/account/event-routes';
import { DEFAULT_LIMITS } from '@server/http/types';

const EVENTS_RATE_LIMIT = { max: DEFAULT_LIMITS.eventBatchesPerClient };
import { type TestPlatform, createTestPlatform } from './support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform?.dispose();
});

let nextId = 0;
const event = () => ({
  id: `evt-${Date.now()}-${nextId++}`,
  name: 'page_view',
  data: {},
  userDetails: { csTrackingId: null, language: 'id', sourceApp: null, segments: [] },
  occurredAt: new Date().toISOString(),
});

const send = (body: string, address: string) =>
  platform.app.request(
    '/v1/user/events',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    { incoming: { socket: { remoteAddress: address } } },
  );

it('refuses a body over 64 KiB with 413 before reading it', async () => {
  const big = JSON.stringify([{ ...event(), name: 'x'.repeat(EVENTS_MAX_BODY_BYTES) }]);
  const answer = await send(big, '10.9.0.1');
  expect(answer.status).toBe(413);
  expect(((await answer.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('PAYLOAD_TOO_LARGE');
});

it(`takes ${EVENTS_RATE_LIMIT.max} batches a minute from one client, then 429 with Retry-After; other clients go on`, async () => {
  for (let i = 0; i < EVENTS_RATE_LIMIT.max; i++) expect((await send(JSON.stringify([event()]), '10.9.0.2')).status).toBe(200);
  const refused = await send(JSON.stringify([event()]), '10.9.0.2');
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('60');
  expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('TOO_MANY_REQUESTS');
  expect((await send(JSON.stringify([event()]), '10.9.0.3')).status).toBe(200);
});
