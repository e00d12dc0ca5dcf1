import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Language } from '@domain/languages';
import { I18nProvider } from '@i18n/I18nProvider';
import { appStore } from '@state/store';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The whole tree: the same in the browser (main.tsx) and in the build's pre-render (prerender.tsx), so hydration matches. */
export function App({ router, language }: { router: AppRouter; language: Language }) {
  return (
    <StrictMode>
      <JotaiProvider store={appStore}>
        <I18nProvider language={language}>
          <RouterProvider router={router} />
        </I18nProvider>
      </JotaiProvider>
    </StrictMode>
  );
}
