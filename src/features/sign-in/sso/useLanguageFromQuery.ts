import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { isSupportedLanguage } from '@domain/languages';
import { LANGUAGE_STORAGE_KEY } from '@state/language';

/**
 * A partner's link names the language (?lang=en, ?language=en): when it is supported and not the
 * one showing, it is stored as the user's choice and the same page reloads in it (the catalogue is
 * fixed at start). Answers true while that reload is under way.
 */
export function useLanguageFromQuery(requested: string | null): boolean {
  const intl = useIntl();
  const switching = isSupportedLanguage(requested) && requested !== intl.locale;
  const [reloading, setReloading] = useState(switching);
  useEffect(() => {
    if (!switching || !requested) return;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, requested);
    } catch {
      setReloading(false); // without storage the page stays in its language rather than loop
      return;
    }
    window.location.reload();
  }, [switching, requested]);
  return switching && reloading;
}
