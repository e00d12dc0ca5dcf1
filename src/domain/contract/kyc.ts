/**
 * The KYC wizard's calls (spec 2, section 7): save and confirm the additional details, read the
 * submission, and the sandbox reviewer. The server validates with these schemas.
 */
import * as v from 'valibot';
import {
  HOME_OWNERSHIPS,
  INTERNET_BASED_VALUES,
  LATEST_EDUCATIONS,
  MONTHLY_INCOMES,
  OCCUPATIONS,
  OCCUPATION_SECTORS,
  WORK_EXPERIENCES,
} from '../kyc/enumerations';
import { KYC_REJECTION_TYPES } from '../kyc/rejection-types';
import {
  EARLIEST_BIRTH_DATE,
  EMAIL_PATTERN,
  EMPLOYER_PATTERN,
  KYC_TEXT_MAX_LENGTH,
  NIK_LENGTH,
  PERSON_NAME_PATTERN,
  PLACE_PATTERN,
} from '../kyc/validators';
import { isIsoCalendarDate } from '../typed-date';
import { PRODUCT_NAMES, type KycStatus, type ProductStatus } from '../products';
import type { KycProduct } from '../kyc/wizard';

export const KYC_PATHS = {
  /** PATCH ?confirm=true|false */
  account: '/v2/user/account',
  submission: '/v1/user/kyc/submission',
  /** GET (masked) and PUT: the ID card details the user confirmed (/kyc/ktp-details). */
  ktpDetails: '/v1/user/kyc/ktp-details',
} as const;

export const KYC_SANDBOX_PATHS = {
  page: '/sandbox/kyc',
  review: '/sandbox/kyc/review',
} as const;

export const HEADER_PRODUCT_NAME = 'x-product-name';
export const HEADER_KYC_TYPE = 'x-kyc-type';
export const KYC_TYPE_PROGRESSIVE = 'PROGRESSIVE_GOPAY';

/**
 * The product names the platform accepts for KYC (paylater_cicilan is the instalment product's name;
 * gopaypinjam the personal loan, whose status is not kept here).
 */
export const KYC_PRODUCT_NAMES = [...PRODUCT_NAMES, 'paylater_cicilan', 'gopaypinjam'] as const;

const text = (pattern: RegExp, min: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(KYC_TEXT_MAX_LENGTH), v.regex(pattern));

/** Every field optional: each step sends what it has; confirm checks completeness. */
export const AdditionalDetailsSchema = v.strictObject({
  emailAddress: v.optional(v.pipe(v.string(), v.maxLength(KYC_TEXT_MAX_LENGTH), v.regex(EMAIL_PATTERN))),
  homeOwnership: v.optional(v.picklist(HOME_OWNERSHIPS)),
  latestEducation: v.optional(v.picklist(LATEST_EDUCATIONS)),
  motherMaidenName: v.optional(text(PERSON_NAME_PATTERN, 3)),
  monthlyIncome: v.optional(v.picklist(MONTHLY_INCOMES)),
  employerName: v.optional(text(EMPLOYER_PATTERN, 2)),
  occupation: v.optional(v.picklist(OCCUPATIONS)),
  occupationInternetBased: v.optional(v.picklist(INTERNET_BASED_VALUES)),
  occupationSector: v.optional(v.picklist(OCCUPATION_SECTORS)),
  workExperience: v.optional(v.picklist(WORK_EXPERIENCES)),
});
export type AdditionalDetails = v.InferOutput<typeof AdditionalDetailsSchema>;

/** PATCH /v2/user/account body. additionalDetails may be left out when only confirming a product. */
export const AccountUpdateSchema = v.object({
  additionalDetails: v.optional(AdditionalDetailsSchema),
  productName: v.picklist(KYC_PRODUCT_NAMES),
  segment: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type AccountUpdate = v.InferOutput<typeof AccountUpdateSchema>;

export type KycDocumentType = 'KTP' | 'KTP_SELFIE';

export interface KycDocument {
  type: KycDocumentType;
  url: string;
  readUrl: string | null;
  uploaded: boolean;
}

/** GET /v1/user/kyc/submission (header x-product-name). */
export interface KycSubmission {
  /** The ID card first, then the selfie with the ID card. */
  docs: KycDocument[];
  additionalDetails: AdditionalDetails;
  kycStatus: KycStatus;
  kycRejectionType: string | null;
  /** The product the KYC was last saved for. */
  productName: KycProduct | null;
  /** Whether the platform accepted progressive KYC for this user (photos not needed). */
  progressive: boolean;
}

/**
 * PUT /v1/user/kyc/ktp-details body: the four ID card fields, all required (the page confirms the
 * whole card at once). `today` is Jakarta's date on the platform's clock: no birth after it.
 */
export function ktpDetailsUpdateSchema(today: string) {
  return v.strictObject({
    productName: v.picklist(KYC_PRODUCT_NAMES),
    ktpDetails: v.strictObject({
      nameOnId: text(PERSON_NAME_PATTERN, 3),
      placeOfBirth: text(PLACE_PATTERN, 2),
      dateOfBirth: v.pipe(
        v.string(),
        v.check(isIsoCalendarDate, 'Must be a calendar date YYYY-MM-DD.'),
        v.check((value) => value >= EARLIEST_BIRTH_DATE, `Must not be before ${EARLIEST_BIRTH_DATE}.`),
        v.check((value) => value <= today, 'Must not be in the future.'),
      ),
      nik: v.pipe(v.string(), v.regex(new RegExp(`^\\d{${NIK_LENGTH}}$`), `Must be ${NIK_LENGTH} digits.`)),
    }),
  });
}
export type KtpDetailsUpdate = v.InferOutput<ReturnType<typeof ktpDetailsUpdateSchema>>;

/** The confirmed ID card details as the platform shows them back: masked, never the whole NIK. */
export interface MaskedKtpDetails {
  name: string;
  birthDate: string;
  birthPlace: string;
  documentNumber: string;
  /** When the user last confirmed them (ISO instant). */
  confirmedAt: string;
}

/** GET and PUT /v1/user/kyc/ktp-details answer; null while nothing was confirmed. */
export interface KtpDetailsAnswer {
  ktpDetails: MaskedKtpDetails | null;
}

/** POST /sandbox/kyc/review: the reviewer and credit engine, played by hand or by tests. */
export const KycReviewSchema = v.variant('decision', [
  v.object({ phone: v.pipe(v.string(), v.regex(/^\+\d{8,15}$/)), decision: v.literal('APPROVE') }),
  v.object({
    phone: v.pipe(v.string(), v.regex(/^\+\d{8,15}$/)),
    decision: v.literal('REJECT'),
    rejectionType: v.picklist([...KYC_REJECTION_TYPES, 'UNREADABLE_DOCUMENT', 'DATA_MISMATCH']),
  }),
  v.object({
    phone: v.pipe(v.string(), v.regex(/^\+\d{8,15}$/)),
    decision: v.literal('CREDIT_REJECT'),
    allowListed: v.optional(v.boolean(), true),
  }),
]);
export type KycReview = v.InferOutput<typeof KycReviewSchema>;

export interface KycReviewResult {
  kycStatus: KycStatus;
  kycRejectionType: string | null;
  product: KycProduct;
  /** null for the personal loan (gopaypinjam), whose status is not kept here. */
  productStatus: ProductStatus | null;
  restPeriodEndDate: string | null;
}

/** Error codes of these calls; each has a message in locales/<lang>/kyc.json. */
export const KYC_ERROR_CODES = [
  'KYC_PRODUCT_REQUIRED',
  'KYC_PHOTOS_MISSING',
  'KYC_DETAILS_INCOMPLETE',
  'KYC_ALREADY_SUBMITTED',
  'KYC_FIELD_INVALID',
  'KYC_NOT_SUBMITTED',
  'KYC_REVIEW_NOT_ALLOWED',
  'KYC_NIK_IN_USE',
  'KYC_TOO_MANY_ATTEMPTS',
] as const;
export type KycErrorCode = (typeof KYC_ERROR_CODES)[number];
