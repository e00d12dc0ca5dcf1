import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '@worker/clock';
import { Connectivity } from '@worker/connectivity';
import { openDataDb, type DataDb } from '@worker/db';
import { WorkerEventHub } from '@worker/events';
import type { UploadSnapshot, UploadState } from '@worker/uploads/contract';
import { type UploadAddress, UPLOAD_RETENTION_MS, UploadOutbox } from '@worker/uploads/outbox';
import { sha256Hex } from '@worker/uploads/held';
import type { LockManagerLike } from '@worker/queue/lock';
import { fetchTransport, putFile, type PutAnswer, type PutRequest } from '@worker/uploads/transport';

/** Time that jumps: a timer fires at once and moves `now` by its delay, so back-offs take no real time. */
function jumpingClock(start = Date.UTC(2026, 10, 22)): Clock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    setTimeout: (callback, ms) =>
      setTimeout(() => {
        now += ms;
        callback();
      }, 0),
    clearTimeout: (handle) => clearTimeout(handle),
    advance: (ms) => {
      now += ms;
    },
  };
}

/** 'stored-then-network-error': the platform stores the file, and its answer is lost. */
type Reply = PutAnswer | 'network-error' | 'stored-then-network-error';

interface Harness {
  db: DataDb;
  outbox: UploadOutbox;
  clock: ReturnType<typeof jumpingClock>;
  /** What each PUT answers, in order; then 200. */
  replies: Reply[];
  puts: { url: string; bytes: number[]; type: string }[];
  /** The clock's time at each PUT. */
  putTimes: number[];
  issued: string[][];
  online: { value: boolean };
  user: { id: string | null };
  events: UploadSnapshot[];
  /** What the platform holds, by path (a slot's file, whatever address it came by). */
  stored: Map<string, Uint8Array>;
  /** The addresses the outbox asked about (HEAD) before sending again. */
  asked: string[];
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

let harness: Harness;

function setUp(): Harness {
  const db = openDataDb(`outbox-${crypto.randomUUID()}`);
  const clock = jumpingClock();
  const events = new WorkerEventHub();
  const state: Omit<Harness, 'outbox'> = {
    db,
    clock,
    replies: [],
    puts: [],
    putTimes: [],
    issued: [],
    online: { value: true },
    user: { id: 'user-1' },
    events: [],
    stored: new Map(),
    asked: [],
  };
  events.subscribe((event) => {
    if (event.type === 'upload-changed') state.events.push(event.upload);
  });
  let serial = 0;
  const outbox = new UploadOutbox({
    db,
    events,
    clock,
    currentUserId: () => state.user.id,
    resolveUrl: (url) => new URL(url, 'https://platform.test/').toString(),
    connectivity: new Connectivity(() => state.online.value, clock),
    locks: null,
    request: null,
    transport: async (request: PutRequest) => {
      state.puts.push({ url: request.url, bytes: [...new Uint8Array(request.bytes)], type: request.type });
      state.putTimes.push(clock.now());
      const reply = state.replies.shift() ?? { status: 200, body: '{"data":{}}' };
      if (reply === 'network-error') throw new Error('network');
      if (reply === 'stored-then-network-error') {
        state.stored.set(new URL(request.url).pathname, new Uint8Array(request.bytes.slice(0)));
        throw new Error('network');
      }
      request.onProgress(request.bytes.byteLength);
      if (reply.status === 200) state.stored.set(new URL(request.url).pathname, new Uint8Array(request.bytes.slice(0)));
      return reply;
    },
    held: async (url) => {
      state.asked.push(url);
      const bytes = state.stored.get(new URL(url).pathname);
      return { kind: 'held', file: bytes ? { size: bytes.byteLength, sha256: await sha256Hex(bytes.slice().buffer) } : null };
    },
  });
  outbox.registerSource('kyc-photo', {
    issue: async (_userId: string, slots: string[]) => {
      state.issued.push(slots);
      serial += 1;
      return new Map<string, UploadAddress>(
        slots.map((slot) => [slot, { url: `/store/${slot}?v=${serial}`, expiresAt: clock.now() + 15 * 60_000 }]),
      );
    },
  });
  return { ...state, outbox };
}

async function until(state: UploadState, slot = 'KTP'): Promise<UploadSnapshot> {
  for (let i = 0; i < 200; i++) {
    const found = (await harness.outbox.list('user-1', 'kyc-photo')).find((upload) => upload.slot === slot);
    if (found?.state === state) return found;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never ${state}: ${JSON.stringify(await harness.outbox.list('user-1', 'kyc-photo'))}`);
}

const put = (slot = 'KTP', bytes = JPEG) =>
  harness.outbox.put({ userId: 'user-1', kind: 'kyc-photo', slot, name: `${slot}.jpg`, type: 'image/jpeg', bytes: bytes.slice().buffer });

beforeEach(() => {
  harness = setUp();
});
afterEach(async () => {
  harness.outbox.stop();
  await harness.outbox.whenIdle(); // a pass still reading must not meet a closed database
  harness.db.close();
});

const failure = (status: number, code: string, retryAfter: string | null = null): PutAnswer => ({
  status,
  body: JSON.stringify({ errors: [{ code, message: code, errorKey: code }] }),
  retryAfter,
});
const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] ?? 0));

describe('upload outbox', () => {
  it('keeps the file in IndexedDB until the platform confirms it, then forgets the bytes', async () => {
    const snapshot = await put();
    expect(snapshot.state).toBe('queued');
    await until('uploaded');
    expect(harness.puts).toEqual([{ url: 'https://platform.test/store/KTP?v=1', bytes: [...JPEG], type: 'image/jpeg' }]);
    expect(await harness.outbox.bytes(snapshot.id)).toBeNull();
    expect(harness.events.map((event) => event.state)).toEqual(expect.arrayContaining(['queued', 'uploading', 'uploaded']));
  });

  it('asks for the addresses of every waiting slot at once', async () => {
    harness.user.id = null; // nothing is sent until the user is signed in
    await put('KTP');
    await put('KTP_SELFIE');
    harness.user.id = 'user-1';
    await harness.outbox.wake();
    await until('uploaded', 'KTP_SELFIE');
    expect(harness.issued.map((slots) => [...slots].sort())).toEqual([['KTP', 'KTP_SELFIE']]);
  });

  it('waits offline and sends when woken online', async () => {
    harness.online.value = false;
    await put();
    await until('waiting-network');
    expect(harness.puts).toHaveLength(0);
    harness.online.value = true;
    await harness.outbox.wake();
    await until('uploaded');
  });

  it('sends when navigator.onLine comes back, even if no online event reaches the worker', async () => {
    harness.online.value = false;
    await put();
    await until('waiting-network');
    harness.online.value = true; // and nobody calls wake(): the connectivity watch must notice
    await until('uploaded');
  });

  it('retries after a dropped connection without asking the user', async () => {
    harness.replies.push('network-error', 'network-error');
    await put();
    await until('uploaded');
    expect(harness.puts).toHaveLength(3);
  });

  it('sends at once when the network returns, instead of sitting out the back-off the dead network earned', async () => {
    const waiting: (() => void)[] = [];
    harness.clock.setTimeout = (callback) => {
      waiting.push(callback); // time stands still: only the network's return can send the file now
      return setTimeout(() => undefined, 0);
    };
    // The browser still says online while nothing answers (a worker's onLine lags, or lie-fi).
    harness.replies.push('network-error', 'network-error');
    await put();
    await until('waiting-network');
    await harness.outbox.wake();
    expect(harness.puts).toHaveLength(1);
    await harness.outbox.networkReturned();
    await until('waiting-network');
    expect(harness.puts).toHaveLength(2);
    await harness.outbox.networkReturned();
    await until('uploaded');
    expect(harness.puts).toHaveLength(3);
    expect(waiting.length).toBeGreaterThan(0);
  });

  it('replaces an address the platform calls expired and sends again', async () => {
    harness.replies.push({
      status: 403,
      body: JSON.stringify({ errors: [{ code: 'UPLOAD_ADDRESS_EXPIRED', message: 'expired', errorKey: 'UPLOAD_ADDRESS_EXPIRED' }] }),
    });
    await put();
    await until('uploaded');
    expect(harness.puts.map((request) => request.url)).toEqual([
      'https://platform.test/store/KTP?v=1',
      'https://platform.test/store/KTP?v=2',
    ]);
  });

  it('asks for a fresh address when the stored one has expired before sending', async () => {
    harness.online.value = false;
    await put();
    await until('waiting-network');
    // Issued while offline? No: nothing was issued yet. Send once to get an address, then let it age.
    harness.online.value = true;
    harness.replies.push('network-error');
    await harness.outbox.wake();
    await until('uploaded');
    expect(harness.issued).toHaveLength(1);
    harness.clock.advance(60 * 60_000);
    await put();
    await until('uploaded');
    expect(harness.issued).toHaveLength(2);
  });

  it('shows a refusal of the file and sends it again only when the user retries', async () => {
    harness.replies.push({
      status: 415,
      body: JSON.stringify({ errors: [{ code: 'UNSUPPORTED_FILE_TYPE', message: 'Only image/jpeg', errorKey: 'UNSUPPORTED_FILE_TYPE' }] }),
    });
    const snapshot = await put();
    const failed = await until('failed');
    expect(failed.error?.errors[0]?.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(await harness.outbox.bytes(snapshot.id)).not.toBeNull();
    await harness.outbox.retry(snapshot.id);
    await until('uploaded');
    expect(harness.puts).toHaveLength(2);
  });

  it('keeps one file per slot: a new pick replaces the old one', async () => {
    harness.online.value = false;
    const first = await put('KTP', new Uint8Array([0xff, 0xd8, 0xff, 1]));
    await put('KTP', new Uint8Array([0xff, 0xd8, 0xff, 2]));
    const listed = await harness.outbox.list('user-1', 'kyc-photo');
    expect(listed).toHaveLength(1);
    expect(await harness.outbox.bytes(first.id)).toBeNull();
    harness.online.value = true;
    await harness.outbox.wake();
    await until('uploaded');
    expect(harness.puts.map((request) => request.bytes[3])).toEqual([2]);
  });

  it('resumes after a restart what an earlier run left half sent', async () => {
    harness.user.id = null;
    const snapshot = await put();
    await harness.db.uploads.update(snapshot.id, { state: 'uploading', loaded: 2 });
    harness.user.id = 'user-1';
    await harness.outbox.wake();
    await until('uploaded');
    expect(harness.puts).toHaveLength(1);
  });

  it('asks the platform before sending again a file cut off mid-send: the one it holds is confirmed, not stored twice', async () => {
    harness.user.id = null;
    const snapshot = await put();
    // The earlier run's PUT reached the platform; the browser was killed before the answer.
    harness.stored.set('/store/KTP', JPEG.slice());
    await harness.db.uploads.update(snapshot.id, { state: 'uploading', loaded: 2 });
    harness.user.id = 'user-1';
    await harness.outbox.wake();
    await until('uploaded');
    expect(harness.asked).toHaveLength(1);
    expect(harness.puts).toHaveLength(0);
    expect(await harness.db.uploadBytes.count()).toBe(0);
  });

  it('sends the file when the platform holds nothing, or another file, in its slot', async () => {
    harness.user.id = null;
    const snapshot = await put();
    harness.stored.set('/store/KTP', new Uint8Array([0xff, 0xd8, 1, 0xff, 0xd9])); // an older photo
    await harness.db.uploads.update(snapshot.id, { state: 'uploading' });
    harness.user.id = 'user-1';
    await harness.outbox.wake();
    await until('uploaded');
    expect(harness.asked).toHaveLength(1);
    expect(harness.puts).toHaveLength(1);
    expect([...(harness.stored.get('/store/KTP') ?? [])]).toEqual([...JPEG]);
  });

  it('an answer lost with the connection: the retry asks first and does not send the file again', async () => {
    harness.replies.push('stored-then-network-error');
    await put();
    await until('uploaded');
    expect(harness.puts).toHaveLength(1);
    expect(harness.asked).toHaveLength(1);
  });

  it('a first attempt does not ask (nothing can be there from it)', async () => {
    await put();
    await until('uploaded');
    expect(harness.asked).toEqual([]);
  });

  it('when the sending tab goes away, a waiting tab takes the sender role and sends what was left at once', async () => {
    const locks = originLocks();
    const events = new WorkerEventHub();
    const tab = (name: string, sent: string[]) =>
      new UploadOutbox({
        db: harness.db,
        events,
        clock: harness.clock,
        currentUserId: () => 'user-1',
        resolveUrl: (url) => new URL(url, 'https://platform.test/').toString(),
        connectivity: new Connectivity(() => true, harness.clock),
        locks: locks.forTab(name),
        request: null,
        transport: async () => {
          sent.push(name);
          return new Promise<PutAnswer>(() => undefined); // never answers: the tab dies mid-send
        },
        held: async () => ({ kind: 'held', file: null }),
      });
    const sentBy: string[] = [];
    const tabA = tab('A', sentBy);
    const tabB = tab('B', sentBy);
    for (const outbox of [tabA, tabB]) {
      outbox.registerSource('kyc-photo', {
        issue: async (_userId, slots) => new Map(slots.map((slot) => [slot, { url: `/store/${slot}`, expiresAt: null }])),
      });
    }
    // Both tabs have looked at the (empty) outbox and rest; then tab A takes a file and sends it.
    await Promise.all([tabA.whenIdle(), tabB.whenIdle()]);
    await tabA.put({ userId: 'user-1', kind: 'kyc-photo', slot: 'KTP', name: 'k.jpg', type: 'image/jpeg', bytes: JPEG.slice().buffer });
    await waitFor(() => sentBy.length === 1);
    expect(sentBy).toEqual(['A']);
    expect(locks.holders('A')).toEqual(expect.arrayContaining(['paylater-upload-sender', 'paylater-upload-outbox']));
    expect(locks.holders('B')).toEqual([]);
    tabA.stop();
    locks.close('A'); // the tab is closed (or killed): its locks go with it
    await waitFor(() => sentBy.length === 2);
    expect(sentBy).toEqual(['A', 'B']);
    tabB.stop();
  });

  it('never sends another user\u2019s files', async () => {
    await harness.outbox.put({
      userId: 'user-2',
      kind: 'kyc-photo',
      slot: 'KTP',
      name: 'a.jpg',
      type: 'image/jpeg',
      bytes: JPEG.slice().buffer,
    });
    await harness.outbox.wake();
    expect(harness.puts).toHaveLength(0);
    expect((await harness.outbox.list('user-2', 'kyc-photo'))[0]?.state).toBe('queued');
  });

  it('retries a dropped connection 1 s, 2 s, 4 s ... apart, up to 30 s, without giving up', async () => {
    harness.replies.push(...Array<Reply>(8).fill('network-error'));
    await put();
    await until('uploaded');
    expect(gaps(harness.putTimes)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it.each([
    [408, 'REQUEST_TIMEOUT'],
    [429, 'TOO_MANY_REQUESTS'],
    [500, 'INTERNAL'],
    [503, 'UNAVAILABLE'],
  ])('retries a %i by itself, showing it on the queued file meanwhile', async (status, code) => {
    harness.replies.push(failure(status, code), failure(status, code));
    await put();
    await until('uploaded');
    expect(harness.puts).toHaveLength(3);
    const seen = harness.events.filter((event) => event.state === 'queued' && event.error !== null);
    expect(seen.map((event) => event.error?.status)).toEqual([status, status]);
    expect(harness.events.some((event) => event.state === 'failed')).toBe(false);
  });

  it('keeps retrying a server in trouble (5xx) for as long as it lasts', async () => {
    harness.replies.push(...Array.from({ length: 7 }, () => failure(502, 'BAD_GATEWAY')));
    await put();
    await until('uploaded');
    expect(harness.puts).toHaveLength(8);
  });

  it('waits at least as long as a 429’s Retry-After says', async () => {
    harness.replies.push(
      failure(429, 'TOO_MANY_REQUESTS', '120'),
      failure(503, 'UNAVAILABLE', new Date(harness.clock.now() + 300_000).toUTCString()),
    );
    await put();
    await until('uploaded');
    const [afterTooMany, afterUnavailable] = gaps(harness.putTimes);
    expect(afterTooMany).toBe(120_000);
    expect(afterUnavailable).toBe(300_000 - 120_000);
  });

  it.each([
    [400, 'INVALID_REQUEST'],
    [404, 'NOT_FOUND'],
    [413, 'FILE_TOO_LARGE'],
    [422, 'INVALID_FILE'],
  ])('a %i refuses the file for good: it waits for the user', async (status, code) => {
    harness.replies.push(failure(status, code));
    await put();
    const failed = await until('failed');
    expect(failed.error?.status).toBe(status);
    await harness.outbox.whenIdle();
    expect(harness.puts).toHaveLength(1);
  });
});

describe('upload retention', () => {
  const DAY = 24 * 60 * 60_000;

  it('a file never confirmed keeps its bytes 30 days, then loses them at start and says so', async () => {
    harness.user.id = null; // nothing is sent: the files just wait
    const old = await put('KTP');
    harness.clock.advance(2 * DAY);
    const recent = await put('KTP_SELFIE');
    harness.clock.advance(UPLOAD_RETENTION_MS - 2 * DAY); // the first is exactly 30 days old: kept
    expect(await harness.outbox.dropExpired()).toBe(0);
    harness.clock.advance(1);
    harness.events.length = 0;

    expect(await harness.outbox.dropExpired()).toBe(1);
    expect(await harness.outbox.bytes(old.id)).toBeNull();
    expect(await harness.outbox.bytes(recent.id)).not.toBeNull();
    const [lost, kept] = await harness.outbox.list('user-1', 'kyc-photo');
    expect(lost).toMatchObject({ id: old.id, state: 'failed', loaded: 0, error: { errorKey: 'UPLOAD_EXPIRED' } });
    expect(kept).toMatchObject({ id: recent.id, state: 'queued', error: null });
    expect(harness.events).toEqual([lost]); // an open page hears of it
    await expect(harness.outbox.retry(old.id)).rejects.toMatchObject({ kind: 'ApiError' });
    expect(await harness.outbox.dropExpired()).toBe(0); // marked once

    // The user signs in: the kept one goes, the lost one is not tried.
    harness.user.id = 'user-1';
    await harness.outbox.wake();
    await until('uploaded', 'KTP_SELFIE');
    expect(harness.puts).toHaveLength(1);
  });

  it('a confirmed file has no bytes left, and its record outlives the limit untouched', async () => {
    const sent = await put();
    await until('uploaded');
    expect(await harness.db.uploadBytes.count()).toBe(0);
    harness.clock.advance(UPLOAD_RETENTION_MS + DAY);
    expect(await harness.outbox.dropExpired()).toBe(0);
    expect((await harness.outbox.list('user-1', 'kyc-photo'))[0]).toMatchObject({ id: sent.id, state: 'uploaded', error: null });
  });
});

describe('a user\u2019s unsent files at logout', () => {
  async function threeStates() {
    harness.replies.push({
      status: 415,
      body: JSON.stringify({ errors: [{ code: 'UNSUPPORTED_FILE_TYPE', message: 'no', errorKey: 'UNSUPPORTED_FILE_TYPE' }] }),
    });
    await put('KTP');
    await until('failed', 'KTP'); // refused: waits for the user, bytes kept
    await put('KTP_SELFIE');
    await until('uploaded', 'KTP_SELFIE'); // confirmed: no bytes
    harness.online.value = false;
    await put('EXTRA');
    await until('waiting-network', 'EXTRA');
    await harness.outbox.put({
      userId: 'user-2',
      kind: 'kyc-photo',
      slot: 'KTP',
      name: 'b.jpg',
      type: 'image/jpeg',
      bytes: JPEG.slice().buffer,
    });
  }

  it('counts the signed-in user\u2019s files the platform has not confirmed, and nobody\u2019s when signed out', async () => {
    await threeStates();
    expect(await harness.outbox.pendingForCurrentUser()).toBe(2);
    expect(await harness.outbox.unsentCount('user-2')).toBe(1);
    harness.user.id = null;
    expect(await harness.outbox.pendingForCurrentUser()).toBe(0);
  });

  it('removeUnsent deletes those records and bytes, and nothing else', async () => {
    await threeStates();
    await harness.outbox.removeUnsent('user-1');
    expect((await harness.outbox.list('user-1', 'kyc-photo')).map((upload) => [upload.slot, upload.state])).toEqual([
      ['KTP_SELFIE', 'uploaded'],
    ]);
    expect(await harness.outbox.pendingForCurrentUser()).toBe(0);
    expect(await harness.outbox.unsentCount('user-2')).toBe(1);
    expect(await harness.db.uploadBytes.count()).toBe(1); // user-2's
  });

  it('removeUnsent stops a file being sent', async () => {
    let aborted = false;
    const started: (() => void)[] = [];
    const outbox = new UploadOutbox({
      db: harness.db,
      events: new WorkerEventHub(),
      clock: harness.clock,
      currentUserId: () => 'user-1',
      resolveUrl: (url) => url,
      connectivity: new Connectivity(() => true, harness.clock),
      locks: null,
      request: null,
      transport: (request) =>
        new Promise<PutAnswer>((_, reject) => {
          started.push(() => undefined);
          request.signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    });
    outbox.registerSource('kyc-photo', {
      issue: async (_userId, slots) => new Map(slots.map((slot) => [slot, { url: `https://s.test/${slot}`, expiresAt: null }])),
    });
    await outbox.put({ userId: 'user-1', kind: 'kyc-photo', slot: 'KTP', name: 'a.jpg', type: 'image/jpeg', bytes: JPEG.slice().buffer });
    for (let i = 0; i < 200 && started.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(started).toHaveLength(1);
    await outbox.removeUnsent('user-1');
    await outbox.whenIdle();
    expect(aborted).toBe(true);
    expect(await harness.db.uploads.count()).toBe(0);
    outbox.stop();
  });
});

describe('one PUT, read for the outbox', () => {
  const request = (signal = new AbortController().signal): PutRequest => ({
    url: 'https://s.test/KTP',
    bytes: JPEG.slice().buffer,
    type: 'image/jpeg',
    signal,
    onProgress: () => undefined,
  });
  const now = () => Date.UTC(2026, 10, 22);

  it('passes a 429\u2019s Retry-After on, through fetch', async () => {
    const transport = fetchTransport(async () => new Response('{"errors":[]}', { status: 429, headers: { 'Retry-After': '30' } }));
    expect(await putFile(transport, request(), now)).toMatchObject({ kind: 'failed', error: { status: 429 }, retryAfterMs: 30_000 });
  });

  it('tells confirmed, address refused, no answer and aborted apart', async () => {
    const answer = (reply: PutAnswer) => async () => reply;
    expect(await putFile(answer({ status: 201, body: '' }), request(), now)).toEqual({ kind: 'confirmed' });
    expect(await putFile(answer(failure(403, 'UPLOAD_ADDRESS_INVALID')), request(), now)).toMatchObject({ kind: 'address-refused' });
    expect(await putFile(answer(failure(403, 'FORBIDDEN')), request(), now)).toMatchObject({ kind: 'failed', error: { status: 403 } });
    expect(await putFile(async () => Promise.reject(new Error('network')), request(), now)).toMatchObject({
      kind: 'failed',
      error: { status: 0 },
      retryAfterMs: null,
    });
    const controller = new AbortController();
    controller.abort();
    expect(await putFile(async () => Promise.reject(new Error('aborted')), request(controller.signal), now)).toEqual({ kind: 'aborted' });
  });
});

/** Resolves once `test` is true (polling real time: the outboxes run on their own). */
async function waitFor(test: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!test()) throw new Error('never happened');
}

/**
 * Web Locks as one origin has them, one view per tab: a request waits until the holder's callback
 * settles, in order; closing a tab releases what it holds and drops what it waits for.
 */
function originLocks() {
  const tails = new Map<string, Promise<void>>();
  const held: Array<{ tab: string; name: string; release: () => void }> = [];
  const closed = new Set<string>();
  const forTab = (tab: string): LockManagerLike => ({
    async request(name, callback) {
      const before = tails.get(name) ?? Promise.resolve();
      let done: () => void = () => undefined;
      const mine = new Promise<void>((resolve) => {
        done = resolve;
      });
      tails.set(
        name,
        before.then(() => mine),
      );
      await before;
      if (closed.has(tab)) return done();
      const released = new Promise<void>((resolve) => held.push({ tab, name, release: resolve }));
      try {
        await Promise.race([callback(), released]);
      } finally {
        held.splice(
          held.findIndex((entry) => entry.tab === tab && entry.name === name),
          1,
        );
        done();
      }
    },
  });
  return {
    forTab,
    holders: (tab: string) => held.filter((entry) => entry.tab === tab).map((entry) => entry.name),
    close(tab: string) {
      closed.add(tab);
      for (const entry of held.filter((each) => each.tab === tab)) entry.release();
    },
  };
}
