import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PAYLATER_APPLY_ROUTE } from '@domain/sign-in/routing';
import { trackEvent } from '@state/analytics';
import { asApiError } from '@state/errors';
import { sessionAtom } from '@state/session';
import { signInWithMagicLink } from '@state/session-actions';
import { Spinner } from '@ui/Spinner';
import { SsoErrorView } from './SsoOutcomeViews';

/** /sso/magic-link?code=...: signs in with the mailed link, then on to the pay-later apply route. */
export function MagicLinkPage() {
  const session = useAtomValue(sessionAtom);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const handled = useRef(-1);
  const code = params.get('code');

  useEffect(() => {
    if (handled.current === attempt || session.status !== 'anonymous') return;
    handled.current = attempt;
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per attempt, guarded by `handled`
  }, [session.status, attempt]);

  if (session.status === 'signed-in' && handled.current === -1) return <Navigate to={PAYLATER_APPLY_ROUTE} replace />;
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
