import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerEvent } from '@worker/contract';
import { ReachabilityReport } from '@worker/connectivity';
import { createApiClient } from '@worker/http/client';
import { fakeFetch, jsonResponse, type Answer } from './helpers/fake-fetch';

function clientReporting(answers: Answer[]) {
  const reports: boolean[] = [];
  const { fetch } = fakeFetch((_, index) => answers[index] ?? jsonResponse(200, { data: null }));
  const client = createApiClient({
    settings: () => ({ apiBaseUrl: '', targetApplication: 'PAYLATER_WEB', language: 'id' }),
    session: { token: () => null, rejected: async () => undefined },
    fetch,
    origin: () => 'https://app.test',
    onReachability: (reachable) => reports.push(reachable),
  });
  return { client, reports };
}

describe("the worker's word on whether the platform answers", () => {
  it('an answer of any status is reachable; a dropped connection is not', async () => {
    const { client, reports } = clientReporting([
      jsonResponse(200, { data: 1 }),
      jsonResponse(500, { errors: [{ code: 'X', message: 'x' }] }),
      'network-error',
    ]);
    await client.get('/v1/user');
    await client.get('/v1/user').catch(() => undefined);
    await client.get('/v1/user').catch(() => undefined);
    expect(reports).toEqual([true, true, false]);
  });

  it('tells the page only when it changes', () => {
    const told: WorkerEvent[] = [];
    const report = new ReachabilityReport({ emit: (event) => told.push(event) });
    for (const reachable of [true, false, false, true, true]) report.report(reachable);
    expect(told).toEqual([
      { type: 'platform-reachability', reachable: false },
      { type: 'platform-reachability', reachable: true },
    ]);
  });
});

describe("the page's retry moments (src/state/connectivity.ts)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** A fresh store in a page whose browser says online and which is shown. */
  async function page() {
    vi.useFakeTimers();
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', doc);
    vi.stubGlobal('navigator', { onLine: true });
    vi.resetModules();
    const store = await import('@state/connectivity');
    return { store, win, doc };
  }

  it('while calls get no answer and the browser says online, retries at 2, 4, 8, then every 10 s', async () => {
    const { store } = await page();
    const retried: number[] = [];
    store.onRetryMoment(() => retried.push(Date.now()));
    const start = Date.now();
    store.reportPlatformReachable(false);
    expect(store.isPlatformReachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(34_000);
    expect(retried.map((at) => at - start)).toEqual([2_000, 6_000, 14_000, 24_000, 34_000]);
  });

  it('the platform answering again retries everything at once and stops the ticks', async () => {
    const { store } = await page();
    let retries = 0;
    store.onRetryMoment(() => retries++);
    store.reportPlatformReachable(false);
    store.reportPlatformReachable(true);
    expect(retries).toBe(1);
    expect(store.isPlatformReachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(retries).toBe(1);
  });

  it("a hidden page waits to be shown; the browser's online event retries at once", async () => {
    const { store, win, doc } = await page();
    let retries = 0;
    store.onRetryMoment(() => retries++);
    store.reportPlatformReachable(false);
    doc.visibilityState = 'hidden';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(retries).toBe(0);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(retries).toBe(1);
    win.dispatchEvent(new Event('online'));
    expect(retries).toBe(2);
    expect(store.isPlatformReachable()).toBe(true);
  });

  it('says offline while the browser does, whatever the last call found', async () => {
    const { store, win } = await page();
    const seen: boolean[] = [];
    // usePlatformReachable's subscription, without React.
    store.onRetryMoment(() => undefined);
    win.dispatchEvent(new Event('offline'));
    seen.push(store.isPlatformReachable());
    store.reportPlatformReachable(true);
    seen.push(store.isPlatformReachable());
    win.dispatchEvent(new Event('online'));
    seen.push(store.isPlatformReachable());
    expect(seen).toEqual([false, false, true]);
  });
});
