/**
 * The merchant working-capital loan's calls (document 3, sections 3, 4 and 7). Rules:
 * src/domain/gomodal/. The merchant's account and submissions, which the home's card also reads, are
 * in the shared contract/merchant.ts and re-exported here.
 */
import { MERCHANT_API_PATHS } from './merchant';

export const GOMODAL_API_PATHS = {
  ...MERCHANT_API_PATHS,
} as const;

// ---------------------------------------------------------------------------------------------
// The merchant account and its submissions: shared with the home's card (contract/merchant.ts).

export {
  GOMODAL_ACCOUNT_STATUSES,
  LOAN_SUBMISSION_STATUSES,
  LOAN_TYPES,
  WHITELIST_VALUES,
  loanTypeFor,
  type GomodalAccountStatus,
  type GomodalEligibility,
  type LoanSubmissionStatus,
  type LoanSubmissionSummary,
  type LoanType,
  type OngoingSubmission,
  type WhitelistValue,
} from './merchant';

/** The merchant's legal form (document 3, section 1): a corporate is told the loan is coming soon. */
export const MERCHANT_ENTITY_TYPES = ['INDIVIDUAL', 'CORPORATE'] as const;
export type MerchantEntityType = (typeof MERCHANT_ENTITY_TYPES)[number];

/**
 * The owner's identity document: a passport or business permit is a foreigner's, who "must upload a
 * national ID through the help page" before applying.
 */
export const OWNER_ID_DOCUMENTS = ['KTP', 'PASSPORT', 'BUSINESS_PERMIT'] as const;
export type OwnerIdDocument = (typeof OWNER_ID_DOCUMENTS)[number];
