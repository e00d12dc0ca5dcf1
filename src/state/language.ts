import { atom } from 'jotai';
import { assertSupportedLanguage, type Language } from '@domain/languages';
import { LANGUAGE_STORAGE_KEY, detectLanguage } from '@i18n/detect';

export { LANGUAGE_STORAGE_KEY, detectLanguage };

export const selectedLanguageAtom = atom<Language>(detectLanguage());

/** Stores the choice and reloads to / (platform rule). Throws UnsupportedLanguageError for anything else. */
export function switchLanguage(language: string): void {
  const supported = assertSupportedLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, supported);
  } catch {
    // Without storage the choice lasts for this page only; still honour it.
  }
  window.location.assign('/');
}
