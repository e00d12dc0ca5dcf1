import { startTransition } from 'react';
import { createRoot, hydrateRoot } from './first-screen-react';
import { App } from './app/App';
import { preloadHome } from './app/RootPage';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/sw-update';
import { FIRST_PAINT_ATTRIBUTE } from '@domain/first-paint';
import { setCurrentCatalogue } from '@i18n/catalogue';
import { loadMessages } from '@i18n/messages';
import { rememberNativeAppVersion } from '@state/native-bridge';
import { detectLanguage } from '@state/language';
import { hasSignedInHint } from '@state/signed-in-hint';
import { startSession } from '@state/session-actions';
import { readSignInDraftEarly } from './features/sign-in/state';

declare global {
  interface Window {
    /** Set by index.html's first-paint script: a button pressed before the app was ready. */
    __pendingClick?: HTMLElement;
    /** Tells that script the app now handles presses itself. */
    __appReady?: boolean;
  }
}

// index.html painted the sign-in form: its draft (a number typed before a reload) is read from
// IndexedDB now, while the rest starts, so it fills the form moments after it painted.
if (document.getElementById('root')?.getAttribute(FIRST_PAINT_ATTRIBUTE) !== 'frame') readSignInDraftEarly();

const language = detectLanguage();
document.documentElement.lang = language;
rememberNativeAppVersion();

// Someone is signed in on this device: there is no form to keep responsive, and the home waits on
// the worker (the session), then on the profile and the home's code. index.html already started
// the worker and the home's downloads; the session starts now, while the catalogue arrives and
// React renders, instead of after the first frame.
const sessionStarted = hasSignedInHint() ? startSession(language) : undefined;
if (sessionStarted) preloadHome();

// The catalogue (preloaded by the HTML) is all the first render waits for.
const messages = await loadMessages(language);
setCurrentCatalogue(messages, language);

// Breaks between evaluating the app's code, building the router and the first render: three tasks
// instead of one long one (about 150 ms at 4x slowdown), so a key pressed in the pre-rendered form
// meanwhile is handled in between. Building the router is mostly compiling its code on first call.
const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
await nextTask();
const router = createAppRouter();
await nextTask();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root to render into');
const app = <App router={router} language={language} />;
// index.html painted the sign-in form the build rendered in this language: React takes it over
// (hydration keeps what was typed). Otherwise (the neutral frame of a signed-in reload or a deep
// link) React renders in its place.
// Hydration runs as a transition: React then works in slices of a few milliseconds and yields
// between them, instead of one long task of several hundred (4x slowdown) in which a tap waits.
const formPainted = container.getAttribute(FIRST_PAINT_ATTRIBUTE) === language;
if (formPainted) {
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('Hydration fell back to a client render', error),
    });
  });
} else {
  createRoot(container).render(app);
}

// After the first frame React painted: a press made before it is replayed, then (for a visitor)
// the worker starts (the shell and footer never wait for it), and only then the queues that resume
// with it.
requestAnimationFrame(() => {
  setTimeout(() => {
    window.__appReady = true;
    const pending = window.__pendingClick;
    window.__pendingClick = undefined;
    if (pending?.isConnected) pending.click();
    // In a task of its own: registering costs about 12 ms at 4x, which the replayed press need not wait for.
    setTimeout(registerServiceWorker, 0);
    const startDataNow = (): void => void import('./start-data').then(({ startData }) => startData(language, sessionStarted));
    // A signed-in device's home waits on it, as does every other page (a guard, a deep link); the
    // pre-rendered sign-in form does not: there it starts when the page is idle or at the first
    // touch or key, whichever comes first, so its work (its chunk's evaluation, the worker's answer
    // and the render it brings) falls in no task the form's first keys wait on.
    if (formPainted && !sessionStarted) whenIdleOrTouched(startDataNow);
    else startDataNow();
  }, 0);
});

/** Runs `start` once: when the browser is idle (at the latest after 2 s), or at the first press, key or focus. */
function whenIdleOrTouched(start: () => void): void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  let started = false;
  const once = (): void => {
    if (started) return;
    started = true;
    for (const type of events) window.removeEventListener(type, once, true);
    start();
  };
  for (const type of events) window.addEventListener(type, once, { capture: true, passive: true });
  if ('requestIdleCallback' in window) requestIdleCallback(once, { timeout: 2000 });
  else setTimeout(once, 1000);
}
