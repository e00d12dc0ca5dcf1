import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '@domain/contract/analytics-events';
import { isApiErrorData } from '@domain/errors';
import type { Language } from '@domain/languages';
import type { DataWorkerApi, WorkerEvent } from '@worker/contract';
import { DRAFT_TTL_MS } from '@worker/drafts';
import { UPLOAD_RETENTION_MS } from '@worker/uploads/outbox';
import type { PutRequest } from '@worker/uploads/transport';
import { createDataWorker } from '@worker/worker-api';
import { fakeFetch, jsonResponse, type Responder } from './helpers/fake-fetch';
import { rejection } from './helpers/rejection';
import { PLATFORM_PROFILE as PROFILE, WORKER_CONFIG as CONFIG } from './helpers/worker-fixtures';
import { openTestDb, stopAfterTest, stopWorkersAfterEach } from './helpers/test-worker';
import { until } from './helpers/ticks';

const LOGIN = { otp: '123456', otpToken: 'otp-token', phoneNumber: '81234567890', countryCode: '+62' };

stopWorkersAfterEach();

/** The platform as the worker sees it: login, profile, logout and events. */
const platform: Responder = (request) => {
  const path = new URL(request.url).pathname;
  if (path === '/v2/login') return jsonResponse(200, { data: { bearerToken: 'tok-1', csTrackingId: 'cs-1' } });
  if (path === '/v1/user') return jsonResponse(200, { data: PROFILE });
  if (path === '/v1/otp') return jsonResponse(200, { data: { otpToken: 'otp-token', expiresInSeconds: 720 } });
  if (path === '/v1/logout') return jsonResponse(200, { data: { loggedOut: true } });
  if (path === '/v1/logout/all') return jsonResponse(200, { data: { loggedOut: true, sessionsEnded: 2 } });
  if (path === '/v1/user/events') return jsonResponse(200, { data: { stored: 1, duplicates: 0 } });
  if (path === '/v1/user/kyc/submission') {
    const doc = (type: string) => ({ type, url: `https://storage.test/kyc/${type}`, readUrl: null, uploaded: false });
    return jsonResponse(200, { data: { docs: [doc('KTP'), doc('KTP_SELFIE')] } });
  }
  return jsonResponse(404, { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] });
};

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

/** A worker like one tab's; tabs given the same channel name hear each other's sign-ins and sign-outs. */
function worker(dbName: string, responder: Responder = platform, channelName?: string) {
  const db = openTestDb(dbName);
  const { fetch, requests } = fakeFetch(responder);
  const sessionChannel = channelName ? new BroadcastChannel(channelName) : null;
  if (sessionChannel) channels.push(sessionChannel);
  const network = { online: true };
  const puts: { url: string; size: number }[] = [];
  const built = createDataWorker({
    db,
    fetch,
    origin: () => 'https://app.test',
    isOnline: () => network.online,
    locks: null,
    uploadLocks: null,
    uploadTransport: async (request: PutRequest) => {
      puts.push({ url: request.url, size: request.bytes.byteLength });
      return { status: 200, body: '' };
    },
    sessionChannel,
  });
  stopAfterTest(built.services);
  const received: WorkerEvent[] = [];
  void built.api.session.subscribe((event) => {
    received.push(event);
  });
  return { ...built, db, requests, received, network, puts };
}

const photo = (slot: string) => ({
  userId: 'cs-1',
  kind: 'kyc-photo' as const,
  slot,
  name: `${slot}.jpg`,
  type: 'image/jpeg',
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]).buffer,
});

/** A device that signed in once: its IndexedDB, by `name`, holds the session a reload starts from. */
async function signedInDevice(): Promise<{ name: string; csTrackingId: string }> {
  const name = `worker-${crypto.randomUUID()}`;
  const first = worker(name);
  await first.api.session.start(CONFIG);
  const { csTrackingId } = await first.api.auth.login(LOGIN);
  return { name, csTrackingId };
}

describe('the data worker surface', () => {
  it('login stores the session (upper-case locale), which survives a reload; the token never leaves', async () => {
    const name = `worker-${crypto.randomUUID()}`;
    const first = worker(name);
    expect(await first.api.session.start(CONFIG)).toBeNull();
    const snapshot = await first.api.auth.login(LOGIN);
    expect(snapshot).toEqual({ csTrackingId: 'cs-1', phoneNumber: '81234567890', countryCode: '+62', segments: [] });
    expect(JSON.stringify(snapshot)).not.toContain('tok-1');
    const login = first.requests.find((request) => request.url.endsWith('/v2/login'));
    expect(login?.url).toBe('https://app.test/v2/login');
    expect(login?.headers['x-user-locale']).toBe('ID');
    expect(login?.body).toEqual({ otp: '123456', otpToken: 'otp-token', phoneNumber: '81234567890' });
    expect(first.requests.filter((request) => !request.url.endsWith('/v1/user/events'))).toHaveLength(1);
    expect(await first.db.session.get('current')).toMatchObject({ bearerToken: 'tok-1' });

    const second = worker(name);
    expect(await second.api.session.start(CONFIG)).toEqual(snapshot);
    await second.api.user.profile();
    const profileCall = second.requests.find((request) => request.url.endsWith('/v1/user'));
    expect(profileCall?.headers.authorization).toBe('Bearer tok-1');
    expect(profileCall?.headers['x-user-locale']).toBe('id');
  });

  it("a worker started on boot (a signed-in reload) reads the session and asks for the profile; the app's start takes that start", async () => {
    const { name, csTrackingId } = await signedInDevice();

    const reloaded = worker(name);
    reloaded.startOnBoot(CONFIG);
    await until(() => reloaded.requests.some((request) => request.url.endsWith('/v1/user')));
    expect(await reloaded.api.session.start(CONFIG)).toMatchObject({ csTrackingId });
    expect(await reloaded.api.user.profile()).toEqual(PROFILE);
    expect(reloaded.requests.filter((request) => request.url.endsWith('/v1/user'))).toHaveLength(1);

    // Another language than the one the worker guessed: the app's start is made anew, in its language.
    const english = worker(name);
    english.startOnBoot(CONFIG);
    expect(await english.api.session.start({ ...CONFIG, language: 'en' })).toMatchObject({ csTrackingId });
    await english.api.user.profile();
    const last = english.requests.filter((request) => request.url.endsWith('/v1/user')).at(-1);
    expect(last?.headers['x-user-locale']).toBe('en');
  });

  it("a boot start that fails while the app's start waits on it is made anew for the app", async () => {
    const { name, csTrackingId } = await signedInDevice();

    const reloaded = worker(name);
    // IndexedDB refuses the boot start's first read (a busy disk, an upgrade in another tab).
    const read = vi.spyOn(reloaded.db.session, 'get').mockRejectedValueOnce(new Error('UnknownError: the read was refused'));
    reloaded.startOnBoot(CONFIG);
    expect(await reloaded.api.session.start(CONFIG)).toMatchObject({ csTrackingId });
    expect(read.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(await reloaded.api.user.profile()).toEqual(PROFILE);
  });

  it('a session the platform rejects while the worker started itself is ended, and the app hears it when it first listens', async () => {
    const { name } = await signedInDevice();

    // A worker nobody listens to yet (the test helper's workers subscribe at once).
    const db = openTestDb(name);
    const { fetch, requests } = fakeFetch((request, index) =>
      request.url.endsWith('/v1/user')
        ? jsonResponse(401, { errors: [{ code: 'UNAUTHORIZED', message: 'Expired' }] })
        : platform(request, index),
    );
    const reloaded = createDataWorker({ db, fetch, origin: () => 'https://app.test', locks: null, uploadLocks: null });
    stopAfterTest(reloaded.services);
    reloaded.startOnBoot(CONFIG);
    await until(() => requests.some((request) => request.url.endsWith('/v1/user')));
    const heard: WorkerEvent[] = [];
    await reloaded.api.session.subscribe((event) => {
      heard.push(event);
    });
    expect(await reloaded.api.session.start(CONFIG)).toBeNull();
    expect(heard).toEqual([{ type: 'session-ended', reason: 'rejected', status: 401 }]);
  });

  it('a stored session found at start has its profile asked for at once; the next profile call takes that answer', async () => {
    const name = `worker-${crypto.randomUUID()}`;
    const first = worker(name);
    await first.api.session.start(CONFIG);
    await first.api.auth.login(LOGIN);
    const profileCalls = (requests: Array<{ url: string }>) => requests.filter((request) => request.url.endsWith('/v1/user')).length;
    expect(profileCalls(first.requests)).toBe(0); // a sign-in asks for nothing more

    const reloaded = worker(name);
    await reloaded.api.session.start(CONFIG);
    expect(profileCalls(reloaded.requests)).toBe(1); // under way before any page asked
    expect(await reloaded.api.user.profile()).toEqual(PROFILE);
    expect(profileCalls(reloaded.requests)).toBe(1);
    // Taken once: a later call asks the platform again.
    await reloaded.api.user.profile();
    expect(profileCalls(reloaded.requests)).toBe(2);

    // Signed out before a page took it: the next session (its own token) asks for its own.
    let logins = 0;
    const again = worker(name, (request, index) =>
      request.url.endsWith('/v2/login')
        ? jsonResponse(200, { data: { bearerToken: `tok-again-${(logins += 1)}`, csTrackingId: 'cs-1' } })
        : platform(request, index),
    );
    await again.api.session.start(CONFIG);
    await again.api.auth.logout();
    await again.api.auth.login(LOGIN);
    const before = profileCalls(again.requests);
    await again.api.user.profile();
    expect(profileCalls(again.requests)).toBe(before + 1);
  });

  it('a failed call rejects with plain ApiErrorData, not an Error, intact through structuredClone', async () => {
    const { api } = worker(`worker-${crypto.randomUUID()}`, () =>
      jsonResponse(400, { errors: [{ code: 'LOGIN_invalidOTP', message: 'Wrong OTP', errorKey: 'LOGIN_invalidOTP' }] }),
    );
    await api.session.start(CONFIG);
    const error = await rejection(api.auth.login(LOGIN));
    expect(error).not.toBeInstanceOf(Error);
    expect(isApiErrorData(error)).toBe(true);
    expect(structuredClone(error)).toEqual({
      kind: 'ApiError',
      status: 400,
      errors: [{ code: 'LOGIN_invalidOTP', message: 'Wrong OTP', errorKey: 'LOGIN_invalidOTP' }],
      message: 'Wrong OTP',
      errorKey: 'LOGIN_invalidOTP',
    });
    expect(await api.session.current()).toBeNull();
  });

  it('a failure that is not a call (bad language) also arrives as ApiErrorData', async () => {
    const { api } = worker(`worker-${crypto.randomUUID()}`);
    await api.session.start(CONFIG);
    const error = await rejection(api.session.setLanguage('fr' as Language));
    expect(isApiErrorData(error)).toBe(true);
  });

  it('calls made before start() finishes wait for it', async () => {
    const { api, requests } = worker(`worker-${crypto.randomUUID()}`);
    const otp = api.auth.requestOtp('+62', '81234567890');
    void api.session.start({ ...CONFIG, language: 'en' });
    await expect(otp).resolves.toEqual({ otpToken: 'otp-token', expiresInSeconds: 720 });
    expect(requests[0]?.headers['x-user-locale']).toBe('en');
  });

  it('logout offline still clears the session and source info, keeps drafts, says "logout" once', async () => {
    let offline = false;
    const { api, db, received, requests } = worker(`worker-${crypto.randomUUID()}`, (request, index) =>
      offline ? 'network-error' : platform(request, index),
    );
    await api.session.start(CONFIG);
    await api.session.saveSourceInfo({ sourceApp: 'gojek', redirectUrl: null, sourcePage: null, appVersion: null, partner: null });
    await api.auth.login(LOGIN);
    await api.drafts.save({ owner: 'user', flow: 'kyc', product: 'paylater' }, { name: 'Budi' }, 1);
    offline = true;
    await api.auth.logout();
    expect(requests.some((request) => request.url.endsWith('/v1/logout'))).toBe(true);
    expect(await db.session.count()).toBe(0);
    expect(await db.sourceInfo.count()).toBe(0);
    expect(await api.session.current()).toBeNull();
    expect(await api.drafts.load({ owner: 'user', flow: 'kyc', product: 'paylater' }, 1)).toMatchObject({ value: { name: 'Budi' } });
    // The page also hears that the platform did not answer (its offline notice follows that).
    expect(received).toEqual([
      { type: 'platform-reachability', reachable: false },
      { type: 'session-ended', reason: 'logout', status: null },
    ]);
  });

  it('logout everywhere asks the platform to end every session, and says whether it was reached', async () => {
    let offline = false;
    const { api, requests } = worker(`worker-${crypto.randomUUID()}`, (request, index) =>
      offline ? 'network-error' : platform(request, index),
    );
    await api.session.start(CONFIG);
    await api.auth.login(LOGIN);
    await expect(api.auth.logout({ everywhere: true })).resolves.toEqual({ everywhere: true, signedOutElsewhere: true });
    expect(requests.filter((request) => request.url.endsWith('/v1/logout/all'))).toHaveLength(1);
    expect(requests.some((request) => request.url.endsWith('/v1/logout'))).toBe(false);
    expect(await api.session.current()).toBeNull();

    await api.auth.login(LOGIN);
    offline = true;
    // Offline: signed out here all the same, but the others are not claimed as signed out.
    await expect(api.auth.logout({ everywhere: true })).resolves.toEqual({ everywhere: true, signedOutElsewhere: false });
    expect(await api.session.current()).toBeNull();
  });

  it('a 401 to the logout call itself ends the session once, as a logout', async () => {
    const { api, received } = worker(`worker-${crypto.randomUUID()}`, (request, index) =>
      request.url.endsWith('/v1/logout') ? jsonResponse(401, { errors: [] }) : platform(request, index),
    );
    await api.session.start(CONFIG);
    await api.auth.login(LOGIN);
    await api.auth.logout();
    expect(received).toEqual([{ type: 'session-ended', reason: 'logout', status: null }]);
  });

  it('the profile updates the segments, and events carry who (not the phone) without personal data', async () => {
    const { api, db, requests, received } = worker(`worker-${crypto.randomUUID()}`);
    await api.session.start(CONFIG);
    await api.session.saveSourceInfo({
      sourceApp: 'gojek',
      redirectUrl: 'https://x.test',
      sourcePage: null,
      appVersion: '4.70',
      partner: null,
    });
    await api.auth.login(LOGIN);
    await api.user.profile();
    expect(await api.session.current()).toMatchObject({ segments: ['PREMIUM'] });
    expect(await db.session.get('current')).toMatchObject({ segments: ['PREMIUM'] });

    await api.analytics.track('home_viewed', { product: 'paylater' });
    await until(() => received.some((event) => event.type === 'analytics-delivered'));
    const post = requests.find((request) => request.url.endsWith('/v1/user/events'));
    const [event] = post?.body as AnalyticsEvent[];
    expect(event?.userDetails).toEqual({ csTrackingId: 'cs-1', language: 'id', sourceApp: 'gojek', segments: ['PREMIUM'] });
    expect(JSON.stringify(post?.body)).not.toContain('81234567890');
    expect(await api.analytics.pendingCount()).toBe(0);
  });

  it('offline, the profile is the last one this session got; it goes with the session', async () => {
    let offline = false;
    const { api } = worker(`worker-${crypto.randomUUID()}`, (request, index) => {
      if (offline) throw new TypeError('Failed to fetch');
      return platform(request, index);
    });
    await api.session.start(CONFIG);
    await api.auth.login(LOGIN);
    await api.user.profile();
    offline = true;
    expect(await api.user.profile()).toEqual(PROFILE);
    offline = false;
    await api.auth.logout();
    await api.auth.login(LOGIN);
    offline = true;
    expect(isApiErrorData(await rejection(api.user.profile()))).toBe(true);
  });

  it('another tab follows a sign-in and a sign-out, and its calls carry the session the other tab stored', async () => {
    const name = `worker-${crypto.randomUUID()}`;
    const first = worker(name, platform, name);
    const second = worker(name, platform, name);
    await first.api.session.start(CONFIG);
    expect(await second.api.session.start(CONFIG)).toBeNull();

    const snapshot = await first.api.auth.login(LOGIN);
    await until(() => second.received.some((event) => event.type === 'session-started'));
    expect(second.received).toEqual([{ type: 'session-started', session: snapshot }]);
    expect(await second.api.session.current()).toEqual(snapshot);
    await second.api.user.profile();
    expect(second.requests.find((request) => request.url.endsWith('/v1/user'))?.headers.authorization).toBe('Bearer tok-1');

    await first.api.auth.logout();
    await until(() => second.received.length === 2);
    expect(second.received[1]).toEqual({ type: 'session-ended', reason: 'elsewhere', status: null });
    expect(await second.api.session.current()).toBeNull();
    expect(first.received).toEqual([{ type: 'session-ended', reason: 'logout', status: null }]);
  });

  it('start removes drafts past 30 days', async () => {
    const name = `worker-${crypto.randomUUID()}`;
    const db = openTestDb(name);
    await db.drafts.bulkPut([
      { userId: 'u1', flow: 'kyc', product: 'paylater', value: 1, schemaVersion: 1, updatedAt: Date.now() - DRAFT_TTL_MS - 1 },
      { userId: 'u1', flow: 'kyc', product: 'cicilan', value: 2, schemaVersion: 1, updatedAt: Date.now() },
    ]);
    const { api } = worker(name);
    await api.session.start(CONFIG);
    expect((await db.drafts.toArray()).map((draft) => draft.product)).toEqual(['cicilan']);
  });

  it('start takes the bytes of a file unconfirmed for 30 days and marks it lost', async () => {
    const name = `worker-${crypto.randomUUID()}`;
    const db = openTestDb(name);
    const stored = Date.now() - UPLOAD_RETENTION_MS - 1;
    await db.uploads.put({
      id: 'old',
      userId: 'cs-1',
      kind: 'kyc-photo',
      slot: 'KTP',
      state: 'queued',
      name: 'a.jpg',
      type: 'image/jpeg',
      size: 4,
      loaded: 0,
      error: null,
      address: null,
      attempts: 0,
      createdAt: stored,
      updatedAt: stored,
    });
    await db.uploadBytes.put({ id: 'old', bytes: new Uint8Array(4).buffer, type: 'image/jpeg', name: 'a.jpg' });
    const { api, puts, services } = worker(name);
    await api.session.start(CONFIG);
    await api.auth.login(LOGIN);
    expect(await db.uploadBytes.count()).toBe(0);
    expect(await services.uploads.list('cs-1', 'kyc-photo')).toEqual([
      expect.objectContaining({ id: 'old', state: 'failed', error: expect.objectContaining({ errorKey: 'UPLOAD_EXPIRED' }) }),
    ]);
    expect(await api.uploads.pendingForCurrentUser()).toBe(0);
    expect(puts).toHaveLength(0);
  });

  it('logout keeps the user\u2019s unsent files by default, and they go when that user signs in again', async () => {
    const { api, db, network, puts, services } = worker(`worker-${crypto.randomUUID()}`);
    await api.session.start(CONFIG);
    expect(await api.uploads.pendingForCurrentUser()).toBe(0);
    await api.auth.login(LOGIN);
    network.online = false;
    await services.uploads.put(photo('KTP'));
    await services.uploads.put(photo('KTP_SELFIE'));
    expect(await api.uploads.pendingForCurrentUser()).toBe(2);

    await api.auth.logout(); // the same as { pendingUploads: 'keep' }
    expect(await api.uploads.pendingForCurrentUser()).toBe(0); // nobody is signed in
    expect(await db.uploads.count()).toBe(2);
    expect(await db.uploadBytes.count()).toBe(2);
    network.online = true;
    await api.uploads.resume();
    expect(puts).toHaveLength(0);

    await api.auth.login(LOGIN);
    await until(() => puts.length === 2);
    await services.uploads.whenIdle();
    expect((await services.uploads.list('cs-1', 'kyc-photo')).map((upload) => upload.state)).toEqual(['uploaded', 'uploaded']);
    expect(await db.uploadBytes.count()).toBe(0);
  });

  it('logout with pendingUploads "wipe" deletes the user\u2019s unsent files, records and bytes', async () => {
    const { api, db, network, puts, services } = worker(`worker-${crypto.randomUUID()}`);
    await api.session.start(CONFIG);
    await api.auth.login(LOGIN);
    await services.uploads.put(photo('KTP'));
    await until(() => puts.length === 1);
    await services.uploads.whenIdle();
    network.online = false;
    await services.uploads.put(photo('KTP_SELFIE'));
    await db.uploads.put({
      id: 'other',
      userId: 'cs-2',
      kind: 'kyc-photo',
      slot: 'KTP',
      state: 'queued',
      name: 'b.jpg',
      type: 'image/jpeg',
      size: 1,
      loaded: 0,
      error: null,
      address: null,
      attempts: 0,
      createdAt: 1,
      updatedAt: 1,
    });
    expect(await api.uploads.pendingForCurrentUser()).toBe(1);

    await api.auth.logout({ pendingUploads: 'wipe' });
    expect(await api.session.current()).toBeNull();
    expect((await db.uploads.toArray()).map((upload) => [upload.userId, upload.slot, upload.state]).sort()).toEqual([
      ['cs-1', 'KTP', 'uploaded'], // confirmed: no bytes to wipe
      ['cs-2', 'KTP', 'queued'], // another user's
    ]);
    expect(await db.uploadBytes.count()).toBe(0);
    network.online = true;
    await api.auth.login(LOGIN);
    await services.uploads.whenIdle();
    expect(puts).toHaveLength(1);
  });

  it('stored file bytes cross the bridge to the page transferred, not copied', async () => {
    const { api, services: built, network } = worker(`worker-${crypto.randomUUID()}`);
    const { port1, port2 } = new MessageChannel();
    Comlink.expose(api, port1);
    // As src/data/bridge.ts types it: remote.area.method() is one call through a proxy path.
    const remote = Comlink.wrap<DataWorkerApi>(port2);
    const page = remote as unknown as { [Area in keyof DataWorkerApi]: Comlink.Remote<DataWorkerApi[Area]> };
    try {
      await page.session.start(CONFIG);
      await page.auth.login(LOGIN);
      network.online = false; // kept in the outbox, so its bytes stay readable
      // Stored as an area's use case stores it (kycPhotos.take transfers the page's bytes in).
      const stored = await built.uploads.put(photo('KTP'));

      const read = vi.spyOn(built.uploads, 'bytes');
      const bytes = await page.uploads.bytes(stored.id);
      expect(bytes && [...new Uint8Array(bytes)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
      const inWorker = await read.mock.results[0]?.value;
      expect(inWorker).toBeInstanceOf(ArrayBuffer);
      expect((inWorker as ArrayBuffer).byteLength).toBe(0); // handed over, not cloned
      expect(await page.uploads.bytes('no-such-file')).toBeNull();
    } finally {
      network.online = true;
      remote[Comlink.releaseProxy]();
      port1.close();
      port2.close();
    }
  });

  it("keys a user's drafts by its session, keeps them through a sign-out, and the profile hands over those stored under its userId", async () => {
    const name = `worker-${crypto.randomUUID()}`;
    const db = openTestDb(name);
    // Written by the pages before the worker owned the key: the profile's userId.
    await db.drafts.put({
      userId: PROFILE.userId,
      flow: 'kyc-wizard',
      product: 'paylater',
      value: { step: 3 },
      schemaVersion: 1,
      updatedAt: Date.now(),
    });
    const { api } = worker(name);
    await api.session.start(CONFIG);
    await api.drafts.save({ owner: 'user', flow: 'slik', product: 'paylater' }, { early: true }, 1);
    expect((await db.drafts.toArray()).some((draft) => draft.flow === 'slik')).toBe(false); // nobody signed in: nobody's draft

    await api.auth.login(LOGIN);
    await api.user.profile();
    expect(await api.drafts.load({ owner: 'user', flow: 'kyc-wizard', product: 'paylater' }, 1)).toMatchObject({ value: { step: 3 } });
    expect((await db.drafts.toArray()).map((draft) => draft.userId)).toEqual(['cs-1']);

    await api.auth.logout();
    // A form flushed as its page leaves after the sign-out still reaches its owner.
    await api.drafts.save({ owner: 'user', flow: 'kyc-wizard', product: 'paylater' }, { step: 4 }, 1);
    expect((await db.drafts.get(['cs-1', 'kyc-wizard', 'paylater']))?.value).toEqual({ step: 4 });
  });
});
