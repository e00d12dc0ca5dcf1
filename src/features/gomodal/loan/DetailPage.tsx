import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GomodalSubmission } from '@domain/contract/gomodal-loan';
import { hasErrorCode } from '@domain/errors';
import { GOMODAL_ROUTES, dueDateRoute, repaymentRoute } from '@domain/gomodal/routes';
import { useAnswer } from '@state/use-answer';
import { Card } from '@ui/Card';
import { DetailList } from '@ui/DetailList';
import { type PageLink, PageLinks } from '@ui/PageLinks';
import { LoadingCard } from '@ui/Spinner';
import { useFormat } from '@ui/useFormat';
import { ActionLinks } from '../parts/ActionLinks';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { MessageCard } from '../parts/MessageCard';
import { loanSummary, newestOf } from '../home/state';
import { deductionsAnswer } from './state';
import { presentGomodalError, presentGomodalFailure } from '../state';
import { DeductionsView } from './DeductionsView';
import { loanRows } from './detail-rows';
import { HistoryView } from './HistoryView';
import { SubmissionLoaded } from './SubmissionLoaded';

/**
 * /gomodal/submission/detail?id=: every field of the loan, its deductions this month and its repayment
 * history. Without an id it shows the newest application; a user who has none goes to the home, as the
 * status page does (asking the platform for no id only earned a 404).
 */
export default function DetailPage() {
  const id = useSearchParams()[0].get('id');
  return <GomodalPage titleId="gomodal.detail.title">{id ? <SubmissionDetail id={id} /> : <NewestDetail />}</GomodalPage>;
}

/** No id: the newest submission of the home's summary. */
function NewestDetail() {
  const navigate = useNavigate();
  const summary = useAnswer(loanSummary, 'summary', presentGomodalFailure);
  const newest = summary.state.value ? newestOf(summary.state.value) : undefined;
  useEffect(() => {
    if (newest === null) navigate(GOMODAL_ROUTES.home, { replace: true });
  }, [newest, navigate]);
  return (
    <Loaded state={summary.remote} retry={summary.retry}>
      {() => (newest ? <SubmissionDetail id={newest} /> : <LoadingCard />)}
    </Loaded>
  );
}

function SubmissionDetail({ id }: { id: string }) {
  return <SubmissionLoaded id={id}>{(data) => <Detail submission={data} />}</SubmissionLoaded>;
}

function Detail({ submission }: { submission: GomodalSubmission }) {
  const intl = useIntl();
  const format = useFormat();
  const loan = submission.loan;
  if (!loan) {
    return <MessageCard headingId="gomodal.detail.noLoan.heading" textIds={['gomodal.detail.noLoan.text']} />;
  }
  const running = loan.completedAt === null;
  const links: PageLink[] = [
    ...(running ? [{ to: dueDateRoute(submission.id), messageId: 'gomodal.dueDate.link' }] : []),
    ...(loan.instalments.some((line) => line.discount > 0) ? [{ to: GOMODAL_ROUTES.cashbackPromo, messageId: 'gomodal.promo.link' }] : []),
  ];
  return (
    <>
      <Card title={<FormattedMessage id={`gomodal.duesState.${loan.duesState}`} />} titleClassName="gomodal-card__title">
        <DetailList
          rows={loanRows(loan, format).map((row) => ({
            key: row.key,
            label: intl.formatMessage({ id: row.labelId }),
            value: typeof row.value === 'string' ? row.value : intl.formatMessage({ id: row.value.messageId }, row.value.values),
            ...(row.emphasis ? { emphasis: true } : {}),
          }))}
        />
        {running && loan.payoffAmount > 0 ? (
          <ActionLinks actions={[{ to: repaymentRoute(submission.id), messageId: 'gomodal.card.action.pay', primary: true }]} />
        ) : null}
      </Card>
      {links.length > 0 ? <PageLinks labelId="gomodal.detail.more" links={links} /> : null}
      <Deductions id={submission.id} />
      <HistoryView submissionId={submission.id} />
    </>
  );
}

/** The running window's days; nothing once the loan has none (completed, written off: GOMODAL_NO_LOAN). */
function Deductions({ id }: { id: string }) {
  const deductions = useAnswer(deductionsAnswer, id, (error) => {
    if (!hasErrorCode(error, 'GOMODAL_NO_LOAN')) presentGomodalError(error);
  });
  return deductions.state.value ? <DeductionsView deductions={deductions.state.value} /> : null;
}
