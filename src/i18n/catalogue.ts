import type { Language } from '@domain/languages';
import { loadMessageGroup, type CatalogueGroup, type Messages } from './messages';

/**
 * The messages in use: the first screen's, plus each area's as its pages open. React reads them
 * through useCatalogue (src/i18n/I18nProvider.tsx); code outside React asks hasMessage.
 */
let current: Messages = {};
let language: Language = 'id';
const listeners = new Set<() => void>();

export function setCurrentCatalogue(messages: Messages, inLanguage: Language): void {
  current = messages;
  language = inLanguage;
  for (const listener of listeners) listener();
}

export function currentCatalogue(): Messages {
  return current;
}

export function subscribeToCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasMessage(id: string): boolean {
  return Object.hasOwn(current, id);
}

/** Loads an area's messages (once) and adds them to the catalogue in use. */
export async function ensureMessageGroup(group: CatalogueGroup): Promise<void> {
  const messages = await loadMessageGroup(group, language);
  if (Object.keys(messages).every((id) => id in current)) return;
  setCurrentCatalogue({ ...current, ...messages }, language);
}

/** For an area's routes: its page renders only once its messages are in. */
export function withMessages<T>(group: CatalogueGroup, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [loaded] = await Promise.all([load(), ensureMessageGroup(group)]);
    return loaded;
  };
}
