import { afterEach, describe, expect, it } from 'vitest';
import type { WorkerEvent } from '@worker/contract';
import { openDataDb, type DataDb } from '@worker/db';
import { WorkerEventHub } from '@worker/events';
import { createApiClient, resolveBaseUrl, type ClientSettings } from '@worker/http/client';
import { SessionStore } from '@worker/session';
import { fakeFetch, jsonResponse, type Responder } from './helpers/fake-fetch';

const SESSION = {
  bearerToken: 'token-123',
  csTrackingId: 'cs-1',
  phoneNumber: '81234567890',
  countryCode: '+62',
  segments: ['A'],
};

const opened: DataDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await db.delete();
  }
});

async function setup(responder: Responder, settings: Partial<ClientSettings> = {}, origin = 'https://app.test') {
  const db = openDataDb(`client-${crypto.randomUUID()}`);
  opened.push(db);
  const hub = new WorkerEventHub();
  const received: WorkerEvent[] = [];
  hub.subscribe((event) => received.push(event));
  const session = new SessionStore(db, hub);
  await session.start();
  const { fetch, requests } = fakeFetch(responder);
  const client = createApiClient({
    settings: () => ({ apiBaseUrl: '', targetApplication: 'PAYLATER_WEB', language: 'id', ...settings }),
    session,
    fetch,
    origin: () => origin,
  });
  return { db, session, client, requests, received };
}

describe('the API client', () => {
  it("'' resolves against the worker's origin; an absolute base keeps its path", () => {
    expect(resolveBaseUrl('', () => 'https://app.test')).toBe('https://app.test');
    expect(resolveBaseUrl('https://api.example.com/', () => 'https://app.test')).toBe('https://api.example.com');
    expect(resolveBaseUrl('https://api.example.com/platform/', () => 'https://app.test')).toBe('https://api.example.com/platform');
    expect(resolveBaseUrl('/api', () => 'https://app.test')).toBe('https://app.test/api');
  });

  it('sends to the resolved URL and unwraps data', async () => {
    const { client, requests } = await setup(() => jsonResponse(200, { data: { userId: 'u1' } }));
    await expect(client.get('/v1/user')).resolves.toEqual({ userId: 'u1' });
    expect(requests[0]?.url).toBe('https://app.test/v1/user');
    expect(requests[0]?.method).toBe('GET');
  });

  it('sends a fresh Idempotency-Key with each POST (one per user action), the caller’s own when given, none on a GET or when asked for none', async () => {
    const { client, requests } = await setup(() => jsonResponse(200, { data: 1 }));
    await client.post('/v1/otp', { countryCode: '+62', phoneNumber: '81234567890' });
    await client.post('/v1/otp', { countryCode: '+62', phoneNumber: '81234567890' });
    await client.post('/v2/login', {}, { idempotencyKey: 'action-key-1' });
    await client.post('/v1/user/events', [], { idempotencyKey: null });
    await client.get('/v1/user');
    const keys = requests.map((request) => request.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual(['action-key-1', undefined, undefined]);
  });

  it('uses an absolute base URL as configured', async () => {
    const { client, requests } = await setup(() => jsonResponse(200, { data: 1 }), { apiBaseUrl: 'https://api.example.com/platform' });
    await client.post('/v1/otp', { countryCode: '+62', phoneNumber: '81234567890' });
    expect(requests[0]?.url).toBe('https://api.example.com/platform/v1/otp');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body).toEqual({ countryCode: '+62', phoneNumber: '81234567890' });
    expect(requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('an empty answer (204) resolves undefined', async () => {
    const { client } = await setup(() => new Response(null, { status: 204 }));
    await expect(client.post('/v1/logout')).resolves.toBeUndefined();
  });

  it('without a session: locale and target application, no Authorization', async () => {
    const { client, requests } = await setup(() => jsonResponse(200, { data: null }), { language: 'en', targetApplication: 'APP_X' });
    await client.get('/v1/user');
    expect(requests[0]?.headers['x-user-locale']).toBe('en');
    expect(requests[0]?.headers['x-target-application']).toBe('APP_X');
    expect(requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('with a session: the bearer token; a call may override the locale', async () => {
    const { client, session, requests } = await setup(() => jsonResponse(200, { data: null }));
    await session.set(SESSION);
    await client.post('/v2/login', {}, { locale: 'ID' });
    expect(requests[0]?.headers.authorization).toBe('Bearer token-123');
    expect(requests[0]?.headers['x-user-locale']).toBe('ID');
  });

  for (const status of [401, 403]) {
    it(`${status} to a call that carried the token clears the session in IndexedDB and says so`, async () => {
      const { db, client, session, requests, received } = await setup(() =>
        jsonResponse(status, { errors: [{ code: 'UNAUTHORIZED', message: 'No' }] }),
      );
      await session.set(SESSION);
      await session.saveSourceInfo({ sourceApp: 'gojek', redirectUrl: null, sourcePage: null, appVersion: null, partner: null });
      await expect(client.get('/v1/user')).rejects.toMatchObject({ kind: 'ApiError', status });
      expect(await db.session.count()).toBe(0);
      // Kept: the UI routes a partner-app session back to its SSO page (issue 3); logout clears it.
      expect((await session.sourceInfo())?.sourceApp).toBe('gojek');
      expect(session.token()).toBeNull();
      expect(received).toEqual([{ type: 'session-ended', reason: 'rejected', status }]);
      // The next call no longer carries the token.
      await client.get('/v1/user').catch(() => undefined);
      expect(requests[1]?.headers).not.toHaveProperty('authorization');
      expect(received).toHaveLength(1);
    });
  }

  it('parallel 401s end the session once', async () => {
    const { client, session, received } = await setup(() => jsonResponse(401, { errors: [] }));
    await session.set(SESSION);
    await Promise.allSettled([client.get('/v1/user'), client.get('/v1/user'), client.get('/v1/user')]);
    expect(received).toEqual([{ type: 'session-ended', reason: 'rejected', status: 401 }]);
  });

  it('a late 401 for an old token does not end a newer session', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { db, client, session, received } = await setup(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await session.set(SESSION);
    const call = client.get('/v1/user');
    await new Promise((resolve) => setImmediate(resolve));
    await session.set({ ...SESSION, bearerToken: 'token-new' });
    answer(jsonResponse(401, { errors: [] }));
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(session.token()).toBe('token-new');
    expect(await db.session.count()).toBe(1);
    expect(received).toEqual([]);
  });

  it('a 401 without a session changes nothing', async () => {
    const { received, client } = await setup(() => jsonResponse(401, { errors: [] }));
    await expect(client.post('/v1/otp', {})).rejects.toMatchObject({ status: 401 });
    expect(received).toEqual([]);
  });
});
