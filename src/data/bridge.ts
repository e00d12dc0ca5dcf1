/**
 * The one door from the main thread to the data worker, and the only main-thread import of
 * comlink. The worker starts on first use, so nothing of Dexie or wretch is on the first paint.
 */
import * as Comlink from 'comlink';
import type { DataWorkerApi, WorkerListener } from '@worker/contract';
import { EARLY_WORKER_GLOBAL } from '@domain/first-paint';

declare global {
  interface Window {
    /** Started by index.html's head script on a signed-in device (src/domain/first-paint.ts). */
    [EARLY_WORKER_GLOBAL]?: Worker;
  }
}

/**
 * Comlink's types promisify nested plain objects (`remote.auth` as a Promise), but at run time
 * `remote.auth.login()` is one call through a proxy path. This type says what really happens.
 */
export type DataWorker = { [Area in keyof DataWorkerApi]: Comlink.Remote<DataWorkerApi[Area]> };

let remote: DataWorker | null = null;

export function dataWorker(): DataWorker {
  if (!remote) {
    // The same file, started by index.html while the app's own chunk was still downloading.
    const early = window[EARLY_WORKER_GLOBAL];
    window[EARLY_WORKER_GLOBAL] = undefined;
    const worker =
      early ??
      new Worker(new URL('@worker/data.worker.ts', import.meta.url), {
        type: 'module',
        name: 'data',
      });
    remote = Comlink.wrap<DataWorkerApi>(worker) as unknown as DataWorker;
  }
  return remote;
}

/**
 * Marks `value` to cross the bridge with `buffers` transferred, not copied: the bytes move to the
 * worker and are gone (detached) on this side, so nothing may read them after the call.
 */
export function transferred<T>(value: T, buffers: ArrayBuffer[]): T {
  return Comlink.transfer(value, buffers);
}

/** Events pushed by the worker (session ended, analytics delivered) reach `listener` on this thread. */
export async function subscribeToWorker(listener: WorkerListener): Promise<void> {
  await dataWorker().session.subscribe(Comlink.proxy(listener));
}
