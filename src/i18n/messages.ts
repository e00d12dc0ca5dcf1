import type { MessageFormatElement } from 'react-intl';
import type { Language } from '../domain/languages';

/** Pre-parsed ICU messages (the build merges and compiles locales/<language>/*.json; see scripts/compile-catalogues.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

/** Each catalogue is its own chunk, fetched for the language in use (both are precached). */
const catalogues: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:catalogue/en'),
  id: () => import('virtual:catalogue/id'),
};

export async function loadMessages(language: Language): Promise<Messages> {
  return (await catalogues[language]()).default;
}
