/** What the review outcome screens show, by rejection type and product (spec 2, sections 2 and 4). */
import { signingStart } from '../product-journey';
import type { KycProduct } from './wizard';
import { KYC_REJECTION_TYPES, type KycRejectionType } from './rejection-types';

export { KYC_REJECTION_TYPES, type KycRejectionType } from './rejection-types';

/** Other spellings the platform uses for the same reasons. */
const ALIASES: Readonly<Record<string, KycRejectionType>> = {
  UNREADABLE_DOCUMENT: 'DOCUMENT_UNREADABLE',
  DATA_MISMATCH: 'USER_PROVIDED_DATA_MISMATCH',
};

export function normaliseRejectionType(value: string | null | undefined): KycRejectionType | null {
  if (!value) return null;
  if ((KYC_REJECTION_TYPES as readonly string[]).includes(value)) return value as KycRejectionType;
  return ALIASES[value] ?? null;
}

export type RejectionImage = 'photo' | 'reupload' | 'wrong-code';

export interface RejectionScreen {
  type: KycRejectionType;
  /** fixable: the user can correct it (re-apply); outright: "application rejected". */
  kind: 'fixable' | 'outright';
  image: RejectionImage;
  /** The step the fix button goes back to (fixable only). */
  fixStep: 1 | 2 | null;
  titleId: string;
  descriptionId: string;
}

const OUTRIGHT: readonly KycRejectionType[] = ['DOCUMENT_UNREADABLE', 'CDE_REJECT', 'BASIC_FIELDS_VALIDATION_FAILED'];
const WRONG_CODE: readonly KycRejectionType[] = [
  'USER_PROVIDED_DATA_MISMATCH',
  'INVALID_ID',
  'BASIC_FIELDS_VALIDATION_FAILED',
  'CDE_REJECT',
];

export function rejectionScreenFor(type: KycRejectionType): RejectionScreen {
  const outright = OUTRIGHT.includes(type);
  const image: RejectionImage = type === 'DOCUMENT_UNREADABLE' ? 'reupload' : WRONG_CODE.includes(type) ? 'wrong-code' : 'photo';
  // Typed data that does not match the ID is fixed on the personal step; everything else is a photo.
  const fixStep = outright ? null : type === 'USER_PROVIDED_DATA_MISMATCH' ? 2 : 1;
  return {
    type,
    kind: outright ? 'outright' : 'fixable',
    image,
    fixStep,
    titleId: outright ? 'kyc.rejection.outright.title' : `kyc.rejection.${type}.title`,
    descriptionId: `kyc.rejection.${type}.description`,
  };
}

/** Products whose credit decision may reject after KYC passes. */
export const CREDIT_DECISION_PRODUCTS: readonly KycProduct[] = ['paylater', 'gomodal'];

/** Days before a user refused by the credit decision may apply again (allow-listed users). */
export const CREDIT_REJECTION_REST_DAYS = 45;

export type ReviewOutcome =
  | { kind: 'not-submitted' }
  | { kind: 'in-review' }
  | { kind: 'approved' }
  | { kind: 'kyc-rejection'; screen: RejectionScreen }
  /** Rejected, but no screen applies (unknown type, or the instalment product). */
  | { kind: 'kyc-rejected-plain' }
  | { kind: 'credit-rejection'; retryDate: string | null };

export interface ReviewInput {
  kycStatus: string;
  kycRejectionType: string | null;
  product: KycProduct;
  /** The product's status; for the personal loan (no status here) an empty string. */
  productStatus: string;
  restPeriodEndDate: string | null;
}

export function reviewOutcome(input: ReviewInput): ReviewOutcome {
  if (input.kycStatus === 'KYC_REJECTED') {
    const type = normaliseRejectionType(input.kycRejectionType);
    // Shown only when the type is known and the product is not the instalment one.
    if (type && input.product !== 'cicilan') return { kind: 'kyc-rejection', screen: rejectionScreenFor(type) };
    return { kind: 'kyc-rejected-plain' };
  }
  if (input.kycStatus === 'KYC_APPROVED') {
    if (input.productStatus === 'REJECTED' && CREDIT_DECISION_PRODUCTS.includes(input.product)) {
      return { kind: 'credit-rejection', retryDate: input.restPeriodEndDate };
    }
    if (input.productStatus === 'WAITING') return { kind: 'in-review' };
    return { kind: 'approved' };
  }
  if (input.kycStatus === 'KYC_SUBMITTED' || input.kycStatus === 'CHALLENGE_SUBMITTED') return { kind: 'in-review' };
  return { kind: 'not-submitted' };
}

/**
 * Where "verified" leads: the body says the next step is signing the agreement, so a product whose
 * application is APPROVED goes to its signing (pay-later and cicilan as their homes go, signingStart; the
 * merchant loan signs from its own home, document 3), the personal loan to its site, and any other
 * status (already signed, nothing applied for) home.
 */
export function afterVerification(product: KycProduct, productStatus: string): { to: string; messageId: string } {
  if (product === 'gopaypinjam') return { to: '/gopaypinjam', messageId: 'kyc.approved.continue' };
  if (productStatus !== 'APPROVED') return { to: '/', messageId: 'kyc.outcome.backHome' };
  if (product === 'gomodal') return { to: '/gomodal/home', messageId: 'kyc.approved.sign' };
  return { to: signingStart(product), messageId: 'kyc.approved.sign' };
}

/** The retry date after a credit-decision rejection: 45 days on, or the 1st of next month when not allow-listed. */
export function creditRetryDate(today: { year: number; month: number; day: number }, allowListed: boolean): string {
  const base = new Date(Date.UTC(today.year, today.month - 1, today.day));
  const next = allowListed
    ? new Date(base.getTime() + CREDIT_REJECTION_REST_DAYS * 86_400_000)
    : new Date(Date.UTC(today.year, today.month, 1));
  return next.toISOString().slice(0, 10);
}

/** Help articles per product (the platform's help centre; replace when the real addresses are known). */
export const KYC_HELP_LINKS: Readonly<Record<KycProduct, string>> = {
  paylater: 'https://www.gojek.com/id-id/help/gopaylater/',
  cicilan: 'https://www.gojek.com/id-id/help/gopaylater-cicilan/',
  gomodal: 'https://www.gojek.com/id-id/help/gomodal/',
  gopaypinjam: 'https://www.gojek.com/id-id/help/gopaypinjam/',
};
