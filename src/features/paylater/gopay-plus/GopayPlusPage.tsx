import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { contractRoute } from '@domain/product-journey';
import { GOPAY_PLUS_PURPOSES, gopayPlusStep, hasGopayPlusConsent } from '@domain/paylater/gopay-plus';
import { trackEvent } from '@state/analytics';
import { presentError } from '@state/errors';
import { useRemote } from '@state/remote';
import { Button } from '@ui/Button';
import { LoadFailed } from '@ui/LoadFailed';
import { PageTitle } from '@ui/PageTitle';
import { LoadingCard } from '@ui/Spinner';
import { PAYLATER_ERRORS, giveGopayPlusConsent, loadGopayPlus } from '../state';
import '../learn/learn.css';
import { LinkButton } from '@ui/LinkButton';

/** Where the journey goes on once the wallet is linked: the pay-later contract. */
const SIGN_CONTRACT = contractRoute('paylater');

/**
 * /paylater/gopay-plus ("GoPay Plus consent and verification"): before the pay-later contract, the
 * user agrees to link their GoPay Plus wallet (the consent object is posted as is), then sees the
 * wallet verified against their approved identity check and goes on to sign. A consent already
 * given is read back (GET /v1/user/consents), so the page never asks twice.
 */
export default function GopayPlusPage() {
  const { state, retry } = useRemote(loadGopayPlus, PAYLATER_ERRORS, 'gopay-plus');
  const [givenNow, setGivenNow] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const agreeId = useId();
  const consented = givenNow || (state.status === 'ready' && hasGopayPlusConsent(state.data.consents));
  const step = state.status === 'ready' ? gopayPlusStep(consented, state.data.kycStatus) : null;

  useEffect(() => {
    if (step === 'consent') trackEvent('gopay_plus_consent_viewed', { page: 'gopay_plus_consent' });
    else if (step) trackEvent('gopay_plus_verification_viewed', { page: 'gopay_plus_verification', verified: step === 'verified' });
  }, [step]);

  const give = async () => {
    setBusy(true);
    try {
      await giveGopayPlusConsent();
      trackEvent('gopay_plus_consent_given');
      setGivenNow(true);
    } catch (error) {
      presentError(error, PAYLATER_ERRORS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="money-page learn-page">
      <PageTitle>
        <FormattedMessage id={step === 'consent' || step === null ? 'paylater.gopayPlus.title' : 'paylater.gopayPlus.verifyTitle'} />
      </PageTitle>
      {state.status === 'loading' ? (
        <LoadingCard />
      ) : state.status === 'failed' ? (
        <LoadFailed message={<FormattedMessage id="paylater.gopayPlus.loadFailed" />} onRetry={retry} />
      ) : step === 'consent' ? (
        <section className="card" aria-labelledby="gopay-plus-what">
          <p>
            <FormattedMessage id="paylater.gopayPlus.intro" />
          </p>
          <h2 id="gopay-plus-what">
            <FormattedMessage id="paylater.gopayPlus.purposesTitle" />
          </h2>
          <ul className="learn-list">
            {GOPAY_PLUS_PURPOSES.map((purpose) => (
              <li key={purpose}>
                <FormattedMessage id={`paylater.gopayPlus.purpose.${purpose}`} />
              </li>
            ))}
          </ul>
          <p className="muted">
            <FormattedMessage id="paylater.gopayPlus.withdraw" />
          </p>
          <div className="consent-check">
            <input id={agreeId} type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            <label htmlFor={agreeId}>
              <FormattedMessage id="paylater.gopayPlus.agree" />
            </label>
          </div>
          <Button block disabled={!agreed} loading={busy} onClick={() => void give()}>
            <FormattedMessage id="paylater.gopayPlus.give" />
          </Button>
          <LinkButton to="/gopaylater/ab" messageId="paylater.gopayPlus.notNow" variant="text" block />
        </section>
      ) : (
        <VerifyOutcome verified={step === 'verified'} />
      )}
    </div>
  );
}

/** What the verification came to: verified leads on to the contract, not verified to the KYC. */
const OUTCOMES = {
  verified: {
    statusId: 'paylater.gopayPlus.verified',
    bodyId: 'paylater.gopayPlus.verifiedBody',
    next: { to: SIGN_CONTRACT, messageId: 'paylater.gopayPlus.toContract' },
  },
  unverified: {
    statusId: 'paylater.gopayPlus.unverified',
    bodyId: 'paylater.gopayPlus.unverifiedBody',
    next: { to: '/paylater/apply', messageId: 'paylater.gopayPlus.toKyc' },
  },
} as const;

function VerifyOutcome({ verified }: { verified: boolean }) {
  const outcome = OUTCOMES[verified ? 'verified' : 'unverified'];
  return (
    <section className="card verify-card" data-verified={verified ? 'true' : 'false'}>
      <p className="verify-card__status" role="status">
        {verified ? <span aria-hidden="true">✓ </span> : null}
        <FormattedMessage id={outcome.statusId} />
      </p>
      <p>
        <FormattedMessage id={outcome.bodyId} />
      </p>
      <LinkButton {...outcome.next} block />
    </section>
  );
}
