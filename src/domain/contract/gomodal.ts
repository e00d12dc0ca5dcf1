/**
 * The merchant working-capital loan's calls (document 3, sections 3, 4 and 7). Where the document
 * says "not shown", the shapes are designed here and explained in server/gomodal/CONTRACT.md.
 * Rules: src/domain/gomodal/. The home area re-exports the account and submission shapes its card
 * is computed from (contract/home.ts).
 */

export const GOMODAL_API_PATHS = {
  /** GET: the business-capital (gomodal) account: merchant status, allow-list, owner. */
  eligibility: '/sme/v1/profile/eligibility',
  /** GET: every loan submission of the user, newest first. */
  submissions: '/sme/v1/submissions',
  /** GET: the submission still in progress, or null. */
  ongoingSubmission: '/sme/v1/submissions/ongoing',
} as const;

// ---------------------------------------------------------------------------------------------
// The merchant account

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

/** The merchant's legal form (document 3, section 1): a corporate is told the loan is coming soon. */
export const MERCHANT_ENTITY_TYPES = ['INDIVIDUAL', 'CORPORATE'] as const;
export type MerchantEntityType = (typeof MERCHANT_ENTITY_TYPES)[number];

/**
 * The owner's identity document: a passport or business permit is a foreigner's, who "must upload a
 * national ID through the help page" before applying.
 */
export const OWNER_ID_DOCUMENTS = ['KTP', 'PASSPORT', 'BUSINESS_PERMIT'] as const;
export type OwnerIdDocument = (typeof OWNER_ID_DOCUMENTS)[number];

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
