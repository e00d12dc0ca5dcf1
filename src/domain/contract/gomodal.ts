/**
 * The merchant working-capital loan's calls (document 3, sections 3, 4 and 7). Where the document
 * says "not shown", the shapes are designed here and explained in server/gomodal/CONTRACT.md; they
 * are camelCase like the account calls the home already makes. The loan, its deductions and history:
 * contract/gomodal-loan.ts; the sandbox: contract/gomodal-sandbox.ts. Rules: src/domain/gomodal/.
 * The merchant's account and submissions, which the home's card also reads, are in the shared
 * contract/merchant.ts and re-exported here.
 */
import * as v from 'valibot';
import { APPLY_BLOCKERS, type ApplyBlocker } from '../gomodal/blockers';
import { PRINCIPAL_ERROR_CODES } from '../gomodal/principal';
import { GOMODAL_PURPOSES, type GomodalPurpose } from '../gomodal/purposes';
import { GOMODAL_MAX_TENURE } from '../gomodal/terms';
import { LOAN_TYPES, type LoanType, MERCHANT_API_PATHS } from './merchant';

const encoded = (id: string): string => encodeURIComponent(id);

export const GOMODAL_API_PATHS = {
  ...MERCHANT_API_PATHS,
  /** GET: GomodalApplyCheck, may the merchant apply, else why and which page. */
  applyCheck: '/sme/v1/profile/apply-check',
  /** GET: EligibilityNotification; POST (no body): "tell me when I'm eligible". */
  eligibilityNotification: '/sme/v1/profile/eligibility-notification',
  /** GET: GomodalOffer (the limit card and the form's bounds), or 409 SME01 without a plan. */
  offer: '/sme/v1/offer',
  /** GET: GomodalLoanSummary, the merchant-loan home (gomodal-loan.ts). */
  loanSummary: '/sme/v1/loan-summary',
  /** GET: GomodalBankProfile, where the loan is paid out. */
  bankProfile: '/sme/v1/bank-profile',
  /** GET: GomodalOutlets. */
  outlets: '/sme/v1/outlets',
  /** POST GomodalSubmissionRequest: apply (201 GomodalSubmission). */
  submit: '/sme/v2/submission',
  /** GET: GomodalCompletedLoans, cleared loans newest first (gomodal-loan.ts). */
  completedSubmissions: '/sme/v1/submissions/completed',
  /** GET: {callback: GomodalCallback | null}; POST CallbackRequest: ask for a call (GomodalCallback). */
  callback: '/sme/v1/callback',
} as const;

/** GET: GomodalSubmission (gomodal-loan.ts), with its loan once disbursed. */
export function gomodalSubmissionPath(submissionId: string): string {
  return `${GOMODAL_API_PATHS.submissions}/${encoded(submissionId)}`;
}

/** GET: GomodalSigningInfo of a CONTRACT_SENT submission. */
export function gomodalSigningInfoPath(submissionId: string): string {
  return `${gomodalSubmissionPath(submissionId)}/signing-info`;
}

/** POST, no body: the merchant is back from the e-signature page; answers GomodalSubmission. */
export function gomodalSignedPath(submissionId: string): string {
  return `${gomodalSubmissionPath(submissionId)}/signed`;
}

/** GET ?page=&size=&kind= (GomodalRepaymentQuerySchema): GomodalRepaymentPage, newest first. */
export function gomodalRepaymentsPath(submissionId: string): string {
  return `${gomodalSubmissionPath(submissionId)}/repayments`;
}

/** GET: GomodalDeductions, the deduction calendar of the running window ("deduction visibility"). */
export function gomodalDeductionsPath(submissionId: string): string {
  return `/sme/v1/deductions/${encoded(submissionId)}`;
}

// The VA catch-up of a loan is the shared one (contract/lending-catchup.ts) with {id} = the submission id
// and scope GOMODAL_SUBMISSION: GET repaymentDuesPath(id), POST/GET catchupPath(id).

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

// ---------------------------------------------------------------------------------------------
// May the merchant apply (eligibility.ts)

/** GET /sme/v1/profile/apply-check */
export interface GomodalApplyCheck {
  /** applyBlocker(facts, now): null when the merchant may apply now. */
  blocker: ApplyBlocker | null;
  /** applyBlockerRoute(blocker); the apply page's next step (/gomodal/loan/apply) when null. */
  route: string;
  /** CREDIT_ENGINE_REJECTED: the first day to apply again (YYYY-MM-DD); else null. */
  retryDate: string | null;
  /** PENDING_APPLICATION_EXISTS: the last day to respond (5 working days after it); else null. */
  respondBy: string | null;
  /** canAskToBeTold(blocker, accountStatus): the ineligible screen offers "tell me when I'm eligible". */
  canAskToBeTold: boolean;
  /** The merchant already asked to be told. */
  askedToBeTold: boolean;
  /** No loan of the merchant was ever disbursed: the first-loan cashback applies. */
  firstLoan: boolean;
  loanType: LoanType;
  /** The platform's instant (ISO). */
  asOf: string;
}

/** GET and POST /sme/v1/profile/eligibility-notification (POST: 201 the first time, 200 after). */
export interface EligibilityNotification {
  requested: boolean;
  /** ISO instant; null when never asked. */
  requestedAt: string | null;
}

// ---------------------------------------------------------------------------------------------
// The offer (pricing.ts, principal.ts, cashback.ts)

/** GET /sme/v1/offer. Amounts whole rupiah. */
export interface GomodalOffer {
  /** The loan type of the offer: the submission's offerType must be this. */
  offerType: LoanType;
  /** Multiples of 1,000 (principal.ts PrincipalBounds). */
  minPrincipal: number;
  /** "Up to" on the limit card. */
  maxPrincipal: number;
  /** The tenors of the offer; the form keeps those whose daily deduction is at least minDailyDeduction (availableTenures). */
  tenures: number[];
  /** 1.75. */
  monthlyInterestRatePercent: number;
  /** 2: of the principal, taken from the disbursement. */
  adminFeePercent: number;
  /** 10,000. */
  minDailyDeduction: number;
  /** 20. */
  deductionDaysPerInstalment: number;
  /** The first loan's cashback: no interest on the first `instalments` instalments up to `maxDiscount`; null for a later loan. */
  firstLoanCashback: { instalments: number; maxDiscount: number } | null;
  purposes: GomodalPurpose[];
  asOf: string;
}

// ---------------------------------------------------------------------------------------------
// Applying

const outletId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/**
 * POST /sme/v2/submission. The shape only; the platform then checks the offer's rules: the
 * principal (checkPrincipalAmount with the offer's bounds), the tenure (isTenureAvailable), offerType
 * = the offer's, and outlets among the merchant's.
 */
export const GomodalSubmissionRequestSchema = v.object({
  principal: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000_000)),
  tenure: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(GOMODAL_MAX_TENURE)),
  offerType: v.picklist(LOAN_TYPES, `Expected one of: ${LOAN_TYPES.join(', ')}`),
  purpose: v.picklist(GOMODAL_PURPOSES, `Expected one of: ${GOMODAL_PURPOSES.join(', ')}`),
  outlets: v.pipe(
    v.array(outletId),
    v.minLength(1, 'Choose at least one outlet.'),
    v.maxLength(100),
    v.check((ids) => new Set(ids).size === ids.length, 'An outlet is listed twice.'),
  ),
});
export type GomodalSubmissionRequest = v.InferOutput<typeof GomodalSubmissionRequestSchema>;

/** GET /sme/v1/bank-profile: the merchant's account as the merchant app registered it (read-only here). */
export interface GomodalBankProfile {
  bankCode: string;
  bankName: string;
  /** Digits, in full: the merchant confirms it before applying. */
  accountNumber: string;
  accountOwner: string;
  /** E.164. */
  registeredMobileNumber: string;
  /** The business address. */
  address: string;
}

export interface GomodalOutlet {
  id: string;
  name: string;
  address: string;
}

/** GET /sme/v1/outlets: every outlet the merchant owns. */
export interface GomodalOutlets {
  outlets: GomodalOutlet[];
  total: number;
}

/** GET /sme/v1/submissions/{id}/signing-info (CONTRACT_SENT only). */
export interface GomodalSigningInfo {
  isSigned: boolean;
  /** The e-signature provider's page; '' once signed. Its return leads to /gomodal/loan/status?check=1. */
  url: string;
  sentAt: string;
  /** sentAt + 1 hour (journey.ts contractExpiresAt). */
  expiresAt: string;
}

// ---------------------------------------------------------------------------------------------
// Call-back (journey.ts)

export const CALLBACK_REASONS = ['LOAN_ERROR', 'CONTRACT_EXPIRED', 'INELIGIBLE', 'REPAYMENT', 'OTHER'] as const;
export type CallbackReason = (typeof CALLBACK_REASONS)[number];

/** POST /sme/v1/callback. One open request at a time: asking again answers the open one (200). */
export const CallbackRequestSchema = v.object({
  reason: v.optional(v.picklist(CALLBACK_REASONS), 'OTHER'),
});
export type CallbackRequest = v.InferOutput<typeof CallbackRequestSchema>;

export interface GomodalCallback {
  id: string;
  reason: CallbackReason;
  requestedAt: string;
  /** callBackBy(requestedAt): the last day the call comes (7 working days). */
  callBy: string;
  /** OPEN until the call was made (the sandbox closes it at callBy). */
  status: 'OPEN' | 'DONE';
}

// ---------------------------------------------------------------------------------------------
// Errors of these calls (HTTP status in server/gomodal/CONTRACT.md); messages gomodal.error.<CODE>.

/** "No plans are available" (sme01.ts): 409 from the offer and the submission, cause the blocker. */
export const GOMODAL_NO_PLAN_CODE = 'SME01';

/** 409 from the submission when the apply check finds a blocker: GOMODAL_<blocker>. */
export type ApplyBlockerErrorCode = `GOMODAL_${ApplyBlocker}`;
export const APPLY_BLOCKER_ERROR_CODES: readonly ApplyBlockerErrorCode[] = APPLY_BLOCKERS.map(
  (blocker): ApplyBlockerErrorCode => `GOMODAL_${blocker}`,
);

export function applyBlockerErrorCode(blocker: ApplyBlocker): ApplyBlockerErrorCode {
  return `GOMODAL_${blocker}`;
}

export const GOMODAL_ERROR_CODES = [
  /** 400: a field of a body or query is missing or malformed (cause: the field). */
  'GOMODAL_FIELD_INVALID',
  /** 400: the principal rule (cause: the amount the message names). */
  ...PRINCIPAL_ERROR_CODES,
  /** 400: a tenure the offer does not give for this principal (cause: the longest it gives). */
  'GOMODAL_TENURE_INVALID',
  /** 400: an outlet that is not the merchant's (cause: its id). */
  'GOMODAL_OUTLET_INVALID',
  /** 409: offerType is not the offer's (the offer changed since the form opened). */
  'GOMODAL_OFFER_CHANGED',
  /** 409: signing-info or signed for a submission whose contract is not waiting (cause: its status). */
  'GOMODAL_SIGNING_NOT_AVAILABLE',
  /** 409: the hour to sign has passed (the submission is now ERROR_CONTRACT_EXPIRED). */
  'GOMODAL_CONTRACT_EXPIRED',
  /** 409: signed called, but the provider has no signature. */
  'GOMODAL_NOT_SIGNED',
  /** 409: deductions, repayments or catch-up for a submission that has no loan (not disbursed). */
  'GOMODAL_NO_LOAN',
  /** 409: "tell me when I'm eligible" is not offered to this merchant (canAskToBeTold). */
  'GOMODAL_NOTIFY_NOT_OFFERED',
] as const;
export type GomodalErrorCode = (typeof GOMODAL_ERROR_CODES)[number];
