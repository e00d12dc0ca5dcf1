// @vitest-environment happy-dom
/// <reference path="../../src/vite-env.d.ts" />
/**
 * The paged list's states as a user sees them (the pay-later and cicilan histories): the first
 * page loading, failed with a way to try again, empty with its hint, the items with "show more",
 * the next page loading, and the next page failed (said, the button then tries again).
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PagedList } from '@state/paging';
import { PagedListView, type PagedListMessageIds } from '@ui/PagedListView';
import cicilan from '../../locales/en/cicilan.json';
import paylater from '../../locales/en/paylater.json';
import shell from '../../locales/en/shell.json';

const MESSAGES: PagedListMessageIds = {
  loadFailedId: 'paylater.history.loadFailed',
  emptyId: 'cicilan.history.empty',
  emptyHintId: 'cicilan.history.emptyHint',
  moreFailedId: 'paylater.history.moreFailed',
  showMoreId: 'paylater.history.showMore',
};

let container: HTMLDivElement;
let root: Root;
const onRetry = vi.fn();
const onShowMore = vi.fn();

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  onRetry.mockClear();
  onShowMore.mockClear();
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function show(list: PagedList<readonly string[]>): void {
  act(() => {
    root.render(
      <IntlProvider locale="en" messages={{ ...shell, ...paylater, ...cicilan }} onError={(error) => expect.fail(String(error))}>
        <PagedListView list={list} messages={MESSAGES} onRetry={onRetry} onShowMore={onShowMore}>
          {(items) => (
            <ul>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </PagedListView>
      </IntlProvider>,
    );
  });
}

const list = (
  phase: PagedList<readonly string[]>['phase'],
  items: readonly string[],
  nextPage: string | null = null,
): PagedList<readonly string[]> => ({
  owner: 'user-1',
  items,
  nextPage,
  phase,
  keptAt: null,
});
const button = (name: string): HTMLButtonElement | undefined =>
  [...container.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);
const texts = (): string[] => [...container.querySelectorAll('li')].map((item) => item.textContent ?? '');

describe('a paged list', () => {
  it('shows a spinner while its first page loads', () => {
    show(list('loading', []));
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    expect(texts()).toEqual([]);
  });

  it('says when the first page failed, and tries it again on request', () => {
    show(list('failed', []));
    expect(container.textContent).toContain(paylater['paylater.history.loadFailed']);
    act(() => button(shell['common.retry'])?.click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says it is empty, with what will fill it', () => {
    show(list('ready', []));
    expect(container.textContent).toContain(cicilan['cicilan.history.empty']);
    expect(container.textContent).toContain(cicilan['cicilan.history.emptyHint']);
    expect(button(paylater['paylater.history.showMore'])).toBeUndefined();
  });

  it('shows its items, and "show more" only while there is a next page', () => {
    show(list('ready', ['first', 'second'], 'cursor-2'));
    expect(texts()).toEqual(['first', 'second']);
    act(() => button(paylater['paylater.history.showMore'])?.click());
    expect(onShowMore).toHaveBeenCalledTimes(1);
    show(list('ready', ['first', 'second']));
    expect(button(paylater['paylater.history.showMore'])).toBeUndefined();
  });

  it('keeps its items while the next page loads, the button busy', () => {
    show(list('more', ['first'], 'cursor-2'));
    expect(texts()).toEqual(['first']);
    const more = button(paylater['paylater.history.showMore']);
    expect(more?.disabled).toBe(true);
    expect(more?.getAttribute('aria-busy')).toBe('true');
  });

  it('says when the next page failed, and the button then tries it again', () => {
    show(list('failed-more', ['first'], 'cursor-2'));
    expect(texts()).toEqual(['first']);
    expect(container.textContent).toContain(paylater['paylater.history.moreFailed']);
    expect(container.querySelector('.show-more')?.getAttribute('aria-live')).toBe('polite');
    act(() => button(shell['common.retry'])?.click());
    expect(onShowMore).toHaveBeenCalledTimes(1);
  });
});
