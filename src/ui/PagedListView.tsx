import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PagedList } from '@state/paging';
import { Button } from './Button';
import { KeptNotice } from './lending/KeptNotice';
import { LoadFailed } from './LoadFailed';
import { LoadingCard } from './Spinner';

/** The message ids of one list's states (each list words them for what it holds). */
export interface PagedListMessageIds {
  loadFailedId: string;
  emptyId: string;
  /** A second line under the empty state: what will fill the list. */
  emptyHintId?: string;
  moreFailedId: string;
  showMoreId: string;
}

interface PagedListViewProps<Items extends readonly unknown[]> {
  list: PagedList<Items>;
  messages: PagedListMessageIds;
  /** Reads the first page again after it failed. */
  onRetry: () => void;
  onShowMore: () => void;
  /** The items shown so far (never called with none). */
  children: (items: Items) => ReactNode;
}

/**
 * A list read page by page (src/state/paging.ts), in each of its states: a spinner for the first
 * page, its failure with a way to try again, the empty list, or the items with "show more" while
 * there is a next page (its failure said above the button, which then tries again). Offline, pages
 * this device kept are shown "as of" their time (the money lists' kit notice).
 */
export function PagedListView<Items extends readonly unknown[]>({
  list,
  messages,
  onRetry,
  onShowMore,
  children,
}: PagedListViewProps<Items>) {
  if (list.phase === 'loading') {
    return <LoadingCard />;
  }
  if (list.phase === 'failed') return <LoadFailed message={<FormattedMessage id={messages.loadFailedId} />} onRetry={onRetry} />;
  if (list.items.length === 0) {
    return (
      <section className="card card--center empty-state">
        <p>
          <FormattedMessage id={messages.emptyId} />
        </p>
        {messages.emptyHintId ? (
          <p className="muted">
            <FormattedMessage id={messages.emptyHintId} />
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <>
      {list.keptAt ? <KeptNotice answeredAt={list.keptAt} /> : null}
      {children(list.items)}
      {list.nextPage !== null ? (
        <div className="show-more" aria-live="polite">
          {list.phase === 'failed-more' ? (
            <p className="muted">
              <FormattedMessage id={messages.moreFailedId} />
            </p>
          ) : null}
          <Button variant="secondary" block loading={list.phase === 'more'} onClick={onShowMore}>
            <FormattedMessage id={list.phase === 'failed-more' ? 'common.retry' : messages.showMoreId} />
          </Button>
        </div>
      ) : null}
    </>
  );
}
