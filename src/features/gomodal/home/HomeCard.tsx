import { FormattedMessage, useIntl } from 'react-intl';
import type { GomodalLoanSummary } from '@domain/contract/gomodal-loan';
import { DetailList, type DetailRow } from '@ui/DetailList';
import { StatusBadge } from '@ui/StatusBadge';
import { useFormat } from '@ui/useFormat';
import { ActionLinks } from '../parts/ActionLinks';
import type { CardView } from './card-view';

/** The loan's card on the merchant-loan home, in its state, with the figures that matter there. */
export function HomeCard({ view, summary }: { view: CardView; summary: GomodalLoanSummary }) {
  const intl = useIntl();
  const format = useFormat();
  const { loan, submission } = summary;
  const values = {
    amountDue: format.money(loan?.amountDue ?? 0),
    overdue: format.money(loan?.overdueAmount ?? 0),
    missed: format.money(loan?.missedAmount ?? 0),
    lateFee: format.money(loan?.lateFee ?? 0),
    dailyLateFee: format.money(loan?.dailyLateFee ?? 0),
    // What a day takes now (the texts say "we deduct {dailyDeduction} a day"), not the plan's figure.
    dailyDeduction: format.money(loan?.currentDailyDeduction ?? 0),
    dueDate: loan?.dueDate ? format.date(loan.dueDate) : '-',
    graceEnd: loan?.gracePeriodEnd ? format.date(loan.gracePeriodEnd) : '-',
    resumeOn: loan?.pause ? format.date(loan.pause.resumeOn) : '-',
    completedAt: loan?.completedAt ? format.dateTime(loan.completedAt) : '-',
    principal: format.money(submission?.principal ?? loan?.principal ?? 0),
    expiresAt: submission?.contractExpiresAt ? format.dateTime(submission.contractExpiresAt) : '-',
    deadline: submission?.disbursementDeadline ? format.date(submission.disbursementDeadline) : '-',
  };
  const running =
    loan !== null &&
    ['OVERDUE_WITH_LATE_FEES', 'OVERDUE', 'OUTSTANDING_BEFORE_DUE_DATE', 'ONGOING', 'PAYMENT_HOLIDAY', 'REPAID'].includes(view.state);
  const rows: DetailRow[] = [];
  if (running && loan) {
    rows.push({ key: 'due', label: intl.formatMessage({ id: 'gomodal.loan.amountDue' }), value: values.amountDue, emphasis: true });
    if (loan.dueDate) rows.push({ key: 'dueDate', label: intl.formatMessage({ id: 'gomodal.loan.dueDate' }), value: values.dueDate });
    // In a cashback month or after a pause it differs from the plan's: the label then says it is this period's.
    const dailyLabel =
      loan.currentDailyDeduction === loan.dailyDeduction ? 'gomodal.loan.dailyDeduction' : 'gomodal.loan.dailyDeductionNow';
    rows.push({ key: 'daily', label: intl.formatMessage({ id: dailyLabel }), value: values.dailyDeduction });
    rows.push({ key: 'left', label: intl.formatMessage({ id: 'gomodal.loan.totalRemaining' }), value: format.money(loan.totalRemaining) });
  }
  const processing = view.state === 'LOAN_PROCESSING' && submission?.disbursementDeadline ? 'disbursing' : 'text';
  return (
    <section className={`card gomodal-card gomodal-card--${view.tone}`} aria-labelledby="gomodal-card-title" data-card={view.state}>
      <div className="gomodal-card__head">
        <h2 id="gomodal-card-title" className="gomodal-card__title">
          <FormattedMessage id={`gomodal.card.${view.state}.title`} />
        </h2>
        {loan?.duesState === 'REPAID_DISCOUNT' ? (
          <StatusBadge tone="success">
            <FormattedMessage id="gomodal.card.discountBadge" />
          </StatusBadge>
        ) : null}
      </div>
      <p>
        <FormattedMessage id={`gomodal.card.${view.state}.${processing}`} values={values} />
      </p>
      {rows.length > 0 ? <DetailList rows={rows} /> : null}
      <ActionLinks actions={view.actions} />
    </section>
  );
}
