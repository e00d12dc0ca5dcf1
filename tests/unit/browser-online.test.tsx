// @vitest-environment happy-dom
/**
 * The browser's own online state (src/state/connectivity.ts): one pair of window listeners for every
 * page and module that follows it, and `onBrowserOnline` called on the browser's `online` event only,
 * never on the platform's retry moments (a full reload on each of those would loop behind a portal).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, settle } from './helpers/render-hook';

const onLine = vi.spyOn(navigator, 'onLine', 'get');
const added = vi.spyOn(window, 'addEventListener');

/** A fresh copy of the module, as a page load has (its listeners are attached once per load). */
async function freshConnectivity() {
  vi.resetModules();
  return import('@state/connectivity');
}

const windowListeners = (type: string): number => added.mock.calls.filter(([name]) => name === type).length;

beforeEach(() => {
  onLine.mockReturnValue(true);
  added.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the browser online store', () => {
  it('shares one pair of window listeners among every hook and listener', async () => {
    const { onBrowserOnline, useBrowserOnline, onRetryMoment } = await freshConnectivity();
    const stops = [onBrowserOnline(() => undefined), onBrowserOnline(() => undefined), onRetryMoment(() => undefined)];
    const first = await renderHook(() => useBrowserOnline(), undefined);
    const second = await renderHook(() => useBrowserOnline(), undefined);
    expect(windowListeners('online')).toBe(1);
    expect(windowListeners('offline')).toBe(1);
    for (const stop of stops) stop();
    await first.unmount();
    await second.unmount();
  });

  it('follows the browser offline and back online', async () => {
    const { useBrowserOnline } = await freshConnectivity();
    const online = await renderHook(() => useBrowserOnline(), undefined);
    expect(online.current).toBe(true);
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await settle();
    expect(online.current).toBe(false);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(online.current).toBe(true);
    await online.unmount();
  });

  it('calls onBrowserOnline on the online event only: not when the platform answers again, not on the retry ticks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onBrowserOnline, onRetryMoment, reportPlatformReachable, LONGEST_RETRY_MS } = await freshConnectivity();
    const heard = vi.fn();
    const retried = vi.fn();
    const stop = onBrowserOnline(heard);
    const stopRetry = onRetryMoment(retried);

    reportPlatformReachable(false);
    vi.advanceTimersByTime(LONGEST_RETRY_MS * 3);
    reportPlatformReachable(true);
    expect(retried.mock.calls.length).toBeGreaterThan(1);
    expect(heard).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(heard).toHaveBeenCalledTimes(1);
    stopRetry();
  });
});
