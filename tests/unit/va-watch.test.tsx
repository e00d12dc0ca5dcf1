// @vitest-environment happy-dom
/**
 * The VA watch (src/state/use-va-watch.ts, src/domain/lending/va-watch.ts): a VA page asks again by
 * itself, 5 s after it opened, doubling to 60 s, at once on focus and when the platform may be back
 * (the browser's online event, the platform answering again; the back-off starting over), never while
 * hidden, and stops on a final state.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isVaWatched, nextVaWatchDelay } from '@domain/lending/va-watch';
import { reportPlatformReachable } from '@state/connectivity';
import { useVaWatch } from '@state/use-va-watch';
import { renderHook, settle } from './helpers/render-hook';

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Moves the clock and lets the asks it started settle. */
async function elapse(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

describe('the back-off', () => {
  it('is 5 s, then doubling, never over 60 s', () => {
    const delays: number[] = [];
    let delay: number | null = null;
    for (let ask = 0; ask < 7; ask += 1) {
      delay = nextVaWatchDelay(delay);
      delays.push(delay);
    }
    expect(delays).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
  });

  it('watches a VA that can be paid or is being paid, not one in a final state', () => {
    expect(['ACTIVE', 'PENDING'].every((state) => isVaWatched(state as 'ACTIVE'))).toBe(true);
    expect(['PAID', 'EXPIRED', 'CANCELLED', 'DENIED', 'DUE_AMOUNT_CHANGED'].some((state) => isVaWatched(state as 'PAID'))).toBe(false);
    expect(isVaWatched(null)).toBe(false);
  });
});

describe('a VA page watching its VA', () => {
  it('asks after 5, 15, 35, 75 and 135 s by itself', async () => {
    const ask = vi.fn(async () => undefined);
    const page = await renderHook(({ watching }: { watching: boolean }) => useVaWatch(watching, ask), { watching: true });
    await elapse(4_999);
    expect(ask).toHaveBeenCalledTimes(0);
    await elapse(1);
    expect(ask).toHaveBeenCalledTimes(1);
    await elapse(10_000);
    expect(ask).toHaveBeenCalledTimes(2);
    await elapse(20_000 + 40_000);
    expect(ask).toHaveBeenCalledTimes(4);
    await elapse(60_000);
    expect(ask).toHaveBeenCalledTimes(5);
    await page.unmount();
    await elapse(120_000);
    expect(ask).toHaveBeenCalledTimes(5);
  });

  it('asks at once on focus and when the network returns, the back-off starting over', async () => {
    const ask = vi.fn(async () => undefined);
    const page = await renderHook(() => useVaWatch(true, ask), null);
    await elapse(5_000 + 10_000 + 20_000);
    expect(ask).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(ask).toHaveBeenCalledTimes(4);
    await elapse(5_000);
    expect(ask).toHaveBeenCalledTimes(5);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(ask).toHaveBeenCalledTimes(6);
    await page.unmount();
  });

  it('asks at once when the platform answers again after calls found no answer', async () => {
    const ask = vi.fn(async () => undefined);
    const page = await renderHook(() => useVaWatch(true, ask), null);
    await elapse(5_000);
    expect(ask).toHaveBeenCalledTimes(1);
    reportPlatformReachable(false);
    reportPlatformReachable(true);
    await settle();
    expect(ask).toHaveBeenCalledTimes(2);
    await page.unmount();
  });

  it('asks nothing while the page is hidden, and at once when it is shown again', async () => {
    const ask = vi.fn(async () => undefined);
    const page = await renderHook(() => useVaWatch(true, ask), null);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await elapse(300_000);
    expect(ask).toHaveBeenCalledTimes(0);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(ask).toHaveBeenCalledTimes(1);
    await page.unmount();
  });

  it('stops when the VA reaches a final state', async () => {
    const ask = vi.fn(async () => undefined);
    const page = await renderHook(({ watching }: { watching: boolean }) => useVaWatch(watching, ask), { watching: true });
    await elapse(5_000);
    expect(ask).toHaveBeenCalledTimes(1);
    await page.rerender({ watching: false });
    await elapse(300_000);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(ask).toHaveBeenCalledTimes(1);
    await page.unmount();
  });
});
