/**
 * The data worker's entry: builds the services and exposes their one surface over Comlink (the
 * only comlink import on the worker side). No DOM here: a dedicated module worker has none.
 */
import * as Comlink from 'comlink';
import { createDataWorker } from './worker-api';

const { api, services } = createDataWorker();

// The worker sees connectivity itself; the main thread also calls analytics.resume() on
// visibilitychange.
self.addEventListener('online', () => {
  void services.analytics.wake();
  void services.uploads.wake();
});

Comlink.expose(api);
