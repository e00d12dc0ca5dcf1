import { FormattedMessage } from 'react-intl';
import type { CicilanLine } from '@domain/contract/cicilan';
import { StatusBadge } from '@ui/StatusBadge';
import { TransactionItem } from '@ui/TransactionItem';
import { useFormat } from '@ui/useFormat';
import { orderRoute } from '../links';
import { LINE_TONES } from './labels';

/** One instalment (or a due date's late fees) with what is left to pay of it; it leads to its order. */
export function LineItem({ line }: { line: CicilanLine }) {
  const format = useFormat();
  return (
    <TransactionItem
      title={line.serviceName ?? <FormattedMessage id="cicilan.line.lateFee" />}
      details={
        <>
          {line.instalment ? (
            <>
              <FormattedMessage id="cicilan.line.instalment" values={line.instalment} />
              {' · '}
            </>
          ) : null}
          <FormattedMessage id="cicilan.line.due" values={{ date: format.date(line.dueDate) }} />
        </>
      }
      amount={format.money(line.unpaidAmount)}
      aside={
        <>
          {line.unpaidAmount < line.amount ? (
            <span className="transaction-item__details">
              <FormattedMessage id="cicilan.line.ofAmount" values={{ amount: format.money(line.amount) }} />
            </span>
          ) : null}
          <StatusBadge tone={LINE_TONES[line.status]}>
            <FormattedMessage id={`cicilan.lineStatus.${line.status}`} />
          </StatusBadge>
        </>
      }
      to={orderRoute(line.orderId)}
    />
  );
}
