import type { MessageFormatElement } from 'react-intl';
import lazyGroups from 'virtual:catalogue-groups';
import type { Language } from '@domain/languages';
import type { CatalogueGroup } from './catalogue-groups';

export type { CatalogueGroup } from './catalogue-groups';

/** Pre-parsed ICU messages (the build merges and compiles locales/<language>/*.json; see scripts/compile-catalogues.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

type CatalogueModule = () => Promise<{ default: Messages }>;

/** The first screen's messages, one chunk per language (both are precached for offline). */
const firstScreen: Record<Language, CatalogueModule> = {
  en: () => import('virtual:catalogue/en'),
  id: () => import('virtual:catalogue/id'),
};

/** One loader per lazy group and language, generated from LAZY_CATALOGUE_GROUPS by the build. */
const groups: Record<CatalogueGroup, Record<Language, CatalogueModule>> = lazyGroups;

const loading = new Map<string, Promise<Messages>>();

function once(key: string, load: CatalogueModule): Promise<Messages> {
  let promise = loading.get(key);
  if (!promise) {
    promise = load().then((module) => module.default);
    // A failed fetch (offline before the service worker had it) may be tried again.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Started by src/boot.ts as early as possible; main.tsx awaits the same download. */
export function loadMessages(language: Language): Promise<Messages> {
  return once(language, firstScreen[language]);
}

export function loadMessageGroup(group: CatalogueGroup, language: Language): Promise<Messages> {
  return once(`${language}/${group}`, groups[group][language]);
}
