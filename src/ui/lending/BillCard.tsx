import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CreditAccountFigures } from '@domain/contract/lending';
import { dueTotal, overdueTotal } from '@domain/lending/owed';
import { Card } from '../Card';
import { DetailList, type DetailRow } from '../DetailList';
import { useFormat } from '../useFormat';
import { owedRows } from './owed-rows';
import '../money.css';

interface BillCardProps {
  /** Pay-later's or cicilan's profile: the kit's shared figures. */
  figures: CreditAccountFigures;
  /** The last day of grace of the oldest due date (each product names its field). */
  graceEnd: string | null;
  /** The product's repayment page (or a detour to it). */
  payRoute: string;
  /** The product's own rows after the shared ones (cicilan: paying everything off today). */
  extraRows?: readonly DetailRow[];
  /** Under the rows (cicilan: what paying off today saves). */
  note?: ReactNode;
}

/**
 * A consumer product's bill on its home (the kit's, for pay-later and cicilan): what is owed, each
 * amount with its own date, the grace period while it runs, the daily late fee, and the way to pay.
 * Nothing when nothing is owed.
 */
export function BillCard({ figures, graceEnd, payRoute, extraRows = [], note }: BillCardProps) {
  const intl = useIntl();
  const format = useFormat();
  const { owed } = figures;
  if (owed.total <= 0) return null;
  const t = (id: string, values?: Record<string, string | number>): string => intl.formatMessage({ id }, values);
  const overdue = overdueTotal(owed) > 0;
  const due = overdue || dueTotal(owed) > 0;
  const rows: DetailRow[] = owedRows(owed, t, format);
  // While in grace the user can still avoid the late fee; afterwards the date only says it is too late.
  if (figures.product_status === 'OVERDUE' && graceEnd)
    rows.push({ key: 'grace', label: t('lending.bill.graceEnd'), value: format.date(graceEnd) });
  rows.push({
    key: 'daily',
    label: t('lending.bill.dailyLateFee'),
    value: t('lending.bill.perDay', { amount: format.money(figures.daily_late_fee) }),
  });
  rows.push(...extraRows);
  return (
    <Card
      className={`bill-card${overdue ? ' bill-card--overdue' : ''}`}
      title={<FormattedMessage id={due ? 'lending.bill.title' : 'lending.bill.upcomingTitle'} />}
      data-testid="bill-card"
    >
      <DetailList rows={rows} />
      {note ? <p className="muted">{note}</p> : null}
      <Link className={`btn btn--block ${due ? 'btn--primary' : 'btn--secondary'} bill-card__pay`} to={payRoute}>
        <FormattedMessage id={due ? 'lending.bill.pay' : 'lending.bill.payEarly'} />
      </Link>
    </Card>
  );
}
