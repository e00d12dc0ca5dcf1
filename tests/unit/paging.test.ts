/// <reference path="../../src/vite-env.d.ts" />
// (The modules under test reach the i18n loader, whose virtual modules are declared there.)
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeApiError } from '@domain/errors';

const presented: unknown[] = [];
vi.mock('@state/errors', () => ({ presentError: (error: unknown) => presented.push(error) }));

const { pagedList } = await import('@state/paging');
const { appStore } = await import('@state/store');

interface Page {
  items: string[];
  next: string | null;
}

/** A source whose pages are answered by hand, in any order. */
function manualSource() {
  const pending: Array<{ cursor: string | null; resolve: (page: Page) => void; reject: (error: unknown) => void }> = [];
  const list = pagedList<string[], Page>({
    empty: [],
    fetch: (cursor) =>
      new Promise((resolve, reject) =>
        pending.push({ cursor, resolve: (page) => resolve({ answer: page, answeredAt: '2026-02-20T03:00:00Z', source: 'live' }), reject }),
      ),
    itemsOf: (page) => page.items,
    nextPageOf: (page) => page.next,
    append: (shown, next) => [...shown, ...next],
    errorContext: { flow: 'default', product: 'paylater' },
    tags: ['paging-test'],
  });
  return { list, pending, state: () => appStore.get(list.atom) };
}

beforeEach(() => {
  presented.length = 0;
});

describe('a list read page by page', () => {
  it('appends each next page to what is shown, until there is no next page', async () => {
    const { list, pending, state } = manualSource();
    const first = list.showFirst('u1');
    expect(state()).toMatchObject({ owner: 'u1', items: [], phase: 'loading' });
    pending[0]!.resolve({ items: ['a', 'b'], next: 'c2' });
    await first;
    expect(state()).toMatchObject({ items: ['a', 'b'], nextPage: 'c2', phase: 'ready' });

    const more = list.showMore();
    expect(state().phase).toBe('more');
    expect(pending[1]!.cursor).toBe('c2');
    pending[1]!.resolve({ items: ['c'], next: null });
    await more;
    expect(state()).toMatchObject({ items: ['a', 'b', 'c'], nextPage: null, phase: 'ready' });

    await list.showMore(); // the end: nothing asked
    expect(pending).toHaveLength(2);
  });

  it('asks for a next page once however often "show more" is pressed meanwhile', async () => {
    const { list, pending } = manualSource();
    const first = list.showFirst('u1');
    pending[0]!.resolve({ items: ['a'], next: 'c2' });
    await first;
    void list.showMore();
    void list.showMore();
    expect(pending).toHaveLength(2);
  });

  it('keeps what was shown when a next page fails, shows the failure, and tries the same cursor again', async () => {
    const { list, pending, state } = manualSource();
    const first = list.showFirst('u1');
    pending[0]!.resolve({ items: ['a'], next: 'c2' });
    await first;
    const failing = list.showMore();
    const offline = makeApiError(0, [{ code: 'NETWORK_ERROR', message: 'offline' }]);
    pending[1]!.reject(offline);
    await failing;
    expect(state()).toMatchObject({ items: ['a'], nextPage: 'c2', phase: 'failed-more' });
    expect(presented).toEqual([offline]);
    void list.showMore();
    expect(pending[2]!.cursor).toBe('c2');
  });

  it('drops the answer of an older reading when the list is read afresh', async () => {
    const { list, pending, state } = manualSource();
    const old = list.showFirst('u1');
    const fresh = list.showFirst('u1');
    pending[1]!.resolve({ items: ['new'], next: null });
    pending[0]!.resolve({ items: ['old'], next: 'x' });
    await Promise.all([old, fresh]);
    expect(state()).toMatchObject({ items: ['new'], nextPage: null });
  });

  it('coming back keeps the same user’s list, never another user’s', async () => {
    const { list, pending, state } = manualSource();
    const first = list.showFirst('u1');
    pending[0]!.resolve({ items: ['mine'], next: null });
    await first;
    await list.resume('u1');
    expect(pending).toHaveLength(1);
    expect(state().items).toEqual(['mine']);
    void list.resume('u2');
    expect(state()).toMatchObject({ owner: 'u2', items: [], phase: 'loading' });
    expect(pending).toHaveLength(2);
  });
});
