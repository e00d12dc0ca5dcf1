import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/sw-update';
import { setCurrentCatalogue } from '@i18n/catalogue';
import { I18nProvider } from '@i18n/I18nProvider';
import { loadMessages } from '@i18n/messages';
import { resumeAnalyticsOnWake } from '@state/analytics';
import { rememberNativeAppVersion } from '@state/native-bridge';
import { resumeUploadsOnWake } from '@state/uploads';
import { detectLanguage } from '@state/language';
import { startSession } from '@state/session-actions';
import { appStore } from '@state/store';

const language = detectLanguage();
document.documentElement.lang = language;
rememberNativeAppVersion();

// The catalogue (preloaded by the HTML) is all the first paint waits for.
const messages = await loadMessages(language);
setCurrentCatalogue(messages, language);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root to render into');
const router = createAppRouter();
createRoot(container).render(
  <StrictMode>
    <JotaiProvider store={appStore}>
      <I18nProvider language={language}>
        <RouterProvider router={router} />
      </I18nProvider>
    </JotaiProvider>
  </StrictMode>,
);

// The worker starts once the frame is painted: the shell and footer never wait for it, and the
// root page shows its own spinner until the worker says whether a session is stored.
requestAnimationFrame(() => {
  setTimeout(() => {
    void startSession(language).then(() => {
      resumeAnalyticsOnWake();
      resumeUploadsOnWake();
    });
  }, 0);
});
registerServiceWorker();
