import { resolveLanguage, type Language } from '@domain/languages';

/** The language choice is not personal, and the first paint needs it synchronously. */
export const LANGUAGE_STORAGE_KEY = 'app.language';

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled in some webviews
  }
}

/** The stored choice, else the browser's languages, else Indonesian. */
export function detectLanguage(): Language {
  return resolveLanguage(readStoredLanguage(), navigator.languages?.length ? navigator.languages : [navigator.language]);
}
