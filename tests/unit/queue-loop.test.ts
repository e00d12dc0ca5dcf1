import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '@worker/clock';
import { Connectivity, OFFLINE_POLL_MS } from '@worker/connectivity';
import type { LockManagerLike } from '@worker/queue/lock';
import { SendLoop } from '@worker/queue/loop';
import { settle } from './helpers/ticks';

/** A Web Lock in one process: requests queue behind each other, like navigator.locks. */
function serialLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const state = { held: 0, maxHeld: 0, names: new Set<string>() };
  const locks: LockManagerLike = {
    request(name, callback) {
      state.names.add(name);
      const run = tail.then(async () => {
        state.held += 1;
        state.maxHeld = Math.max(state.maxHeld, state.held);
        try {
          await callback();
        } finally {
          state.held -= 1;
        }
      });
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return { locks, state };
}

function loopWith(
  pass: () => Promise<void>,
  options: { locks?: LockManagerLike | null; online?: () => boolean; onNetworkReturn?: () => void } = {},
) {
  const onError = vi.fn();
  const connectivity = new Connectivity(options.online ?? (() => true));
  const loop = new SendLoop({
    lockName: 'test-queue',
    locks: options.locks ?? null,
    clock: systemClock,
    connectivity,
    pass,
    onError,
    ...(options.onNetworkReturn ? { onNetworkReturn: options.onNetworkReturn } : {}),
  });
  return { loop, onError, connectivity };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the queue core\u2019s send loop', () => {
  it('runs one pass at a time, and once more when woken during a pass', async () => {
    let passes = 0;
    let release: () => void = () => undefined;
    const { loop } = loopWith(async () => {
      passes += 1;
      if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = loop.wake();
    await settle(5);
    expect(passes).toBe(1);
    // Three wakes during the pass ask for one more pass, not three.
    expect(loop.wake()).toBe(first);
    void loop.wake();
    void loop.wake();
    release();
    await first;
    expect(passes).toBe(2);
    await loop.whenIdle();
    await loop.wake();
    expect(passes).toBe(3);
  });

  it('two loops (two tabs) over one lock never pass at once, and neither wake is lost', async () => {
    const { locks, state } = serialLocks();
    let passes = 0;
    const pass = async () => {
      passes += 1;
      await settle(3);
    };
    const tabA = loopWith(pass, { locks });
    const tabB = loopWith(pass, { locks });
    await Promise.all([tabA.loop.wake(), tabB.loop.wake()]);
    expect(passes).toBe(2);
    expect(state.maxHeld).toBe(1);
    expect([...state.names]).toEqual(['test-queue']);
  });

  it('a failed pass is reported, and the next wake passes again', async () => {
    let fail = true;
    let passes = 0;
    const { loop, onError } = loopWith(async () => {
      passes += 1;
      if (fail) throw new Error('IndexedDB closed');
    });
    await loop.wake();
    expect(onError).toHaveBeenCalledTimes(1);
    fail = false;
    await loop.wake();
    expect(passes).toBe(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('offline, the pass ends and the network\u2019s return wakes the loop (after the queue\u2019s own step)', async () => {
    const network = { online: false };
    const order: string[] = [];
    const { loop } = loopWith(
      async () => {
        order.push(loop.offline() ? 'offline' : 'sent');
      },
      { online: () => network.online, onNetworkReturn: () => order.push('returned') },
    );
    await loop.wake();
    expect(order).toEqual(['offline']);
    network.online = true;
    vi.advanceTimersByTime(OFFLINE_POLL_MS);
    await loop.whenIdle();
    await settle(5);
    expect(order).toEqual(['offline', 'returned', 'sent']);
  });

  it('wakeAfter keeps one timer, and stop() ends waits and wakes for good', async () => {
    let passes = 0;
    const { loop } = loopWith(async () => {
      passes += 1;
    });
    loop.wakeAfter(5_000);
    loop.wakeAfter(1_000); // replaces the first
    vi.advanceTimersByTime(1_000);
    await settle(5);
    expect(passes).toBe(1);
    vi.advanceTimersByTime(10_000);
    await settle(5);
    expect(passes).toBe(1);

    const paused = loop.pause(60_000);
    loop.wakeAfter(1_000);
    loop.stop();
    await paused; // cut short
    vi.advanceTimersByTime(60_000);
    await loop.wake();
    await settle(5);
    expect(passes).toBe(1);
    expect(loop.stopped).toBe(true);
  });
});
