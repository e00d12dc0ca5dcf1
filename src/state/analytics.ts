import type { EventData } from '@domain/contract/account-events';
import { dataWorker } from '../data/bridge';
import { forwardToNativeApp } from './native-bridge';

/**
 * Fire and forget: the worker writes the event to IndexedDB before anything else can fail; the
 * event it queued (with its id) then goes to the native app's bridge too, where there is one.
 */
export function trackEvent(name: string, data: EventData = {}): void {
  dataWorker()
    .analytics.track(name, data)
    .then((event) => (event ? forwardToNativeApp(event) : undefined))
    .catch((error: unknown) => console.warn('Analytics event not recorded', name, error));
}

/** The queue resumes when the network returns and when the page is shown again. */
export function resumeAnalyticsOnWake(): void {
  const resume = (): void => {
    dataWorker()
      .analytics.resume()
      .catch((error: unknown) => console.warn('Analytics resume failed', error));
  };
  window.addEventListener('online', resume);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') resume();
  });
}
