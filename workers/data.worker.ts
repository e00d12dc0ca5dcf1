/**
 * The data worker's entry: builds the services and exposes their one surface over Comlink (the
 * only comlink import on the worker side). No DOM here: a dedicated module worker has none.
 */
import * as Comlink from 'comlink';
import { createDataWorker } from './worker-api';

const { api, services } = createDataWorker({ sessionChannel: new BroadcastChannel('paylater-session') });

// The worker's own `online` event, where the browser fires one; connectivity.ts also watches
// navigator.onLine while a queue waits, and the main thread wakes the queues on its events.
self.addEventListener('online', () => services.connectivity.reportOnline());

Comlink.expose(api);
