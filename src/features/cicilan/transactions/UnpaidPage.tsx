import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CicilanLine, CicilanUnpaid } from '@domain/contract/cicilan';
import { useRemote } from '@state/remote';
import { DetailList, type DetailRow } from '@ui/DetailList';
import { PageLinks } from '@ui/PageLinks';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { TransactionList } from '@ui/TransactionItem';
import { useFormat } from '@ui/useFormat';
import { CICILAN_ERRORS, fetchCicilanUnpaid } from '../state';
import { LineItem } from './LineItem';
import { splitUnpaid } from './split';
import { CICILAN_PAGE_LINKS, CICILAN_REPAYMENT_ROUTE } from '../links';
import '@ui/money.css';

/** /cicilan/unpaid: what is due now, then the instalments to come (the next one announced), and the way to pay. */
export default function UnpaidPage() {
  const { state, retry } = useRemote(fetchCicilanUnpaid, CICILAN_ERRORS, 'cicilan-unpaid');
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="cicilan.unpaid.title" />
      </PageTitle>
      <RemoteContent state={state} onRetry={retry} failedMessage={<FormattedMessage id="cicilan.unpaid.loadFailed" />}>
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
  const intl = useIntl();
  const format = useFormat();
  if (unpaid.transactions.length === 0) {
    return (
      <section className="card card--center empty-state">
        <p>
          <FormattedMessage id="cicilan.unpaid.empty" />
        </p>
      </section>
    );
  }
  const { due, upcoming, next } = splitUnpaid(unpaid.transactions, unpaid.as_of);
  const overdue = unpaid.due_date_info_type === 'GRACE_PERIOD' || unpaid.due_date_info_type === 'LATE_FEE';
  const rows: DetailRow[] = [
    { key: 'total', label: intl.formatMessage({ id: 'cicilan.unpaid.total' }), value: format.money(unpaid.total_amount), emphasis: true },
  ];
  if (unpaid.due_date)
    rows.push({ key: 'due', label: intl.formatMessage({ id: 'cicilan.bill.dueDate' }), value: format.date(unpaid.due_date) });
  if (unpaid.grace_period_end && unpaid.due_date_info_type === 'GRACE_PERIOD') {
    rows.push({ key: 'grace', label: intl.formatMessage({ id: 'cicilan.bill.graceEnd' }), value: format.date(unpaid.grace_period_end) });
  }
  const values = {
    dueDate: unpaid.due_date ? format.date(unpaid.due_date) : '',
    graceEnd: unpaid.grace_period_end ? format.date(unpaid.grace_period_end) : '',
    lateFee: format.money(unpaid.daily_late_fee),
  };
  return (
    <>
      {/* Overdue reads red at a glance, as on the home's bill card. */}
      <section className={`card bill-card${overdue ? ' bill-card--overdue' : ''}`} aria-labelledby="cicilan-unpaid-summary">
        <h2 id="cicilan-unpaid-summary" className="visually-hidden">
          <FormattedMessage id="cicilan.unpaid.summary" />
        </h2>
        <DetailList rows={rows} />
        <p className={`due-info due-info--${unpaid.due_date_info_type.toLowerCase()}`}>
          <FormattedMessage id={`cicilan.dueInfo.${unpaid.due_date_info_type}`} values={values} />
        </p>
        {next ? (
          <p className="next-instalment">
            <FormattedMessage
              id="cicilan.unpaid.next"
              values={{
                amount: <strong className="amount">{format.money(next.unpaidAmount)}</strong>,
                date: format.date(next.dueDate),
                name: next.serviceName ?? '',
              }}
            />
          </p>
        ) : null}
        <Link className="btn btn--primary btn--block" to={CICILAN_REPAYMENT_ROUTE}>
          <FormattedMessage id="cicilan.bill.pay" />
        </Link>
      </section>
      <LineSection id="cicilan-due-now" titleId="cicilan.unpaid.dueNow" lines={due} />
      <LineSection id="cicilan-upcoming" titleId="cicilan.unpaid.upcoming" lines={upcoming} />
    </>
  );
}
