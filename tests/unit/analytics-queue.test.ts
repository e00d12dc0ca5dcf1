import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '@domain/contract/analytics-events';
import { AnalyticsQueue } from '@worker/analytics';
import type { LockManagerLike } from '@worker/queue/lock';
import { Connectivity } from '@worker/connectivity';
import type { WorkerEvent } from '@worker/contract';
import { openDataDb, type DataDb } from '@worker/db';
import { createApiClient } from '@worker/http/client';
import { fakeFetch, jsonResponse, type RecordedRequest, type Responder } from './helpers/fake-fetch';
import { recordingClock, settle, until, useQueueFakeTimers } from './helpers/ticks';

const USER_DETAILS = { csTrackingId: 'cs-1', language: 'id', sourceApp: null, segments: [] };

const queues: AnalyticsQueue[] = [];
const dbs: DataDb[] = [];

beforeEach(() => {
  useQueueFakeTimers();
});

afterEach(async () => {
  for (const queue of queues.splice(0)) queue.stop();
  vi.useRealTimers();
  const names = new Set(dbs.map((db) => db.name));
  for (const db of dbs.splice(0)) db.close();
  for (const name of names) await Dexie.delete(name);
});

function newDbName(): string {
  return `analytics-${crypto.randomUUID()}`;
}

let idCounter = 0;

/** One "page": a queue over the named database, posting through the real client to a fake fetch. */
function page(dbName: string, responder: Responder, options: { online?: boolean; locks?: LockManagerLike | null } = {}) {
  const db = openDataDb(dbName);
  dbs.push(db);
  const network = { online: options.online ?? true };
  const { fetch, requests } = fakeFetch(responder);
  const client = createApiClient({
    settings: () => ({ apiBaseUrl: 'https://api.test', targetApplication: 'PAYLATER_WEB', language: 'id' }),
    session: { token: () => null, rejected: async () => undefined },
    fetch,
  });
  const received: WorkerEvent[] = [];
  const warn = vi.fn();
  const timers = recordingClock();
  const queue = new AnalyticsQueue({
    db,
    send: (events) => client.post('/v1/user/events', events),
    userDetails: async () => USER_DETAILS,
    emit: (event) => received.push(event),
    clock: timers.clock,
    connectivity: new Connectivity(() => network.online), // its offline poll kept out of timers' record
    locks: options.locks ?? null,
    newId: () => `event-${String(++idCounter).padStart(4, '0')}`,
    log: { warn },
  });
  queues.push(queue);
  return { db, queue, network, requests, received, warn, timers };
}

const ok: Responder = () => jsonResponse(200, { data: { stored: 1, duplicates: 0 } });
const idsOf = (request: RecordedRequest | undefined) => (request?.body as AnalyticsEvent[]).map((event) => event.id);
const namesOf = (request: RecordedRequest | undefined) => (request?.body as AnalyticsEvent[]).map((event) => event.name);

describe('the analytics queue', () => {
  it('writes the event to IndexedDB before sending, with the contract shape', async () => {
    const { db, queue, requests } = page(newDbName(), ok, { online: false });
    await queue.track('login_clicked', { product: 'paylater', step: 2 });
    const stored = await db.analyticsOutbox.toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.event).toEqual({
      id: expect.stringMatching(/^event-/),
      name: 'login_clicked',
      data: { product: 'paylater', step: 2 },
      userDetails: USER_DETAILS,
      occurredAt: new Date(Date.now()).toISOString(),
    });
    expect(requests).toHaveLength(0);
  });

  it('sends nothing while offline, then batches of at most 8 in order on resume', async () => {
    const { db, queue, network, requests, received } = page(newDbName(), ok, { online: false });
    for (let i = 1; i <= 20; i++) await queue.track(`event ${i}`);
    await settle();
    expect(requests).toHaveLength(0);
    expect(await queue.pendingCount()).toBe(20);

    network.online = true;
    await queue.wake();
    expect(requests.map((request) => (request.body as unknown[]).length)).toEqual([8, 8, 4]);
    expect(requests.flatMap(namesOf)).toEqual(Array.from({ length: 20 }, (_, i) => `event ${i + 1}`));
    expect(requests.every((request) => request.url === 'https://api.test/v1/user/events' && request.method === 'POST')).toBe(true);
    expect(await db.analyticsOutbox.count()).toBe(0);
    expect(received).toEqual(requests.map((request) => ({ type: 'analytics-delivered', ids: idsOf(request) })));
  });

  it('retries a failed batch 10 times 1 s apart with the same ids, rests 20 s, then resumes', async () => {
    const { db, queue, network, requests, received, timers } = page(
      newDbName(),
      (_, index) => (index < 11 ? jsonResponse(503, { errors: [{ code: 'DOWN', message: 'down' }] }) : ok(_, index)),
      { online: false },
    );
    await queue.track('a');
    await queue.track('b');
    const ids = (await db.analyticsOutbox.toArray()).map((record) => record.event.id);
    network.online = true;
    void queue.wake();

    // First attempt, then 10 retries, each 1 s after the failure before it.
    for (let attempt = 1; attempt <= 10; attempt++) {
      await until(() => requests.length === attempt && timers.pending.size === 1);
      // An event tracked meanwhile does not join the batch being retried.
      if (attempt === 5) await queue.track('c');
      vi.advanceTimersByTime(1_000);
    }
    await until(() => requests.length === 11 && timers.pending.size === 1);
    expect(timers.scheduled).toEqual([...Array(10).fill(1_000), 20_000]);
    const start = requests[0]?.at ?? 0;
    expect(requests.map((request) => (request.at - start) / 1_000)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(requests.every((request) => JSON.stringify(idsOf(request)) === JSON.stringify(ids))).toBe(true);

    // The rest: nothing for 20 s, then the queue resumes with a fresh count.
    vi.advanceTimersByTime(19_999);
    await settle();
    expect(requests).toHaveLength(11);
    vi.advanceTimersByTime(1);
    await until(() => requests.length === 13);
    await queue.whenIdle();
    expect((requests[11]?.at ?? 0) - start).toBe(30_000);
    expect(idsOf(requests[11])).toEqual(ids);
    expect(namesOf(requests[12])).toEqual(['c']);
    expect(await db.analyticsOutbox.count()).toBe(0);
    expect(received).toEqual([
      { type: 'analytics-delivered', ids },
      { type: 'analytics-delivered', ids: idsOf(requests[12]) },
    ]);
  });

  it('counts a network failure, a timeout, 408 and 429 as transient', async () => {
    const answers: Responder[] = [() => 'network-error', () => jsonResponse(408, {}), () => jsonResponse(429, {}), () => 'hang', ok];
    const { db, queue, requests, timers } = page(newDbName(), (request, index) => answers[index]!(request, index));
    await queue.track('a');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await until(() => requests.length === attempt && timers.pending.size === 1);
      vi.advanceTimersByTime(1_000);
    }
    await until(() => requests.length === 4);
    vi.advanceTimersByTime(20_000); // the client's timeout
    await until(() => timers.pending.size === 1);
    vi.advanceTimersByTime(1_000);
    await until(() => requests.length === 5);
    await queue.whenIdle();
    expect(new Set(requests.map((request) => JSON.stringify(idsOf(request)))).size).toBe(1);
    expect(await db.analyticsOutbox.count()).toBe(0);
  });

  it('drops a batch the platform refuses with a 4xx, logs it without its data, and goes on', async () => {
    const { db, queue, network, requests, received, warn } = page(
      newDbName(),
      (_, index) => (index === 1 ? jsonResponse(400, { errors: [{ code: 'INVALID_REQUEST_PAYLOAD', message: 'bad' }] }) : ok(_, index)),
      { online: false },
    );
    for (let i = 1; i <= 20; i++) await queue.track(`event ${i}`, { secret: 'do-not-log' });
    network.online = true;
    await queue.wake();
    expect(requests).toHaveLength(3);
    expect(await db.analyticsOutbox.count()).toBe(0);
    expect(received.map((event) => (event.type === 'analytics-delivered' ? event.ids.length : 0))).toEqual([8, 4]);
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain('400');
    expect(logged).not.toContain('do-not-log');
    expect(logged).not.toContain('event 9');
  });

  it('events written before a reload are sent by the next page', async () => {
    const name = newDbName();
    const first = page(name, ok, { online: false });
    await first.queue.track('before reload 1');
    await first.queue.track('before reload 2');
    first.queue.stop();
    first.db.close();

    const second = page(name, ok);
    await second.queue.start();
    await until(() => second.requests.length === 1);
    await second.queue.whenIdle();
    expect(namesOf(second.requests[0])).toEqual(['before reload 1', 'before reload 2']);
    expect(await second.db.analyticsOutbox.count()).toBe(0);
    expect(first.requests).toHaveLength(0);
  });

  it('many concurrent resumes send each event once', async () => {
    const { queue, network, requests } = page(newDbName(), ok, { online: false });
    for (let i = 1; i <= 5; i++) await queue.track(`event ${i}`);
    network.online = true;
    await Promise.all(Array.from({ length: 10 }, () => queue.wake()));
    await settle();
    expect(requests).toHaveLength(1);
    expect(namesOf(requests[0])).toEqual(['event 1', 'event 2', 'event 3', 'event 4', 'event 5']);
    await queue.wake();
    expect(requests).toHaveLength(1);
  });

  it('an event tracked while a batch is in flight goes in the next batch, not lost', async () => {
    let release: () => void = () => undefined;
    const { queue, requests } = page(newDbName(), (_, index) =>
      index === 0
        ? new Promise((resolve) => {
            release = () => resolve(jsonResponse(200, { data: null }));
          })
        : jsonResponse(200, { data: null }),
    );
    await queue.track('first');
    await until(() => requests.length === 1);
    await queue.track('second');
    release();
    await until(() => requests.length === 2);
    await queue.whenIdle();
    expect(requests.map(namesOf)).toEqual([['first'], ['second']]);
  });

  it('two tabs over one database send each event once under the Web Lock', async () => {
    const name = newDbName();
    let tail: Promise<unknown> = Promise.resolve();
    let held = 0;
    let maxHeld = 0;
    const locks: LockManagerLike = {
      request(lockName, callback) {
        expect(lockName).toBe('analytics-queue');
        const run = tail.then(async () => {
          held += 1;
          maxHeld = Math.max(maxHeld, held);
          try {
            await callback();
          } finally {
            held -= 1;
          }
        });
        tail = run.catch(() => undefined);
        return run;
      },
    };
    const tabA = page(name, ok, { online: false, locks });
    const tabB = page(name, ok, { online: false, locks });
    for (let i = 1; i <= 6; i++) await (i % 2 ? tabA : tabB).queue.track(`event ${i}`);
    tabA.network.online = true;
    tabB.network.online = true;
    await Promise.all([tabA.queue.wake(), tabB.queue.wake()]);
    const sent = [...tabA.requests, ...tabB.requests].flatMap(namesOf).sort();
    expect(sent).toEqual(['event 1', 'event 2', 'event 3', 'event 4', 'event 5', 'event 6']);
    expect(maxHeld).toBe(1);
  });

  it('going offline between retries stops the retries until the queue is resumed', async () => {
    const { db, queue, network, requests, timers } = page(newDbName(), (_, index) => (index === 0 ? 'network-error' : ok(_, index)));
    await queue.track('a');
    await until(() => requests.length === 1 && timers.pending.size === 1);
    network.online = false;
    vi.advanceTimersByTime(60_000);
    await queue.whenIdle();
    expect(requests).toHaveLength(1);
    expect(await db.analyticsOutbox.count()).toBe(1);
    network.online = true;
    await queue.wake();
    expect(requests).toHaveLength(2);
    expect(await db.analyticsOutbox.count()).toBe(0);
  });

  it('does not queue an event the platform would refuse', async () => {
    const { queue, warn } = page(newDbName(), ok, { online: false });
    await queue.track('too long', { text: 'x'.repeat(501) });
    expect(await queue.pendingCount()).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps events IndexedDB refuses (storage full) in memory, in order, and stores and sends each once when there is room', async () => {
    const { db, queue, network, requests, timers } = page(newDbName(), ok, { online: false });
    await queue.track('stored before');
    // The disk fills: Dexie hands the QuotaExceededError over inside an AbortError, and the
    // transaction stores nothing.
    let full = true;
    const bulkAdd = db.analyticsOutbox.bulkAdd.bind(db.analyticsOutbox);
    vi.spyOn(db.analyticsOutbox, 'bulkAdd').mockImplementation(((records: never) => {
      if (!full) return bulkAdd(records);
      const abort = new Error('aborted');
      abort.name = 'AbortError';
      Object.assign(abort, { inner: new DOMException('full', 'QuotaExceededError') });
      return Promise.reject(abort);
    }) as typeof db.analyticsOutbox.bulkAdd);
    expect(await queue.track('a')).not.toBeNull(); // not an error for the page
    await queue.track('b');
    expect(queue.unstoredCount()).toBe(2);
    expect(await queue.pendingCount()).toBe(3);
    expect(await db.analyticsOutbox.count()).toBe(1);

    // Retried with a back-off (each failed write doubles it) while full: nothing dropped.
    vi.advanceTimersByTime(1_000);
    await settle();
    expect(queue.unstoredCount()).toBe(2);
    expect(timers.scheduled.filter((ms) => ms >= 1_000)).toEqual([1_000, 4_000]);

    // Room again: the next retry writes both, after the one stored before, and a later event follows them.
    full = false;
    vi.advanceTimersByTime(4_000);
    await until(() => queue.unstoredCount() === 0);
    await queue.track('c');
    expect((await db.analyticsOutbox.orderBy('seq').toArray()).map((record) => record.event.name)).toEqual([
      'stored before',
      'a',
      'b',
      'c',
    ]);

    network.online = true;
    void queue.wake();
    await until(() => requests.length === 1);
    await queue.whenIdle();
    expect(namesOf(requests[0])).toEqual(['stored before', 'a', 'b', 'c']);
    expect(new Set(idsOf(requests[0])).size).toBe(4);
    expect(await queue.pendingCount()).toBe(0);
  });

  it('tells the page when events wait in memory for room and when they are stored again, and writes them at once when asked (room back)', async () => {
    const { db, queue, received, timers } = page(newDbName(), ok, { online: false });
    let full = true;
    const bulkAdd = db.analyticsOutbox.bulkAdd.bind(db.analyticsOutbox);
    vi.spyOn(db.analyticsOutbox, 'bulkAdd').mockImplementation(((records: never) => {
      if (!full) return bulkAdd(records);
      return Promise.reject(
        Object.assign(new Error('aborted'), { name: 'AbortError', inner: new DOMException('full', 'QuotaExceededError') }),
      );
    }) as typeof db.analyticsOutbox.bulkAdd);
    await queue.track('a');
    const storage = () => received.filter((event) => event.type === 'analytics-storage');
    expect(storage()).toEqual([{ type: 'analytics-storage', error: expect.objectContaining({ errorKey: 'STORAGE_QUOTA_EXCEEDED' }) }]);

    full = false;
    const waitsFor = timers.scheduled.at(-1) ?? 0;
    expect(waitsFor).toBeGreaterThanOrEqual(1_000); // the back-off would wait
    await queue.storeWaitingNow(); // the page saw room come back
    expect(queue.unstoredCount()).toBe(0);
    expect(await db.analyticsOutbox.count()).toBe(1);
    expect(storage().at(-1)).toEqual({ type: 'analytics-storage', error: null });
    await queue.storeWaitingNow(); // nothing waits: nothing more
    expect(await db.analyticsOutbox.count()).toBe(1);
  });
});
