import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { trackEvent } from '@state/analytics';
import { asApiError } from '@state/errors';
import type { UiText } from '@state/ui';
import { useLatestAnswer } from '@state/use-latest-answer';
import { completeSigning } from '../state';
import { signingRefusalOf } from './signing-refusal';
import { Button } from '@ui/Button';
import { FormRefusal } from '@ui/FormRefusal';
import { ProgressBar } from '@ui/ProgressBar';
import { Spinner } from '@ui/Spinner';
import './signing.css';
import { LinkButton } from '@ui/LinkButton';

/** Signed confirmation progress (platform document, section 9). */
const SIGNED_PROGRESS = 80;

/**
 * /signed: where the e-signature provider returns. Tells the platform (POST /privy/signed), keeps
 * the new statuses, then goes on by the rules of section 2 (src/domain/home/signed-redirect).
 */
export function SignedPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<UiText | null>(null);
  const { answer, askAgain } = useLatestAnswer(null, completeSigning, (settled) => {
    if (settled.status === 'done') {
      const next = settled.value;
      if (next.kind === 'external') window.location.assign(next.url);
      else navigate(next.to, { replace: true });
      return;
    }
    // The signed call's failure callback: the page says why beside Try again and keeps the way back open.
    trackEvent('signed_failed', { errorKey: asApiError(settled.error).errorKey });
    setRefusal(signingRefusalOf(settled.error, 'paylater'));
  });
  const failed = answer.status === 'failed';

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
          <FormRefusal text={refusal} id="signed-refusal" />
          <Button block onClick={askAgain}>
            <FormattedMessage id="common.retry" />
          </Button>
          <LinkButton to="/" messageId="notFound.backHome" variant="secondary" block />
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
