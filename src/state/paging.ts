import { atom, type PrimitiveAtom } from 'jotai';
import type { ErrorContext } from '@domain/error-presentation';
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
}

export interface PagedSource<Items, Page> {
  empty: Items;
  fetch(cursor: string | null): Promise<Page>;
  itemsOf(page: Page): Items;
  nextPageOf(page: Page): string | null;
  /** The shown items followed by a next page's (cicilan joins the month at the seam). */
  append(shown: Items, next: Items): Items;
  errorContext: ErrorContext;
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
  const listAtom = atom<PagedList<Items>>({ owner: null, items: source.empty, nextPage: null, phase: 'loading' });
  // Each showFirst starts a new reading; answers of an older one are dropped.
  let reading = 0;

  async function read(cursor: string | null, run: number): Promise<void> {
    const first = cursor === null;
    try {
      const page = await source.fetch(cursor);
      if (run !== reading) return;
      const shown = appStore.get(listAtom);
      appStore.set(listAtom, {
        owner: shown.owner,
        items: first ? source.itemsOf(page) : source.append(shown.items, source.itemsOf(page)),
        nextPage: source.nextPageOf(page),
        phase: 'ready',
      });
    } catch (error) {
      if (run !== reading) return;
      presentError(error, source.errorContext);
      appStore.set(listAtom, (list) => ({ ...list, phase: first ? 'failed' : 'failed-more' }));
    }
  }

  function showFirst(owner: string): Promise<void> {
    reading += 1;
    appStore.set(listAtom, { owner, items: source.empty, nextPage: null, phase: 'loading' });
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
