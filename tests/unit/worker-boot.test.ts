import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { isApiErrorData } from '@domain/errors';
import type { WorkerEvent } from '@worker/contract';
import { bootDataWorker, type LoadedWorker } from '@worker/boot/boot-surface';
import { readStoredSession } from '@worker/boot/stored-session';
import { openDataDb, type DataDb } from '@worker/db';
import type { DataWorkerServices } from '@worker/services';
import { createDataWorker } from '@worker/worker-api';
import { fakeFetch, jsonResponse, type Responder } from './helpers/fake-fetch';
import { rejection } from './helpers/rejection';
import { PLATFORM_PROFILE as PROFILE, WORKER_CONFIG as CONFIG } from './helpers/worker-fixtures';
import { settle, until, untilRead } from './helpers/ticks';

const STORED_SESSION = {
  key: 'current' as const,
  bearerToken: 'tok-1',
  csTrackingId: 'cs-1',
  phoneNumber: '81234567890',
  countryCode: '+62',
  segments: [],
};

const services: DataWorkerServices[] = [];
const dbNames = new Set<string>();
const openDbs: DataDb[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) {
    service.analytics.stop();
    service.uploads.stop();
  }
  for (const db of openDbs.splice(0)) db.close();
  for (const name of dbNames) await Dexie.delete(name);
  dbNames.clear();
});

const platform: Responder = (request) => {
  const path = new URL(request.url).pathname;
  if (path === '/v1/user') return jsonResponse(200, { data: PROFILE });
  if (path === '/v1/user/events') return jsonResponse(200, { data: { stored: 1, duplicates: 0 } });
  return jsonResponse(404, { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] });
};

/** A device whose IndexedDB, by the returned name, holds a signed-in session (as a login leaves it). */
async function signedInDevice(): Promise<string> {
  const name = `boot-${crypto.randomUUID()}`;
  dbNames.add(name);
  const db = openDataDb(name);
  await db.session.put(STORED_SESSION);
  db.close();
  return name;
}

function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * The worker as its entry builds it, on a reload of the device `name`: the services load only when
 * the test says (`arrive`), as their chunk does over a slow network.
 */
function reload(name: string, responder: Responder = platform, options: { signedInHint?: boolean } = {}) {
  const { fetch, requests } = fakeFetch(responder);
  const db = openDataDb(name);
  openDbs.push(db);
  const services = deferred<LoadedWorker>();
  let loads = 0;
  const booted = bootDataWorker({
    load: () => {
      loads += 1;
      return services.promise;
    },
    bootConfig: options.signedInHint === false ? null : CONFIG,
    fetch,
    origin: () => 'https://app.test',
    readSession: () => readStoredSession(name),
  });
  const arrive = () => {
    const built = createDataWorker({ db, fetch, origin: () => 'https://app.test', locks: null, uploadLocks: null });
    servicesToStop(built.services);
    services.resolve(built);
  };
  const profileCalls = () => requests.filter((request) => request.url.endsWith('/v1/user'));
  return { ...booted, db, requests, profileCalls, arrive, loads: () => loads };
}

/** A signed-in device whose session holds the profile its last online reload stored. */
async function deviceWithStoredProfile(): Promise<string> {
  const name = await signedInDevice();
  const online = reload(name);
  await online.api.session.start(CONFIG);
  await online.api.user.profile();
  online.arrive();
  await untilRead(
    () => online.db.session.get('current'),
    (record) => record?.profile !== undefined,
  );
  return name;
}

function servicesToStop(built: DataWorkerServices): void {
  services.push(built);
}

describe('the stored session read without Dexie', () => {
  it('answers the stored session, and null on a device with none', async () => {
    expect(await readStoredSession(await signedInDevice())).toMatchObject({ bearerToken: 'tok-1', csTrackingId: 'cs-1' });

    const empty = `boot-${crypto.randomUUID()}`;
    dbNames.add(empty);
    const db = openDataDb(empty);
    openDbs.push(db);
    await db.open();
    expect(await readStoredSession(empty)).toBeNull();
  });

  it('creates no database on a first visit, so Dexie makes it with its schema', async () => {
    const name = `boot-${crypto.randomUUID()}`;
    dbNames.add(name);
    expect(await readStoredSession(name)).toBeNull();
    expect(await Dexie.exists(name)).toBe(false);

    const db = openDataDb(name);
    openDbs.push(db);
    await db.session.put(STORED_SESSION);
    expect(await readStoredSession(name)).toMatchObject({ csTrackingId: 'cs-1' });
  });
});

describe('the worker before its services have loaded', () => {
  it('answers a signed-in reload its session and its profile, with one request; the services store the profile when they arrive', async () => {
    const device = reload(await signedInDevice());

    expect(await device.api.session.start(CONFIG)).toEqual({
      csTrackingId: 'cs-1',
      phoneNumber: '81234567890',
      countryCode: '+62',
      segments: [],
    });
    expect(await device.api.user.profile()).toEqual(PROFILE);
    expect(device.profileCalls()).toHaveLength(1);
    expect(device.profileCalls()[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(device.profileCalls()[0]?.headers['x-user-locale']).toBe('id');
    expect(await device.db.session.get('current')).not.toHaveProperty('profile');

    device.arrive();
    const stored = await untilRead(
      () => device.db.session.get('current'),
      (record) => record?.profile !== undefined,
    );
    expect(stored).toMatchObject({ profile: PROFILE, segments: ['PREMIUM'] });
    expect(await device.api.session.current()).toMatchObject({ segments: ['PREMIUM'] });

    // A page that changed the account asks again: a fresh request, not the boot's answer.
    expect(await device.api.user.profile()).toEqual(PROFILE);
    expect(device.profileCalls()).toHaveLength(2);
  });

  it("on a signed-in reload fetches the services' chunk once the profile has its answer, or when a call needs them", async () => {
    const name = await signedInDevice();
    const heldProfile =
      (answers: Array<(response: Response) => void>): Responder =>
      (request, index) =>
        request.url.endsWith('/v1/user') ? new Promise<Response>((answer) => answers.push(answer)) : platform(request, index);

    const answers: Array<(response: Response) => void> = [];
    const device = reload(name, heldProfile(answers));
    await device.api.session.subscribe(() => undefined); // the page listens from the start
    await device.api.session.start(CONFIG);
    const profile = device.api.user.profile();
    await settle();
    expect(device.loads()).toBe(0); // not sharing the link with the profile and the page's chunks
    answers[0]?.(jsonResponse(200, { data: PROFILE }));
    expect(await profile).toEqual(PROFILE);
    await until(() => device.loads() === 1);

    const busy = reload(name, heldProfile([]));
    await busy.api.session.start(CONFIG);
    const draft = busy.api.drafts.load({ owner: 'user', flow: 'kyc', product: 'paylater' }, 1);
    await until(() => busy.loads() === 1);
    busy.arrive();
    expect(await draft).toBeNull();
  });

  it('ends a session the platform refuses, and the page hears it once it listens', async () => {
    const name = await signedInDevice();
    const device = reload(name, (request, index) =>
      request.url.endsWith('/v1/user')
        ? jsonResponse(401, { errors: [{ code: 'UNAUTHORIZED', message: 'Expired' }] })
        : platform(request, index),
    );
    const heard: WorkerEvent[] = [];
    await device.api.session.subscribe((event) => {
      heard.push(event);
    });
    await device.api.session.start(CONFIG);
    const profile = device.api.user.profile();
    device.arrive();
    const error = await rejection(profile);
    expect(isApiErrorData(error) && error.status).toBe(401);
    await until(() => heard.length > 0);
    expect(heard).toEqual([{ type: 'session-ended', reason: 'rejected', status: 401 }]);
    expect(await device.db.session.get('current')).toBeUndefined();
  });

  it('opens the page offline with the profile stored at the last reload', async () => {
    const name = await deviceWithStoredProfile();

    const offline = reload(name, () => 'network-error');
    await offline.api.session.start(CONFIG);
    const profile = offline.api.user.profile();
    offline.arrive();
    expect(await profile).toEqual(PROFILE);
  });

  it("answers a warm start's first page the kept profile at once: the network held, the services not loaded", async () => {
    const name = await deviceWithStoredProfile();

    const held = reload(name, (request, index) =>
      request.url.endsWith('/v1/user') ? new Promise<Response>(() => undefined) : platform(request, index),
    );
    await held.api.session.start(CONFIG);
    const live = held.api.user.profile();
    expect(await held.api.user.keptProfile()).toEqual(PROFILE);
    expect(held.loads()).toBe(0);
    void live.catch(() => undefined);

    // A later call is the services' (the boot's read may be of a session since ended).
    held.arrive();
    expect(await held.api.user.keptProfile()).toEqual(PROFILE);
    expect(held.loads()).toBe(1);
  });

  it('without a stored session, or on a visitor start, every call waits for the services', async () => {
    const visitor = reload(`boot-${crypto.randomUUID()}`, platform, { signedInHint: false });
    dbNames.add(visitor.db.name);
    const start = visitor.api.session.start(CONFIG);
    await Promise.resolve();
    expect(visitor.requests).toHaveLength(0);
    visitor.arrive();
    expect(await start).toBeNull();
    expect(await visitor.api.drafts.load({ owner: 'visitor', flow: 'login', product: 'paylater' }, 1)).toBeNull();
    expect(visitor.loads()).toBe(1);
  });

  it('tries the services again when their chunk failed to load', async () => {
    let attempts = 0;
    const name = `boot-${crypto.randomUUID()}`;
    dbNames.add(name);
    const db = openDataDb(name);
    openDbs.push(db);
    const { api } = bootDataWorker({
      // The import made at boot fails (a dropped connection); the next call's succeeds.
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        const built = createDataWorker({ db, fetch: fakeFetch(platform).fetch, locks: null, uploadLocks: null });
        servicesToStop(built.services);
        return built;
      },
      bootConfig: null,
    });
    await until(() => attempts === 1);
    expect(await api.session.start(CONFIG)).toBeNull();
    expect(attempts).toBe(2);
  });
});
