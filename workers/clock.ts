/**
 * Time as the worker's services see it. Injected so unit tests drive retries, rests, timeouts and
 * expiry with fake timers; the default looks the globals up at call time, so vi.useFakeTimers()
 * applies even to services built before the fakes were installed.
 */
export type TimerHandle = ReturnType<typeof setTimeout>;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

/** Resolves after `ms`; `cancel` resolves it at once (used when a queue is stopped). */
export function sleep(clock: Clock, ms: number): { done: Promise<void>; cancel(): void } {
  let resolveSleep: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    resolveSleep = resolve;
  });
  const handle = clock.setTimeout(resolveSleep, ms);
  return {
    done,
    cancel() {
      clock.clearTimeout(handle);
      resolveSleep();
    },
  };
}
