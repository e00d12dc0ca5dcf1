import { FormattedMessage } from 'react-intl';
import type { PaylaterUnpaid } from '@domain/contract/paylater';
import { isPastOnboarding } from '@domain/products';
import { useAnswer } from '@state/use-answer';
import { KeptNoticeOf } from '@ui/lending/KeptNotice';
import { UnpaidSummary } from '@ui/lending/UnpaidSummary';
import { PageLinks } from '@ui/PageLinks';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { TransactionList } from '@ui/TransactionItem';
import { useFormat } from '@ui/useFormat';
import { PAYLATER_ERRORS, paylaterUnpaid } from '../state';
import { groupByDueDate } from './group';
import { LineItems } from './LineItems';
import { PAYLATER_PAGE_LINKS, PAYLATER_REPAYMENT_ROUTE } from '../page-links';
import '@ui/money.css';

/** /paylater/unpaid: everything left to pay, each amount with its own date, bill by bill (oldest first), and the way to pay it. */
export default function UnpaidPage() {
  const unpaid = useAnswer(paylaterUnpaid, 'unpaid', PAYLATER_ERRORS);
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.unpaid.title" />
      </PageTitle>
      <KeptNoticeOf state={unpaid.state} />
      <RemoteContent state={unpaid.remote} onRetry={unpaid.retry} failedMessage={<FormattedMessage id="paylater.unpaid.loadFailed" />}>
        {(data) => <Unpaid unpaid={data} />}
      </RemoteContent>
      <PageLinks labelId="paylater.nav.label" links={PAYLATER_PAGE_LINKS} />
    </div>
  );
}

function Unpaid({ unpaid }: { unpaid: PaylaterUnpaid }) {
  const format = useFormat();
  if (unpaid.transactions.length === 0) {
    return (
      <section className="card card--center empty-state">
        <p>
          {/* "All settled" would be odd to someone whose PayLater is not active yet. */}
          <FormattedMessage id={isPastOnboarding(unpaid.product_status) ? 'paylater.unpaid.empty' : 'paylater.unpaid.notActive'} />
        </p>
      </section>
    );
  }
  return (
    <>
      <UnpaidSummary unpaid={unpaid} payRoute={PAYLATER_REPAYMENT_ROUTE} />
      {groupByDueDate(unpaid.transactions).map((group) => {
        const headingId = `paylater-due-${group.dueDate ?? 'none'}`;
        return (
          <section className="line-group" key={group.dueDate ?? 'none'} aria-labelledby={headingId}>
            <h2 id={headingId} className="line-group__title">
              <span>
                {group.dueDate ? <FormattedMessage id="paylater.unpaid.dueOn" values={{ date: format.date(group.dueDate) }} /> : null}
              </span>
              <span className="amount">{format.money(group.unpaid)}</span>
            </h2>
            <TransactionList labelledBy={headingId}>
              {group.lines.map((line) => (
                <LineItems key={line.id} line={line} owed />
              ))}
            </TransactionList>
          </section>
        );
      })}
    </>
  );
}
