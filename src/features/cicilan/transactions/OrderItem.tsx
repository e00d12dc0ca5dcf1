import { FormattedMessage } from 'react-intl';
import type { CicilanOrderSummary } from '@domain/contract/cicilan';
import { StatusBadge } from '@ui/StatusBadge';
import { TransactionItem } from '@ui/TransactionItem';
import { useFormat } from '@ui/useFormat';
import { orderRoute } from '../links';
import { ORDER_TONES } from './labels';

/** One order of the history: merchant, when, how many instalments are paid, what it costs (less what an early repayment waived) and its status. */
export function OrderItem({ order }: { order: CicilanOrderSummary }) {
  const format = useFormat();
  return (
    <TransactionItem
      title={order.serviceName}
      details={
        <>
          {format.day(order.date)}
          {' · '}
          <FormattedMessage id="cicilan.order.paidOf" values={{ paid: order.paidInstalments, tenor: order.tenor }} />
        </>
      }
      amount={format.money(order.total - order.waivedAmount)}
      aside={
        <StatusBadge tone={ORDER_TONES[order.status]}>
          <FormattedMessage id={`cicilan.orderStatus.${order.status}`} />
        </StatusBadge>
      }
      to={orderRoute(order.orderId)}
    />
  );
}
