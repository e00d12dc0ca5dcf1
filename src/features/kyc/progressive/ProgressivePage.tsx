import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  isProgressiveKycSubmitted,
  type Challenge,
  type MaskedKycData,
  type ProgressiveKycSubmitResponse,
} from '@domain/contract/kyc/progressive';
import { buildDateOfBirthAnswer } from '@domain/kyc/progressive/date-of-birth';
import { classifyChallengeFailure } from '@domain/kyc/progressive/outcome';
import { trackEvent } from '@state/analytics';
import { useDraft } from '@state/drafts';
import { asApiError, presentError } from '@state/errors';
import { showFlash } from '@state/notify';
import type { UiText } from '@state/ui';
import { Button } from '@ui/Button';
import { useOnceWhen } from '@state/use-once';
import { Spinner } from '@ui/Spinner';
import { useUiText } from '@ui/UiTextView';
import { ChallengeStep } from './ChallengeStep';
import { ConsentStep } from './ConsentStep';
import { answerChallenge, maskedKycData, progressiveEligibility, requestChallenge } from './state';
import { afterProgressivePath, failedPath, regularKycPath, useProgressiveProduct } from './useProgressiveProduct';
import './progressive.css';

/** What the user typed, kept in IndexedDB so a reload or a dropped tab loses nothing. */
interface ProgressiveDraft {
  consented: boolean;
  answer: string;
}
const DRAFT_VERSION = 1;
const EMPTY_DRAFT: ProgressiveDraft = { consented: false, answer: '' };

type Phase =
  | { kind: 'loading' }
  | { kind: 'load-failed' }
  | { kind: 'consent'; maskedPhoneNo: string; data: MaskedKycData }
  | { kind: 'challenge'; challenge: Challenge };

/** /kyc/progressive: eligibility, the masked wallet data and consent, then the date-of-birth challenge. */
export default function ProgressivePage() {
  const product = useProgressiveProduct();
  const navigate = useNavigate();
  const draft = useDraft<ProgressiveDraft>(
    { owner: 'user', flow: 'progressive-kyc', product: product ?? 'none' },
    DRAFT_VERSION,
    EMPTY_DRAFT,
  );
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  // "Incorrect answer", under the date until it is changed or sent again (issue 37).
  const [answerRefusal, setAnswerRefusal] = useState<UiText | null>(null);
  const render = useUiText();
  // The challenge in hand: a submit that fails never replaces it (spec 2, section 4).
  const challengeRef = useRef<Challenge | null>(null);
  const { discard, flush } = draft;

  const finish = useCallback(async () => {
    await discard();
    trackEvent('progressive_kyc_accepted', { product: product ?? 'none' });
    showFlash({ id: 'kycProgressive.success' }, 'success');
    navigate(afterProgressivePath(product), { replace: true });
  }, [discard, navigate, product]);

  /** One rule for every failed submit: message, failed page, or the common error presentation. */
  const handleFailure = useCallback(
    (error: unknown) => {
      const apiError = asApiError(error);
      switch (classifyChallengeFailure(apiError)) {
        case 'wrong-answer':
          setAnswerRefusal({ id: 'errors.KYC_CHALLENGE_SUBMITTED_WRONG_ANSWERS' });
          return;
        case 'attempts-exhausted':
          // No message: the failed page says it. The typed answer is spent.
          void discard();
          navigate(failedPath(product, 'attempts'), { replace: true });
          return;
        case 'quota-exceeded':
          void discard();
          navigate(failedPath(product, 'quota'), { replace: true });
          return;
        case 'platform':
          presentError(apiError);
          return;
        case 'other':
          if (apiError.errors.some((e) => e.code === 'PROGRESSIVE_KYC_INELIGIBLE')) {
            navigate(failedPath(product, 'ineligible'), { replace: true });
            return;
          }
          showFlash({ id: 'kycProgressive.requestTimedOut' });
      }
    },
    [discard, navigate, product],
  );

  const applySubmitAnswer = useCallback(
    async (answer: ProgressiveKycSubmitResponse) => {
      if (isProgressiveKycSubmitted(answer.status) || !answer.isChallengeRequired) return finish();
      if (answer.challenge) {
        challengeRef.current = answer.challenge;
        setPhase({ kind: 'challenge', challenge: answer.challenge });
      }
    },
    [finish],
  );

  const load = useCallback(
    async (consentedBefore: boolean) => {
      setPhase({ kind: 'loading' });
      try {
        const eligibility = await progressiveEligibility();
        if (eligibility.progressiveKycStatus === 'accepted') return finish();
        if (eligibility.progressiveKycStatus === 'ineligible' || !eligibility.success) {
          navigate(failedPath(product, 'ineligible'), { replace: true });
          return;
        }
        // Consent given before a reload: straight back to the open challenge (the same one).
        if (consentedBefore) {
          await applySubmitAnswer(await requestChallenge());
          return;
        }
        const data = await maskedKycData();
        setPhase({ kind: 'consent', maskedPhoneNo: eligibility.maskedPhoneNo, data });
      } catch (error) {
        setPhase({ kind: 'load-failed' });
        handleFailure(error);
      }
    },
    [applySubmitAnswer, finish, handleFailure, navigate, product],
  );

  useEffect(() => {
    if (!product) navigate(regularKycPath(null), { replace: true });
  }, [product, navigate]);
  // Once, after the draft is read (it says whether consent was already given).
  useOnceWhen(product !== null && draft.status === 'ready', () => void load(draft.value.consented));

  const continueAfterConsent = async (): Promise<void> => {
    setBusy(true);
    try {
      // The consent is stored before the challenge exists, so leaving right after comes back to it.
      await flush();
      trackEvent('progressive_kyc_consent', { product: product ?? 'none' });
      await applySubmitAnswer(await requestChallenge());
    } catch (error) {
      handleFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const submitAnswer = async (): Promise<void> => {
    const payload = buildDateOfBirthAnswer(challengeRef.current, draft.value.answer);
    if (!payload) return;
    setAnswerRefusal(null); // a new attempt: the last one's "incorrect answer" no longer applies
    setBusy(true);
    try {
      await applySubmitAnswer(await answerChallenge(payload));
    } catch (error) {
      handleFailure(error);
    } finally {
      setBusy(false);
    }
  };

  if (phase.kind === 'loading' || draft.status === 'loading') {
    return (
      <section className="card card--center" aria-busy="true">
        <Spinner size="large" />
        <p className="muted">
          <FormattedMessage id="kycProgressive.loading" />
        </p>
      </section>
    );
  }
  if (phase.kind === 'load-failed') {
    return (
      <section className="card card--center">
        <h1>
          <FormattedMessage id="kycProgressive.loadFailed.title" />
        </h1>
        <Button block onClick={() => void load(draft.value.consented)}>
          <FormattedMessage id="kycProgressive.loadFailed.retry" />
        </Button>
      </section>
    );
  }
  if (phase.kind === 'consent') {
    return (
      <ConsentStep
        maskedPhoneNo={phase.maskedPhoneNo}
        data={phase.data}
        consented={draft.value.consented}
        onConsentChange={(consented) => draft.update((previous) => ({ ...previous, consented }))}
        onContinue={() => void continueAfterConsent()}
        onUsePhotos={() => navigate(regularKycPath(product))}
        busy={busy}
      />
    );
  }
  return (
    <ChallengeStep
      challenge={phase.challenge}
      answer={draft.value.answer}
      onAnswerChange={(answer) => {
        // "Incorrect answer" was about the date sent; another date makes it stale.
        setAnswerRefusal(null);
        draft.update((previous) => ({ ...previous, answer }));
      }}
      onSubmit={() => void submitAnswer()}
      busy={busy}
      refusal={answerRefusal ? render(answerRefusal) : null}
    />
  );
}
