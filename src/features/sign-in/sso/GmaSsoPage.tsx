import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { hasErrorCode } from '@domain/errors';
import { FALLBACK_LANGUAGE, isSupportedLanguage } from '@domain/languages';
import { SOURCE_APPS, sourceInfoOf } from '@domain/source-info';
import { GOMODAL_HOME } from '@domain/session-routing';
import { GMA_APP_LINK, gmaIneligibleRoute } from '@domain/sign-in/routing';
import { trackEvent } from '@state/analytics';
import { asApiError } from '@state/errors';
import { sessionAtom } from '@state/session';
import { rememberSourceInfo } from '@state/session-actions';
import { useOnceWhen } from '@state/use-once';
import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { signInWithGmaCode } from '../state';
import { MessageCard } from './MessageCard';
import { ServerErrorView } from './SsoOutcomeViews';
import { useLanguageFromQuery } from './useLanguageFromQuery';

type View = { kind: 'working' } | { kind: 'expired' } | { kind: 'blocked' } | { kind: 'server-error' };

function BackToPartnerApp() {
  return (
    <Button block onClick={() => window.location.assign(GMA_APP_LINK)}>
      <FormattedMessage id="sso.gma.backToApp" />
    </Button>
  );
}

/**
 * /sso/gma?code=...&language=...: the business-loan partner app hands over a code; the platform
 * answers with a session or says why not (section 8: a denial and a foreigner go to the
 * ineligible page; E14 and E15 have their own views; every failure is also tracked).
 */
export function GmaSsoPage() {
  const session = useAtomValue(sessionAtom);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'working' });
  const [handling, setHandling] = useState(false);
  const code = params.get('code');
  const requested = params.get('language');
  const language = isSupportedLanguage(requested) ? requested : FALLBACK_LANGUAGE;
  const reloading = useLanguageFromQuery(requested);

  // Once per visit: the partner's code is good for one sign-in.
  useOnceWhen(!reloading && session.status === 'anonymous', () => {
    setHandling(true);
    // Opened by the partner app: remembered, so its pages can send the user back into it.
    void rememberSourceInfo(sourceInfoOf(SOURCE_APPS.businessLoanApp)).catch(() => undefined);
    if (!code) {
      navigate(gmaIneligibleRoute('corporate'), { replace: true }); // no code counts as denied
      return;
    }
    signInWithGmaCode(code, language)
      .then(() => {
        trackEvent('login_success', { method: 'gma' });
        navigate(GOMODAL_HOME, { replace: true });
      })
      .catch((thrown: unknown) => {
        const error = asApiError(thrown);
        // The generic failure callback: every failure is tracked (by its key only, nothing personal).
        trackEvent('gma_login_failed', { errorKey: error.errorKey, status: error.status });
        if (hasErrorCode(error, 'GMA_CORPORATE')) navigate(gmaIneligibleRoute('corporate'), { replace: true });
        else if (hasErrorCode(error, 'GMA_FOREIGNER')) navigate(gmaIneligibleRoute('foreigner'), { replace: true });
        else if (hasErrorCode(error, 'E14')) setView({ kind: 'expired' });
        else if (hasErrorCode(error, 'E15')) setView({ kind: 'blocked' });
        else setView({ kind: 'server-error' });
      });
  });

  if (session.status === 'signed-in' && !handling) return <Navigate to="/" replace />;
  if (view.kind === 'server-error') return <ServerErrorView />;
  if (view.kind === 'expired' || view.kind === 'blocked') {
    return (
      <MessageCard tone="error" title={<FormattedMessage id={`sso.gma.${view.kind}.title`} />} actions={<BackToPartnerApp />}>
        <p className="muted">
          <FormattedMessage id={`sso.gma.${view.kind}.body`} />
        </p>
      </MessageCard>
    );
  }
  return (
    <div className="card card--center" role="status">
      <Spinner />
      <p>
        <FormattedMessage id="sso.gma.working" />
      </p>
    </div>
  );
}

export default GmaSsoPage;
