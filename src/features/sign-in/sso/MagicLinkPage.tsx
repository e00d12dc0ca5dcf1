import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PAYLATER_APPLY_ROUTE } from '@domain/sign-in/routing';
import { trackEvent } from '@state/analytics';
import { asApiError } from '@state/errors';
import { sessionAtom } from '@state/session';
import { useOnceWhen } from '@state/use-once';
import { Spinner } from '@ui/Spinner';
import { signInWithMagicLink } from '../state';
import { SsoErrorView } from './SsoOutcomeViews';

/** /sso/magic-link?code=...: signs in with the mailed link, then on to the pay-later apply route. */
export function MagicLinkPage() {
  const session = useAtomValue(sessionAtom);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** The attempt under way (-1: none yet; a signed-in user is then sent on, not signed in again). */
  const [handled, setHandled] = useState(-1);
  const code = params.get('code');

  // Once per attempt: the link's code is good for one sign-in.
  useOnceWhen(
    session.status === 'anonymous',
    () => {
      setHandled(attempt);
      if (!code) {
        setFailed('sso.magic.invalid');
        return;
      }
      setFailed(null);
      signInWithMagicLink(code)
        .then(() => {
          trackEvent('login_success', { method: 'magic_link' });
          navigate(PAYLATER_APPLY_ROUTE, { replace: true });
        })
        .catch((thrown: unknown) => {
          const error = asApiError(thrown);
          trackEvent('magic_link_failed', { errorKey: error.errorKey });
          // A used or expired link cannot work again; a lost connection can.
          setFailed(error.status === 0 || error.status >= 500 ? 'sso.error.body' : 'sso.magic.invalid');
        });
    },
    attempt,
  );

  if (session.status === 'signed-in' && handled === -1) return <Navigate to={PAYLATER_APPLY_ROUTE} replace />;
  if (failed) {
    return (
      <SsoErrorView
        messageId={failed}
        onRetry={() => setAttempt((n) => n + 1)}
        fallback={{ to: PAYLATER_APPLY_ROUTE, labelId: 'sso.magic.fallback' }}
      />
    );
  }
  return (
    <div className="card card--center" role="status">
      <Spinner />
      <p>
        <FormattedMessage id="sso.magic.working" />
      </p>
    </div>
  );
}

export default MagicLinkPage;
