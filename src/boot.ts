/**
 * The entry. index.html already shows the first screen the build rendered into it (the sign-in
 * form, or the neutral app frame: src/domain/first-paint.ts) and has started the catalogue of the
 * language in use; the stylesheets below style it (the build puts them into index.html:
 * scripts/lib/inline-styles.ts), and the app (src/main.tsx, downloading beside
 * this file through the HTML's modulepreload hints) takes it over. Nothing waits for an image.
 * React is evaluated first, as this file's static import, then the other libraries and the app,
 * with a break between: two tasks of the browser instead of one of about 150 ms at 4x slowdown (a
 * key pressed in the pre-rendered form is handled in between). React is imported statically, not
 * with import(): a dynamic import of a module a chunk group captured costs a facade chunk, one more
 * request before the form is usable (rolldown/rolldown#9729).
 */
import '@ui/tokens.css';
import '@ui/ui.css';
import './app/app.css';
import './first-screen-react';

await new Promise<void>((resolve) => setTimeout(resolve, 0));
await import('./main');
