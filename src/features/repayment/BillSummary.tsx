import { FormattedMessage, useIntl } from 'react-intl';
import type { OwedByDate } from '@domain/contract/lending';
import type { Language } from '@domain/languages';
import { formatRupiah } from '@domain/money';
import { formatPlainDate } from '@domain/plain-date';
import { DetailList } from '@ui/DetailList';
import { owedRows } from '@ui/lending/owed-rows';
import { useFormat } from '@ui/useFormat';
import type { RepaymentProduct } from '@worker/repayment/contract';
import { CalendarButton } from './CalendarButton';

export interface BillFigures {
  amountDue: number;
  overdue: number;
  payoff: number;
  dueDate: string | null;
  gracePeriodEnd: string | null;
  /** Each amount with its own date (null: a kept answer from before they were answered). */
  owed: OwedByDate | null;
  /** Cicilan: the cost waived when everything is paid today (months not started); 0 otherwise. */
  discount?: number;
}

interface BillSummaryProps {
  product: RepaymentProduct;
  bill: BillFigures;
  language: Language;
}

/**
 * What is owed: what is due now, then each amount with its own date (overdue since, due on, the next
 * bill: the kit's rows, as on the product's home), the grace period, and paying everything today;
 * with the calendar file for the due date.
 */
export function BillSummary({ product, bill, language }: BillSummaryProps) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string, values?: Record<string, string | number>): string => intl.formatMessage({ id }, values);
  return (
    <section className="repayment-bill" aria-labelledby="repayment-bill-heading">
      <h2 id="repayment-bill-heading" className="visually-hidden">
        <FormattedMessage id="repayment.bill.heading" />
      </h2>
      <dl className="repayment-figures">
        <div className="repayment-figures__main">
          <dt>
            <FormattedMessage id="repayment.bill.amountDue" />
          </dt>
          <dd>{formatRupiah(bill.amountDue)}</dd>
        </div>
        {bill.gracePeriodEnd ? (
          <div>
            <dt>
              <FormattedMessage id="repayment.bill.graceEnd" />
            </dt>
            <dd>{formatPlainDate(bill.gracePeriodEnd, language)}</dd>
          </div>
        ) : null}
        {bill.payoff > bill.amountDue ? (
          <div>
            <dt>
              <FormattedMessage id="repayment.bill.payoff" />
            </dt>
            <dd>{formatRupiah(bill.payoff)}</dd>
          </div>
        ) : null}
        {bill.discount ? (
          <div>
            <dt>
              <FormattedMessage id="repayment.bill.discount" />
            </dt>
            <dd className="repayment-figures__discount">{formatRupiah(bill.discount)}</dd>
          </div>
        ) : null}
      </dl>
      {bill.owed ? <DetailList className="repayment-owed" rows={owedRows(bill.owed, t, format)} /> : null}
      {bill.dueDate && bill.amountDue > 0 ? (
        <CalendarButton product={product} dueDate={bill.dueDate} amount={bill.amountDue} language={language} />
      ) : null}
    </section>
  );
}
