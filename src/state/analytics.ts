import type { EventData } from '@domain/contract/analytics-events';
import { dataWorker, subscribeToWorker } from '../data/bridge';
import { onBrowserOnline } from './connectivity';
import { forwardToNativeApp } from './native-bridge';
import { reportStorage } from './storage-problems';
import { onStorageRoom, storageWriteSucceeded } from './storage-room';

/** The analytics queue's place among what this device could not store (storage-problems.ts). */
const ANALYTICS_STORAGE_SOURCE = 'analytics';

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

/**
 * The queue resumes when the network returns, when the page is shown again and when room on the
 * device may be back (its events waiting in memory are written then); while events wait in memory,
 * the page says that what happens is not kept on the device (StorageNotice).
 */
export function resumeAnalyticsOnWake(): void {
  const resume = (): void => {
    dataWorker()
      .analytics.resume()
      .catch((error: unknown) => console.warn('Analytics resume failed', error));
  };
  subscribeToWorker((event) => {
    if (event.type !== 'analytics-storage') return;
    reportStorage(ANALYTICS_STORAGE_SOURCE, event.error);
    if (event.error === null) storageWriteSucceeded();
  }).catch((error: unknown) => console.warn('Analytics storage events not subscribed', error));
  onStorageRoom(resume);
  onBrowserOnline(resume);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') resume();
  });
}
