import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CreditUnpaid } from '@domain/contract/lending';
import { overdueTotal } from '@domain/lending/owed';
import { Card } from '../Card';
import { DetailList } from '../DetailList';
import { useFormat } from '../useFormat';
import { owedRows } from './owed-rows';
import '../money.css';
import { LinkButton } from '@ui/LinkButton';

/**
 * The head of a consumer product's unpaid list (the kit's): what is owed, each amount with its own
 * date (never one total beside one date), how the due date stands, and the way to pay.
 */
export function UnpaidSummary<Line>({
  unpaid,
  payRoute,
  children,
}: {
  unpaid: CreditUnpaid<Line>;
  payRoute: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string, values?: Record<string, string | number>): string => intl.formatMessage({ id }, values);
  const values = {
    dueDate: unpaid.due_date ? format.date(unpaid.due_date) : '',
    graceEnd: unpaid.grace_period_end ? format.date(unpaid.grace_period_end) : '',
    lateFee: format.money(unpaid.daily_late_fee),
  };
  const overdue = overdueTotal(unpaid.owed) > 0;
  return (
    // Overdue reads red at a glance, as on the home's bill card.
    <Card
      className={`bill-card${overdue ? ' bill-card--overdue' : ''}`}
      title={<FormattedMessage id="lending.unpaid.summary" />}
      titleClassName="visually-hidden"
      data-testid="unpaid-summary"
    >
      <DetailList rows={owedRows(unpaid.owed, t, format)} />
      <p className={`due-info due-info--${unpaid.due_date_info_type.toLowerCase()}`}>
        <FormattedMessage id={`lending.dueInfo.${unpaid.due_date_info_type}`} values={values} />
      </p>
      {children}
      <LinkButton to={payRoute} messageId="lending.bill.pay" block />
    </Card>
  );
}
