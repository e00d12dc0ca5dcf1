/**
 * Where a consumer product's pages lead a user who is not on its home yet (document 2, sections 2
 * and 4): the product's home link (/gopaylater/ab, /gopaylater/cicilan) opened before activation,
 * and the apply page once the platform has answered (nextStepAfterApply). Every target is a route
 * of this app; the identity check takes the wire name as ?product= (paylater_cicilan for cicilan).
 */
import type { ProductInfo } from './contract/profile';
import type { ApplyNextStep } from './contract/apply';
import { wireProductName } from './contract/product-names';
import type { KycStatus } from './products';

export type ConsumerProduct = 'paylater' | 'cicilan';

export const PRODUCT_HOME_ROUTES: Readonly<Record<ConsumerProduct, string>> = {
  paylater: '/gopaylater/ab',
  cicilan: '/gopaylater/cicilan',
};

export const APPLY_ROUTES: Readonly<Record<ConsumerProduct, string>> = {
  paylater: '/paylater/apply',
  cicilan: '/cicilan/apply',
};

export type ProductStep =
  /** Activated: the product's own home. */
  | { kind: 'home'; to: string }
  /** Not applied yet, or a rest period that has ended: the apply page (which applies and goes on). */
  | { kind: 'apply'; to: string }
  /** The identity check is to be done: its first step. */
  | { kind: 'kyc'; to: string }
  /** The identity check is in review, or was rejected and is to be fixed: its status page. */
  | { kind: 'kyc-review'; to: string }
  /** The credit-bureau questionnaire is required. */
  | { kind: 'slik'; to: string }
  /** Approved: the contract waits to be signed (the consent the product needs). */
  | { kind: 'sign-contract'; to: string }
  /** A credit decision against the user; retryDate is the rest period's end (YYYY-MM-DD) when known. */
  | { kind: 'rejected'; retryDate: string | null }
  | { kind: 'not-eligible' };

export interface ProductAccount {
  kycStatus: KycStatus;
  info: Pick<ProductInfo, 'status' | 'eligibility' | 'restPeriodEndDate'>;
}

function query(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

const kycStart = (product: ConsumerProduct): ProductStep => ({
  kind: 'kyc',
  to: `/kyc/step1?${query({ product: wireProductName(product) })}`,
});

/** The status page; "apply again" there comes back to this product's apply page, not pay-later's. */
const kycStatusPage = (product: ConsumerProduct): ProductStep => ({
  kind: 'kyc-review',
  to: `/kyc/progress?${query({ product: wireProductName(product), retry_url: APPLY_ROUTES[product] })}`,
});

const slik = (product: ConsumerProduct): ProductStep => ({ kind: 'slik', to: `/kyc/slik?${query({ product: wireProductName(product) })}` });

/** The contract itself: the signing intro (/privy/intro), whose Continue opens the signing provider. */
export function contractRoute(product: ConsumerProduct): string {
  return `/privy/intro?${query({ product })}`;
}

/**
 * Where "sign the contract" leads, the one answer for the home card, the product's home, the apply
 * page and the identity check's outcome: pay-later first asks for the GoPay Plus consent (its page
 * goes on to the contract once the wallet is linked and verified); cicilan opens the contract.
 */
export function signingStart(product: ConsumerProduct): string {
  return product === 'paylater' ? '/paylater/gopay-plus' : contractRoute(product);
}

const signContract = (product: ConsumerProduct): ProductStep => ({ kind: 'sign-contract', to: signingStart(product) });

/**
 * A rest period still running on `today` (Jakarta, YYYY-MM-DD): its end date is after today, as the
 * home cards and the platform's apply call read it (APPLY_REST_PERIOD).
 */
export function isResting(restPeriodEndDate: string | null, today: string): boolean {
  return restPeriodEndDate !== null && restPeriodEndDate > today;
}

/**
 * The product's home link opened by a user (the home cards send every status there). In order:
 * activated, approved, in review, rejected (a KYC to fix, a rest period, or free to apply again),
 * ineligible; not applied: the SLIK questionnaire when the account requires it, else the apply page,
 * whose answer decides the rest (KYC to do, review, not eligible).
 */
export function entryStep(product: ConsumerProduct, account: ProductAccount, today: string): ProductStep {
  const { kycStatus, info } = account;
  switch (info.status) {
    case 'ACTIVATED':
      return { kind: 'home', to: PRODUCT_HOME_ROUTES[product] };
    case 'APPROVED':
      return signContract(product);
    case 'WAITING':
      return kycStatusPage(product);
    case 'REJECTED':
      if (kycStatus === 'KYC_REJECTED') return kycStatusPage(product);
      return isResting(info.restPeriodEndDate, today)
        ? { kind: 'rejected', retryDate: info.restPeriodEndDate }
        : { kind: 'apply', to: APPLY_ROUTES[product] };
    case 'INELIGIBLE':
      return { kind: 'not-eligible' };
    default:
      if (info.eligibility === 'REQUIRES_SLIK') return slik(product);
      return { kind: 'apply', to: APPLY_ROUTES[product] };
  }
}

/** Where the apply page goes with the platform's answer (nextStepAfterApply). */
export function stepAfterApply(product: ConsumerProduct, next: ApplyNextStep, account: ProductAccount): ProductStep {
  switch (next) {
    case 'PRODUCT_HOME':
      return { kind: 'home', to: PRODUCT_HOME_ROUTES[product] };
    case 'SIGN_CONTRACT':
      return signContract(product);
    case 'NOT_ELIGIBLE':
      return { kind: 'not-eligible' };
    case 'SLIK':
      return slik(product);
    case 'KYC':
      // A rejected KYC is fixed from its rejection screen, which says what went wrong.
      return account.kycStatus === 'KYC_REJECTED' ? kycStatusPage(product) : kycStart(product);
    case 'REJECTED':
      return { kind: 'rejected', retryDate: account.info.restPeriodEndDate };
    case 'KYC_REVIEW':
      return kycStatusPage(product);
  }
}
