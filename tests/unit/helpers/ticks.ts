/**
 * Waiting on real event-loop turns: fake-indexeddb completes its requests in setImmediate tasks,
 * which the tests leave real (they fake only setTimeout, clearTimeout and Date).
 */
import { vi } from 'vitest';
import type { Clock, TimerHandle } from '@worker/clock';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Resolves once `condition` holds; fails the test if it never does. */
export async function until(condition: () => boolean, maxTurns = 5_000): Promise<void> {
  for (let i = 0; i < maxTurns; i++) {
    if (condition()) return;
    await turn();
  }
  throw new Error('Condition not met');
}

/** Reads until what is read holds (a value another task writes to IndexedDB); fails the test if it never does. */
export async function untilRead<T>(read: () => Promise<T>, holds: (value: T) => boolean, maxTurns = 500): Promise<T> {
  for (let i = 0; i < maxTurns; i++) {
    const value = await read();
    if (holds(value)) return value;
    await turn();
  }
  throw new Error('Condition not met');
}

/** Lets every pending IndexedDB and promise step run (to assert that nothing more happens). */
export async function settle(turns = 200): Promise<void> {
  for (let i = 0; i < turns; i++) await turn();
}

export function useQueueFakeTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

/** A clock over the (fake) timers that shows which waits its owner has scheduled and which are pending. */
export function recordingClock() {
  const pending = new Set<TimerHandle>();
  const scheduled: number[] = [];
  const clock: Clock = {
    now: () => Date.now(),
    setTimeout(callback, ms) {
      scheduled.push(ms);
      const handle = setTimeout(() => {
        pending.delete(handle);
        callback();
      }, ms);
      pending.add(handle);
      return handle;
    },
    clearTimeout(handle) {
      pending.delete(handle);
      clearTimeout(handle);
    },
  };
  return { clock, pending, scheduled };
}
