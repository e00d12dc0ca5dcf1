import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { PagedList, PagedListState } from './paging';
import { sessionAtom } from './session';

export interface ShownPagedList<Items> {
  list: PagedList<Items>;
  /** Reads the first page afresh (after it failed). */
  retry: () => void;
  showMore: () => void;
}

/**
 * A paged list as a page shows it, for the signed-in user. `cameBack` (the browser's back button,
 * e.g. from a receipt): the same list where it was; any other arrival: what is new.
 */
export function useShownPagedList<Items>(paged: PagedListState<Items>, cameBack: boolean): ShownPagedList<Items> {
  const session = useAtomValue(sessionAtom);
  const owner = session.status === 'signed-in' ? session.session.csTrackingId : '';
  const list = useAtomValue(paged.atom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: how the page was reached matters on arrival only, not when it changes later.
  useEffect(() => {
    void (cameBack ? paged.resume(owner) : paged.showFirst(owner));
  }, [owner, paged]);

  return { list, retry: () => void paged.showFirst(owner), showMore: () => void paged.showMore() };
}
