/**
 * The merchant's business-capital (gomodal) account and loan submissions (document 3, sections 3
 * and 4): what the platform home's card (home area) and the merchant-loan pages (gomodal area) both
 * read, so it belongs to neither. The rest of the loan: contract/gomodal.ts.
 */

export const MERCHANT_API_PATHS = {
  /** GET: GomodalEligibility, the merchant account: status, allow-list, owner. */
  eligibility: '/sme/v1/profile/eligibility',
  /** GET: LoanSubmissionSummary[], every loan submission of the user, newest first. */
  submissions: '/sme/v1/submissions',
  /** GET: OngoingSubmission, the submission still in progress, or null. */
  ongoingSubmission: '/sme/v1/submissions/ongoing',
} as const;

/** Account statuses of a merchant for the business-capital product (document 3, section 4). */
export const GOMODAL_ACCOUNT_STATUSES = [
  'ACTIVE',
  'BLOCKED',
  'PERMANENTLY_BLOCKED',
  'INELIGIBLE',
  'MERCHANT_PENDING',
  'MERCHANT_REJECTED',
  'GOMODAL_ACTIVATION_REQUIRED',
  'GOMODAL',
] as const;
export type GomodalAccountStatus = (typeof GOMODAL_ACCOUNT_STATUSES)[number];

export const WHITELIST_VALUES = ['WHITELISTED', 'BLOCKED'] as const;
export type WhitelistValue = (typeof WHITELIST_VALUES)[number];

/** ONE_TIME: one loan per offer; FLEXI: the flexible loan (document 3, section 3). */
export const LOAN_TYPES = ['ONE_TIME', 'FLEXI'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

/** PREMIUM and PUBLIC merchants get the one-time loan, any other segment the flexible one. */
export function loanTypeFor(merchantTier: string | null): LoanType {
  return merchantTier === 'PREMIUM' || merchantTier === 'PUBLIC' ? 'ONE_TIME' : 'FLEXI';
}

/** GET /sme/v1/profile/eligibility */
export interface GomodalEligibility {
  /** INELIGIBLE for a user with no merchant account at all. */
  accountStatus: GomodalAccountStatus;
  whitelist: WhitelistValue;
  /** Only the verified owner of a merchant may apply. */
  merchantOwner: boolean;
  /** BNB, PUBLIC, PREMIUM; null without a merchant account. */
  merchantTier: string | null;
  /** loanTypeFor(merchantTier). */
  loanType: LoanType;
}

// ---------------------------------------------------------------------------------------------
// Submissions

/** Loan application statuses (document 3, section 4); what each means: gomodal/home-card.ts. */
export const LOAN_SUBMISSION_STATUSES = [
  'PENDING',
  'SUBMITTED',
  'APPLIED',
  'CONTRACT_SENT',
  'WRITE_OFF',
  'ERROR_KYC',
  'ERROR_DISBURSEMENT',
  'ERROR_CONTRACT_EXPIRED',
  'ERROR_PENDING_APPLICATION_EXISTS',
  'ERROR_CREDIT_POLICY',
  'ERROR_DELINQUENCY',
  'ERROR_FRAUDULENT',
  'ERROR_NOT_WHITELISTED',
  'ERROR_LOAN_PRODUCT_INVALID',
  'ERROR_USER_CANCELLED',
  'DISBURSED',
  'APPLICATION_COMPLETED',
  'RESTRUCTURED',
  'TOP_UP',
] as const;
export type LoanSubmissionStatus = (typeof LOAN_SUBMISSION_STATUSES)[number];

/** One loan submission as the list and the ongoing call answer it. */
export interface LoanSubmissionSummary {
  id: string;
  status: LoanSubmissionStatus;
  /** Rupiah, whole numbers. */
  principal: number;
  /** Months. */
  tenure: number;
  /** ISO instant (platform clock). */
  createdAt: string;
  updatedAt: string;
}

/** GET /sme/v1/submissions/ongoing: `{ submission }`, null when nothing is in progress. */
export interface OngoingSubmission {
  submission: LoanSubmissionSummary | null;
}
