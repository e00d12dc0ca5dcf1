import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GomodalSubmission } from '@domain/contract/gomodal-loan';
import { GOMODAL_ROUTES, loanStatusRoute, privyIntroRoute, submissionDetailRoute } from '@domain/gomodal/routes';
import { useRemote } from '@state/remote';
import { LoadingCard } from '@ui/Spinner';
import { useFormat } from '@ui/useFormat';
import type { PageAction } from '../parts/ActionLinks';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { MessageCard } from '../parts/MessageCard';
import { loadStatus, newestSubmissionId, type StatusAnswer } from './state';

type Phase = 'received' | 'review' | 'approved' | 'sign' | 'disbursing' | 'disbursed' | 'done';

function phaseOf(submission: GomodalSubmission): Phase | null {
  switch (submission.status) {
    case 'PENDING':
      return 'received';
    case 'SUBMITTED':
      return 'review';
    case 'APPLIED':
      return 'approved';
    case 'CONTRACT_SENT':
      return submission.contractSignedAt ? 'disbursing' : 'sign';
    case 'DISBURSED':
    case 'RESTRUCTURED':
    case 'TOP_UP':
      return 'disbursed';
    case 'APPLICATION_COMPLETED':
      return 'done';
    default:
      return null;
  }
}

/** Where an application that ended goes: its outcome page, or the home (cancelled, written off). */
function endedRoute(submission: GomodalSubmission): string | null {
  if (phaseOf(submission) !== null) return null;
  return submission.outcomeRoute ?? GOMODAL_ROUTES.home;
}

/**
 * /gomodal/loan/status[?id=][&check=1]: where the application stands (received, with the credit
 * review, approved, contract to sign within the hour, disbursing by the next working day, disbursed).
 * check=1 (back from signing) reports the signature first. An application that ended goes to its page.
 */
export default function StatusPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const check = params.get('check') === '1';
  const load = async (): Promise<StatusAnswer | null> => {
    const submissionId = id ?? (await newestSubmissionId());
    return submissionId ? loadStatus(submissionId, check) : null;
  };
  const { state, retry } = useRemote(load, null, `${id ?? ''}|${check}`);
  const answer = state.status === 'ready' ? state.data : null;
  const leave = state.status === 'ready' ? (answer ? endedRoute(answer.submission) : GOMODAL_ROUTES.home) : null;
  useEffect(() => {
    if (leave) navigate(leave, { replace: true });
  }, [leave, navigate]);

  return (
    <GomodalPage titleId="gomodal.status.title">
      <Loaded state={state} retry={retry}>
        {(data) => (!data || leave ? <LoadingCard /> : <Status answer={data} onRefresh={retry} />)}
      </Loaded>
    </GomodalPage>
  );
}

function Status({ answer, onRefresh }: { answer: StatusAnswer; onRefresh: () => void }) {
  const format = useFormat();
  const { submission } = answer;
  const phase = phaseOf(submission) ?? 'received';
  const values = {
    amount: format.money(submission.principal),
    tenure: submission.tenure,
    respondBy: submission.respondBy ? format.date(submission.respondBy) : '-',
    expiresAt: submission.contractExpiresAt ? format.dateTime(submission.contractExpiresAt) : '-',
    deadline: submission.disbursementDeadline ? format.date(submission.disbursementDeadline) : '-',
    disbursedAt: submission.disbursedAt ? format.dateTime(submission.disbursedAt) : '-',
    createdAt: format.dateTime(submission.createdAt),
  };
  const actions: PageAction[] =
    phase === 'sign'
      ? [{ to: privyIntroRoute(submission.id), messageId: 'gomodal.card.action.sign', primary: true }]
      : phase === 'disbursed' || phase === 'done'
        ? [{ to: submissionDetailRoute(submission.id), messageId: 'gomodal.card.action.details', primary: true }]
        : [];
  const texts = [`gomodal.status.${phase}.text`, 'gomodal.status.applied'];
  if (submission.respondBy && ['received', 'review', 'approved'].includes(phase)) {
    texts.push('gomodal.status.respondBy');
    // "No answer by then? E-mail customer service": the way there, not only the words.
    actions.push({ to: GOMODAL_ROUTES.contact, messageId: 'gomodal.nav.contact' });
  }
  return (
    <MessageCard headingId={`gomodal.status.${phase}.heading`} textIds={texts} values={values} actions={actions}>
      {answer.notSigned ? (
        <p className="notice" role="status">
          <FormattedMessage id="gomodal.status.notSigned" />
        </p>
      ) : null}
      {phase !== 'disbursed' && phase !== 'done' ? (
        <a
          className="btn btn--secondary btn--block"
          href={loanStatusRoute({ submissionId: submission.id })}
          onClick={(event) => {
            event.preventDefault();
            onRefresh();
          }}
        >
          <FormattedMessage id="gomodal.status.refresh" />
        </a>
      ) : null}
    </MessageCard>
  );
}
