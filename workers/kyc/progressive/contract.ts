/** Progressive KYC and the SLIK questionnaire (issue 4). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type {
  ChallengeAnswer,
  MaskedKycData,
  ProgressiveKycEligibility,
  ProgressiveKycSubmitResponse,
  SlikPostResponse,
  SlikPrefill,
} from '@domain/contract/kyc/progressive';
import type { SlikFormValues } from '@domain/kyc/progressive/slik-form';

export interface ProgressiveKycWorkerApi {
  eligibility(): Promise<ProgressiveKycEligibility>;
  maskedKycData(): Promise<MaskedKycData>;
  /** Records consent and answers the challenge to take (or none when progressive KYC is already accepted). */
  requestChallenge(): Promise<ProgressiveKycSubmitResponse>;
  /** POST ...submit?confirm=true with the answer; challenge failures reject with their cause (ApiErrorData). */
  answerChallenge(answer: ChallengeAnswer): Promise<ProgressiveKycSubmitResponse>;
  /** The values to prefill, or null when the platform answered 400 (nothing to prefill; ignored). */
  slikQuestionnaire(): Promise<SlikPrefill | null>;
  /**
   * Sends the questionnaire as the signed-in user: the worker puts in the customer id (the one the
   * prefill named, else the profile's userId), never the page.
   */
  submitSlik(form: SlikFormValues): Promise<SlikPostResponse>;
}
