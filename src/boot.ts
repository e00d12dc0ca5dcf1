/**
 * The entry. index.html already shows the first screen the build rendered into it (the sign-in
 * form, or the neutral app frame: src/domain/first-paint.ts); the stylesheets below style it, and
 * the app (src/main.tsx, downloading beside this file through the HTML's modulepreload hints) takes
 * it over. Nothing waits for an image.
 */
import '@ui/tokens.css';
import '@ui/ui.css';
import './app/app.css';
import { detectLanguage } from '@i18n/detect';
import { loadMessages } from '@i18n/messages';

// Only the language in use is fetched, from the start, beside the app's preloaded chunks (main.tsx
// awaits this same download); the other language is in the service worker's precache for later.
void loadMessages(detectLanguage()).catch(() => undefined);

await import('./main');
