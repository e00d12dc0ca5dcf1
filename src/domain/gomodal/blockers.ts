/**
 * What can stop a merchant from applying (eligibility.ts decides which, and where each leads). Plain
 * lists, without Temporal, for the contract's error codes.
 */

/** The twelve ineligible states of document 3, section 4, in its order. */
export const GOMODAL_INELIGIBLE_REASONS = [
  'NOT_WHITELISTED',
  'BLOCKED_LIMIT',
  'DELINQUENT',
  'FRAUD',
  'CREDIT_POLICY',
  'PENDING_APPLICATION_EXISTS',
  'VERIFICATION_BLOCKED',
  'CREDIT_ENGINE_REJECTED',
  'DOWNTIME',
  'CORPORATE',
  'FOREIGNER',
  'NON_OWNER',
] as const;
export type GomodalIneligibleReason = (typeof GOMODAL_INELIGIBLE_REASONS)[number];

export const APPLY_BLOCKERS = [
  ...GOMODAL_INELIGIBLE_REASONS,
  'MERCHANT_PENDING',
  'MERCHANT_REJECTED',
  'LOAN_RUNNING',
  'KYC_REQUIRED',
  'KYC_IN_REVIEW',
] as const;
export type ApplyBlocker = (typeof APPLY_BLOCKERS)[number];
