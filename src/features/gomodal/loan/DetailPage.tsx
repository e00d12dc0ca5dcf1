import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { repaymentRoute } from '@domain/gomodal/routes';
import { useRemote } from '@state/remote';
import { DetailList } from '@ui/DetailList';
import { useFormat } from '@ui/useFormat';
import { ActionLinks } from '../parts/ActionLinks';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { MessageCard } from '../parts/MessageCard';
import { loadLoanDetail, newestSubmissionId, type LoanDetail } from '../state';
import { DeductionsView } from './DeductionsView';
import { loanRows } from './detail-rows';
import { HistoryView } from './HistoryView';

/** /gomodal/submission/detail?id=: every field of the loan, its deductions this month and its repayment history. */
export default function DetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const load = async (): Promise<LoanDetail> => loadLoanDetail(id ?? (await newestSubmissionId()) ?? '');
  const { state, retry } = useRemote(load, null, id ?? '');
  return (
    <GomodalPage titleId="gomodal.detail.title">
      <Loaded state={state} retry={retry}>
        {(detail) => <Detail detail={detail} />}
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
