import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { FALLBACK_LANGUAGE, type Language } from '@domain/languages';
import { currentCatalogue, subscribeToCatalogue } from './catalogue';

/** react-intl with the catalogue in use, which grows as areas' pages open. */
export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const messages = useSyncExternalStore(subscribeToCatalogue, currentCatalogue, currentCatalogue);
  return (
    <IntlProvider locale={language} defaultLocale={FALLBACK_LANGUAGE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
