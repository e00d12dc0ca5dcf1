/**
 * Home cards data, contract signing, consents, the cash-loan token and the sandbox's seeded users
 * (platform document sections 4 and 7; document 3 for the business-capital calls). Where the
 * documents say "not shown", the shapes are designed here and explained in server/home/CONTRACT.md.
 */
import * as v from 'valibot';
import type { ProductName, ProductStatus } from '../products';
import type { ProductInfo } from './profile';
import type { ContractTerms } from './lending-terms';
import { MERCHANT_API_PATHS } from './merchant';

export const PRODUCTS_API_PATHS = {
  /** GET: the business-capital (gomodal) account: merchant status, allow-list, owner. */
  gomodalEligibility: MERCHANT_API_PATHS.eligibility,
  /** GET: every loan submission of the user, newest first. */
  gomodalSubmissions: MERCHANT_API_PATHS.submissions,
  /** GET: the submission still in progress, or null. */
  gomodalOngoingSubmission: MERCHANT_API_PATHS.ongoingSubmission,
  /** GET: is the contract of the monthly pay-later product signed, and where to sign it. */
  paylaterSigningInfo: '/pls/akhirbulan/loan-agreement/signing-info',
  /** GET: the same for the instalment product. */
  cicilanSigningInfo: '/pls/cicilan/loan-agreement/signing-info',
  /** POST, no body: the provider says the contract is signed; answers the new statuses. */
  signed: '/privy/signed',
  consents: '/v1/user/consents',
  cashLoanToken: '/v1/user/token/ml-cashloan',
} as const;

export const PRODUCTS_SANDBOX_PATHS = {
  /** GET: the page to seed users; POST {phone, state}: seeds (or re-seeds) a user. */
  users: '/sandbox/users',
  /** GET: the e-signature provider's page for one signing request; POST signs it. */
  privySign: '/sandbox/privy/sign',
  /** GET: the stand-in cash-loan site the redirect lands on. */
  cashLoanSite: '/sandbox/cash-loan',
} as const;

// ---------------------------------------------------------------------------------------------
// Business capital (gomodal): the three calls the home card is computed from. Their shapes are
// shared with the gomodal area (contract/merchant.ts); re-exported here for the home's card and calls.

export {
  GOMODAL_ACCOUNT_STATUSES,
  LOAN_SUBMISSION_STATUSES,
  WHITELIST_VALUES,
  loanTypeFor,
  type GomodalAccountStatus,
  type GomodalEligibility,
  type LoanSubmissionStatus,
  type LoanSubmissionSummary,
  type OngoingSubmission,
  type WhitelistValue,
} from './merchant';

// ---------------------------------------------------------------------------------------------
// Signing (a third-party e-signature provider; the sandbox plays it).

/** The products whose contract is signed through /privy/intro. */
export const SIGNING_PRODUCTS = ['paylater', 'cicilan'] as const;
export type SigningProduct = (typeof SIGNING_PRODUCTS)[number];

export function isSigningProduct(value: unknown): value is SigningProduct {
  return typeof value === 'string' && (SIGNING_PRODUCTS as readonly string[]).includes(value);
}

export function signingInfoPath(product: SigningProduct): string {
  return product === 'cicilan' ? PRODUCTS_API_PATHS.cicilanSigningInfo : PRODUCTS_API_PATHS.paylaterSigningInfo;
}

/** The main terms of the contract a product's activation signs (lending-terms.ts, each product answers its own). */
export type { ContractTerms } from './lending-terms';

/** GET .../loan-agreement/signing-info (field names as the platform sends them). */
export interface SigningInfo {
  is_signed: boolean;
  /** Where to sign; '' once signed. */
  url: string;
  /** The activation contract's main terms, while it waits to be signed (absent for a change, or once signed). */
  terms?: ContractTerms;
}

/** POST /privy/signed: the statuses after signing, and the profile's product info. */
export interface SignedResponse {
  statuses: Record<ProductName, ProductStatus>;
  userProductInfo: Record<ProductName, ProductInfo>;
}

// ---------------------------------------------------------------------------------------------
// Cash loan.

/** GET /v1/user/token/ml-cashloan: a short-lived, single-use code for the cash-loan site. */
export interface CashLoanToken {
  token: string;
  url: string;
}

// ---------------------------------------------------------------------------------------------
// Errors of these calls; each has a message in the catalogues.

export const PRODUCTS_ERROR_CODES = [
  /** The product is not waiting for a signature (not approved yet). */
  'SIGNING_NOT_AVAILABLE',
  /** The cash-loan site refused a code (unknown, used or expired). */
  'CASH_LOAN_TOKEN_INVALID',
  /** A seeded-user state the sandbox does not know. */
  'SANDBOX_UNKNOWN_STATE',
] as const;
export type ProductsErrorCode = (typeof PRODUCTS_ERROR_CODES)[number];

// ---------------------------------------------------------------------------------------------
// Sandbox seeded users.

export const SEED_STATES = [
  'new',
  'kyc-submitted',
  'kyc-rejected',
  'kyc-approved',
  'paylater-activated',
  'cicilan-approved',
  'cicilan-activated',
  'paylater-rejected',
  'paylater-rejected-ended',
  'paylater-ineligible',
  'merchant-owner',
  'merchant-with-loan',
  'business-loan-waiting',
  'business-loan-contract-sent',
  'business-loan-rejected',
  'merchant-pending',
  'merchant-rejected',
  'gomodal-activation-required',
  // Pay-later and cicilan with a ledger (issue 9): each home status of both products.
  'paylater-month-of-purchases',
  'paylater-bill-due',
  'paylater-due-today',
  'paylater-in-grace',
  'paylater-overdue',
  'paylater-limit-reached',
  'paylater-limit-reached-nodues',
  'paylater-paid',
  'paylater-refund-pending',
  'paylater-old-provider',
  'cicilan-new-order',
  'cicilan-with-orders',
  'cicilan-paid',
  'cicilan-in-grace',
  'cicilan-overdue',
  'cicilan-early-repayable',
  'cicilan-limit-reached',
  'cicilan-limit-reached-nodues',
  'cicilan-closing-open',
  'cicilan-closed',
] as const;
export type SeedState = (typeof SEED_STATES)[number];

/** POST /sandbox/users */
export const SeedUserRequestSchema = v.object({
  /** E.164 ("+62812...") or an Indonesian national number ("0812...", "812..."). */
  phone: v.pipe(v.string(), v.minLength(8), v.maxLength(20)),
  state: v.picklist(SEED_STATES, `Expected one of: ${SEED_STATES.join(', ')}`),
});
export type SeedUserRequest = v.InferOutput<typeof SeedUserRequestSchema>;

export interface SeededUser {
  phone: string;
  state: SeedState;
  userId: string;
  /**
   * The platform's time after seeding (ISO). A state that holds only on some days of the month
   * (a pay-later bill due, due today, in grace; cicilan in grace) moves the clock forward to the
   * nearest such day first.
   */
  now: string;
}
