import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigationType } from 'react-router-dom';
import { sessionAtom } from '@state/session';
import { Button } from '@ui/Button';
import { LoadFailed } from '@ui/LoadFailed';
import { PageTitle } from '@ui/PageTitle';
import { Spinner } from '@ui/Spinner';
import { TransactionList } from '@ui/TransactionItem';
import { useFormat } from '@ui/useFormat';
import { cicilanHistory } from '../state';
import { OrderItem } from './OrderItem';
import '@ui/money.css';

/** /cicilan/history: orders by month of purchase, newest first, 20 at a time ("show more"). */
export default function HistoryPage() {
  const intl = useIntl();
  const format = useFormat();
  const session = useAtomValue(sessionAtom);
  const owner = session.status === 'signed-in' ? session.session.csTrackingId : '';
  const navigationType = useNavigationType();
  const list = useAtomValue(cicilanHistory.atom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: how the page was reached matters on arrival only, not when it changes later.
  useEffect(() => {
    // Back from an order: the same list where it was; any other arrival: what is new.
    void (navigationType === 'POP' ? cicilanHistory.resume(owner) : cicilanHistory.showFirst(owner));
  }, [owner]);

  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="cicilan.history.title" />
      </PageTitle>
      {list.phase === 'loading' ? (
        <div className="card card--center">
          <Spinner />
        </div>
      ) : list.phase === 'failed' ? (
        <LoadFailed message={<FormattedMessage id="cicilan.history.loadFailed" />} onRetry={() => void cicilanHistory.showFirst(owner)} />
      ) : list.items.length === 0 ? (
        <section className="card card--center empty-state">
          <p>
            <FormattedMessage id="cicilan.history.empty" />
          </p>
          <p className="muted">
            <FormattedMessage id="cicilan.history.emptyHint" />
          </p>
        </section>
      ) : (
        <>
          {list.items.map((group) => {
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
          })}
          {list.nextPage !== null ? (
            <div className="show-more" aria-live="polite">
              {list.phase === 'failed-more' ? (
                <p className="muted">
                  <FormattedMessage id="cicilan.history.moreFailed" />
                </p>
              ) : null}
              <Button variant="secondary" block loading={list.phase === 'more'} onClick={() => void cicilanHistory.showMore()}>
                <FormattedMessage id={list.phase === 'failed-more' ? 'common.retry' : 'cicilan.history.showMore'} />
              </Button>
            </div>
          ) : null}
        </>
      )}
      <nav className="page-links" aria-label={intl.formatMessage({ id: 'cicilan.nav.label' })}>
        <Link className="btn btn--text btn--block" to="/cicilan/unpaid">
          <FormattedMessage id="cicilan.unpaid.title" />
        </Link>
        <Link className="btn btn--text btn--block" to="/gopaylater/cicilan">
          <FormattedMessage id="cicilan.backToCicilan" />
        </Link>
      </nav>
    </div>
  );
}
