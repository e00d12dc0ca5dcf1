export const PRODUCT_NAMES = ['paylater', 'cicilan', 'gomodal'] as const;
export type ProductName = (typeof PRODUCT_NAMES)[number];

export const PRODUCT_STATUSES = [
  'NOT_APPLIED',
  'ACTIVATED',
  'DISABLED',
  'LOGIN',
  'REJECTED',
  'APPROVED',
  'WAITING',
  'INELIGIBLE',
  'MERCHANT_PENDING',
  'MERCHANT_REJECTED',
  'GOMODAL_ACTIVATION_REQUIRED',
] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

const ONBOARDING_STATES = ['NOT_ELIGIBLE', 'REQUIRES_KYC', 'REQUIRES_CONSENT', 'REQUIRES_SLIK'] as const;

/** The states of an account past onboarding, as its ledger works them out (lending/status.ts). */
export const IN_USE_STATES = [
  'ACTIVATED',
  'ACTIVE_NODUES',
  'ACTIVE_PAID',
  'ACTIVE_WITHDUES',
  'LIMIT_REACHED',
  'LIMIT_REACHED_NODUES',
  'OVERDUE',
  'OVERDUE_LATEFEE',
] as const;

export const ELIGIBILITY_STATUSES = [...ONBOARDING_STATES, ...IN_USE_STATES] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** A product is past onboarding unless its state is one of the four onboarding states. */
export function isPastOnboarding(state: EligibilityStatus): boolean {
  return !(ONBOARDING_STATES as readonly EligibilityStatus[]).includes(state);
}

/** CHALLENGE_SUBMITTED: the progressive-KYC challenge was answered and awaits the platform (document 2, section 4). */
export const KYC_STATUSES = ['NEW', 'KYC_SUBMITTED', 'KYC_REJECTED', 'KYC_APPROVED', 'CHALLENGE_SUBMITTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const MERCHANT_TIERS = ['BNB', 'PUBLIC', 'PREMIUM'] as const;
export type MerchantTier = (typeof MERCHANT_TIERS)[number];
