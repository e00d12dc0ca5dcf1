import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GOMODAL_ROUTES, repaymentRoute } from '@domain/gomodal/routes';
import { useRemote } from '@state/remote';
import { DetailList } from '@ui/DetailList';
import { LoadingCard } from '@ui/Spinner';
import { useFormat } from '@ui/useFormat';
import { ActionLinks } from '../parts/ActionLinks';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { MessageCard } from '../parts/MessageCard';
import { loadLoanDetail, newestSubmissionId, type LoanDetail } from '../state';
import { DeductionsView } from './DeductionsView';
import { loanRows } from './detail-rows';
import { HistoryView } from './HistoryView';

/**
 * /gomodal/submission/detail?id=: every field of the loan, its deductions this month and its repayment
 * history. Without an id it shows the newest application; a user who has none goes to the home, as the
 * status page does (asking the platform for no id only earned a 404).
 */
export default function DetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const load = async (): Promise<LoanDetail | null> => {
    const submissionId = id ?? (await newestSubmissionId());
    return submissionId ? loadLoanDetail(submissionId) : null;
  };
  const { state, retry } = useRemote(load, null, id ?? '');
  const none = state.status === 'ready' && state.data === null;
  useEffect(() => {
    if (none) navigate(GOMODAL_ROUTES.home, { replace: true });
  }, [none, navigate]);
  return (
    <GomodalPage titleId="gomodal.detail.title">
      <Loaded state={state} retry={retry}>
        {(detail) => (detail ? <Detail detail={detail} /> : <LoadingCard />)}
      </Loaded>
    </GomodalPage>
  );
}

function Detail({ detail }: { detail: LoanDetail }) {
  const intl = useIntl();
  const format = useFormat();
  const { submission, deductions } = detail;
  const loan = submission.loan;
  if (!loan) {
    return <MessageCard headingId="gomodal.detail.noLoan.heading" textIds={['gomodal.detail.noLoan.text']} />;
  }
  const running = loan.completedAt === null;
  return (
    <>
      <section className="card" aria-labelledby="gomodal-detail-title">
        <h2 id="gomodal-detail-title" className="gomodal-card__title">
          <FormattedMessage id={`gomodal.duesState.${loan.duesState}`} />
        </h2>
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
      </section>
      {deductions ? <DeductionsView deductions={deductions} /> : null}
      <HistoryView submissionId={submission.id} />
    </>
  );
}
