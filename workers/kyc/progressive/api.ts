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
import type { UserProfile } from '@domain/contract/profile';
import { API_PATHS } from '@domain/contract/http';
import { isApiErrorData } from '@domain/errors';
import { toSlikQuestionnaire } from '@domain/kyc/progressive/slik-form';
import type { WorkerAreaDeps } from '@worker/area-deps';
import type { ProgressiveKycWorkerApi } from './contract';

export function createProgressiveKycApi(deps: WorkerAreaDeps): ProgressiveKycWorkerApi {
  const { client } = deps;
  /** The customer id the platform's prefill named (and for which session), for the questionnaire sent after it. */
  let prefilled: { sessionUser: string | null; customerId: string } | null = null;
  const sessionUser = (): string | null => deps.session.snapshot()?.csTrackingId ?? null;

  async function customerId(): Promise<string> {
    if (prefilled && prefilled.sessionUser === sessionUser()) return prefilled.customerId;
    const profile = (await deps.session.lastProfile()) ?? (await client.get<UserProfile>(API_PATHS.user));
    return profile.userId;
  }

  return {
    eligibility: () => client.get<ProgressiveKycEligibility>(PROGRESSIVE_KYC_PATHS.eligibility),
    maskedKycData: () => client.get<MaskedKycData>(PROGRESSIVE_KYC_PATHS.maskedKycData),
    requestChallenge: () => client.post<ProgressiveKycSubmitResponse>(PROGRESSIVE_KYC_PATHS.submit, { kycType: PROGRESSIVE_KYC_TYPE }),
    answerChallenge: (challenge) =>
      client.post<ProgressiveKycSubmitResponse>(`${PROGRESSIVE_KYC_PATHS.submit}?confirm=true`, {
        kycType: PROGRESSIVE_KYC_TYPE,
        challenge,
      }),
    async slikQuestionnaire() {
      try {
        const prefill = await client.get<SlikPrefill>(SLIK_PATHS.questionnaire);
        prefilled = prefill.customerId ? { sessionUser: sessionUser(), customerId: prefill.customerId } : null;
        return prefill;
      } catch (error) {
        // Spec 2, section 7: a 400 here is ignored silently (nothing to prefill).
        if (isApiErrorData(error) && error.status === 400) return null;
        throw error;
      }
    },
    submitSlik: async (form) => client.post<SlikPostResponse>(SLIK_PATHS.questionnaire, toSlikQuestionnaire(await customerId(), form)),
  };
}
