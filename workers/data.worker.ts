/**
 * The data worker's entry: its boot file, and the one surface exposed over Comlink (the worker's
 * other comlink import is transfer.ts, which hands bytes back without a copy). The services come
 * in a chunk of their own, imported at once: on a signed-in reload the stored session is read and
 * the profile asked for before they arrive (boot/boot-surface.ts). No DOM here: a dedicated
 * module worker has none.
 */
import * as Comlink from 'comlink';
import { earlyWorkerLanguage } from '@domain/first-paint';
import { workerSettings } from '@domain/worker-settings';
import { bootDataWorker } from './boot/boot-surface';

// Older WebViews (iOS before 15.4) have no BroadcastChannel: tabs then meet at their next call.
const sessionChannel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('paylater-session') : null;

// Started by index.html on a signed-in reload, named with the page's language (src/domain/first-paint.ts):
// the worker starts itself with the build's settings, as the app will ask it to.
const bootLanguage = earlyWorkerLanguage(self.name);

const { api, loaded } = bootDataWorker({
  load: () => import('./worker-api').then(({ createDataWorker }) => createDataWorker({ sessionChannel })),
  bootConfig: bootLanguage ? workerSettings(import.meta.env, bootLanguage) : null,
});

// The worker's own `online` event, where the browser fires one; connectivity.ts also watches
// navigator.onLine while a queue waits, and the main thread wakes the queues on its events.
self.addEventListener('online', () => {
  void loaded()
    .then(({ services }) => services.connectivity.reportOnline())
    .catch(() => undefined); // not loaded: its queues have not started either
});

Comlink.expose(api);
