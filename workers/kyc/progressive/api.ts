import {
  PROGRESSIVE_KYC_PATHS,
  PROGRESSIVE_KYC_TYPE,
  SLIK_PATHS,
  type MaskedKycData,
  type ProgressiveKycEligibility,
  type ProgressiveKycSubmitResponse,
  type SlikPostResponse,
  type SlikPrefill,
} from '@domain/contract/kyc/progressive';
import { isApiErrorData } from '@domain/errors';
import type { WorkerAreaDeps } from '@worker/area-deps';
import type { ProgressiveKycWorkerApi } from './contract';

export function createProgressiveKycApi(deps: WorkerAreaDeps): ProgressiveKycWorkerApi {
  const { client } = deps;
  return {
    eligibility: () => client.get<ProgressiveKycEligibility>(PROGRESSIVE_KYC_PATHS.eligibility),
    maskedKycData: () => client.get<MaskedKycData>(PROGRESSIVE_KYC_PATHS.maskedKycData),
    requestChallenge: () => client.post<ProgressiveKycSubmitResponse>(PROGRESSIVE_KYC_PATHS.submit, { kycType: PROGRESSIVE_KYC_TYPE }),
    answerChallenge: (challenge) =>
      client.post<ProgressiveKycSubmitResponse>(`${PROGRESSIVE_KYC_PATHS.submit}?confirm=true`, { kycType: PROGRESSIVE_KYC_TYPE, challenge }),
    async slikQuestionnaire() {
      try {
        return await client.get<SlikPrefill>(SLIK_PATHS.questionnaire);
      } catch (error) {
        // Spec 2, section 7: a 400 here is ignored silently (nothing to prefill).
        if (isApiErrorData(error) && error.status === 400) return null;
        throw error;
      }
    },
    postSlikQuestionnaire: (answers) => client.post<SlikPostResponse>(SLIK_PATHS.questionnaire, answers),
  };
}
