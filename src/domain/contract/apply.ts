/**
 * Applying for a consumer product (document 2, section 7: "POST /v1/user/account: body productName"),
 * and where the apply page goes next. The answer is the same as PATCH /v2/user/account's.
 * Decisions: server/paylater/CONTRACT.md ("Apply").
 */
import * as v from 'valibot';
import type { EligibilityStatus, KycStatus, ProductStatus } from '../products';
import type { AccountUpdateResponse } from './profile';

export const APPLY_PATH = '/v1/user/account';

/**
 * Wire names only (contract/product-names.ts): the merchant loan applies with a loan submission
 * (document 3) and the personal loan lives on the cash-loan site.
 */
export const APPLY_PRODUCT_NAMES = ['paylater', 'paylater_cicilan'] as const;
export type ApplyProductName = (typeof APPLY_PRODUCT_NAMES)[number];

export const ApplyRequestSchema = v.object({
  productName: v.picklist(APPLY_PRODUCT_NAMES, `Expected one of: ${APPLY_PRODUCT_NAMES.join(', ')}`),
});
export type ApplyRequest = v.InferOutput<typeof ApplyRequestSchema>;

/** POST /v1/user/account answer: {kycStatus, statuses, userProductInfo}. */
export type ApplyResponse = AccountUpdateResponse;

export const APPLY_ERROR_CODES = [
  /** 400: productName missing or not paylater / paylater_cicilan. */
  'APPLY_PRODUCT_INVALID',
  /** 409: the product is INELIGIBLE for this user (cicilan: not on the allow-list). */
  'APPLY_NOT_ELIGIBLE',
  /** 409: rejected, and the rest period has not ended (cause: restPeriodEndDate). */
  'APPLY_REST_PERIOD',
] as const;
export type ApplyErrorCode = (typeof APPLY_ERROR_CODES)[number];

/**
 * Where the apply page continues (the page maps each to its route):
 * PRODUCT_HOME activated; SIGN_CONTRACT approved, contract to sign (/privy/intro); NOT_ELIGIBLE;
 * SLIK the credit-bureau questionnaire is required; KYC the identity check must be done or fixed
 * (new or rejected KYC); REJECTED a credit decision against the user (retry date on the card);
 * KYC_REVIEW waiting for the review (/kyc/progress).
 */
export type ApplyNextStep = 'PRODUCT_HOME' | 'SIGN_CONTRACT' | 'NOT_ELIGIBLE' | 'SLIK' | 'KYC' | 'REJECTED' | 'KYC_REVIEW';

export function nextStepAfterApply(account: {
  kycStatus: KycStatus;
  status: ProductStatus;
  eligibility: EligibilityStatus;
}): ApplyNextStep {
  if (account.status === 'ACTIVATED') return 'PRODUCT_HOME';
  if (account.status === 'APPROVED') return 'SIGN_CONTRACT';
  if (account.status === 'INELIGIBLE' || account.eligibility === 'NOT_ELIGIBLE') return 'NOT_ELIGIBLE';
  if (account.eligibility === 'REQUIRES_SLIK') return 'SLIK';
  if (account.kycStatus === 'NEW' || account.kycStatus === 'KYC_REJECTED') return 'KYC';
  if (account.status === 'REJECTED') return 'REJECTED';
  return 'KYC_REVIEW';
}
