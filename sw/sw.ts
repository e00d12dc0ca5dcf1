/// <reference lib="WebWorker" />
/**
 * The service worker: precaches the shell, every lazy chunk, both catalogues and the list of
 * provinces; keeps each province's region file once fetched; answers navigations with the cached
 * index.html so the app opens offline. It caches no API answer: nothing personal is ever stored
 * here (the region files are public reference data).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { PLATFORM_PATH_PREFIXES } from '../src/domain/contract/http';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The first install takes the open page at once, so a later update can take it over on reload.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const escapeRegExp = (prefix: string): string => prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// Platform and sandbox paths are never the app: they go to the network, uncached.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: PLATFORM_PATH_PREFIXES.map((prefix) => new RegExp(`^${escapeRegExp(prefix)}`)),
  }),
);

// A province's districts and villages (public/regions/NN.json, 4 to 50 KB gzip each, 2 MB in all:
// too much to precache for everyone) are kept the first time the address picker fetches them, and
// answered from the cache from then on, so the picker works offline for the provinces already
// chosen. The data changes with a new release of the region list only: then REGIONS_CACHE's
// version is raised and the old cache goes at activation.
const REGIONS_CACHE = 'regions-v1';
const PROVINCE_FILE = /^\/regions\/\d+\.json$/;
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && PROVINCE_FILE.test(url.pathname),
  async ({ request }) => {
    const cache = await caches.open(REGIONS_CACHE);
    const kept = await cache.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  },
);
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('regions-') && name !== REGIONS_CACHE).map((name) => caches.delete(name))),
      ),
  );
});

// A new version waits until the user accepts the reload the app offers.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
