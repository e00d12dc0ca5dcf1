import { FormattedMessage, useIntl } from 'react-intl';
import type { GomodalOffer } from '@domain/contract/gomodal';
import type { PromotedQuote } from '@domain/gomodal/quote';
import { DetailList, type DetailRow } from '@ui/DetailList';
import { useFormat } from '@ui/useFormat';

/**
 * What the loan will collect, with every promotion it applies (issue 36): each run of equal
 * instalments with its daily deduction (the first-loan months lower), the interest and its discount,
 * and the total the schedule adds up to, to the rupiah.
 */
export function QuoteView({ quote, offer }: { quote: PromotedQuote; offer: GomodalOffer }) {
  const intl = useIntl();
  const format = useFormat();
  const label = (id: string, values?: Record<string, string | number>): string => intl.formatMessage({ id }, values);
  const runs: DetailRow[] = quote.runs.map((run) => ({
    key: `run-${run.from}`,
    label: (
      <>
        {run.from === run.to
          ? label('gomodal.quote.instalmentOne', { number: run.from })
          : label('gomodal.quote.instalmentRange', { from: run.from, to: run.to })}
        {run.discounted ? <span className="gomodal-quote__free"> ({label('gomodal.quote.interestFree')})</span> : null}
      </>
    ),
    value: (
      <>
        {format.money(run.amount)}
        <span className="gomodal-quote__daily">{label('gomodal.quote.perDay', { amount: format.money(run.dailyDeduction) })}</span>
      </>
    ),
    emphasis: !run.discounted,
  }));
  const rows: DetailRow[] = [
    ...runs,
    { key: 'rate', label: label('gomodal.loan.rate'), value: label('gomodal.percentMonth', { rate: offer.monthlyInterestRatePercent }) },
    { key: 'interest', label: label('gomodal.loan.interest'), value: format.money(quote.interest) },
    ...(quote.discount > 0 ? [{ key: 'discount', label: label('gomodal.quote.discount'), value: `−${format.money(quote.discount)}` }] : []),
    { key: 'fee', label: label('gomodal.loan.adminFee'), value: format.money(quote.adminFee) },
    { key: 'disbursed', label: label('gomodal.loan.totalDisbursement'), value: format.money(quote.totalDisbursement) },
    { key: 'total', label: label('gomodal.quote.totalRepayable'), value: format.money(quote.totalRepayable), emphasis: true },
  ];
  return (
    <section className="gomodal-quote" aria-labelledby="gomodal-quote-title" aria-live="polite" data-testid="loan-quote">
      <h2 id="gomodal-quote-title" className="gomodal-card__title">
        <FormattedMessage id="gomodal.quote.title" />
      </h2>
      <DetailList rows={rows} />
      <p className="field__hint">
        <FormattedMessage
          id="gomodal.quote.howDeducted"
          values={{ days: offer.deductionDaysPerInstalment, first: format.money(quote.firstInstalment) }}
        />
      </p>
      {offer.firstLoanCashback ? (
        <p className="notice">
          <FormattedMessage
            id="gomodal.quote.cashback"
            values={{ count: offer.firstLoanCashback.instalments, max: format.money(offer.firstLoanCashback.maxDiscount) }}
          />
        </p>
      ) : null}
    </section>
  );
}
