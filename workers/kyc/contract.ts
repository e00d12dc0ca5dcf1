/** The KYC wizard: submission read and save, review outcomes (issue 4). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type { KtpDetailsAnswer, KycSubmission } from '@domain/contract/kyc';
import type { AccountUpdateResponse } from '@domain/contract/profile';
import type { KtpForm } from '@domain/kyc/ktp-details';
import type { AdditionalDetailsPayload } from '@domain/kyc/details';
import type { KycProduct } from '@domain/kyc/wizard';
import type { SendState } from '../shared/contract';

export interface SaveKycDetailsInput {
  product: KycProduct;
  /** Only answered fields (buildAdditionalDetails). */
  additionalDetails: AdditionalDetailsPayload;
  /** true only on step 3, the confirming step. */
  confirm: boolean;
  /** Progressive KYC stands in for the photos (x-kyc-type PROGRESSIVE_GOPAY). */
  progressive?: boolean;
}

export interface KycWorkerApi {
  /** GET /v1/user/kyc/submission for the product. */
  submission(product: KycProduct, progressive?: boolean): Promise<KycSubmission>;
  /**
   * PATCH /v2/user/account?confirm=...; answers the product statuses. The body's `segment` is the
   * session's first profile segment (server/kyc/CONTRACT.md), left out when the profile has none.
   */
  saveDetails(input: SaveKycDetailsInput): Promise<AccountUpdateResponse>;
  /**
   * Where step 3's confirming send stands on this device (workers/sends.ts): answered once the
   * platform has it (its answer, or asked after a kill: the KYC is submitted or approved), unknown
   * while a send whose answer was lost cannot be checked. The wizard's draft goes with the answer.
   */
  confirmation(product: KycProduct): Promise<SendState>;
  /** The KYC was reviewed (the profile says so): the next confirmation starts from nothing. */
  forgetConfirmation(product: KycProduct): Promise<void>;
  /** GET /v1/user/kyc/ktp-details: the confirmed ID card details, masked (null when none). */
  ktpDetails(): Promise<KtpDetailsAnswer>;
  /** PUT /v1/user/kyc/ktp-details: confirms the ID card details (buildKtpDetails); answers them masked. */
  saveKtpDetails(input: { product: KycProduct; ktpDetails: KtpForm }): Promise<KtpDetailsAnswer>;
}
