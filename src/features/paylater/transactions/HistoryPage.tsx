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
import { paidHistory } from '../state';
import { LineItems } from './LineItems';
import '@ui/money.css';

/** /paylater/history: paid lines and repayments, newest first, 20 at a time ("show more"). */
export default function HistoryPage() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const owner = session.status === 'signed-in' ? session.session.csTrackingId : '';
  const navigationType = useNavigationType();
  const list = useAtomValue(paidHistory.atom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: how the page was reached matters on arrival only, not when it changes later.
  useEffect(() => {
    // Back from a receipt: the same list where it was; any other arrival: what is new.
    void (navigationType === 'POP' ? paidHistory.resume(owner) : paidHistory.showFirst(owner));
  }, [owner]);

  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.history.title" />
      </PageTitle>
      {list.phase === 'loading' ? (
        <div className="card card--center">
          <Spinner />
        </div>
      ) : list.phase === 'failed' ? (
        <LoadFailed message={<FormattedMessage id="paylater.history.loadFailed" />} onRetry={() => void paidHistory.showFirst(owner)} />
      ) : list.items.length === 0 ? (
        <section className="card card--center empty-state">
          <p>
            <FormattedMessage id="paylater.history.empty" />
          </p>
        </section>
      ) : (
        <>
          <TransactionList label={intl.formatMessage({ id: 'paylater.history.listLabel' })}>
            {list.items.map((line) => (
              <LineItems key={line.id} line={line} owed={false} />
            ))}
          </TransactionList>
          {list.nextPage !== null ? (
            <div className="show-more" aria-live="polite">
              {list.phase === 'failed-more' ? (
                <p className="muted">
                  <FormattedMessage id="paylater.history.moreFailed" />
                </p>
              ) : null}
              <Button variant="secondary" block loading={list.phase === 'more'} onClick={() => void paidHistory.showMore()}>
                <FormattedMessage id={list.phase === 'failed-more' ? 'common.retry' : 'paylater.history.showMore'} />
              </Button>
            </div>
          ) : null}
        </>
      )}
      <nav className="page-links" aria-label={intl.formatMessage({ id: 'paylater.nav.label' })}>
        <Link className="btn btn--text btn--block" to="/paylater/unpaid">
          <FormattedMessage id="paylater.unpaid.title" />
        </Link>
        <Link className="btn btn--text btn--block" to="/gopaylater/ab">
          <FormattedMessage id="paylater.backToPaylater" />
        </Link>
      </nav>
    </div>
  );
}
