import type { EventData } from '../domain/contract/events';
import { dataWorker } from '../data/bridge';

/** Fire and forget: the worker writes the event to IndexedDB before anything else can fail. */
export function trackEvent(name: string, data: EventData = {}): void {
  dataWorker()
    .analytics.track(name, data)
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
