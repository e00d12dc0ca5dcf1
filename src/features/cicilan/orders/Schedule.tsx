import { FormattedMessage } from 'react-intl';
import type { CicilanOrder } from '@domain/contract/cicilan';
import { StatusBadge } from '@ui/StatusBadge';
import { TransactionItem, TransactionList } from '@ui/TransactionItem';
import { useFormat } from '@ui/useFormat';
import { LINE_TONES } from '../transactions/labels';

/** The order's instalments: due date, amount (principal and cost), what was paid and what an early repayment waived. */
export function Schedule({ order }: { order: CicilanOrder }) {
  const format = useFormat();
  return (
    <section className="line-group" aria-labelledby="cicilan-schedule-title">
      <h2 id="cicilan-schedule-title" className="line-group__title">
        <FormattedMessage id="cicilan.schedule.title" />
      </h2>
      <TransactionList labelledBy="cicilan-schedule-title">
        {order.instalments.map((line) => (
          <TransactionItem
            key={line.number}
            title={<FormattedMessage id="cicilan.line.instalment" values={{ number: line.number, count: order.tenor }} />}
            details={
              <>
                <FormattedMessage id="cicilan.line.due" values={{ date: format.date(line.dueDate) }} />
                {line.waivedAmount > 0 ? (
                  <>
                    {' · '}
                    <FormattedMessage id="cicilan.schedule.waived" values={{ amount: format.money(line.waivedAmount) }} />
                  </>
                ) : line.paidAmount > 0 && line.paidAmount < line.amount ? (
                  <>
                    {' · '}
                    <FormattedMessage id="cicilan.schedule.paid" values={{ amount: format.money(line.paidAmount) }} />
                  </>
                ) : null}
              </>
            }
            amount={format.money(line.amount)}
            aside={
              <StatusBadge tone={LINE_TONES[line.status]}>
                <FormattedMessage id={`cicilan.lineStatus.${line.status}`} />
              </StatusBadge>
            }
          />
        ))}
      </TransactionList>
    </section>
  );
}
