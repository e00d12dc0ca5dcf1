import { FormattedMessage } from 'react-intl';
import type { Language } from '@domain/languages';
import { formatRupiah } from '@domain/money';
import { formatPlainDate } from '@domain/plain-date';
import type { RepaymentProduct } from '@worker/repayment/contract';
import { CalendarButton } from './CalendarButton';

export interface BillFigures {
  amountDue: number;
  overdue: number;
  payoff: number;
  dueDate: string | null;
  gracePeriodEnd: string | null;
  /** Cicilan: the cost waived when everything is paid today (months not started); 0 otherwise. */
  discount?: number;
}

interface BillSummaryProps {
  product: RepaymentProduct;
  bill: BillFigures;
  language: Language;
}

/** What is owed and by when, with the calendar file for the due date. */
export function BillSummary({ product, bill, language }: BillSummaryProps) {
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
        {bill.dueDate ? (
          <div>
            <dt>
              <FormattedMessage id="repayment.bill.dueDate" />
            </dt>
            <dd>{formatPlainDate(bill.dueDate, language)}</dd>
          </div>
        ) : null}
        {bill.gracePeriodEnd ? (
          <div>
            <dt>
              <FormattedMessage id="repayment.bill.graceEnd" />
            </dt>
            <dd>{formatPlainDate(bill.gracePeriodEnd, language)}</dd>
          </div>
        ) : null}
        {bill.overdue > 0 ? (
          <div>
            <dt>
              <FormattedMessage id="repayment.bill.overdue" />
            </dt>
            <dd className="repayment-figures__overdue">{formatRupiah(bill.overdue)}</dd>
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
      {bill.dueDate && bill.amountDue > 0 ? (
        <CalendarButton product={product} dueDate={bill.dueDate} amount={bill.amountDue} language={language} />
      ) : null}
    </section>
  );
}
