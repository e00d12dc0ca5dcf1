/** The ID card details page's draft, per user and product: every field as it is typed. */
import { EMPTY_KTP_FORM, type KtpForm } from '@domain/kyc/ktp-details';

export const KYC_KTP_DRAFT_FLOW = 'kyc-ktp-details';
export const KYC_KTP_DRAFT_VERSION = 1;

export interface KtpDetailsDraft {
  form: KtpForm;
}

export const EMPTY_KTP_DRAFT: KtpDetailsDraft = { form: EMPTY_KTP_FORM };
