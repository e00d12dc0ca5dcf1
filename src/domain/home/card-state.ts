/**
 * The home screen's product cards (platform document, section 4): which products are shown, in
 * which status, and the business-capital status computed from its own calls. Pure: the page gives
 * the data and today's Jakarta date.
 */
import type { GomodalEligibility, LoanSubmissionStatus, LoanSubmissionSummary } from '../contract/home';
import type { ProductInfo, ProductSummary, UserProfile } from '../contract/profile';
import type { EligibilityStatus, KycStatus, ProductName, ProductStatus } from '../products';
import { SOURCE_APPS } from '../source-info';

export type CardProduct = ProductName;
export const CARD_PRODUCTS: readonly CardProduct[] = ['paylater', 'cicilan', 'gomodal'];

export type CardStatuses = Record<CardProduct, ProductStatus>;

/** Client state of the home before and around the profile (section 4, "Initial statuses"). */
export interface HomeProductState {
  statuses: CardStatuses;
  /** "KYC status REJECTED" in the document: the rejected KYC status of this app is KYC_REJECTED. */
  kycStatus: KycStatus;
  paylaterEligibility: EligibilityStatus;
}

/** Logged out: every product is LOGIN. */
export const SIGNED_OUT_STATE: HomeProductState = {
  statuses: { paylater: 'LOGIN', cicilan: 'LOGIN', gomodal: 'LOGIN' },
  kycStatus: 'KYC_REJECTED',
  paylaterEligibility: 'NOT_ELIGIBLE',
};

/** Logged in, before data arrives: every product DISABLED, KYC rejected, pay-later NOT_ELIGIBLE. */
export const SIGNED_IN_LOADING_STATE: HomeProductState = {
  statuses: { paylater: 'DISABLED', cicilan: 'DISABLED', gomodal: 'DISABLED' },
  kycStatus: 'KYC_REJECTED',
  paylaterEligibility: 'NOT_ELIGIBLE',
};

export function initialHomeState(signedIn: boolean): HomeProductState {
  return signedIn ? SIGNED_IN_LOADING_STATE : SIGNED_OUT_STATE;
}

/** Monthly product: shown unless its eligibility is NOT_ELIGIBLE or its status INELIGIBLE. */
export function isPaylaterShown(info: ProductInfo): boolean {
  return info.eligibility !== 'NOT_ELIGIBLE' && info.status !== 'INELIGIBLE';
}

/** Instalment: always from the wallet app; otherwise eligible, whitelisted and not INELIGIBLE. */
export function isCicilanShown(info: ProductInfo, sourceApp: string | null): boolean {
  if (sourceApp === SOURCE_APPS.walletApp) return true;
  return info.eligibility !== 'NOT_ELIGIBLE' && info.whitelisted && info.status !== 'INELIGIBLE';
}

/** What the business-capital card is computed from; null while a call has not answered. */
export interface BusinessCapitalData {
  eligibility: GomodalEligibility;
  submissions: readonly LoanSubmissionSummary[];
  ongoing: LoanSubmissionSummary | null;
}

/** Pending, submitted and pending lender approval (APPLIED) count as waiting. */
export const WAITING_SUBMISSION_STATUSES: readonly LoanSubmissionStatus[] = ['PENDING', 'SUBMITTED', 'APPLIED'];
/** A loan was paid out (now or before): the product is in use. */
const LOAN_STATUSES: readonly LoanSubmissionStatus[] = ['DISBURSED', 'APPLICATION_COMPLETED', 'RESTRUCTURED', 'TOP_UP'];
/** Submissions that ended in a credit decision against the merchant (a rest period applies). */
export const CREDIT_REJECTION_STATUSES: readonly LoanSubmissionStatus[] = [
  'ERROR_CREDIT_POLICY',
  'ERROR_DELINQUENCY',
  'ERROR_FRAUDULENT',
  'ERROR_NOT_WHITELISTED',
];

/** True while the rest period runs: restPeriodEndDate (YYYY-MM-DD) is after today. */
export function isResting(restPeriodEndDate: string | null, today: string): boolean {
  return restPeriodEndDate !== null && restPeriodEndDate > today;
}

/**
 * The business-capital status (document 3 says "computed from profile eligibility, loan
 * submissions, the ongoing submission and the KYC status; the exact rule is not shown"). In order:
 * 1. no merchant account, permanently blocked, or the profile says INELIGIBLE: INELIGIBLE (not shown);
 * 2. the merchant account's own states MERCHANT_PENDING, MERCHANT_REJECTED, GOMODAL_ACTIVATION_REQUIRED;
 * 3. an ongoing submission: pending, submitted or pending lender approval is WAITING, a contract sent is APPROVED;
 * 4. a loan paid out, or the profile says ACTIVATED: ACTIVATED;
 * 5. rejected (profile REJECTED, blocked account, or the newest submission a credit rejection):
 *    REJECTED while the rest period runs or when there is none; once it has ended, NOT_APPLIED again;
 * 6. identity verification: submitted for this product is WAITING, rejected is REJECTED;
 * 7. the profile's APPROVED or WAITING; otherwise NOT_APPLIED.
 */
export function businessCapitalStatus(product: ProductInfo, kycStatus: KycStatus, data: BusinessCapitalData, today: string): ProductStatus {
  const { eligibility, submissions, ongoing } = data;
  if (
    product.status === 'INELIGIBLE' ||
    eligibility.accountStatus === 'INELIGIBLE' ||
    eligibility.accountStatus === 'PERMANENTLY_BLOCKED'
  ) {
    return 'INELIGIBLE';
  }
  if (
    eligibility.accountStatus === 'MERCHANT_PENDING' ||
    eligibility.accountStatus === 'MERCHANT_REJECTED' ||
    eligibility.accountStatus === 'GOMODAL_ACTIVATION_REQUIRED'
  ) {
    return eligibility.accountStatus;
  }
  if (ongoing && WAITING_SUBMISSION_STATUSES.includes(ongoing.status)) return 'WAITING';
  if (ongoing && ongoing.status === 'CONTRACT_SENT') return 'APPROVED';
  if (product.status === 'ACTIVATED' || submissions.some((submission) => LOAN_STATUSES.includes(submission.status))) return 'ACTIVATED';
  const newest = submissions[0];
  const rejected =
    product.status === 'REJECTED' ||
    eligibility.accountStatus === 'BLOCKED' ||
    (newest !== undefined && CREDIT_REJECTION_STATUSES.includes(newest.status));
  if (rejected) {
    const restEnded = product.restPeriodEndDate !== null && !isResting(product.restPeriodEndDate, today);
    if (!restEnded || eligibility.accountStatus === 'BLOCKED') return 'REJECTED';
    return 'NOT_APPLIED';
  }
  if (product.status === 'WAITING' || product.status === 'APPROVED') {
    if (kycStatus === 'KYC_SUBMITTED') return 'WAITING';
    if (kycStatus === 'KYC_REJECTED') return 'REJECTED';
    return product.status;
  }
  return 'NOT_APPLIED';
}

/** A pay-later product's card status straight from the profile; a rest period that ended opens it again. */
export function paylaterCardStatus(product: ProductInfo, today: string): ProductStatus {
  switch (product.status) {
    case 'NOT_APPLIED':
    case 'WAITING':
    case 'APPROVED':
    case 'ACTIVATED':
    case 'INELIGIBLE':
      return product.status;
    case 'REJECTED':
      return product.restPeriodEndDate !== null && !isResting(product.restPeriodEndDate, today) ? 'NOT_APPLIED' : 'REJECTED';
    default:
      // Business-only statuses do not apply to pay-later; treat as not applied rather than hide the card.
      return 'NOT_APPLIED';
  }
}

/** Why a card is greyed out. */
export type DisabledReason = 'loading' | 'another-waiting';

export interface CardState {
  product: CardProduct;
  status: ProductStatus;
  /** Set when status is DISABLED. */
  disabledReason: DisabledReason | null;
  /** YYYY-MM-DD: shown on a REJECTED card while the rest period runs. */
  tryAgainDate: string | null;
  /** An ACTIVATED pay-later or cicilan card's figures (limit left, amount due, due date), when the profile has them. */
  summary?: ProductSummary;
}

/**
 * "A product is shown as disabled when another product is waiting while this one is NOT_APPLIED
 * or REJECTED." Applied after each card's own status is known.
 */
export function applyWaitingRule(statuses: Partial<CardStatuses>): Partial<CardStatuses> {
  const entries = Object.entries(statuses) as [CardProduct, ProductStatus][];
  const result: Partial<CardStatuses> = {};
  for (const [product, status] of entries) {
    const anotherWaiting = entries.some(([other, otherStatus]) => other !== product && otherStatus === 'WAITING');
    result[product] = anotherWaiting && (status === 'NOT_APPLIED' || status === 'REJECTED') ? 'DISABLED' : status;
  }
  return result;
}

export interface HomeCardsInput {
  /** null: not signed in. */
  profile: UserProfile | null;
  /** null while the business-capital calls have not all answered (or failed). */
  businessCapital: BusinessCapitalData | null;
  /** True once the business-capital calls have failed: the other cards no longer wait for them. */
  businessCapitalFailed: boolean;
  sourceApp: string | null;
  /** Jakarta date, YYYY-MM-DD. */
  today: string;
}

function card(
  product: CardProduct,
  status: ProductStatus,
  disabledReason: DisabledReason | null,
  tryAgainDate: string | null = null,
): CardState {
  return { product, status, disabledReason: status === 'DISABLED' ? disabledReason : null, tryAgainDate };
}

/**
 * An ACTIVATED pay-later or cicilan card with its figures, which the other inputs cannot change (no
 * waiting rule greys out an active product): shown while they load, as a warm start shows the
 * figures this device kept. null for any other card, which waits.
 */
function activatedWithFigures(product: CardProduct, profile: UserProfile, today: string): CardState | null {
  if (product === 'gomodal') return null;
  const info = profile.userProductInfo[product];
  const shown = product === 'paylater' ? isPaylaterShown(info) : isCicilanShown(info, null);
  if (!shown || !info.summary || paylaterCardStatus(info, today) !== 'ACTIVATED') return null;
  return { ...card(product, 'ACTIVATED', null), summary: info.summary };
}

/**
 * The cards to show, in order. Nothing is shown in a status it may not end in: until every input
 * has arrived, each card is DISABLED (loading), so a card never flashes "apply" and then greys out;
 * an active pay-later or cicilan card shows its figures meanwhile.
 */
export function homeCards(input: HomeCardsInput): CardState[] {
  const { profile, businessCapital, businessCapitalFailed, sourceApp, today } = input;
  if (!profile) return CARD_PRODUCTS.map((product) => card(product, 'LOGIN', null));
  const waitingForData = businessCapital === null && !businessCapitalFailed;
  if (waitingForData)
    return CARD_PRODUCTS.map((product) => activatedWithFigures(product, profile, today) ?? card(product, 'DISABLED', 'loading'));

  const info = profile.userProductInfo;
  const own: Partial<CardStatuses> = {};
  if (isPaylaterShown(info.paylater)) own.paylater = paylaterCardStatus(info.paylater, today);
  if (isCicilanShown(info.cicilan, sourceApp)) own.cicilan = paylaterCardStatus(info.cicilan, today);
  if (businessCapital) {
    const status = businessCapitalStatus(info.gomodal, profile.kycStatus, businessCapital, today);
    if (status !== 'INELIGIBLE') own.gomodal = status;
  }
  const final = applyWaitingRule(own);
  const cards: CardState[] = [];
  for (const product of CARD_PRODUCTS) {
    const status = final[product];
    if (status === undefined || status === 'INELIGIBLE') continue;
    const rest = info[product].restPeriodEndDate;
    const shown = card(product, status, 'another-waiting', status === 'REJECTED' && isResting(rest, today) ? rest : null);
    const summary = status === 'ACTIVATED' && product !== 'gomodal' ? info[product].summary : undefined;
    cards.push(summary ? { ...shown, summary } : shown);
  }
  return cards;
}

/**
 * The cards this build offers: the cicilan card only with the cicilan flag, the merchant loan's
 * only with the new-gomodal flag (src/domain/build-flags.ts). Pay-later is always offered.
 */
export function offeredCards(cards: readonly CardState[], flags: { cicilan: boolean; newGomodal: boolean }): CardState[] {
  return cards.filter((card) => (card.product === 'cicilan' ? flags.cicilan : card.product === 'gomodal' ? flags.newGomodal : true));
}
