import {
  HEADER_KYC_TYPE,
  HEADER_PRODUCT_NAME,
  KYC_PATHS,
  KYC_TYPE_PROGRESSIVE,
  type AccountUpdate,
  type AccountUpdateResponse,
  type KtpDetailsAnswer,
  type KtpDetailsUpdate,
  type KycSubmission,
} from '@domain/contract/kyc';
import { kycWireProductName } from '@domain/kyc/wizard';
import type { WorkerAreaDeps } from '../area-deps';
import type { KycWorkerApi } from './contract';

const progressiveHeaders = (progressive: boolean | undefined): Record<string, string> =>
  progressive ? { [HEADER_KYC_TYPE]: KYC_TYPE_PROGRESSIVE } : {};

export function createKycApi(deps: WorkerAreaDeps): KycWorkerApi {
  return {
    submission: (product, progressive) =>
      deps.client.get<KycSubmission>(KYC_PATHS.submission, {
        headers: { [HEADER_PRODUCT_NAME]: kycWireProductName(product), ...progressiveHeaders(progressive) },
      }),
    saveDetails: (input) => {
      // The worker holds the profile's segments (the session); the page never names them.
      const segment = deps.session.snapshot()?.segments[0];
      // The answers are checked by the platform against AccountUpdateSchema; the page builds them loosely typed.
      const body = {
        additionalDetails: input.additionalDetails,
        // On the wire the instalment product is paylater_cicilan (document 2, section 1).
        productName: kycWireProductName(input.product),
        ...(segment ? { segment } : {}),
      } as AccountUpdate;
      return deps.client.patch<AccountUpdateResponse>(`${KYC_PATHS.account}?confirm=${input.confirm}`, body, {
        headers: progressiveHeaders(input.progressive),
      });
    },
    ktpDetails: () => deps.client.get<KtpDetailsAnswer>(KYC_PATHS.ktpDetails),
    saveKtpDetails: (input) => {
      const body: KtpDetailsUpdate = { productName: kycWireProductName(input.product), ktpDetails: input.ktpDetails };
      return deps.client.put<KtpDetailsAnswer>(KYC_PATHS.ktpDetails, body);
    },
  };
}
