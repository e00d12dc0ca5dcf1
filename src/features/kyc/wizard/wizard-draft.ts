/** The wizard's draft: every field of steps 2 and 3 and the step the user was on, per user and product. */
import { EMPTY_DETAILS, type DetailsForm } from '@domain/kyc/details';
import type { KycStep } from '@domain/kyc/wizard';

export { KYC_WIZARD_FLOW } from '@domain/kyc/wizard';
export const KYC_WIZARD_DRAFT_VERSION = 1;

export interface KycWizardDraft {
  form: DetailsForm;
  /** The last step the user was on, so a checkpoint link resumes there. */
  step: KycStep;
  /** Step 3's two confirmations: the data is correct, and it may be shared for the credit check. */
  confirmDataCorrect: boolean;
  confirmDataSharing: boolean;
  /** The identity verification terms, read to the end and agreed (absent in drafts kept before they were asked). */
  termsAccepted?: boolean;
}

export const EMPTY_WIZARD_DRAFT: KycWizardDraft = {
  form: EMPTY_DETAILS,
  step: 1,
  confirmDataCorrect: false,
  confirmDataSharing: false,
  termsAccepted: false,
};
