/**
 * The main thread's side of the upload outbox: the worker's upload events for whichever page is
 * mounted, and waking the outbox when the network returns or the page is shown again.
 */
import type { UploadSnapshot } from '@worker/uploads/contract';
import { dataWorker, subscribeToWorker } from '../data/bridge';

type UploadListener = (upload: UploadSnapshot) => void;

const listeners = new Set<UploadListener>();
let subscribed: Promise<void> | null = null;

/** The bridge can only add listeners, so one is registered on first use and fans events out. */
export function onUploadChanged(listener: UploadListener): () => void {
  listeners.add(listener);
  subscribed ??= subscribeToWorker((event) => {
    if (event.type !== 'upload-changed') return;
    for (const each of listeners) each(event.upload);
  }).catch((error: unknown) => {
    subscribed = null;
    console.warn('Upload events not subscribed', error);
  });
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
  window.addEventListener('online', resume);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') resume();
  });
}
