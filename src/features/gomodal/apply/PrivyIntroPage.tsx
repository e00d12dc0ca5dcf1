import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GOMODAL_ROUTES, loanStatusRoute } from '@domain/gomodal/routes';
import { useRemote } from '@state/remote';
import { LoadingCard } from '@ui/Spinner';
import { useFormat } from '@ui/useFormat';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { MessageCard } from '../parts/MessageCard';
import { loadSigning, newestSubmissionId, type SigningOutcome } from './state';

/**
 * /gomodal/privy/intro?id=: what signing is (e-signature education) and the hour left to do it; the
 * button opens the provider's page, which comes back to the status page with check=1.
 */
export default function PrivyIntroPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const format = useFormat();
  const id = params.get('id');
  const load = async (): Promise<{ id: string; signing: SigningOutcome } | null> => {
    const submissionId = id ?? (await newestSubmissionId());
    return submissionId ? { id: submissionId, signing: await loadSigning(submissionId, loanStatusRoute({ submissionId })) } : null;
  };
  const { state, retry } = useRemote(load, null, id ?? '');
  const data = state.status === 'ready' ? state.data : null;
  const leave =
    state.status !== 'ready'
      ? null
      : !data
        ? GOMODAL_ROUTES.home
        : data.signing.kind === 'elsewhere'
          ? data.signing.route
          : data.signing.isSigned
            ? loanStatusRoute({ submissionId: data.id, check: true })
            : null;
  useEffect(() => {
    if (leave) navigate(leave, { replace: true });
  }, [leave, navigate]);
  return (
    <GomodalPage titleId="gomodal.privy.title">
      <Loaded state={state} retry={retry}>
        {(answer) =>
          answer?.signing.kind !== 'ready' || leave ? (
            <LoadingCard />
          ) : (
            <MessageCard
              headingId="gomodal.privy.heading"
              textIds={['gomodal.privy.text', 'gomodal.privy.deadline']}
              values={{ expiresAt: format.dateTime(answer.signing.expiresAt) }}
            >
              <ol className="gomodal-steps">
                <li>
                  <FormattedMessage id="gomodal.privy.step.read" />
                </li>
                <li>
                  <FormattedMessage id="gomodal.privy.step.otp" />
                </li>
                <li>
                  <FormattedMessage id="gomodal.privy.step.back" />
                </li>
              </ol>
              {/* The provider's page is outside the app: a full navigation. */}
              <a className="btn btn--primary btn--block" href={answer.signing.url}>
                <FormattedMessage id="gomodal.privy.sign" />
              </a>
            </MessageCard>
          )
        }
      </Loaded>
    </GomodalPage>
  );
}
