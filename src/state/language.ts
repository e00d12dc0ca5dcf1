import { atom } from 'jotai';
import { assertSupportedLanguage, resolveLanguage, type Language } from '../domain/languages';

/** The language choice is not personal, and the first paint needs it synchronously. */
export const LANGUAGE_STORAGE_KEY = 'app.language';

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled in some webviews
  }
}

export function detectLanguage(): Language {
  return resolveLanguage(readStoredLanguage(), navigator.languages?.length ? navigator.languages : [navigator.language]);
}

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
