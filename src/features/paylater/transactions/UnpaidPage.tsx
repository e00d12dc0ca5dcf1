import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PaylaterUnpaid } from '@domain/contract/paylater';
import { isPastOnboarding } from '@domain/products';
import { useRemote } from '@state/remote';
import { DetailList, type DetailRow } from '@ui/DetailList';
import { PageLinks } from '@ui/PageLinks';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { TransactionList } from '@ui/TransactionItem';
import { useFormat } from '@ui/useFormat';
import { PAYLATER_ERRORS, fetchPaylaterUnpaid } from '../state';
import { groupByDueDate } from './group';
import { LineItems } from './LineItems';
import { PAYLATER_REPAYMENT_ROUTE } from '../home/BillCard';
import { PAYLATER_PAGE_LINKS } from '../page-links';
import '@ui/money.css';

/** /paylater/unpaid: everything left to pay, bill by bill (oldest due date first), and the way to pay it. */
export default function UnpaidPage() {
  const { state, retry } = useRemote(fetchPaylaterUnpaid, PAYLATER_ERRORS, 'paylater-unpaid');
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.unpaid.title" />
      </PageTitle>
      <RemoteContent state={state} onRetry={retry} failedMessage={<FormattedMessage id="paylater.unpaid.loadFailed" />}>
        {(data) => <Unpaid unpaid={data} />}
      </RemoteContent>
      <PageLinks labelId="paylater.nav.label" links={PAYLATER_PAGE_LINKS} />
    </div>
  );
}

function Unpaid({ unpaid }: { unpaid: PaylaterUnpaid }) {
  const intl = useIntl();
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
  const rows: DetailRow[] = [
    { key: 'total', label: intl.formatMessage({ id: 'paylater.unpaid.total' }), value: format.money(unpaid.total_amount), emphasis: true },
  ];
  if (unpaid.due_date)
    rows.push({ key: 'due', label: intl.formatMessage({ id: 'paylater.bill.dueDate' }), value: format.date(unpaid.due_date) });
  if (unpaid.grace_period_end && unpaid.due_date_info_type === 'GRACE_PERIOD') {
    rows.push({ key: 'grace', label: intl.formatMessage({ id: 'paylater.bill.graceEnd' }), value: format.date(unpaid.grace_period_end) });
  }
  const values = {
    dueDate: unpaid.due_date ? format.date(unpaid.due_date) : '',
    graceEnd: unpaid.grace_period_end ? format.date(unpaid.grace_period_end) : '',
    lateFee: format.money(unpaid.daily_late_fee),
  };
  return (
    <>
      <section className="card bill-card" aria-labelledby="paylater-unpaid-summary">
        <h2 id="paylater-unpaid-summary" className="visually-hidden">
          <FormattedMessage id="paylater.unpaid.summary" />
        </h2>
        <DetailList rows={rows} />
        <p className={`due-info due-info--${unpaid.due_date_info_type.toLowerCase()}`}>
          <FormattedMessage id={`paylater.dueInfo.${unpaid.due_date_info_type}`} values={values} />
        </p>
        <Link className="btn btn--primary btn--block" to={PAYLATER_REPAYMENT_ROUTE}>
          <FormattedMessage id="paylater.bill.pay" />
        </Link>
      </section>
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
