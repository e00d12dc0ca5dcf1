import { FormattedMessage, useIntl } from 'react-intl';
import type { CicilanOrder } from '@domain/contract/cicilan';
import { DetailList, type DetailRow } from '@ui/DetailList';
import { StatusBadge } from '@ui/StatusBadge';
import { useFormat } from '@ui/useFormat';
import { ORDER_TONES } from '../transactions/labels';

/** The order: merchant and status, what it costs (principal and the monthly cost), what is left and when next. */
export function OrderSummary({ order }: { order: CicilanOrder }) {
  const intl = useIntl();
  const format = useFormat();
  const label = (id: string, values?: Record<string, string | number>): string => intl.formatMessage({ id }, values);
  const rows: DetailRow[] = [
    { key: 'total', label: label('cicilan.order.total'), value: format.money(order.total), emphasis: true },
    { key: 'principal', label: label('cicilan.order.principal'), value: format.money(order.principal) },
    { key: 'cost', label: label('cicilan.order.cost', { rate: order.monthlyRatePercent }), value: format.money(order.cost) },
    { key: 'tenor', label: label('cicilan.order.tenor'), value: label('cicilan.order.months', { tenor: order.tenor }) },
    { key: 'date', label: label('cicilan.order.date'), value: format.dateTime(order.date) },
    {
      key: 'paid',
      label: label('cicilan.order.paidInstalments'),
      value: label('cicilan.order.paidCount', { paid: order.paidInstalments, tenor: order.tenor }),
    },
  ];
  if (order.unpaidAmount > 0) rows.push({ key: 'left', label: label('cicilan.order.left'), value: format.money(order.unpaidAmount) });
  if (order.nextDueDate) rows.push({ key: 'next', label: label('cicilan.order.nextDue'), value: format.date(order.nextDueDate) });
  rows.push({ key: 'id', label: label('cicilan.order.id'), value: order.orderId });
  return (
    <section className="card" aria-labelledby="cicilan-order-name">
      <div className="receipt__head">
        <h2 id="cicilan-order-name">{order.serviceName}</h2>
        <StatusBadge tone={ORDER_TONES[order.status]}>
          <FormattedMessage id={`cicilan.orderStatus.${order.status}`} />
        </StatusBadge>
      </div>
      <DetailList rows={rows} />
    </section>
  );
}
