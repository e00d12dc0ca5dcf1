import { FormattedMessage } from 'react-intl';
import type { GomodalLoanSummary, GomodalScheduleLine } from '@domain/contract/gomodal-loan';
import { availableTenures } from '@domain/gomodal/pricing';
import { promotedQuote } from '@domain/gomodal/quote';
import { GOMODAL_ROUTES } from '@domain/gomodal/routes';
import { useAnswer } from '@state/use-answer';
import { Card } from '@ui/Card';
import { DetailList } from '@ui/DetailList';
import { KeptNoticeOf } from '@ui/lending/KeptNotice';
import { useFormat } from '@ui/useFormat';
import { ActionLinks } from '../parts/ActionLinks';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { MessageCard } from '../parts/MessageCard';
import { loanSummary } from '../home/state';
import { submissionAnswer } from './state';
import { presentGomodalFailure } from '../state';

/**
 * /gomodal/promo/cashback: the first-loan cashback (document 3, sections 2 and 9: 0% interest on the
 * first 3 instalments, up to a maximum). With a loan paid out: what its first instalments had waived,
 * as the loan's schedule says; before one: the offer's terms, with the merchant's own limit as the
 * example, quoted as the schedule will make it (quote.ts).
 */
export default function CashbackPromoPage() {
  const summary = useAnswer(loanSummary, 'summary', presentGomodalFailure);
  return (
    <GomodalPage titleId="gomodal.promo.title">
      <KeptNoticeOf state={summary.state} />
      <Loaded state={summary.remote} retry={summary.retry}>
        {(data) => (data.loan ? <LoanCashback submissionId={data.loan.submissionId} /> : <PromoTerms summary={data} />)}
      </Loaded>
    </GomodalPage>
  );
}

function PromoTerms({ summary }: { summary: GomodalLoanSummary }) {
  const format = useFormat();
  const cashback = summary.firstLoanCashback ?? null;
  if (!cashback || summary.maxPrincipal === null) {
    return <MessageCard headingId="gomodal.promo.none.heading" textIds={['gomodal.promo.none.text']} />;
  }
  const principal = summary.maxPrincipal;
  const tenure = availableTenures(principal).at(-1) ?? 0;
  const example = promotedQuote(principal, tenure, cashback);
  const discounted = example.instalments.filter((instalment) => instalment.discount > 0);
  return (
    <Card
      title={<FormattedMessage id="gomodal.promo.heading" values={{ count: cashback.instalments }} />}
      titleClassName="gomodal-card__title"
    >
      <p>
        <FormattedMessage id="gomodal.promo.terms" values={{ count: cashback.instalments, max: format.money(cashback.maxDiscount) }} />
      </p>
      <p>
        <FormattedMessage id="gomodal.promo.example" values={{ principal: format.money(principal), tenure }} />
      </p>
      <DetailList
        rows={[
          ...discounted.map((instalment) => ({
            key: `i${instalment.number}`,
            label: <FormattedMessage id="gomodal.quote.instalmentOne" values={{ number: instalment.number }} />,
            value: (
              <FormattedMessage
                id="gomodal.promo.instalmentSaved"
                values={{ amount: format.money(instalment.amount), saved: format.money(instalment.discount) }}
              />
            ),
          })),
          {
            key: 'total',
            label: <FormattedMessage id="gomodal.promo.totalSaved" />,
            value: format.money(example.discount),
            emphasis: true,
          },
        ]}
      />
      <ActionLinks actions={[{ to: GOMODAL_ROUTES.apply, messageId: 'gomodal.limit.apply', primary: true }]} />
    </Card>
  );
}

function LoanCashback({ submissionId }: { submissionId: string }) {
  const submission = useAnswer(submissionAnswer, submissionId, presentGomodalFailure);
  return (
    <Loaded state={submission.remote} retry={submission.retry}>
      {(data) => <WaivedInstalments lines={data.loan?.instalments.filter((line) => line.discount > 0) ?? []} />}
    </Loaded>
  );
}

function WaivedInstalments({ lines }: { lines: readonly GomodalScheduleLine[] }) {
  const format = useFormat();
  if (lines.length === 0) {
    return <MessageCard headingId="gomodal.promo.notThisLoan.heading" textIds={['gomodal.promo.notThisLoan.text']} />;
  }
  const total = lines.reduce((sum, line) => sum + line.discount, 0);
  return (
    <Card title={<FormattedMessage id="gomodal.promo.yours" />} titleClassName="gomodal-card__title">
      <p>
        <FormattedMessage id="gomodal.promo.yoursText" values={{ count: lines.length }} />
      </p>
      <DetailList
        rows={[
          ...lines.map((line) => ({
            key: `i${line.number}`,
            label: <FormattedMessage id="gomodal.promo.instalmentDue" values={{ number: line.number, date: format.date(line.dueDate) }} />,
            value: (
              <FormattedMessage
                id="gomodal.promo.instalmentSaved"
                values={{ amount: format.money(line.amount), saved: format.money(line.discount) }}
              />
            ),
          })),
          { key: 'total', label: <FormattedMessage id="gomodal.promo.totalSaved" />, value: format.money(total), emphasis: true },
        ]}
      />
    </Card>
  );
}
