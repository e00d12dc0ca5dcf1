import { FormattedMessage } from 'react-intl';
import type { CicilanOrder } from '@domain/contract/cicilan';
import { StatusBadge } from '@ui/StatusBadge';
import { TransactionItem, TransactionList } from '@ui/TransactionItem';
import { useFormat } from '@ui/useFormat';
import { LINE_TONES } from '../transactions/labels';

/**
 * The order's instalments: due date, amount, what was paid. An instalment an early repayment settled
 * shows what was paid of it and the cost waived, as "Paid early", never its whole amount as "Paid".
 */
export function Schedule({ order }: { order: CicilanOrder }) {
  const format = useFormat();
  return (
    <section className="line-group" aria-labelledby="cicilan-schedule-title">
      <h2 id="cicilan-schedule-title" className="line-group__title">
        <FormattedMessage id="cicilan.schedule.title" />
      </h2>
      <TransactionList labelledBy="cicilan-schedule-title">
        {order.instalments.map((line) => {
          const waived = line.waivedAmount > 0;
          return (
            <TransactionItem
              key={line.number}
              title={<FormattedMessage id="cicilan.line.instalment" values={{ number: line.number, count: order.tenor }} />}
              details={
                <>
                  <FormattedMessage id="cicilan.line.due" values={{ date: format.date(line.dueDate) }} />
                  {waived ? (
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
              amount={format.money(waived ? line.paidAmount : line.amount)}
              aside={
                waived ? (
                  <StatusBadge tone="success">
                    <FormattedMessage id="cicilan.lineStatus.PAID_EARLY" />
                  </StatusBadge>
                ) : (
                  <StatusBadge tone={LINE_TONES[line.status]}>
                    <FormattedMessage id={`cicilan.lineStatus.${line.status}`} />
                  </StatusBadge>
                )
              }
            />
          );
        })}
      </TransactionList>
    </section>
  );
}
