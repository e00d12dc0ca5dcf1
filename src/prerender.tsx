/**
 * Build-time only (scripts/lib/prerender-plugin.ts loads this through Vite's SSR loader): the
 * first screen a visitor sees, rendered to HTML for index.html, in each language. The same tree as
 * the browser's (src/app/App.tsx) at `/` with no session known yet, which is the sign-in form:
 * React hydrates exactly this markup.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import type { Language } from '@domain/languages';
import { setCurrentCatalogue } from '@i18n/catalogue';
import { I18nProvider } from '@i18n/I18nProvider';
import { loadMessages } from '@i18n/messages';
import { selectedLanguageAtom } from '@state/language';
import { appStore } from '@state/store';
import { App } from './app/App';
import { routes } from './app/router';
import { BootFrame } from './features/shell/BootFrame';

export async function renderSignIn(language: Language): Promise<string> {
  setCurrentCatalogue(await loadMessages(language), language);
  // The browser reads its language into this atom when the module loads (the language switch's state).
  appStore.set(selectedLanguageAtom, language);
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return renderToString(<App router={router} language={language} />);
}

/** The neutral frame (header, empty page) of a signed-in reload or a deep link. */
export async function renderFrame(language: Language): Promise<string> {
  setCurrentCatalogue(await loadMessages(language), language);
  return renderToString(
    <I18nProvider language={language}>
      <BootFrame />
    </I18nProvider>,
  );
}
