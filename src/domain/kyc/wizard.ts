/** The wizard's steps, checkpoints, user types, entry points and the chosen product (spec 2, section 4). */
import { type AppWireProductName, wireProductName } from '../contract/product-names';
import { PRODUCT_NAMES, type ProductName } from '../products';

export type KycStep = 1 | 2 | 3 | 4;

/** The wizard's draft (steps 2 and 3 and the step the user was on), per user and product. */
export const KYC_WIZARD_FLOW = 'kyc-wizard';

export const KYC_CHECKPOINTS = {
  1: 'upload_KTP_selfie',
  2: 'add_personal_information',
  // The platform's spelling, kept so analytics match the other clients.
  3: 'add_employment_infromation',
  4: 'application_verification',
} as const satisfies Record<KycStep, string>;
export type KycCheckpoint = (typeof KYC_CHECKPOINTS)[KycStep];

export function checkpointFor(step: number): KycCheckpoint {
  return step === 1 || step === 2 || step === 3 ? KYC_CHECKPOINTS[step] : KYC_CHECKPOINTS[4];
}

export const KYC_USER_TYPES = ['new', 'returning'] as const;
export type KycUserType = (typeof KYC_USER_TYPES)[number];

/** How the user arrived: from a rejection screen's fix button, a checkpoint (card link) or the terms. */
export const KYC_ENTRY_POINTS = ['rejection', 'checkpoint', 'terms'] as const;
export type KycEntryPoint = (typeof KYC_ENTRY_POINTS)[number];
export const ENTRY_POINT_PARAM = 'entry_point';

export function entryPointFrom(value: string | null): KycEntryPoint {
  return (KYC_ENTRY_POINTS as readonly string[]).includes(value ?? '') ? (value as KycEntryPoint) : 'terms';
}

/** A returning user has been here before: something was saved, or an earlier KYC was reviewed. */
export function userTypeFor(input: { hasSavedDetails: boolean; hasUploadedPhoto: boolean; kycStatus: string }): KycUserType {
  return input.hasSavedDetails || input.hasUploadedPhoto || input.kycStatus !== 'NEW' ? 'returning' : 'new';
}

/**
 * What a KYC can be for: the app's three products, and gopaypinjam, the personal loan (document 2,
 * section 1: "the identity check is started with one of them as the product query parameter"). The
 * personal loan's own status lives on the cash-loan site, so a KYC for it changes no product status
 * here (server/kyc/CONTRACT.md).
 */
export const PERSONAL_LOAN = 'gopaypinjam';
export type KycProduct = ProductName | typeof PERSONAL_LOAN;

/** The product the KYC is for: the `product` query parameter (paylater_cicilan is the instalment product). */
export function kycProductFrom(value: string | null): KycProduct | null {
  if (value === 'paylater_cicilan') return 'cicilan';
  if (value === PERSONAL_LOAN) return PERSONAL_LOAN;
  return (PRODUCT_NAMES as readonly string[]).includes(value ?? '') ? (value as ProductName) : null;
}

/** The app's product whose status a KYC decision moves; null for the personal loan. */
export function productWithStatus(product: KycProduct): ProductName | null {
  return product === PERSONAL_LOAN ? null : product;
}

/** The product as the platform and the KYC routes' query name it (cicilan is paylater_cicilan). */
export function kycWireProductName(product: KycProduct): AppWireProductName | typeof PERSONAL_LOAN {
  return product === PERSONAL_LOAN ? PERSONAL_LOAN : wireProductName(product);
}

export function kycPath(step: KycStep | 'progress', product: KycProduct, extra: Record<string, string> = {}): string {
  const query = Object.entries({ product: kycWireProductName(product), ...extra })
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return step === 'progress' ? `/kyc/progress?${query}` : `/kyc/step${step}?${query}`;
}

/** Step 3 confirms only with both photos (or progressive KYC instead) and email and home ownership set. */
export function canConfirm(input: {
  ktpUploaded: boolean;
  selfieUploaded: boolean;
  progressive: boolean;
  emailAddress: string;
  homeOwnership: string;
}): boolean {
  const photos = (input.ktpUploaded && input.selfieUploaded) || input.progressive;
  return photos && input.emailAddress.trim() !== '' && input.homeOwnership !== '';
}
