import { FormattedMessage } from 'react-intl';
import { useNavigationType } from 'react-router-dom';
import { useShownPagedList } from '@state/use-paged-list';
import { PageLinks } from '@ui/PageLinks';
import { PagedListView } from '@ui/PagedListView';
import { PageTitle } from '@ui/PageTitle';
import { TransactionList } from '@ui/TransactionItem';
import { useFormat } from '@ui/useFormat';
import { cicilanHistory } from '../state';
import { OrderItem } from './OrderItem';
import { CICILAN_HISTORY_PAGE_LINKS } from '../links';
import '@ui/money.css';

/** /cicilan/history: orders by month of purchase, newest first, 20 at a time ("show more"). */
export default function HistoryPage() {
  const format = useFormat();
  // Back from an order: the same list where it was; any other arrival: what is new.
  const { list, retry, showMore } = useShownPagedList(cicilanHistory, useNavigationType() === 'POP');

  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="cicilan.history.title" />
      </PageTitle>
      <PagedListView
        list={list}
        messages={{
          loadFailedId: 'cicilan.history.loadFailed',
          emptyId: 'cicilan.history.empty',
          emptyHintId: 'cicilan.history.emptyHint',
          moreFailedId: 'cicilan.history.moreFailed',
          showMoreId: 'cicilan.history.showMore',
        }}
        onRetry={retry}
        onShowMore={showMore}
      >
        {(items) =>
          items.map((group) => {
            const headingId = `cicilan-month-${group.month}`;
            return (
              <section className="line-group" key={group.month} aria-labelledby={headingId}>
                <h2 id={headingId} className="line-group__title">
                  {format.month(group.month)}
                </h2>
                <TransactionList labelledBy={headingId}>
                  {group.orders.map((order) => (
                    <OrderItem key={order.orderId} order={order} />
                  ))}
                </TransactionList>
              </section>
            );
          })
        }
      </PagedListView>
      <PageLinks labelId="cicilan.nav.label" links={CICILAN_HISTORY_PAGE_LINKS} />
    </div>
  );
}
