import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CicilanProfile } from '@domain/contract/cicilan';
import { DetailList, type DetailRow } from '@ui/DetailList';
import { useFormat } from '@ui/useFormat';
import { CICILAN_REPAYMENT_ROUTE } from '../links';

/**
 * What is due now (billed instalments, overdue ones and their late fees) and by when, and what paying
 * everything today would take: the cost of months not started is waived. Nothing when nothing is owed.
 */
export function BillCard({ profile }: { profile: CicilanProfile }) {
  const intl = useIntl();
  const format = useFormat();
  if (profile.total_amount <= 0) return null;
  const due = profile.amount_due > 0;
  const saving = profile.total_amount - profile.payoff_amount;
  const label = (id: string): string => intl.formatMessage({ id });
  const rows: DetailRow[] = [];
  if (due) rows.push({ key: 'due', label: label('cicilan.bill.amountDue'), value: format.money(profile.amount_due), emphasis: true });
  if (profile.due_date)
    rows.push({
      key: 'date',
      label: label(due ? 'cicilan.bill.dueDate' : 'cicilan.bill.nextDueDate'),
      value: format.date(profile.due_date),
    });
  if (profile.overdue_amount > 0)
    rows.push({ key: 'overdue', label: label('cicilan.bill.overdue'), value: format.money(profile.overdue_amount) });
  if (profile.late_fee_amount > 0)
    rows.push({ key: 'lateFees', label: label('cicilan.bill.lateFees'), value: format.money(profile.late_fee_amount) });
  // While in grace the user can still avoid the late fee; afterwards the date only says it is too late.
  if (profile.product_status === 'OVERDUE' && profile.grace_period_end)
    rows.push({ key: 'grace', label: label('cicilan.bill.graceEnd'), value: format.date(profile.grace_period_end) });
  rows.push({
    key: 'daily',
    label: label('cicilan.bill.dailyLateFee'),
    value: intl.formatMessage({ id: 'cicilan.bill.perDay' }, { amount: format.money(profile.daily_late_fee) }),
  });
  rows.push({ key: 'total', label: label('cicilan.bill.totalLeft'), value: format.money(profile.total_amount) });
  rows.push({ key: 'payoff', label: label('cicilan.bill.payoff'), value: format.money(profile.payoff_amount) });
  return (
    <section className={`card bill-card${profile.overdue_amount > 0 ? ' bill-card--overdue' : ''}`} aria-labelledby="cicilan-bill-title">
      <h2 id="cicilan-bill-title">
        <FormattedMessage id={due ? 'cicilan.bill.title' : 'cicilan.bill.upcomingTitle'} />
      </h2>
      <DetailList rows={rows} />
      {saving > 0 ? (
        <p className="muted">
          <FormattedMessage id="cicilan.bill.payoffSaves" values={{ saving: format.money(saving) }} />
        </p>
      ) : null}
      <Link className={`btn btn--block ${due ? 'btn--primary' : 'btn--secondary'}`} to={CICILAN_REPAYMENT_ROUTE}>
        <FormattedMessage id={due ? 'cicilan.bill.pay' : 'cicilan.bill.payEarly'} />
      </Link>
    </section>
  );
}
