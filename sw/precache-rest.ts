/// <reference lib="WebWorker" />
/**
 * The second stage of the precache: every file the shell and a signed-in home do not need (the
 * other pages' chunks and catalogues, images, the province list). On a first visit the worker takes
 * control once the critical files are cached (sw/sw.ts), and these follow in the background, in
 * the build's priority order, two at a time so the page keeps the rest of the slow link. On an
 * update the old version still controls the page, so the new one caches all of them before it
 * waits, as before. Answered from the cache once there, from the network until then.
 */
import { registerRoute } from 'workbox-routing';
import { PRECACHE_REST_MESSAGE } from '../src/domain/service-worker-messages';
import type { StagedPrecacheEntry } from './precache-priority';

declare const self: ServiceWorkerGlobalScope;

const REST_CACHE = 'app-rest-v1';
/** The query workbox-precaching keys a revisioned file with: the same key for the same file. */
const REVISION_PARAM = '__WB_REVISION__';
/** Requests at a time: a page open beside this keeps the other four of HTTP/1.1's six connections. */
const AT_A_TIME = 2;

function cacheKey(entry: StagedPrecacheEntry): string {
  const url = new URL(entry.url, self.location.href);
  if (entry.revision) url.searchParams.set(REVISION_PARAM, entry.revision);
  return url.href;
}

async function cacheMissing(entries: readonly StagedPrecacheEntry[]): Promise<void> {
  const cache = await caches.open(REST_CACHE);
  const kept = new Set((await cache.keys()).map((request) => request.url));
  const queue = entries.filter((entry) => !kept.has(cacheKey(entry)));
  const next = async (): Promise<void> => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      // A revisioned file (no hash in its name) past the HTTP cache, as workbox does at install.
      const response = await fetch(entry.url, { cache: entry.revision ? 'reload' : 'default', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`precache: ${entry.url} answered ${response.status}`);
      await cache.put(cacheKey(entry), response);
    }
  };
  await Promise.all(Array.from({ length: AT_A_TIME }, next));
}

export function precacheRest(entries: readonly StagedPrecacheEntry[]): void {
  const keys = new Map(entries.map((entry) => [new URL(entry.url, self.location.href).href, cacheKey(entry)]));
  let running: Promise<void> | null = null;
  // One run at a time; a run cut short (offline, the worker stopped) resumes with the next message:
  // the next page's, or the open page's when the browser is back online (src/app/sw-update.ts).
  const fill = (): Promise<void> => {
    running ??= cacheMissing(entries).finally(() => {
      running = null;
    });
    return running;
  };

  registerRoute(
    ({ url, request }) => request.method === 'GET' && keys.has(`${url.origin}${url.pathname}`),
    async ({ url, request }) => {
      const kept = await caches.match(keys.get(`${url.origin}${url.pathname}`) ?? '', { cacheName: REST_CACHE });
      return kept ?? fetch(request);
    },
  );

  self.addEventListener('install', (event: ExtendableEvent) => {
    // An update: the version in control serves the page meanwhile, so nothing is left for later.
    if (self.registration.active) event.waitUntil(fill());
  });
  self.addEventListener('activate', (event: ExtendableEvent) => {
    event.waitUntil(
      caches.open(REST_CACHE).then(async (cache) => {
        const current = new Set(keys.values());
        await Promise.all((await cache.keys()).filter((request) => !current.has(request.url)).map((request) => cache.delete(request)));
      }),
    );
  });
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== PRECACHE_REST_MESSAGE.type) return;
    // A port sent with the message hears when every file is cached (the tests wait for it).
    const reply = event.ports[0];
    event.waitUntil(
      fill().then(
        () => reply?.postMessage({ precached: true }),
        (error: unknown) => {
          console.warn('Precache not finished; the next page resumes it', error);
          reply?.postMessage({ precached: false });
        },
      ),
    );
  });
}
