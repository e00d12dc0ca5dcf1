import type { MessageFormatElement } from 'react-intl';
import type { Language } from '../domain/languages';

/** Pre-parsed ICU messages (the build compiles locales/*.json; see scripts/compile-catalogues.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

const catalogues = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

/** Each catalogue is its own chunk, fetched for the language in use (both are precached). */
export async function loadMessages(language: Language): Promise<Messages> {
  const load = catalogues[`../../locales/${language}.json`];
  if (!load) throw new Error(`No catalogue for ${language}`);
  return load();
}
