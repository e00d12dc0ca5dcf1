/**
 * The lender application (document 3): POST /legalEntityKYC/v1 and the owner's read-back. The
 * schemas run the very rules the form shows (src/domain/lender/rules.ts), so the platform refuses
 * what the form would have refused.
 */
import * as v from 'valibot';
import { isKnownBankCode } from '../lender/banks';
import { INTERNET_BASED_VALUES, LEGAL_ENTITY_TYPES, MARITAL_STATUSES, SECTORS } from '../lender/enumerations';
import type { RegionNames } from '../lender/regions';
import * as rule from '../lender/rules';
import { MIN_TEXT_LENGTH, maxLength, runValidators, type ValidationIssue, type Validator } from '../validation';

export const LENDER_PATHS = {
  /** POST: submit the application; GET: the caller's application (404 when none). */
  application: '/legalEntityKYC/v1',
  /** GET by id, only for its owner (404 for anyone else). */
  applicationById: (id: string) => `/legalEntityKYC/v1/applications/${encodeURIComponent(id)}`,
  /** The sandbox's list of applications with their documents. */
  sandboxPage: '/sandbox/lender',
  sandboxApplications: '/sandbox/lender/applications',
} as const;

/** Error codes of the lender calls (each has errors.<CODE> in the catalogues). */
export const LENDER_ERROR_CODES = ['LENDER_DOCUMENTS_INCOMPLETE', 'LENDER_APPLICATION_EXISTS', 'LENDER_APPLICATION_NOT_FOUND'] as const;
export type LenderErrorCode = (typeof LENDER_ERROR_CODES)[number];

/** Developer wording of the form's messages, for the platform's error envelope. */
const ISSUE_TEXT: Record<string, (values: ValidationIssue['values']) => string> = {
  'validation.minLength': (values) => `needs at least ${values?.min ?? MIN_TEXT_LENGTH} characters`,
  'validation.maxLength': (values) => `takes at most ${values?.max ?? ''} characters`,
  'lender.validation.nationalId': () => 'must be exactly 16 digits',
  'lender.validation.postalCode': () => 'must be 5 digits',
  'lender.validation.digitsOnly': () => 'must be digits only',
  'lender.validation.positive': () => 'must be a number greater than 0',
  'lender.validation.email': () => 'is not a valid email address',
  'lender.validation.phone': () =>
    'is not a valid Indonesian mobile number (0812..., 62812..., +62 812... or 812...; 9 to 13 digits after 0 or 62)',
  'lender.validation.name': () => 'may hold only letters, spaces, hyphens, apostrophes and dots',
  'lender.validation.place': () => 'may hold only letters, spaces and hyphens',
  'lender.validation.date': () => 'must be a date (YYYY-MM-DD) from 1920-01-01 to today',
};

/** A text that passes `validators`; optional texts may be absent but not empty. */
function ruled(validators: readonly Validator[]) {
  const first = (input: string): ValidationIssue | null =>
    runValidators(input, validators, true).issue ?? (input.trim() === '' ? { messageId: 'empty' } : null);
  return v.pipe(
    v.string(),
    v.check(
      (input) => first(input) === null,
      (issue) => {
        const found = first(String(issue.input));
        return found ? (ISSUE_TEXT[found.messageId]?.(found.values) ?? 'must not be empty') : 'is not valid';
      },
    ),
  );
}

const text = (max = rule.TEXT_MAX_LENGTH) => ruled(rule.text(max));
const address = () => text(rule.ADDRESS_MAX_LENGTH);
const digits = (max: number) => ruled([rule.digitsOnly, maxLength(max)]);

/** Whether four region names (levels 1 to 4) are one real chain of the region list (server/lender/regions.ts). */
export type RegionChainCheck = (names: RegionNames) => boolean;

/**
 * The body of POST /legalEntityKYC/v1 for a given "today" (dates may not be later). The regions
 * are chosen from a list, so each address's four must be one chain of it (`isRegionChain`; without
 * it, only present): the list has real villages of two letters, so no length rule applies.
 */
export function lenderApplicationRequestSchema(todayIso: string, isRegionChain: RegionChainCheck = () => true) {
  const date = ruled([rule.isoDate(todayIso)]);
  const region = {
    level1Region: ruled(rule.regionName),
    level2Region: ruled(rule.regionName),
    level3Region: ruled(rule.regionName),
    level4Region: ruled(rule.regionName),
    postalCode: ruled([rule.postalCode]),
  };
  const inList = <T extends { level1Region: string; level2Region: string; level3Region: string; level4Region: string }>(address: T) =>
    isRegionChain([address.level1Region, address.level2Region, address.level3Region, address.level4Region]);
  const regionMessage = 'level1Region to level4Region are not one province, city/regency, district and village of the region list';
  return v.strictObject({
    legalEntityInformation: v.strictObject({
      identification: v.strictObject({
        name: text(),
        type: v.picklist(LEGAL_ENTITY_TYPES),
        registrationCode: text(),
        licenseNumber: v.optional(text()),
        taxIdNumber: text(),
        placeOfIncorporation: text(),
        dateOfIncorporation: date,
        entityOwnership: text(),
        sector: v.picklist(SECTORS),
      }),
      financialInfo: v.strictObject({
        avgRevenuePerMonth: digits(rule.AMOUNT_MAX_DIGITS),
        totalAssets: ruled([rule.positive, maxLength(rule.AMOUNT_MAX_DIGITS)]),
        internetBased: v.picklist(INTERNET_BASED_VALUES),
      }),
      registeredAddressInfo: v.pipe(v.strictObject({ address: address(), ...region }), v.check(inList, regionMessage)),
    }),
    director: v.pipe(
      v.strictObject({
        nationalId: ruled([rule.nationalId]),
        fullName: ruled([...rule.text(), rule.personName]),
        placeOfBirth: ruled([...rule.text(), rule.place]),
        dateOfBirth: date,
        streetAddress: address(),
        ...region,
        maritalStatus: v.picklist(MARITAL_STATUSES),
      }),
      v.check(inList, regionMessage),
    ),
    authorizedRepresentative: v.strictObject({
      email: ruled([rule.email, maxLength(rule.EMAIL_MAX_LENGTH)]),
      // Taken as Indonesians write it, kept as the national number (81234567890).
      phoneNumber: v.pipe(ruled([rule.phone]), v.transform(rule.representativePhone)),
      nationalId: ruled([rule.nationalId]),
      fullName: ruled([...rule.text(), rule.personName]),
      placeOfBirth: ruled([...rule.text(), rule.place]),
      dateOfBirth: date,
    }),
    bankAccountDetails: v.strictObject({
      bankCode: v.pipe(v.string(), v.check(isKnownBankCode, 'is not a known bank code')),
      accountNumber: digits(rule.ACCOUNT_NUMBER_MAX_DIGITS),
      accountName: text(),
    }),
  });
}

export type LenderApplicationRequest = v.InferOutput<ReturnType<typeof lenderApplicationRequestSchema>>;

/** Under review after the post; the platform's reviewers move it on (not shown in the documents). */
export const LENDER_APPLICATION_STATUSES = ['IN_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type LenderApplicationStatus = (typeof LENDER_APPLICATION_STATUSES)[number];

export interface LenderApplicationDocument {
  type: string;
  id: string;
}

/** The answer to the post and to the owner's GET. */
export interface LenderApplication extends LenderApplicationRequest {
  id: string;
  status: LenderApplicationStatus;
  /** ISO instant (platform clock). */
  submittedAt: string;
  /** The nine documents the application was submitted with. */
  documents: LenderApplicationDocument[];
}
