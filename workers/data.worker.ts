/**
 * The data worker's entry: builds the services and exposes their one surface over Comlink (the
 * worker's other comlink import is transfer.ts, which hands bytes back without a copy). No DOM
 * here: a dedicated module worker has none.
 */
import * as Comlink from 'comlink';
import { earlyWorkerLanguage } from '@domain/first-paint';
import { workerSettings } from '@domain/worker-settings';
import { createDataWorker } from './worker-api';

// Older WebViews (iOS before 15.4) have no BroadcastChannel: tabs then meet at their next call.
const sessionChannel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('paylater-session') : null;
const { api, services, startOnBoot } = createDataWorker({ sessionChannel });

// Started by index.html on a signed-in reload, named with the page's language (src/domain/first-paint.ts):
// the worker starts itself with the build's settings, as the app will ask it to.
const bootLanguage = earlyWorkerLanguage(self.name);
if (bootLanguage) startOnBoot(workerSettings(import.meta.env, bootLanguage));

// The worker's own `online` event, where the browser fires one; connectivity.ts also watches
// navigator.onLine while a queue waits, and the main thread wakes the queues on its events.
self.addEventListener('online', () => services.connectivity.reportOnline());

Comlink.expose(api);
