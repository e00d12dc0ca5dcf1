import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { signedRedirect } from '@domain/home/signed-redirect';
import { dataWorker } from '../../../data/bridge';
import { trackEvent } from '@state/analytics';
import { asApiError } from '@state/errors';
import { showSigningError } from './show-signing-error';
import { profileAtom } from '@state/session';
import { appStore } from '@state/store';
import { Button } from '@ui/Button';
import { ProgressBar } from '@ui/ProgressBar';
import { Spinner } from '@ui/Spinner';
import './signing.css';

/** Signed confirmation progress (platform document, section 9). */
const SIGNED_PROGRESS = 80;

/**
 * /signed: where the e-signature provider returns. Tells the platform (POST /privy/signed), keeps
 * the new statuses, then goes on by the rules of section 2 (src/domain/home/signed-redirect).
 */
export function SignedPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    const worker = dataWorker();
    (async () => {
      const [context, source] = await Promise.all([worker.products.signingContext(), worker.session.sourceInfo().catch(() => null)]);
      const answer = await worker.products.signed();
      if (cancelled) return;
      const profile = appStore.get(profileAtom);
      if (profile) appStore.set(profileAtom, { ...profile, userProductInfo: answer.userProductInfo });
      const next = signedRedirect({ context, statuses: answer.statuses, sourceApp: source?.sourceApp ?? null, redirectUrl: source?.redirectUrl ?? null });
      await worker.products.clearSigningContext();
      if (cancelled) return;
      if (next.kind === 'external') window.location.assign(next.url);
      else navigate(next.to, { replace: true });
    })().catch((error: unknown) => {
      if (cancelled) return;
      // The signed call's failure callback: say so, keep the way back open.
      setFailed(true);
      trackEvent('signed_failed', { errorKey: asApiError(error).errorKey });
      showSigningError(error, 'paylater');
    });
    return () => {
      cancelled = true;
    };
  }, [attempt, navigate]);

  return (
    <section className="card signing" aria-labelledby="signed-title">
      <div className="signing-progress">
        <ProgressBar value={SIGNED_PROGRESS} label={intl.formatMessage({ id: 'signing.progress' }, { percent: SIGNED_PROGRESS })} />
      </div>
      <h1 id="signed-title">
        <FormattedMessage id={failed ? 'signing.signed.failedTitle' : 'signing.signed.title'} />
      </h1>
      {failed ? (
        <>
          <p>
            <FormattedMessage id="signing.signed.failedBody" />
          </p>
          <Button block onClick={() => setAttempt((n) => n + 1)}>
            <FormattedMessage id="common.retry" />
          </Button>
          <Link className="btn btn--secondary btn--block" to="/">
            <FormattedMessage id="notFound.backHome" />
          </Link>
        </>
      ) : (
        <div className="card--center signing__wait" role="status">
          <Spinner />
          <p>
            <FormattedMessage id="signing.signed.body" />
          </p>
        </div>
      )}
    </section>
  );
}

export default SignedPage;
