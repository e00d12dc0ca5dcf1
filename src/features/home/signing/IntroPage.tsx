import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isSigningProduct, type SigningProduct } from '@domain/contract/home';
import { isSigningFlow, type SigningFlow } from '@domain/home/signed-redirect';
import { trackEvent } from '@state/analytics';
import { asApiError } from '@state/errors';
import { useOnceWhen } from '@state/use-once';
import { useRemote } from '@state/remote';
import { readSigningInfo, startSigning } from '../state';
import { ApprovedLimit, ContractTermsView } from './ContractTermsView';
import { signingRefusalOf } from './signing-refusal';
import type { UiText } from '@state/ui';
import { Button } from '@ui/Button';
import { FormRefusal } from '@ui/FormRefusal';
import { ProgressBar } from '@ui/ProgressBar';
import { ScrolledTerms } from '@ui/ScrolledTerms';
import './signing.css';

/** Signing intro progress (platform document, section 9). */
const INTRO_PROGRESS = 40;

/**
 * What each flow says it signs (issue 37: a due-date change read as an activation): the title,
 * the line under it and the last explainer item are the flow's; an activation's name the product.
 */
function introCopy(product: SigningProduct, flow: SigningFlow): { title: string; subtitle: string; last: string } {
  if (flow === 'activation')
    return { title: 'signing.intro.title', subtitle: `signing.intro.subtitle.${product}`, last: 'signing.intro.activate' };
  return { title: `signing.intro.title.${flow}`, subtitle: `signing.intro.subtitle.${flow}`, last: `signing.intro.done.${flow}` };
}

const NO_INFO = async (): Promise<null> => null;

/**
 * /privy/intro?product=paylater|cicilan[&flow=duedate|plans|migration]: what is being signed, three
 * explainer items, then the product's signing info: already signed goes to /signed, otherwise to
 * the provider's URL. An activation first shows the approved limit and the contract's main terms
 * (from the signing info read on arrival), read to the end and agreed to before Continue.
 */
export function IntroPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<UiText | null>(null);
  const rawProduct = params.get('product');
  const product: SigningProduct = isSigningProduct(rawProduct) ? rawProduct : 'paylater';
  const rawFlow = params.get('flow');
  const flow: SigningFlow = isSigningFlow(rawFlow) ? rawFlow : 'activation';
  const copy = introCopy(product, flow);
  // Only an activation has terms to show. A failure is not said here: Continue asks again and says it.
  const { state } = useRemote(flow === 'activation' ? () => readSigningInfo(product) : NO_INFO, null, `${product}:${flow}`);
  const terms = state.status === 'ready' ? (state.data?.terms ?? null) : null;
  const [agreed, setAgreed] = useState(false);
  // The analytics page name of document 2, section 2 ("digital-contract intro"), once per visit.
  useOnceWhen(true, () => trackEvent('digital_contract_intro_viewed', { page: 'digital_contract_intro', product, flow }));

  const proceed = async (): Promise<void> => {
    setBusy(true);
    setRefusal(null);
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
      setRefusal(signingRefusalOf(error, product));
    }
  };

  return (
    <section className="card signing" aria-labelledby="signing-intro-title">
      <div className="signing-progress">
        <ProgressBar value={INTRO_PROGRESS} label={intl.formatMessage({ id: 'signing.progress' }, { percent: INTRO_PROGRESS })} />
      </div>
      <h1 id="signing-intro-title">
        <FormattedMessage id={copy.title} />
      </h1>
      <p className="muted">
        <FormattedMessage id={copy.subtitle} />
      </p>
      <ol className="signing-steps">
        {['signing.intro.read', 'signing.intro.sign', copy.last].map((step, index) => (
          <li className="signing-step" key={step}>
            <span className="signing-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2>
                <FormattedMessage id={`${step}.title`} />
              </h2>
              <p>
                <FormattedMessage id={`${step}.body`} />
              </p>
            </div>
          </li>
        ))}
      </ol>
      {terms ? (
        <div className="signing-terms">
          <ApprovedLimit terms={terms} />
          <h2 id="signing-terms-title">
            <FormattedMessage id="signing.terms.title" />
          </h2>
          <ScrolledTerms
            labelledBy="signing-terms-title"
            agreeLabel={<FormattedMessage id={`signing.terms.agree.${terms.product}`} />}
            checked={agreed}
            onCheckedChange={setAgreed}
          >
            <ContractTermsView terms={terms} />
          </ScrolledTerms>
        </div>
      ) : null}
      <FormRefusal text={refusal} id="signing-intro-refusal" />
      <Button
        block
        loading={busy || (flow === 'activation' && state.status === 'loading')}
        disabled={terms !== null && !agreed}
        onClick={() => void proceed()}
      >
        <FormattedMessage id="signing.intro.continue" />
      </Button>
    </section>
  );
}

export default IntroPage;
