import { FormattedMessage } from 'react-intl';
import type { CicilanLine, CicilanUnpaid } from '@domain/contract/cicilan';
import { useAnswer } from '@state/use-answer';
import { KeptNoticeOf } from '@ui/lending/KeptNotice';
import { UnpaidSummary } from '@ui/lending/UnpaidSummary';
import { PageLinks } from '@ui/PageLinks';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { TransactionList } from '@ui/TransactionItem';
import { CICILAN_ERRORS, cicilanUnpaid } from '../state';
import { LineItem } from './LineItem';
import { splitUnpaid } from './split';
import { CICILAN_PAGE_LINKS, CICILAN_REPAYMENT_ROUTE } from '../links';
import '@ui/money.css';

/** /cicilan/unpaid: what is owed, each amount with its own date, then the instalments due now and to come, and the way to pay. */
export default function UnpaidPage() {
  const unpaid = useAnswer(cicilanUnpaid, 'unpaid', CICILAN_ERRORS);
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="cicilan.unpaid.title" />
      </PageTitle>
      <KeptNoticeOf state={unpaid.state} />
      <RemoteContent state={unpaid.remote} onRetry={unpaid.retry} failedMessage={<FormattedMessage id="cicilan.unpaid.loadFailed" />}>
        {(data) => <Unpaid unpaid={data} />}
      </RemoteContent>
      <PageLinks labelId="cicilan.nav.label" links={CICILAN_PAGE_LINKS} />
    </div>
  );
}

function LineSection({ id, titleId, lines }: { id: string; titleId: string; lines: CicilanLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="line-group" aria-labelledby={id}>
      <h2 id={id} className="line-group__title">
        <FormattedMessage id={titleId} />
      </h2>
      <TransactionList labelledBy={id}>
        {lines.map((line) => (
          <LineItem key={line.id} line={line} />
        ))}
      </TransactionList>
    </section>
  );
}

function Unpaid({ unpaid }: { unpaid: CicilanUnpaid }) {
  if (unpaid.transactions.length === 0) {
    return (
      <section className="card card--center empty-state">
        <p>
          <FormattedMessage id="cicilan.unpaid.empty" />
        </p>
      </section>
    );
  }
  const { due, upcoming } = splitUnpaid(unpaid.transactions, unpaid.as_of);
  return (
    <>
      <UnpaidSummary unpaid={unpaid} payRoute={CICILAN_REPAYMENT_ROUTE} />
      <LineSection id="cicilan-due-now" titleId="cicilan.unpaid.dueNow" lines={due} />
      <LineSection id="cicilan-upcoming" titleId="cicilan.unpaid.upcoming" lines={upcoming} />
    </>
  );
}
