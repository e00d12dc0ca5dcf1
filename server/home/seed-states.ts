/**
 * The named states a sandbox user can be seeded in (POST /sandbox/users), enough to reach every
 * home card and every signing redirect by hand and from tests. README "Sandbox users" lists them.
 */
import type { GomodalAccountStatus, LoanSubmissionStatus, SeedState, WhitelistValue } from '@domain/contract/home';
import type { ProductInfo } from '@domain/contract/profile';
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

const cicilanActivated: SeedProduct = { status: 'ACTIVATED', eligibility: 'ACTIVE_NODUES', whitelisted: true };

/** Pay-later activated with the state's past (seed-ledgers.ts). */
function withPaylaterLedger(summary: string): SeedDefinition {
  return {
    summary,
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: ['paylater'],
    products: { paylater: activatedPaylater, cicilan: { status: 'NOT_APPLIED', eligibility: 'REQUIRES_CONSENT', whitelisted: true } },
    merchant: null,
  };
}

/** Pay-later and cicilan activated with the state's past (seed-ledgers.ts). */
function withCicilanLedger(summary: string): SeedDefinition {
  return {
    summary,
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: ['paylater', 'cicilan'],
    products: { paylater: activatedPaylater, cicilan: cicilanActivated },
    merchant: null,
  };
}

export const SEED_DEFINITIONS: Readonly<Record<SeedState, SeedDefinition>> = {
  new: {
    summary: 'A new user: KYC not started, pay-later open to apply, not a merchant.',
    kycStatus: 'NEW',
    kycRejectionType: null,
    segments: [],
    products: {},
    merchant: null,
  },
  'kyc-submitted': {
    summary: 'Identity verification in review: pay-later WAITING.',
    kycStatus: 'KYC_SUBMITTED',
    kycRejectionType: null,
    segments: [],
    products: { paylater: { status: 'WAITING' } },
    merchant: null,
  },
  'kyc-rejected': {
    summary: 'Identity verification rejected (blurred ID photo): pay-later REJECTED, fix it at /kyc/step4.',
    kycStatus: 'KYC_REJECTED',
    kycRejectionType: 'BLUR_ID',
    segments: [],
    products: { paylater: { status: 'REJECTED' } },
    merchant: null,
  },
  'kyc-approved': {
    summary: 'KYC approved and pay-later APPROVED: the contract waits to be signed (/privy/intro).',
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: [],
    products: { paylater: { status: 'APPROVED', eligibility: 'REQUIRES_CONSENT' } },
    merchant: null,
  },
  'paylater-activated': {
    summary: 'Pay-later ACTIVATED; cicilan offered (whitelisted, NOT_APPLIED).',
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: ['paylater'],
    products: { paylater: activatedPaylater, cicilan: { status: 'NOT_APPLIED', eligibility: 'REQUIRES_CONSENT', whitelisted: true } },
    merchant: null,
  },
  'cicilan-approved': {
    summary: 'Pay-later ACTIVATED and cicilan APPROVED: the cicilan contract waits to be signed.',
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: ['paylater'],
    products: { paylater: activatedPaylater, cicilan: { status: 'APPROVED', eligibility: 'REQUIRES_CONSENT', whitelisted: true } },
    merchant: null,
  },
  'cicilan-activated': {
    summary: 'Pay-later and cicilan both ACTIVATED.',
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: ['paylater', 'cicilan'],
    products: { paylater: activatedPaylater, cicilan: { status: 'ACTIVATED', eligibility: 'ACTIVE_NODUES', whitelisted: true } },
    merchant: null,
  },
  'paylater-rejected': {
    summary: `Credit decision rejected pay-later: REJECTED with a rest period ending in ${REST_DAYS} days.`,
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: [],
    products: { paylater: { status: 'REJECTED', restDays: REST_DAYS } },
    merchant: null,
  },
  'paylater-rejected-ended': {
    summary: 'Pay-later REJECTED, but the rest period ended yesterday: the user may apply again.',
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: [],
    products: { paylater: { status: 'REJECTED', restDays: -1 } },
    merchant: null,
  },
  'paylater-ineligible': {
    summary: 'Pay-later INELIGIBLE: no pay-later card at all.',
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: [],
    products: { paylater: { status: 'INELIGIBLE', eligibility: 'NOT_ELIGIBLE' } },
    merchant: null,
  },
  'merchant-owner': {
    summary: 'A whitelisted merchant owner with no loan yet: business capital NOT_APPLIED.',
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: ['merchant'],
    products: { gomodal: { eligibility: 'REQUIRES_CONSENT', whitelisted: true } },
    merchant: merchant('ACTIVE'),
  },
  'merchant-with-loan': {
    summary: 'A merchant owner with a disbursed loan: business capital ACTIVATED.',
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: ['merchant'],
    products: { gomodal: { status: 'ACTIVATED', eligibility: 'ACTIVE_WITHDUES', whitelisted: true, productId: 'GM-SEED' } },
    merchant: merchant('GOMODAL', [{ status: 'DISBURSED', principal: 2_000_000, tenure: 12, daysAgo: 20 }]),
  },
  'business-loan-waiting': {
    summary: 'A loan application submitted and waiting: business capital WAITING, pay-later greyed (DISABLED).',
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: ['merchant'],
    products: { gomodal: { eligibility: 'REQUIRES_CONSENT', whitelisted: true } },
    merchant: merchant('ACTIVE', [{ status: 'SUBMITTED', principal: 2_000_000, tenure: 12, daysAgo: 1 }]),
  },
  'business-loan-contract-sent': {
    summary: 'A loan approved and its contract sent: business capital APPROVED.',
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: ['merchant'],
    products: { gomodal: { eligibility: 'REQUIRES_CONSENT', whitelisted: true } },
    merchant: merchant('ACTIVE', [{ status: 'CONTRACT_SENT', principal: 2_000_000, tenure: 12, daysAgo: 1 }]),
  },
  'business-loan-rejected': {
    summary: `The credit decision rejected the loan: business capital REJECTED, try again in ${REST_DAYS} days.`,
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: ['merchant'],
    products: { gomodal: { status: 'REJECTED', whitelisted: true, restDays: REST_DAYS } },
    merchant: merchant('ACTIVE', [{ status: 'ERROR_CREDIT_POLICY', principal: 2_000_000, tenure: 12, daysAgo: 2 }]),
  },
  'merchant-pending': {
    summary: 'The merchant account is still being verified: MERCHANT_PENDING.',
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: ['merchant'],
    products: {},
    merchant: merchant('MERCHANT_PENDING'),
  },
  'merchant-rejected': {
    summary: 'The merchant account was not verified: MERCHANT_REJECTED.',
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: ['merchant'],
    products: {},
    merchant: merchant('MERCHANT_REJECTED'),
  },
  'gomodal-activation-required': {
    summary: 'A merchant who must activate business capital first: GOMODAL_ACTIVATION_REQUIRED.',
    kycStatus: 'KYC_APPROVED',
    kycRejectionType: null,
    segments: ['merchant'],
    products: {},
    merchant: merchant('GOMODAL_ACTIVATION_REQUIRED'),
  },
  'paylater-month-of-purchases': withPaylaterLedger(
    'Pay-later ACTIVE_NODUES: four purchases this cycle (two split in instalments), none billed yet; the free first month is behind, so the fee shows 2%.',
  ),
  'paylater-bill-due': withPaylaterLedger(
    "Pay-later ACTIVE_WITHDUES: last cycle's bill (three purchases and a 2% fee) is issued and due on the 1st. Moves the clock to the 17th when today is the 1st to the 16th.",
  ),
  'paylater-due-today': withPaylaterLedger(
    'Pay-later ACTIVE_WITHDUES, due today: the bill is due on the 1st. Moves the clock to the next 1st.',
  ),
  'paylater-in-grace': withPaylaterLedger(
    'Pay-later OVERDUE in grace: the bill due on the 1st is unpaid, no late fee yet. Moves the clock to the 2nd when today is not the 2nd to the 6th.',
  ),
  'paylater-overdue': withPaylaterLedger(
    'Pay-later OVERDUE_LATEFEE: a bill unpaid past its 5-day grace, a late fee of 2,000 each day since; another bill after it.',
  ),
  'paylater-limit-reached': withPaylaterLedger(
    "Pay-later LIMIT_REACHED: the 3,000,000 limit used by last cycle's purchases, whose bill is due. Moves the clock to the 17th when today is the 1st to the 16th.",
  ),
  'paylater-limit-reached-nodues': withPaylaterLedger(
    "Pay-later LIMIT_REACHED_NODUES: the 3,000,000 limit used by this cycle's purchases, nothing billed yet.",
  ),
  'paylater-paid': withPaylaterLedger("Pay-later ACTIVE_PAID: last cycle's bill (purchases and fee) paid in full by VA."),
  'paylater-refund-pending': withPaylaterLedger(
    "Pay-later ACTIVE_NODUES with a refund Pending on this cycle's purchase (Completed 24 h later), and an older purchase REFUNDED in full.",
  ),
  'paylater-old-provider': withPaylaterLedger(
    'Pay-later on the OLD provider (limit 3,000,000, fee 15,000, late fee 1,000, migration NEW_PROVIDER): ACTIVE_PAID with a purchase this cycle.',
  ),
  'cicilan-new-order': withCicilanLedger('Cicilan ACTIVE_NODUES: an order of 3 months bought today, its first instalment not billed yet.'),
  'cicilan-with-orders': withCicilanLedger(
    'Cicilan ACTIVE_WITHDUES: an order with its first instalment paid and its second due within 12 days, and a new order of 6 months.',
  ),
  'cicilan-paid': withCicilanLedger('Cicilan ACTIVE_PAID: the instalment billed now was paid ahead of its due date.'),
  'cicilan-in-grace': withCicilanLedger(
    'Cicilan OVERDUE in grace: an instalment 1 to 5 days past due, no late fee yet. Moves the clock to the day after the next due date (1st, 10th or 20th) when needed.',
  ),
  'cicilan-overdue': withCicilanLedger(
    'Cicilan OVERDUE_LATEFEE: an instalment unpaid 10 days or more after its due date, 2,000 a day after grace.',
  ),
  'cicilan-early-repayable': withCicilanLedger(
    'Cicilan ACTIVE_WITHDUES: a 6-month order, first instalment paid; early repayment waives the cost of the months not started.',
  ),
  'cicilan-limit-reached': withCicilanLedger(
    'Cicilan LIMIT_REACHED: one order uses the whole 5,000,000 limit and its first instalment is billed.',
  ),
  'cicilan-limit-reached-nodues': withCicilanLedger('Cicilan LIMIT_REACHED_NODUES: an order bought today uses the whole 5,000,000 limit.'),
  'cicilan-closing-open': withCicilanLedger(
    "Cicilan ACTIVATED with no orders, and the platform's cicilan closing date cleared (for every user) so checkout takes cicilan purchases.",
  ),
  'cicilan-closed': withCicilanLedger(
    "Cicilan ACTIVATED with no orders, and the platform's cicilan closing date set (for every user) to the documents' 12 Dec 2022, so checkout refuses cicilan purchases.",
  ),
};
