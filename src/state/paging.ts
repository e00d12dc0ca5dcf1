import { atom, type PrimitiveAtom } from 'jotai';
import type { ErrorContext } from '@domain/error-presentation';
import type { Kept } from '@domain/kept-answer';
import { type AnswerTag, registerAnswer } from './answers';
import { presentError } from './errors';
import { appStore } from './store';

/**
 * A list read page by page with an opaque cursor ("show more"): what is shown so far, the cursor of
 * the next page (null at the end) and where the reading is.
 * loading: the first page; more: a next page; failed / failed-more: that read failed (shown by
 * presentError; the page offers to try again).
 */
export interface PagedList<Items> {
  /** Whose list it is (the session's user): another user's is never shown. */
  owner: string | null;
  items: Items;
  nextPage: string | null;
  phase: 'loading' | 'ready' | 'more' | 'failed' | 'failed-more';
  /** When a page shown was this device's kept copy (offline): the oldest such answer's time (ISO); else null. */
  keptAt: string | null;
}

export interface PagedSource<Items, Page> {
  empty: Items;
  /** The worker's read of a page: live, or the page this device kept when no answer came. */
  fetch(cursor: string | null): Promise<Kept<Page>>;
  itemsOf(page: Page): Items;
  nextPageOf(page: Page): string | null;
  /** The shown items followed by a next page's (cicilan joins the month at the seam). */
  append(shown: Items, next: Items): Items;
  errorContext: ErrorContext;
  /** What the list depends on: an action that invalidates one of them forgets what was shown (src/state/answers.ts). */
  tags: readonly AnswerTag[];
}

export interface PagedListState<Items> {
  atom: PrimitiveAtom<PagedList<Items>>;
  /** Reads the first page afresh for this user (a page opened anew shows what is new). */
  showFirst(owner: string): Promise<void>;
  /** Coming back (the browser's back button): keeps what this user had shown, else reads the first page. */
  resume(owner: string): Promise<void>;
  /** Appends the next page; nothing when there is none or a read is under way. */
  showMore(): Promise<void>;
}

export function pagedList<Items, Page>(source: PagedSource<Items, Page>): PagedListState<Items> {
  const nothingShown: PagedList<Items> = { owner: null, items: source.empty, nextPage: null, phase: 'loading', keptAt: null };
  const listAtom = atom<PagedList<Items>>(nothingShown);
  // Each showFirst starts a new reading; answers of an older one are dropped.
  let reading = 0;
  // After an action that changed it (a payment), what was shown is not kept for the back button.
  const forget = (): void => {
    reading += 1;
    appStore.set(listAtom, nothingShown);
  };
  registerAnswer(source.tags, forget, forget);

  async function read(cursor: string | null, run: number): Promise<void> {
    const first = cursor === null;
    try {
      const kept = await source.fetch(cursor);
      if (run !== reading) return;
      const page = kept.answer;
      const shown = appStore.get(listAtom);
      const keptAt = kept.source === 'kept' ? kept.answeredAt : null;
      appStore.set(listAtom, {
        owner: shown.owner,
        items: first ? source.itemsOf(page) : source.append(shown.items, source.itemsOf(page)),
        nextPage: source.nextPageOf(page),
        phase: 'ready',
        keptAt: first ? keptAt : (shown.keptAt ?? keptAt),
      });
    } catch (error) {
      if (run !== reading) return;
      presentError(error, source.errorContext);
      appStore.set(listAtom, (list) => ({ ...list, phase: first ? 'failed' : 'failed-more' }));
    }
  }

  function showFirst(owner: string): Promise<void> {
    reading += 1;
    appStore.set(listAtom, { owner, items: source.empty, nextPage: null, phase: 'loading', keptAt: null });
    return read(null, reading);
  }

  function resume(owner: string): Promise<void> {
    const list = appStore.get(listAtom);
    const kept = list.owner === owner && (list.phase === 'ready' || list.phase === 'more' || list.phase === 'failed-more');
    return kept ? Promise.resolve() : showFirst(owner);
  }

  function showMore(): Promise<void> {
    const list = appStore.get(listAtom);
    if (list.nextPage === null || list.phase === 'loading' || list.phase === 'more') return Promise.resolve();
    appStore.set(listAtom, { ...list, phase: 'more' });
    return read(list.nextPage, reading);
  }

  return { atom: listAtom, showFirst, resume, showMore };
}
