import { FormattedMessage, useIntl } from 'react-intl';
import type { CicilanOrder } from '@domain/contract/cicilan';
import { Card } from '@ui/Card';
import { DetailList, type DetailRow } from '@ui/DetailList';
import { StatusBadge } from '@ui/StatusBadge';
import { useFormat } from '@ui/useFormat';
import { ORDER_TONES } from '../transactions/labels';

/**
 * The order: merchant and status, what it costs (principal and the monthly cost), what is left and
 * when next. Once repaid early (issue 36): what the user paid, the cost that was waived, the cost
 * actually charged, and that it is closed, never the original total as if it had been paid.
 */
export function OrderSummary({ order }: { order: CicilanOrder }) {
  const intl = useIntl();
  const format = useFormat();
  const label = (id: string, values?: Record<string, string | number>): string => intl.formatMessage({ id }, values);
  const early = order.status === 'PAID_EARLY';
  const rate = { rate: order.monthlyRatePercent };
  const rows: DetailRow[] = early
    ? [
        { key: 'paid-amount', label: label('cicilan.order.paidAmount'), value: format.money(order.paidAmount), emphasis: true },
        { key: 'waived', label: label('cicilan.order.waivedAmount'), value: format.money(order.waivedAmount) },
        { key: 'principal', label: label('cicilan.order.principal'), value: format.money(order.principal) },
        { key: 'cost', label: label('cicilan.order.costCharged', rate), value: format.money(order.cost - order.waivedAmount) },
      ]
    : [
        { key: 'total', label: label('cicilan.order.total'), value: format.money(order.total), emphasis: true },
        { key: 'principal', label: label('cicilan.order.principal'), value: format.money(order.principal) },
        { key: 'cost', label: label('cicilan.order.cost', rate), value: format.money(order.cost) },
      ];
  rows.push(
    { key: 'tenor', label: label('cicilan.order.tenor'), value: label('cicilan.order.months', { tenor: order.tenor }) },
    { key: 'date', label: label('cicilan.order.date'), value: format.dateTime(order.date) },
  );
  if (!early)
    rows.push({
      key: 'paid',
      label: label('cicilan.order.paidInstalments'),
      value: label('cicilan.order.paidCount', { paid: order.paidInstalments, tenor: order.tenor }),
    });
  if (order.unpaidAmount > 0) rows.push({ key: 'left', label: label('cicilan.order.left'), value: format.money(order.unpaidAmount) });
  if (order.nextDueDate) rows.push({ key: 'next', label: label('cicilan.order.nextDue'), value: format.date(order.nextDueDate) });
  rows.push({ key: 'id', label: label('cicilan.order.id'), value: order.orderId });
  return (
    <Card
      title={order.serviceName}
      aside={
        <StatusBadge tone={ORDER_TONES[order.status]}>
          <FormattedMessage id={`cicilan.orderStatus.${order.status}`} />
        </StatusBadge>
      }
      data-order-status={order.status}
    >
      {order.closedAt ? (
        <p className="order-closed">
          <FormattedMessage
            id={early ? 'cicilan.order.closedEarly' : 'cicilan.order.closed'}
            values={{ date: format.day(order.closedAt) }}
          />
        </p>
      ) : null}
      <DetailList rows={rows} />
    </Card>
  );
}
