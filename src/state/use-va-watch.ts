import { useEffect, useEffectEvent } from 'react';
import { nextVaWatchDelay } from '@domain/lending/va-watch';
import { onRetryMoment } from './connectivity';

/**
 * While `watching` (a VA that can still be paid, on a page in view), `ask` runs again on the VA watch's
 * back-off (src/domain/lending/va-watch.ts): 5 s, then doubling to 60 s; at once when the page comes
 * back into view or focus, or the platform may be reachable again (src/state/connectivity.ts: the
 * browser's online event, any platform answer, its growing tick while calls get no answer; the
 * back-off starts over). Nothing is asked while
 * the page is hidden; nothing after `watching` turns false (a final state) or the page leaves.
 */
export function useVaWatch(watching: boolean, ask: () => Promise<unknown>): void {
  const askNow = useEffectEvent(ask);
  useEffect(() => {
    if (!watching) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let delay: number | null = null;
    let stopped = false;
    let asking = false;

    const schedule = (): void => {
      if (stopped || document.visibilityState !== 'visible') return;
      delay = nextVaWatchDelay(delay);
      timer = setTimeout(() => void run(), delay);
    };
    const run = async (): Promise<void> => {
      timer = null;
      if (asking) return;
      asking = true;
      try {
        await askNow();
      } catch {
        // A failed ask (offline) is the page's to show; the watch goes on.
      } finally {
        asking = false;
      }
      schedule();
    };
    const again = (): void => {
      if (document.visibilityState !== 'visible') return;
      if (timer !== null) clearTimeout(timer);
      delay = null;
      void run();
    };
    const onVisibility = (): void => {
      if (document.visibilityState === 'visible') again();
      else if (timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
    };

    schedule();
    window.addEventListener('focus', again);
    const stopRetrying = onRetryMoment(again);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      window.removeEventListener('focus', again);
      stopRetrying();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [watching]);
}
