import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '@domain/languages';
import { formatRupiah } from '@domain/money';
import { formatPlainDate } from '@domain/plain-date';
import type { KeptBill } from '@domain/repayment/kept-bill';
import { DetailList } from '@ui/DetailList';
import { owedRows } from '@ui/lending/owed-rows';
import { useFormat } from '@ui/useFormat';
import type { RepaymentProduct } from '@worker/repayment/contract';
import { CalendarButton } from './CalendarButton';

/** The figures of a bill, as a kept bill (or the platform's answer) carries them. */
export interface BillFigures extends Pick<KeptBill, 'amountDue' | 'overdue' | 'payoff' | 'dueDate' | 'gracePeriodEnd' | 'owed'> {
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
        {bill.gracePeriodEnd ? <Figure labelId="repayment.bill.graceEnd" value={formatPlainDate(bill.gracePeriodEnd, language)} /> : null}
        {bill.payoff > bill.amountDue ? <Figure labelId="repayment.bill.payoff" value={formatRupiah(bill.payoff)} /> : null}
        {bill.discount ? (
          <Figure labelId="repayment.bill.discount" value={formatRupiah(bill.discount)} valueClassName="repayment-figures__discount" />
        ) : null}
      </dl>
      {bill.owed ? <DetailList className="repayment-owed" rows={owedRows(bill.owed, t, format)} /> : null}
      {bill.dueDate && bill.amountDue > 0 ? (
        <CalendarButton product={product} dueDate={bill.dueDate} amount={bill.amountDue} language={language} />
      ) : null}
    </section>
  );
}

/** One more figure under what is due: its label, its value. */
function Figure({ labelId, value, valueClassName }: { labelId: string; value: string; valueClassName?: string }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd className={valueClassName}>{value}</dd>
    </div>
  );
}
