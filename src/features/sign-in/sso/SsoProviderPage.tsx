import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { OAUTH_ACCESS_DENIED, identityTypeOf, type OAuthProvider } from '@domain/contract/sign-in-sso';
import { isSupportedLanguage, FALLBACK_LANGUAGE } from '@domain/languages';
import { referrerFrom } from '@domain/referrer';
import { ssoFailureMessageId } from '@domain/sign-in/routing';
import { trackEvent } from '@state/analytics';
import { asApiError } from '@state/errors';
import { sessionAtom } from '@state/session';
import { rememberSourceInfo } from '@state/session-actions';
import { useOnceWhen } from '@state/use-once';
import { sourceInfoFromQuery } from '@domain/source-info';
import { Spinner } from '@ui/Spinner';
import { startAuthorization, takeAuthorization } from './authorization-request';
import { signInWithSsoCode } from '../state';
import { AccessDeniedView, SsoErrorView } from './SsoOutcomeViews';

type View = { kind: 'working' } | { kind: 'denied' } | { kind: 'failed'; messageId: string };

function Working({ provider }: { provider: OAuthProvider }) {
  const intl = useIntl();
  return (
    <div className="card card--center" role="status">
      <Spinner />
      <p>
        <FormattedMessage id="sso.working" values={{ app: intl.formatMessage({ id: `sso.app.${provider}` }) }} />
      </p>
    </div>
  );
}

/**
 * /sso/gobiz, /sso/gojek, /sso/gopay: the OAuth 2.0 authorisation-code sign-in with a partner app.
 * Without parameters it sends the user to the provider (fresh state and PKCE verifier kept first);
 * on return it checks the state and lets the platform confirm the code.
 */
export function SsoProviderPage({ provider }: { provider: OAuthProvider }) {
  const session = useAtomValue(sessionAtom);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const intl = useIntl();
  const [view, setView] = useState<View>({ kind: 'working' });
  /** Whether this visit has begun handling the provider's answer (a signed-in user is then ours, not one to send home). */
  const [handling, setHandling] = useState(false);
  const error = params.get('error');
  const code = params.get('code');
  const state = params.get('state');

  const redirectToProvider = (): void => {
    const language = isSupportedLanguage(intl.locale) ? intl.locale : FALLBACK_LANGUAGE;
    setView({ kind: 'working' });
    trackEvent('sso_started', { provider });
    // A partner's deep link (the benefit screen passes its query on) says where the user came from.
    const info = sourceInfoFromQuery(params);
    (info ? rememberSourceInfo(info).catch(() => undefined) : Promise.resolve())
      .then(() => startAuthorization(provider, language, referrerFrom(params) ?? '/'))
      .then((url) => window.location.assign(url))
      .catch((thrown: unknown) => {
        console.error('SSO could not start', thrown);
        setView({ kind: 'failed', messageId: 'sso.error.body' });
      });
  };

  // Once per visit: the provider's code is good for one sign-in.
  useOnceWhen(session.status === 'anonymous', () => {
    setHandling(true);
    if (error) {
      takeAuthorization(provider); // the request is over either way
      trackEvent('sso_failed', { provider, reason: error === OAUTH_ACCESS_DENIED ? 'access_denied' : 'provider_error' });
      setView(error === OAUTH_ACCESS_DENIED ? { kind: 'denied' } : { kind: 'failed', messageId: 'sso.error.body' });
      return;
    }
    if (!code) {
      redirectToProvider();
      return;
    }
    const pending = takeAuthorization(provider);
    if (!pending || !state || pending.state !== state) {
      // Not the answer to a request of this tab: a forged or replayed redirect, or an old one.
      trackEvent('sso_failed', { provider, reason: 'state_mismatch' });
      setView({ kind: 'failed', messageId: 'sso.error.stateMismatch' });
      return;
    }
    signInWithSsoCode(provider, { code, state, codeVerifier: pending.codeVerifier, redirectUrl: pending.redirectUrl })
      .then(() => {
        trackEvent('login_success', { method: identityTypeOf(provider), provider });
        navigate(pending.returnTo, { replace: true });
      })
      .catch((thrown: unknown) => {
        const { errorKey } = asApiError(thrown);
        trackEvent('sso_failed', { provider, reason: errorKey });
        setView({ kind: 'failed', messageId: ssoFailureMessageId(errorKey) });
      });
  });

  if (session.status === 'starting') return <Working provider={provider} />;
  // A signed-in user who opens a sign-in page is sent home (not while this visit is signing in).
  if (session.status === 'signed-in' && !handling) return <Navigate to="/" replace />;
  if (view.kind === 'denied') return <AccessDeniedView provider={provider} onRetry={redirectToProvider} />;
  if (view.kind === 'failed') return <SsoErrorView messageId={view.messageId} onRetry={redirectToProvider} />;
  return <Working provider={provider} />;
}

export const GobizSsoPage = () => <SsoProviderPage provider="gobiz" />;
export const GojekSsoPage = () => <SsoProviderPage provider="gojek" />;
export const GopaySsoPage = () => <SsoProviderPage provider="gopay" />;
