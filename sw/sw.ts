/// <reference lib="WebWorker" />
/**
 * The service worker: precaches the shell, every lazy chunk and both catalogues; answers
 * navigations with the cached index.html so the app opens offline. It caches no API answer:
 * nothing personal is ever stored here.
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

// A new version waits until the user accepts the reload the app offers.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
