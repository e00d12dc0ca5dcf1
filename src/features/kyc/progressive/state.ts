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

/** Sends the questionnaire; the worker names the customer. */
export function submitSlik(form: SlikFormValues): Promise<SlikPostResponse> {
  return dataWorker().progressiveKyc.submitSlik(form);
}
