import { flushAllDrafts } from '@state/drafts';
import { showToast } from '@state/notify';

/**
 * Registers the service worker after the page has loaded (off the first paint's path) and, when a
 * new version is waiting, offers to reload into it. Drafts are flushed first, so the reload loses nothing.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = async (): Promise<void> => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () => {
      showToast(
        { id: 'update.available' },
        {
          position: 'bottom',
          action: {
            label: { id: 'update.reload' },
            run: () => {
              workbox.addEventListener('controlling', () => window.location.reload());
              void flushAllDrafts().finally(() => workbox.messageSkipWaiting());
            },
          },
        },
      );
    });
    await workbox.register();
  };
  const start = (): void => void register().catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
