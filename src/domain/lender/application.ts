/**
 * The lender application as the wizard keeps it (client state names of document 3, section 3),
 * which fields each step asks for, when a step may continue, and the body it becomes for
 * POST /legalEntityKYC/v1.
 */
import type { LenderApplicationRequest } from '../contract/lender';
import { maxLength, runValidators, trimLeading, type Validator } from '../validation';
import { isKnownBankCode } from './banks';
import { typedDateToIso } from '../typed-date';
import { sanitisePhoneInput } from '../phone';
import * as rule from './rules';
import {
  INTERNET_BASED_VALUES,
  LEGAL_ENTITY_TYPES,
  MARITAL_STATUSES,
  SECTORS,
  type InternetBased,
  type LegalEntityType,
  type MaritalStatus,
  type Sector,
} from './enumerations';

/** The fixed choices live apart so the contract can read them without importing this module. */
export * from './enumerations';

/** Every text a person fills in, by its client-state name. */
export const TEXT_FIELDS = [
  // step 1
  'legalEntityName',
  'registrationCode',
  'businessLicenseNumber',
  'taxIdentificationNumber',
  'placeOfIncorporation',
  'dateOfIncorporation',
  'entityOwnership',
  'averageRevenuePerMonth',
  'totalAssets',
  'legalEntityStreetAddress',
  'legalEntityAddressRegion1',
  'legalEntityAddressRegion2',
  'legalEntityAddressRegion3',
  'legalEntityAddressRegion4',
  'legalEntityPostalCode',
  // step 2
  'directorNationalID',
  'directorFullName',
  'directorPlaceOfBirth',
  'directorDateOfBirth',
  'directorStreetAddress',
  'directorAddressRegion1',
  'directorAddressRegion2',
  'directorAddressRegion3',
  'directorAddressRegion4',
  'directorPostalCode',
  // step 3
  'authorizedRepresentativeEmail',
  'authorizedRepresentativePhone',
  'authorizedRepresentativeNationalID',
  'authorizedRepresentativeFullName',
  'authorizedRepresentativePlaceOfBirth',
  'authorizedRepresentativeDateOfBirth',
  'bankAccountBankAccountNumber',
  'bankAccountBankAccountName',
] as const;
export type TextFieldName = (typeof TEXT_FIELDS)[number];

/** The choices (selects and radios): '' until chosen. */
export const CHOICE_FIELDS = ['legalEntityType', 'sector', 'isInternetBased', 'directorMaritalStatus', 'bankAccountBankCode'] as const;
export type ChoiceFieldName = (typeof CHOICE_FIELDS)[number];

export type WizardStep = 1 | 2 | 3 | 4 | 5;

export type LenderApplicationFields = Record<TextFieldName | ChoiceFieldName, string>;

export interface LenderApplicationDraft extends LenderApplicationFields {
  /** The data-correctness confirmation (step 3). */
  dataConfirmed: boolean;
  /** The furthest step reached, where /lender resumes. */
  step: WizardStep;
}

export const LENDER_DRAFT_VERSION = 1;
export const LENDER_DRAFT_FLOW = 'lender-application';
export const LENDER_DRAFT_PRODUCT = 'lender';

export function emptyLenderDraft(): LenderApplicationDraft {
  const fields = Object.fromEntries([...TEXT_FIELDS, ...CHOICE_FIELDS].map((name) => [name, ''])) as LenderApplicationFields;
  return { ...fields, dataConfirmed: false, step: 1 };
}

export interface TextFieldRule {
  mandatory: boolean;
  validators: (todayIso: string) => readonly Validator[];
  /** What may be typed: applied as the value changes (before the leading whitespace is trimmed). */
  sanitise?: (raw: string) => string;
}

const always = (validators: readonly Validator[]) => () => validators;
const required = (validators: readonly Validator[], sanitise?: (raw: string) => string): TextFieldRule =>
  sanitise ? { mandatory: true, validators: always(validators), sanitise } : { mandatory: true, validators: always(validators) };
const dateField: TextFieldRule = { mandatory: true, validators: (today) => [rule.typedDate(today)] };
const digits = (max: number) => (raw: string) => raw.replace(/\D/g, '').slice(0, max);
const address = rule.text(rule.ADDRESS_MAX_LENGTH);

export const TEXT_FIELD_RULES: Record<TextFieldName, TextFieldRule> = {
  legalEntityName: required(rule.text()),
  registrationCode: required(rule.text()),
  businessLicenseNumber: { mandatory: false, validators: always(rule.text()) },
  taxIdentificationNumber: required(rule.text()),
  placeOfIncorporation: required(rule.text()),
  dateOfIncorporation: dateField,
  entityOwnership: required(rule.text()),
  averageRevenuePerMonth: required([rule.digitsOnly], digits(rule.AMOUNT_MAX_DIGITS)),
  totalAssets: required([rule.digitsOnly, rule.positive], digits(rule.AMOUNT_MAX_DIGITS)),
  legalEntityStreetAddress: required(address),
  legalEntityAddressRegion1: required(rule.regionName),
  legalEntityAddressRegion2: required(rule.regionName),
  legalEntityAddressRegion3: required(rule.regionName),
  legalEntityAddressRegion4: required(rule.regionName),
  legalEntityPostalCode: required([rule.postalCode], digits(rule.POSTAL_CODE_LENGTH)),

  directorNationalID: required([rule.nationalId], digits(rule.NATIONAL_ID_LENGTH)),
  directorFullName: required([...rule.text(), rule.personName]),
  directorPlaceOfBirth: required([...rule.text(), rule.place]),
  directorDateOfBirth: dateField,
  directorStreetAddress: required(address),
  directorAddressRegion1: required(rule.regionName),
  directorAddressRegion2: required(rule.regionName),
  directorAddressRegion3: required(rule.regionName),
  directorAddressRegion4: required(rule.regionName),
  directorPostalCode: required([rule.postalCode], digits(rule.POSTAL_CODE_LENGTH)),

  authorizedRepresentativeEmail: required([rule.email, maxLength(rule.EMAIL_MAX_LENGTH)], (raw) => raw.replace(/\s/g, '')),
  authorizedRepresentativePhone: required([rule.phone], sanitisePhoneInput),
  authorizedRepresentativeNationalID: required([rule.nationalId], digits(rule.NATIONAL_ID_LENGTH)),
  authorizedRepresentativeFullName: required([...rule.text(), rule.personName]),
  authorizedRepresentativePlaceOfBirth: required([...rule.text(), rule.place]),
  authorizedRepresentativeDateOfBirth: dateField,
  bankAccountBankAccountNumber: required([rule.digitsOnly], digits(rule.ACCOUNT_NUMBER_MAX_DIGITS)),
  bankAccountBankAccountName: required(rule.text()),
};

export const STEP_TEXT_FIELDS: Record<1 | 2 | 3, readonly TextFieldName[]> = {
  1: TEXT_FIELDS.slice(0, 15),
  2: TEXT_FIELDS.slice(15, 25),
  3: TEXT_FIELDS.slice(25),
};

export const STEP_CHOICE_FIELDS: Record<1 | 2 | 3, readonly ChoiceFieldName[]> = {
  1: ['legalEntityType', 'sector', 'isInternetBased'],
  2: ['directorMaritalStatus'],
  3: ['bankAccountBankCode'],
};

const CHOICES: Record<ChoiceFieldName, (value: string) => boolean> = {
  legalEntityType: (value) => (LEGAL_ENTITY_TYPES as readonly string[]).includes(value),
  sector: (value) => (SECTORS as readonly string[]).includes(value),
  isInternetBased: (value) => (INTERNET_BASED_VALUES as readonly string[]).includes(value),
  directorMaritalStatus: (value) => (MARITAL_STATUSES as readonly string[]).includes(value),
  bankAccountBankCode: isKnownBankCode,
};

/** The value as it is stored: what may be typed, without leading whitespace. */
export function storedTextValue(name: TextFieldName, raw: string): string {
  const sanitise = TEXT_FIELD_RULES[name].sanitise;
  return trimLeading(sanitise ? sanitise(raw) : raw);
}

export function isTextFieldValid(name: TextFieldName, value: string, todayIso: string): boolean {
  const fieldRule = TEXT_FIELD_RULES[name];
  return runValidators(value, fieldRule.validators(todayIso), fieldRule.mandatory).valid;
}

export function isChoiceValid(name: ChoiceFieldName, value: string): boolean {
  return CHOICES[name](value);
}

/** The fields of a step that are not yet valid (Continue stays disabled while there are any). */
export function invalidFieldsOfStep(
  draft: LenderApplicationFields & { dataConfirmed?: boolean },
  step: 1 | 2 | 3,
  todayIso: string,
): string[] {
  const texts = STEP_TEXT_FIELDS[step].filter((name) => !isTextFieldValid(name, draft[name], todayIso));
  const choices = STEP_CHOICE_FIELDS[step].filter((name) => !isChoiceValid(name, draft[name]));
  const confirmation = step === 3 && !draft.dataConfirmed ? ['dataConfirmed'] : [];
  return [...texts, ...choices, ...confirmation];
}

export function isStepComplete(draft: LenderApplicationDraft, step: 1 | 2 | 3, todayIso: string): boolean {
  return invalidFieldsOfStep(draft, step, todayIso).length === 0;
}

/** The first step (1 to 3) that is not complete, or 4 when all three are: where a deep link may go at most. */
export function firstIncompleteStep(draft: LenderApplicationDraft, todayIso: string): WizardStep {
  for (const step of [1, 2, 3] as const) if (!isStepComplete(draft, step, todayIso)) return step;
  return 4;
}

const clean = (value: string): string => value.trim();
const date = (typed: string): string => typedDateToIso(typed) ?? typed.trim();

/** The body of POST /legalEntityKYC/v1: texts trimmed, dates as YYYY-MM-DD, the licence left out when empty. */
export function toApplicationRequest(draft: LenderApplicationDraft): LenderApplicationRequest {
  const licenseNumber = clean(draft.businessLicenseNumber);
  return {
    legalEntityInformation: {
      identification: {
        name: clean(draft.legalEntityName),
        type: draft.legalEntityType as LegalEntityType,
        registrationCode: clean(draft.registrationCode),
        ...(licenseNumber ? { licenseNumber } : {}),
        taxIdNumber: clean(draft.taxIdentificationNumber),
        placeOfIncorporation: clean(draft.placeOfIncorporation),
        dateOfIncorporation: date(draft.dateOfIncorporation),
        entityOwnership: clean(draft.entityOwnership),
        sector: draft.sector as Sector,
      },
      financialInfo: {
        avgRevenuePerMonth: clean(draft.averageRevenuePerMonth),
        totalAssets: clean(draft.totalAssets),
        internetBased: draft.isInternetBased as InternetBased,
      },
      registeredAddressInfo: {
        address: clean(draft.legalEntityStreetAddress),
        level1Region: clean(draft.legalEntityAddressRegion1),
        level2Region: clean(draft.legalEntityAddressRegion2),
        level3Region: clean(draft.legalEntityAddressRegion3),
        level4Region: clean(draft.legalEntityAddressRegion4),
        postalCode: clean(draft.legalEntityPostalCode),
      },
    },
    director: {
      nationalId: clean(draft.directorNationalID),
      fullName: clean(draft.directorFullName),
      placeOfBirth: clean(draft.directorPlaceOfBirth),
      dateOfBirth: date(draft.directorDateOfBirth),
      streetAddress: clean(draft.directorStreetAddress),
      level1Region: clean(draft.directorAddressRegion1),
      level2Region: clean(draft.directorAddressRegion2),
      level3Region: clean(draft.directorAddressRegion3),
      level4Region: clean(draft.directorAddressRegion4),
      postalCode: clean(draft.directorPostalCode),
      maritalStatus: draft.directorMaritalStatus as MaritalStatus,
    },
    authorizedRepresentative: {
      email: clean(draft.authorizedRepresentativeEmail),
      phoneNumber: rule.representativePhone(draft.authorizedRepresentativePhone),
      nationalId: clean(draft.authorizedRepresentativeNationalID),
      fullName: clean(draft.authorizedRepresentativeFullName),
      placeOfBirth: clean(draft.authorizedRepresentativePlaceOfBirth),
      dateOfBirth: date(draft.authorizedRepresentativeDateOfBirth),
    },
    bankAccountDetails: {
      bankCode: draft.bankAccountBankCode,
      accountNumber: clean(draft.bankAccountBankAccountNumber),
      accountName: clean(draft.bankAccountBankAccountName),
    },
  };
}
