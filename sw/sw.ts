/// <reference lib="WebWorker" />
/**
 * The service worker: precaches the shell, every lazy chunk, both catalogues and the list of
 * provinces, in two stages (the critical files before it takes control, the rest after:
 * sw/precache-rest.ts); keeps each province's region file once fetched; answers navigations with the cached
 * index.html so the app opens offline. It caches no API answer: nothing personal is ever stored
 * here (the region files are public reference data).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { PLATFORM_PATH_PREFIXES } from '../src/domain/contract/http';
import { PRECACHE_PRIORITY, type StagedPrecacheEntry } from './precache-priority';
import { precacheRest } from './precache-rest';

declare const self: ServiceWorkerGlobalScope;

// The first install takes the open page at once, so a later update can take it over on reload.
clientsClaim();
cleanupOutdatedCaches();
// Installing caches the shell and what a signed-in home needs (about a third of the bytes, most of
// them already in the HTTP cache from the page's own load), so a first visit is controlled, and
// opens offline, seconds sooner; the other pages' files follow (sw/precache-rest.ts).
// Entries carry the build's priority (scripts/lib/precache-stages.ts); the build writes no bare strings.
const manifest = self.__WB_MANIFEST.filter((entry): entry is StagedPrecacheEntry => typeof entry !== 'string');
const critical = manifest.filter((entry) => (entry.priority ?? PRECACHE_PRIORITY.critical) === PRECACHE_PRIORITY.critical);
precacheAndRoute(critical.map(({ url, revision }) => ({ url, revision })));
precacheRest(manifest.filter((entry) => !critical.includes(entry)));

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
