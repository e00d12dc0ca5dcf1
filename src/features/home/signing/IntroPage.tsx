import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isSigningProduct, type SigningProduct } from '@domain/contract/home';
import { isSigningFlow, type SigningFlow } from '@domain/home/signed-redirect';
import { trackEvent } from '@state/analytics';
import { asApiError } from '@state/errors';
import { useOnceWhen } from '@state/use-once';
import { startSigning } from '../state';
import { showSigningError } from './show-signing-error';
import { Button } from '@ui/Button';
import { ProgressBar } from '@ui/ProgressBar';
import './signing.css';

/** Signing intro progress (platform document, section 9). */
const INTRO_PROGRESS = 40;
const STEPS = ['read', 'sign', 'activate'] as const;

/**
 * /privy/intro?product=paylater|cicilan[&flow=duedate|plans]: three explainer items, then the
 * product's signing info: already signed goes to /signed, otherwise to the provider's URL.
 */
export function IntroPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const rawProduct = params.get('product');
  const product: SigningProduct = isSigningProduct(rawProduct) ? rawProduct : 'paylater';
  const rawFlow = params.get('flow');
  const flow: SigningFlow = isSigningFlow(rawFlow) ? rawFlow : 'activation';
  // The analytics page name of document 2, section 2 ("digital-contract intro"), once per visit.
  useOnceWhen(true, () => trackEvent('digital_contract_intro_viewed', { page: 'digital_contract_intro', product, flow }));

  const proceed = async (): Promise<void> => {
    setBusy(true);
    try {
      // The context is kept before leaving for the provider: /signed needs it to choose where to go next.
      const info = await startSigning({ product, flow });
      if (info.is_signed) {
        navigate('/signed', { replace: true });
        return;
      }
      window.location.assign(info.url);
    } catch (error) {
      setBusy(false);
      trackEvent('signing_info_failed', { product, errorKey: asApiError(error).errorKey });
      showSigningError(error, product);
    }
  };

  return (
    <section className="card signing" aria-labelledby="signing-intro-title">
      <div className="signing-progress">
        <ProgressBar value={INTRO_PROGRESS} label={intl.formatMessage({ id: 'signing.progress' }, { percent: INTRO_PROGRESS })} />
      </div>
      <h1 id="signing-intro-title">
        <FormattedMessage id="signing.intro.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id={`signing.intro.subtitle.${product}`} />
      </p>
      <ol className="signing-steps">
        {STEPS.map((step, index) => (
          <li className="signing-step" key={step}>
            <span className="signing-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2>
                <FormattedMessage id={`signing.intro.${step}.title`} />
              </h2>
              <p>
                <FormattedMessage id={`signing.intro.${step}.body`} />
              </p>
            </div>
          </li>
        ))}
      </ol>
      <Button block loading={busy} onClick={() => void proceed()}>
        <FormattedMessage id="signing.intro.continue" />
      </Button>
    </section>
  );
}

export default IntroPage;
