/**
 * Whether the platform can be reached, and the moments to try a failed load again.
 *
 * navigator.onLine alone is not enough: a phone on a network that carries nothing (a captive
 * portal, a dead cell) says it is online, and so does a page reloaded under Chromium's network
 * emulation. So the data worker reports, call by call, whether the platform answered at all
 * (WorkerEvent 'platform-reachability'), and this store joins it with the browser's word.
 *
 * Retries: the browser's `online` event, the platform answering again, and, while calls find the
 * platform out of reach although the browser says online, a tick that grows from 2 s to 10 s while
 * the page is visible (a hidden page waits to be shown). One failed GET per tick is cheap; a user
 * looking at a page that says "offline" after the network came back is not.
 *
 * The browser's own word (`useBrowserOnline`, `onBrowserOnline`) is also here, on the same pair of
 * window listeners, for what must follow the browser only and never those ticks: a full reload, the
 * outbox and the analytics queue woken.
 */
import { useEffect, useSyncExternalStore } from 'react';

export const FIRST_RETRY_MS = 2_000;
export const LONGEST_RETRY_MS = 10_000;

let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
let platformAnswers = true;
const watchers = new Set<() => void>();
const retriers = new Set<() => void>();
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = FIRST_RETRY_MS;
let windowWatched = false;
/** Called on the browser's `online` event only (onBrowserOnline). */
const browserOnlineListeners = new Set<() => void>();

export function isPlatformReachable(): boolean {
  return browserOnline && platformAnswers;
}

function changed(): void {
  for (const watcher of watchers) watcher();
}

function retryNow(): void {
  for (const retry of [...retriers]) retry();
}

function stopTicking(): void {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  retryDelay = FIRST_RETRY_MS;
}

/** While the browser says online but the platform does not answer, and someone waits to retry. */
function tick(): void {
  if (retryTimer !== null || platformAnswers || !browserOnline || retriers.size === 0) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (document.visibilityState === 'visible') {
      retryDelay = Math.min(retryDelay * 2, LONGEST_RETRY_MS);
      retryNow();
    }
    tick();
  }, retryDelay);
}

function watchWindow(): void {
  if (windowWatched || typeof window === 'undefined') return;
  windowWatched = true;
  window.addEventListener('online', () => {
    browserOnline = true;
    // The browser's word that the network is back; the next call will tell whether the platform is.
    platformAnswers = true;
    stopTicking();
    changed();
    retryNow();
    for (const listener of [...browserOnlineListeners]) listener();
  });
  window.addEventListener('offline', () => {
    browserOnline = false;
    stopTicking();
    changed();
  });
  document.addEventListener('visibilitychange', () => {
    // A page shown again after failing in the background tries at once rather than at its tick.
    if (document.visibilityState === 'visible' && !platformAnswers && browserOnline) retryNow();
  });
}

/** The worker's report (src/state/session-actions.ts passes it on). */
export function reportPlatformReachable(reachable: boolean): void {
  watchWindow();
  if (reachable === platformAnswers) return;
  platformAnswers = reachable;
  changed();
  if (reachable) {
    stopTicking();
    // Whatever else failed while out of reach tries again now.
    retryNow();
  } else tick();
}

function subscribe(watcher: () => void): () => void {
  watchWindow();
  browserOnline = navigator.onLine;
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
}

/** For the offline notice: false while the browser says offline or calls get no answer. */
export function usePlatformReachable(): boolean {
  // Hydrating the pre-rendered sign-in screen, online as the build rendered it; the real state follows.
  return useSyncExternalStore(subscribe, isPlatformReachable, () => true);
}

/** Calls `retry` at each moment the platform may be back (see above); returns the unsubscribe. */
export function onRetryMoment(retry: () => void): () => void {
  watchWindow();
  retriers.add(retry);
  tick();
  return () => {
    retriers.delete(retry);
    if (retriers.size === 0) stopTicking();
  };
}

/** While `active` (a load failed, a kept answer is shown), tries `retry` at each retry moment. */
export function useRetryWhenReachable(active: boolean, retry: () => void): void {
  useEffect(() => {
    if (!active) return;
    return onRetryMoment(retry);
  }, [active, retry]);
}

/** The browser's word alone (navigator.onLine and its events), whatever the platform answers. */
export function isBrowserOnline(): boolean {
  return browserOnline;
}

/** For a page that follows the browser's online/offline state (not the platform's): true while online. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, isBrowserOnline, () => true);
}

/**
 * Calls `listener` on each `online` event of the browser, and on nothing else (no retry tick: a
 * full reload on each tick behind a captive portal would never end); returns the unsubscribe.
 */
export function onBrowserOnline(listener: () => void): () => void {
  watchWindow();
  browserOnlineListeners.add(listener);
  return () => {
    browserOnlineListeners.delete(listener);
  };
}
