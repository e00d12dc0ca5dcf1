import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigationType } from 'react-router-dom';
import { useShownPagedList } from '@state/use-paged-list';
import { PageLinks } from '@ui/PageLinks';
import { PagedListView } from '@ui/PagedListView';
import { PageTitle } from '@ui/PageTitle';
import { TransactionList } from '@ui/TransactionItem';
import { paidHistory } from '../state';
import { LineItems } from './LineItems';
import { PAYLATER_HISTORY_PAGE_LINKS } from '../page-links';
import '@ui/money.css';

/** /paylater/history: paid lines and repayments, newest first, 20 at a time ("show more"). */
export default function HistoryPage() {
  const intl = useIntl();
  // Back from a receipt: the same list where it was; any other arrival: what is new.
  const { list, retry, showMore } = useShownPagedList(paidHistory, useNavigationType() === 'POP');

  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.history.title" />
      </PageTitle>
      <PagedListView
        list={list}
        messages={{
          loadFailedId: 'paylater.history.loadFailed',
          emptyId: 'paylater.history.empty',
          moreFailedId: 'paylater.history.moreFailed',
          showMoreId: 'paylater.history.showMore',
        }}
        onRetry={retry}
        onShowMore={showMore}
      >
        {(items) => (
          <TransactionList label={intl.formatMessage({ id: 'paylater.history.listLabel' })}>
            {items.map((line) => (
              <LineItems key={line.id} line={line} owed={false} />
            ))}
          </TransactionList>
        )}
      </PagedListView>
      <PageLinks labelId="paylater.nav.label" links={PAYLATER_HISTORY_PAGE_LINKS} />
    </div>
  );
}
