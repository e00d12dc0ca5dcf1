/**
 * The main thread's side of the upload outbox: the worker's upload events for whichever page is
 * mounted, and waking the outbox when the network returns or the page is shown again.
 */
import type { UploadSnapshot } from '@worker/uploads/contract';
import { dataWorker, subscribeToWorker } from '../data/bridge';
import { onBrowserOnline } from './connectivity';

type UploadListener = (upload: UploadSnapshot) => void;

const listeners = new Set<UploadListener>();
/** Whether the one listener is registered with the worker (or on its way); a failure lets the next caller try again. */
let subscribed = false;

/** The bridge can only add listeners, so one is registered on first use and fans events out. */
export function onUploadChanged(listener: UploadListener): () => void {
  listeners.add(listener);
  if (!subscribed) {
    subscribed = true;
    subscribeToWorker((event) => {
      if (event.type !== 'upload-changed') return;
      for (const each of listeners) each(event.upload);
    }).catch((error: unknown) => {
      subscribed = false;
      console.warn('Upload events not subscribed', error);
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

/** Wakes the outbox: files that waited on a lost connection go at once. */
export function resumeUploads(): void {
  dataWorker()
    .uploads.resume()
    .catch((error: unknown) => console.warn('Upload resume failed', error));
}

/** The worker hears `online` itself; a page shown again after a day in the background wakes it too. */
export function resumeUploadsOnWake(): void {
  const resume = resumeUploads;
  onBrowserOnline(resume);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') resume();
  });
}
