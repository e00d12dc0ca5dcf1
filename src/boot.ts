/**
 * The entry: the static shell in index.html (header and the sign-in illustration, styled by the
 * stylesheets below) paints first; the app's code, already downloading through the HTML's
 * modulepreload hints, is evaluated only after that paint. On a slow phone the shell shows as soon
 * as the HTML and CSS arrive, whatever the JavaScript is doing.
 */
import '@ui/tokens.css';
import '@ui/ui.css';
import './app/app.css';
import { detectLanguage } from '@i18n/detect';
import { loadMessages } from '@i18n/messages';

// Only the language in use is fetched, from the start, beside the app's preloaded chunks (main.tsx
// awaits this same download); the other language is in the service worker's precache for later.
void loadMessages(detectLanguage()).catch(() => undefined);

/** The illustration is the largest thing on the first screen; wait for it, but never for long. */
const SHELL_WAIT_CAP_MS = 1000;

async function shellPainted(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img.hero');
  const heroLoaded =
    hero && !hero.complete
      ? new Promise<void>((resolve) => {
          hero.addEventListener('load', () => resolve(), { once: true });
          hero.addEventListener('error', () => resolve(), { once: true });
        })
      : Promise.resolve();
  await Promise.race([heroLoaded, new Promise<void>((resolve) => setTimeout(resolve, SHELL_WAIT_CAP_MS))]);
  // The frame after the image is in: it has been painted.
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

await shellPainted();
await import('./main');
