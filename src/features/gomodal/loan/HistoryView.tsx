import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GomodalRepaymentKind } from '@domain/contract/gomodal-loan';
import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { useFormat } from '@ui/useFormat';
import { repaymentHistory, showHistory } from './state';
import { Card } from '@ui/Card';

const FILTERS: ReadonlyArray<GomodalRepaymentKind | null> = [null, 'DEDUCTION', 'VA_REPAYMENT'];

/** The loan's repayment history, newest first, 20 at a time, filtered by kind (deductions or VA payments). */
export function HistoryView({ submissionId }: { submissionId: string }) {
  const format = useFormat();
  const [kind, setKind] = useState<GomodalRepaymentKind | null>(null);
  const list = useAtomValue(repaymentHistory.atom);
  useEffect(() => {
    void showHistory({ submissionId, kind });
  }, [submissionId, kind]);
  return (
    <Card titleClassName="gomodal-card__title" title={<FormattedMessage id="gomodal.history.title" />}>
      <p className="field__hint">
        <FormattedMessage id="gomodal.history.filterHelp" />
      </p>
      <fieldset className="gomodal-filter">
        <legend className="visually-hidden">
          <FormattedMessage id="gomodal.history.filter" />
        </legend>
        {FILTERS.map((filter) => (
          <Button key={filter ?? 'ALL'} variant="secondary" aria-pressed={kind === filter} onClick={() => setKind(filter)}>
            <FormattedMessage id={`gomodal.history.kind.${filter ?? 'ALL'}`} />
          </Button>
        ))}
      </fieldset>
      {list.phase === 'loading' ? (
        <div className="card--center">
          <Spinner />
        </div>
      ) : list.phase === 'failed' ? (
        // A failed read is not an empty history: it says so and offers the way on.
        <div className="empty-state">
          <p>
            <FormattedMessage id="gomodal.loadFailed" />
          </p>
          <Button variant="secondary" block onClick={() => void showHistory({ submissionId, kind })}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      ) : list.items.length === 0 ? (
        <p className="empty-state">
          <FormattedMessage id="gomodal.history.empty" />
        </p>
      ) : (
        <ul className="gomodal-days">
          {list.items.map((item) => (
            <li key={item.id} className="gomodal-days__item">
              <span>
                <FormattedMessage id={`gomodal.history.item.${item.kind}`} values={{ bank: item.bankName ?? '' }} />
                <br />
                <span className="muted">
                  {/* A day's deduction is the day's, not a moment's (it ran at midnight): its date alone. */}
                  {item.kind === 'DEDUCTION' ? format.day(item.date) : format.dateTime(item.date)}
                  {item.outcome ? (
                    <>
                      {' · '}
                      <FormattedMessage id={`gomodal.outcome.${item.outcome}`} />
                    </>
                  ) : null}
                </span>
              </span>
              <span className="amount">{format.money(item.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {list.nextPage !== null || list.phase === 'failed-more' ? (
        <Button variant="text" block loading={list.phase === 'more'} onClick={() => void repaymentHistory.showMore()}>
          <FormattedMessage id={list.phase === 'failed-more' ? 'common.retry' : 'gomodal.history.more'} />
        </Button>
      ) : null}
    </Card>
  );
}
