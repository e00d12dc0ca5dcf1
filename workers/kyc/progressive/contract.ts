/** Progressive KYC and the SLIK questionnaire (issue 4). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type {
  ChallengeAnswer,
  MaskedKycData,
  ProgressiveKycEligibility,
  ProgressiveKycSubmitResponse,
  SlikPostResponse,
  SlikPrefill,
  SlikQuestionnaire,
} from '@domain/contract/kyc/progressive';

export interface ProgressiveKycWorkerApi {
  eligibility(): Promise<ProgressiveKycEligibility>;
  maskedKycData(): Promise<MaskedKycData>;
  /** Records consent and answers the challenge to take (or none when progressive KYC is already accepted). */
  requestChallenge(): Promise<ProgressiveKycSubmitResponse>;
  /** POST ...submit?confirm=true with the answer; challenge failures reject with their cause (ApiErrorData). */
  answerChallenge(answer: ChallengeAnswer): Promise<ProgressiveKycSubmitResponse>;
  /** The values to prefill, or null when the platform answered 400 (nothing to prefill; ignored). */
  slikQuestionnaire(): Promise<SlikPrefill | null>;
  postSlikQuestionnaire(answers: SlikQuestionnaire): Promise<SlikPostResponse>;
}
