import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PaylaterProfile } from '@domain/contract/paylater';
import { DetailList, type DetailRow } from '@ui/DetailList';
import { useFormat } from '@ui/useFormat';

/** Where repayment happens (the repayment area's page: what to pay, bank, VA number). */
export const PAYLATER_REPAYMENT_ROUTE = '/paylater/repayment';

/**
 * The bill: what is due now and by when, what is overdue and its late fees, and what is not billed
 * yet. Nothing when nothing is owed. `payRoute`: the SLIK detour while the answers block (issue 10).
 */
export function BillCard({ profile, payRoute = PAYLATER_REPAYMENT_ROUTE }: { profile: PaylaterProfile; payRoute?: string }) {
  const intl = useIntl();
  const format = useFormat();
  if (profile.current_balance <= 0) return null;
  const due = profile.amount_due > 0;
  const notBilled = profile.current_balance - profile.amount_due;
  const label = (id: string): string => intl.formatMessage({ id });
  const rows: DetailRow[] = [];
  if (due) rows.push({ key: 'due', label: label('paylater.bill.amountDue'), value: format.money(profile.amount_due), emphasis: true });
  if (profile.due_date)
    rows.push({
      key: 'date',
      label: label(due ? 'paylater.bill.dueDate' : 'paylater.bill.nextDueDate'),
      value: format.date(profile.due_date),
    });
  if (profile.overdue_amount > 0)
    rows.push({ key: 'overdue', label: label('paylater.bill.overdue'), value: format.money(profile.overdue_amount) });
  if (profile.late_fee_amount > 0)
    rows.push({ key: 'lateFees', label: label('paylater.bill.lateFees'), value: format.money(profile.late_fee_amount) });
  // While in grace the user can still avoid the late fee; afterwards the date only says it is too late.
  if (profile.product_status === 'OVERDUE' && profile.grace_end_date)
    rows.push({ key: 'grace', label: label('paylater.bill.graceEnd'), value: format.date(profile.grace_end_date) });
  rows.push({
    key: 'daily',
    label: label('paylater.bill.dailyLateFee'),
    value: intl.formatMessage({ id: 'paylater.bill.perDay' }, { amount: format.money(profile.daily_late_fee) }),
  });
  if (notBilled > 0) rows.push({ key: 'notBilled', label: label('paylater.bill.notBilled'), value: format.money(notBilled) });
  rows.push({ key: 'total', label: label('paylater.bill.totalOwed'), value: format.money(profile.current_balance) });
  return (
    <section className={`card bill-card${profile.overdue_amount > 0 ? ' bill-card--overdue' : ''}`} aria-labelledby="paylater-bill-title">
      <h2 id="paylater-bill-title">
        <FormattedMessage id={due ? 'paylater.bill.title' : 'paylater.bill.upcomingTitle'} />
      </h2>
      <DetailList rows={rows} />
      <Link className={`btn btn--block ${due ? 'btn--primary' : 'btn--secondary'} bill-card__pay`} to={payRoute}>
        <FormattedMessage id={due ? 'paylater.bill.pay' : 'paylater.bill.payEarly'} />
      </Link>
    </section>
  );
}
