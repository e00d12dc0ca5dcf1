/**
 * The KYC additional details as the wizard holds them (every field a string, '' while unset) and
 * as they are sent (empty values dropped, the two names trimmed; spec 2, section 3).
 */
import { runValidators, type Validator } from '../validation';
import {
  EDUCATION_OPTIONS,
  HOME_OWNERSHIP_OPTIONS,
  INTERNET_BASED_OPTIONS,
  MONTHLY_INCOME_OPTIONS,
  OCCUPATION_OPTIONS,
  SECTOR_OPTIONS,
  WORK_EXPERIENCE_OPTIONS,
  type EnumOption,
} from './enumerations';
import { emailValidators, employerNameValidators, motherMaidenNameValidators } from './validators';

export const ADDITIONAL_DETAIL_FIELDS = [
  'emailAddress',
  'homeOwnership',
  'latestEducation',
  'motherMaidenName',
  'monthlyIncome',
  'employerName',
  'occupation',
  'occupationInternetBased',
  'occupationSector',
  'workExperience',
] as const;
export type AdditionalDetailField = (typeof ADDITIONAL_DETAIL_FIELDS)[number];

/** The form's values: '' means not answered yet. */
export type DetailsForm = Record<AdditionalDetailField, string>;
/** What is sent: only answered fields. */
export type AdditionalDetailsPayload = Partial<Record<AdditionalDetailField, string>>;

export const EMPTY_DETAILS: DetailsForm = {
  emailAddress: '',
  homeOwnership: '',
  latestEducation: '',
  motherMaidenName: '',
  monthlyIncome: '',
  employerName: '',
  occupation: '',
  occupationInternetBased: '',
  occupationSector: '',
  workExperience: '',
};

/** Step 2 (personal information) and step 3 (employment information). */
export const PERSONAL_FIELDS = [
  'emailAddress',
  'motherMaidenName',
  'latestEducation',
  'homeOwnership',
] as const satisfies readonly AdditionalDetailField[];
export const EMPLOYMENT_FIELDS = [
  'occupation',
  'occupationSector',
  'occupationInternetBased',
  'employerName',
  'workExperience',
  'monthlyIncome',
] as const satisfies readonly AdditionalDetailField[];

const TRIMMED: readonly AdditionalDetailField[] = ['motherMaidenName', 'employerName'];

export function buildAdditionalDetails(form: Partial<DetailsForm>): AdditionalDetailsPayload {
  const payload: AdditionalDetailsPayload = {};
  for (const field of ADDITIONAL_DETAIL_FIELDS) {
    const raw = form[field] ?? '';
    const value = TRIMMED.includes(field) ? raw.trim() : raw;
    if (value.trim() !== '') payload[field] = value;
  }
  return payload;
}

/** Fills a form from what the platform holds (unknown or missing values stay ''). */
export function formFromDetails(details: AdditionalDetailsPayload | null | undefined): DetailsForm {
  const form = { ...EMPTY_DETAILS };
  for (const field of ADDITIONAL_DETAIL_FIELDS) {
    const value = details?.[field];
    if (typeof value === 'string') form[field] = value;
  }
  return form;
}

/** Text fields and their rules; every field of both steps is mandatory. */
export const TEXT_FIELD_RULES: Partial<Record<AdditionalDetailField, readonly Validator[]>> = {
  emailAddress: emailValidators,
  motherMaidenName: motherMaidenNameValidators,
  employerName: employerNameValidators,
};

export const SELECT_FIELD_OPTIONS: Partial<Record<AdditionalDetailField, readonly EnumOption[]>> = {
  homeOwnership: HOME_OWNERSHIP_OPTIONS,
  latestEducation: EDUCATION_OPTIONS,
  monthlyIncome: MONTHLY_INCOME_OPTIONS,
  occupation: OCCUPATION_OPTIONS,
  occupationInternetBased: INTERNET_BASED_OPTIONS,
  occupationSector: SECTOR_OPTIONS,
  workExperience: WORK_EXPERIENCE_OPTIONS,
};

/** Whether one field's value passes (mandatory: empty fails). */
export function isFieldValid(field: AdditionalDetailField, value: string): boolean {
  const rules = TEXT_FIELD_RULES[field];
  if (rules) return runValidators(value, rules, true).valid;
  const options = SELECT_FIELD_OPTIONS[field] ?? [];
  return options.some((option) => option.value === value);
}

/** The fields of `fields` that are missing or invalid, in form order. */
export function invalidFields(form: DetailsForm, fields: readonly AdditionalDetailField[]): AdditionalDetailField[] {
  return fields.filter((field) => !isFieldValid(field, form[field]));
}
