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
import { wireProductName } from '@domain/contract/product-names';
import type { WorkerAreaDeps } from '../area-deps';
import type { KycWorkerApi } from './contract';

const progressiveHeaders = (progressive: boolean | undefined): Record<string, string> =>
  progressive ? { [HEADER_KYC_TYPE]: KYC_TYPE_PROGRESSIVE } : {};

export function createKycApi(deps: WorkerAreaDeps): KycWorkerApi {
  return {
    submission: (product, progressive) =>
      deps.client.get<KycSubmission>(KYC_PATHS.submission, {
        headers: { [HEADER_PRODUCT_NAME]: wireProductName(product), ...progressiveHeaders(progressive) },
      }),
    saveDetails: (input) => {
      const body = {
        additionalDetails: input.additionalDetails,
        // On the wire the instalment product is paylater_cicilan (document 2, section 1).
        productName: wireProductName(input.product),
        ...(input.segment ? { segment: input.segment } : {}),
      } as AccountUpdate;
      return deps.client.patch<AccountUpdateResponse>(`${KYC_PATHS.account}?confirm=${input.confirm}`, body, {
        headers: progressiveHeaders(input.progressive),
      });
    },
    ktpDetails: () => deps.client.get<KtpDetailsAnswer>(KYC_PATHS.ktpDetails),
    saveKtpDetails: (input) => {
      const body: KtpDetailsUpdate = { productName: wireProductName(input.product), ktpDetails: input.ktpDetails };
      return deps.client.put<KtpDetailsAnswer>(KYC_PATHS.ktpDetails, body);
    },
  };
}
