/**
 * The named states a sandbox user can be seeded in (POST /sandbox/users), enough to reach every
 * home card and every signing redirect by hand and from tests. README "Sandbox users" lists them.
 */
import type { GomodalAccountStatus, LoanSubmissionStatus, SeedState, WhitelistValue } from '@domain/contract/home';
import type { ProductInfo } from '@domain/contract/account';
import type { KycStatus, MerchantTier, ProductName } from '@domain/products';

export interface SeedMerchant {
  accountStatus: GomodalAccountStatus;
  whitelist: WhitelistValue;
  merchantOwner: boolean;
  merchantTier: MerchantTier;
  /** Newest last; each is created `daysAgo` days before now. */
  submissions: { status: LoanSubmissionStatus; principal: number; tenure: number; daysAgo: number }[];
}

/** A product's info with the rest period given in days from today (negative: already over). */
export type SeedProduct = Partial<Omit<ProductInfo, 'restPeriodEndDate'>> & { restDays?: number };

export interface SeedDefinition {
  summary: string;
  kycStatus: KycStatus;
  kycRejectionType: string | null;
  segments: string[];
  products: Partial<Record<ProductName, SeedProduct>>;
  merchant: SeedMerchant | null;
}

const REST_DAYS = 45;

const activatedPaylater: SeedProduct = { status: 'ACTIVATED', eligibility: 'ACTIVE_NODUES' };
const merchant = (accountStatus: GomodalAccountStatus, submissions: SeedMerchant['submissions'] = []): SeedMerchant => ({
  accountStatus,
  whitelist: 'WHITELISTED',
  merchantOwner: true,
  merchantTier: 'PREMIUM',
  submissions,
});

export const SEED_DEFINITIONS: Readonly<Record<SeedState, SeedDefinition>> = {
  new: {
    summary: 'A new user: KYC not started, pay-later open to apply, not a merchant.',
    kycStatus: 'NEW', kycRejectionType: null, segments: [], products: {}, merchant: null,
  },
  'kyc-submitted': {
    summary: 'Identity verification in review: pay-later WAITING.',
    kycStatus: 'KYC_SUBMITTED', kycRejectionType: null, segments: [],
    products: { paylater: { status: 'WAITING' } }, merchant: null,
  },
  'kyc-rejected': {
    summary: 'Identity verification rejected (blurred ID photo): pay-later REJECTED, fix it at /kyc/step4.',
    kycStatus: 'KYC_REJECTED', kycRejectionType: 'BLUR_ID', segments: [],
    products: { paylater: { status: 'REJECTED' } }, merchant: null,
  },
  'kyc-approved': {
    summary: 'KYC approved and pay-later APPROVED: the contract waits to be signed (/privy/intro).',
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: [],
    products: { paylater: { status: 'APPROVED', eligibility: 'REQUIRES_CONSENT' } }, merchant: null,
  },
  'paylater-activated': {
    summary: 'Pay-later ACTIVATED; cicilan offered (whitelisted, NOT_APPLIED).',
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: ['paylater'],
    products: { paylater: activatedPaylater, cicilan: { status: 'NOT_APPLIED', eligibility: 'REQUIRES_CONSENT', whitelisted: true } }, merchant: null,
  },
  'cicilan-approved': {
    summary: 'Pay-later ACTIVATED and cicilan APPROVED: the cicilan contract waits to be signed.',
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: ['paylater'],
    products: { paylater: activatedPaylater, cicilan: { status: 'APPROVED', eligibility: 'REQUIRES_CONSENT', whitelisted: true } }, merchant: null,
  },
  'cicilan-activated': {
    summary: 'Pay-later and cicilan both ACTIVATED.',
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: ['paylater', 'cicilan'],
    products: { paylater: activatedPaylater, cicilan: { status: 'ACTIVATED', eligibility: 'ACTIVE_NODUES', whitelisted: true } }, merchant: null,
  },
  'paylater-rejected': {
    summary: `Credit decision rejected pay-later: REJECTED with a rest period ending in ${REST_DAYS} days.`,
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: [],
    products: { paylater: { status: 'REJECTED', restDays: REST_DAYS } }, merchant: null,
  },
  'paylater-rejected-ended': {
    summary: 'Pay-later REJECTED, but the rest period ended yesterday: the user may apply again.',
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: [],
    products: { paylater: { status: 'REJECTED', restDays: -1 } }, merchant: null,
  },
  'paylater-ineligible': {
    summary: 'Pay-later INELIGIBLE: no pay-later card at all.',
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: [],
    products: { paylater: { status: 'INELIGIBLE', eligibility: 'NOT_ELIGIBLE' } }, merchant: null,
  },
  'merchant-owner': {
    summary: 'A whitelisted merchant owner with no loan yet: business capital NOT_APPLIED.',
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: ['merchant'],
    products: { gomodal: { eligibility: 'REQUIRES_CONSENT', whitelisted: true } }, merchant: merchant('ACTIVE'),
  },
  'merchant-with-loan': {
    summary: 'A merchant owner with a disbursed loan: business capital ACTIVATED.',
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: ['merchant'],
    products: { gomodal: { status: 'ACTIVATED', eligibility: 'ACTIVE_WITHDUES', whitelisted: true, productId: 'GM-SEED' } },
    merchant: merchant('GOMODAL', [{ status: 'DISBURSED', principal: 2_000_000, tenure: 12, daysAgo: 20 }]),
  },
  'business-loan-waiting': {
    summary: 'A loan application submitted and waiting: business capital WAITING, pay-later greyed (DISABLED).',
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: ['merchant'],
    products: { gomodal: { eligibility: 'REQUIRES_CONSENT', whitelisted: true } },
    merchant: merchant('ACTIVE', [{ status: 'SUBMITTED', principal: 2_000_000, tenure: 12, daysAgo: 1 }]),
  },
  'business-loan-contract-sent': {
    summary: 'A loan approved and its contract sent: business capital APPROVED.',
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: ['merchant'],
    products: { gomodal: { eligibility: 'REQUIRES_CONSENT', whitelisted: true } },
    merchant: merchant('ACTIVE', [{ status: 'CONTRACT_SENT', principal: 2_000_000, tenure: 12, daysAgo: 1 }]),
  },
  'business-loan-rejected': {
    summary: `The credit decision rejected the loan: business capital REJECTED, try again in ${REST_DAYS} days.`,
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: ['merchant'],
    products: { gomodal: { status: 'REJECTED', whitelisted: true, restDays: REST_DAYS } },
    merchant: merchant('ACTIVE', [{ status: 'ERROR_CREDIT_POLICY', principal: 2_000_000, tenure: 12, daysAgo: 2 }]),
  },
  'merchant-pending': {
    summary: 'The merchant account is still being verified: MERCHANT_PENDING.',
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: ['merchant'], products: {}, merchant: merchant('MERCHANT_PENDING'),
  },
  'merchant-rejected': {
    summary: 'The merchant account was not verified: MERCHANT_REJECTED.',
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: ['merchant'], products: {}, merchant: merchant('MERCHANT_REJECTED'),
  },
  'gomodal-activation-required': {
    summary: 'A merchant who must activate business capital first: GOMODAL_ACTIVATION_REQUIRED.',
    kycStatus: 'KYC_APPROVED', kycRejectionType: null, segments: ['merchant'], products: {}, merchant: merchant('GOMODAL_ACTIVATION_REQUIRED'),
  },
};
