/** Progressive KYC's and the SLIK questionnaire's actions: the only code of the sub-area that talks to the data worker. */
import type {
  ChallengeAnswer,
  MaskedKycData,
  ProgressiveKycEligibility,
  ProgressiveKycSubmitResponse,
  SlikPostResponse,
  SlikPrefill,
} from '@domain/contract/kyc/progressive';
import type { SlikFormValues } from '@domain/kyc/progressive/slik-form';
import { invalidateAnswers, repaymentTag } from '@state/answers';
import { dataWorker } from '../../../data/bridge';

export function progressiveEligibility(): Promise<ProgressiveKycEligibility> {
  return dataWorker().progressiveKyc.eligibility();
}

/** The wallet's identity, masked, for the consent. */
export function maskedKycData(): Promise<MaskedKycData> {
  return dataWorker().progressiveKyc.maskedKycData();
}

/** Records the consent and answers the challenge to take (or none when already accepted). */
export function requestChallenge(): Promise<ProgressiveKycSubmitResponse> {
  return dataWorker().progressiveKyc.requestChallenge();
}

export function answerChallenge(answer: ChallengeAnswer): Promise<ProgressiveKycSubmitResponse> {
  return dataWorker().progressiveKyc.answerChallenge(answer);
}

/** What the credit bureau already knows (null: nothing to prefill). */
export function slikPrefill(): Promise<SlikPrefill | null> {
  return dataWorker().progressiveKyc.slikQuestionnaire();
}

/**
 * Sends the questionnaire; the worker names the customer. Once the platform takes it, pay-later's
 * SLIK blocker (its home's banner, its repayment pages' detour) is lifted: those answers are read
 * again, so the page the questionnaire returns to does not detour again on the answer from before.
 */
export async function submitSlik(form: SlikFormValues): Promise<SlikPostResponse> {
  const answer = await dataWorker().progressiveKyc.submitSlik(form);
  if (answer.success === true) invalidateAnswers('paylater', repaymentTag('paylater'));
  return answer;
}
