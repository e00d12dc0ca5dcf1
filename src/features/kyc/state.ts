/** The KYC wizard's and review's actions: the only code of the kyc area (outside its sub-areas) that talks to the data worker. */
import type { KtpDetailsAnswer, KycSubmission } from '@domain/contract/kyc';
import type { AccountUpdateResponse } from '@domain/contract/profile';
import { buildAdditionalDetails, type DetailsForm } from '@domain/kyc/details';
import { buildKtpDetails, type KtpForm } from '@domain/kyc/ktp-details';
import type { KycProduct } from '@domain/kyc/wizard';
import type { SendState } from '@worker/contract';
import { dataWorker } from '../../data/bridge';

/** What the platform holds of the product's KYC (GET /v1/user/kyc/submission). */
export function kycSubmission(product: KycProduct): Promise<KycSubmission> {
  return dataWorker().kyc.submission(product);
}

/** Saves a step's answers (PATCH /v2/user/account); `confirm` only on step 3. */
export function saveStep(product: KycProduct, form: DetailsForm, confirm: boolean, progressive = false): Promise<AccountUpdateResponse> {
  return dataWorker().kyc.saveDetails({ product, additionalDetails: buildAdditionalDetails(form), confirm, progressive });
}

/** The ID card details the platform already has, masked. */
export function confirmedKtpDetails(): Promise<KtpDetailsAnswer> {
  return dataWorker().kyc.ktpDetails();
}

export function saveKtpDetails(product: KycProduct, form: KtpForm): Promise<KtpDetailsAnswer> {
  return dataWorker().kyc.saveKtpDetails({ product, ktpDetails: buildKtpDetails(form) });
}

/** Where this device's confirming send (step 3) stands: answered, none, or unknown (sent before a kill, the platform not reachable). */
export function confirmationSend(product: KycProduct): Promise<SendState> {
  return dataWorker().kyc.confirmation(product);
}

/** The KYC was reviewed: the device's record of the confirmation sent is done with. */
export function forgetConfirmationSend(product: KycProduct): Promise<void> {
  return dataWorker().kyc.forgetConfirmation(product);
}
