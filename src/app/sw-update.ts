import { onBrowserOnline } from '@state/connectivity';
import { flushAllDrafts } from '@state/drafts';
import { showToast } from '@state/notify';
import { PRECACHE_REST_MESSAGE } from '@domain/service-worker-messages';

/** What sw/sw.ts answers by taking over at once. */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** Offers to reload into the version waiting; drafts are flushed first, so the reload loses nothing. */
function offerUpdate(waiting: ServiceWorker): void {
  showToast(
    { id: 'update.available' },
    {
      position: 'bottom',
      action: {
        label: { id: 'update.reload' },
        run: () => {
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
          void flushAllDrafts().finally(() => waiting.postMessage(SKIP_WAITING));
        },
      },
    },
  );
}

/**
 * Registers the service worker once the app has painted (off the first paint's path) and, when a
 * new version is waiting, offers to reload into it. The browser's own API: workbox-window did the
 * same in a 2 KB chunk the first screen downloaded.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = async (): Promise<void> => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    // The worker took control once the shell's files were cached; it caches the other pages' files
    // after (sw/precache-rest.ts), and this message keeps it at that until done, or resumes it: at
    // once, and again each time the browser is back online (a page left open through a drop).
    const precacheRest = (): void => navigator.serviceWorker.controller?.postMessage(PRECACHE_REST_MESSAGE);
    if (navigator.serviceWorker.controller) precacheRest();
    else navigator.serviceWorker.addEventListener('controllerchange', precacheRest, { once: true });
    onBrowserOnline(precacheRest);
    // Only while a version controls this page is a new one an update (not the first install).
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
      });
    });
  };
  // Called once the app has painted (src/main.tsx), not at the page's load event: on slow 4G that
  // came seconds later, and the worker takes control only once its critical files are cached, most
  // of them from the HTTP cache the page just filled.
  void register().catch((error: unknown) => console.warn('Service worker not registered', error));
}
