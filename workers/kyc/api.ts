import {
  HEADER_KYC_TYPE,
  HEADER_PRODUCT_NAME,
  KYC_PATHS,
  KYC_TYPE_PROGRESSIVE,
  type AccountUpdate,
  type KtpDetailsAnswer,
  type KtpDetailsUpdate,
  type KycSubmission,
} from '@domain/contract/kyc';
import type { AccountUpdateResponse } from '@domain/contract/profile';
import { KYC_WIZARD_FLOW, kycWireProductName, type KycProduct } from '@domain/kyc/wizard';
import type { WorkerAreaDeps } from '../area-deps';
import type { DraftKey } from '../shared/contract';
import type { KycWorkerApi } from './contract';

/** The confirming send of step 3, per product (workers/sends.ts). */
const confirmationKind = (product: KycProduct): string => `kyc-confirmation:${product}`;
const wizardDraft = (product: KycProduct): DraftKey => ({ owner: 'user', flow: KYC_WIZARD_FLOW, product });

const progressiveHeaders = (progressive: boolean | undefined): Record<string, string> =>
  progressive ? { [HEADER_KYC_TYPE]: KYC_TYPE_PROGRESSIVE } : {};

export function createKycApi(deps: WorkerAreaDeps): KycWorkerApi {
  const submission = (product: KycProduct, progressive?: boolean) =>
    deps.client.get<KycSubmission>(KYC_PATHS.submission, {
      headers: { [HEADER_PRODUCT_NAME]: kycWireProductName(product), ...progressiveHeaders(progressive) },
    });
  return {
    submission,
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
      const patch = () =>
        deps.client.patch<AccountUpdateResponse>(`${KYC_PATHS.account}?confirm=${input.confirm}`, body, {
          headers: progressiveHeaders(input.progressive),
        });
      if (!input.confirm) return patch();
      // The confirmation is a send: kept as sent / answered, the wizard's draft forgotten with the answer.
      return deps.sends.send(confirmationKind(input.product), patch, { drafts: [wizardDraft(input.product)], keep: () => true });
    },
    confirmation: (product) =>
      deps.sends.state(
        confirmationKind(product),
        async () => (['KYC_SUBMITTED', 'KYC_APPROVED'].includes((await submission(product)).kycStatus) ? true : null),
        [wizardDraft(product)],
      ),
    forgetConfirmation: (product) => deps.sends.forget(confirmationKind(product)),
    ktpDetails: () => deps.client.get<KtpDetailsAnswer>(KYC_PATHS.ktpDetails),
    saveKtpDetails: (input) => {
      const body: KtpDetailsUpdate = { productName: kycWireProductName(input.product), ktpDetails: input.ktpDetails };
      return deps.client.put<KtpDetailsAnswer>(KYC_PATHS.ktpDetails, body);
    },
  };
}
