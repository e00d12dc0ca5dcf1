/** The SLIK questionnaire form: what the bureau prefills and what is sent (spec 2, sections 3 and 5). */
import { MIN_TEXT_LENGTH, matches, maxLength, minLength, runValidators, type Validator } from '@domain/validation';
import {
  NOT_PREFILLED,
  SLIK_FIELDS,
  SLIK_TEXT_MAX_LENGTH,
  type SlikField,
  type SlikPrefill,
  type SlikQuestionnaire,
} from '@domain/contract/kyc/progressive';
import * as enumerations from '../enumerations';

export type SlikFormValues = Record<SlikField, string>;

export const EMPTY_SLIK_FORM: SlikFormValues = {
  fieldOfOccupation: '',
  employerBusinessLine: '',
  employer: '',
  averageIncome: '',
  workExperience: '',
  latestEducation: '',
  residenceOwnershipStatus: '',
  motherMaidenName: '',
  emailAddress: '',
};

/** The picklist of each select field; a prefilled value outside it is not used. */
const CHOICES: Partial<Record<SlikField, readonly string[]>> = {
  fieldOfOccupation: enumerations.OCCUPATIONS,
  employerBusinessLine: enumerations.OCCUPATION_SECTORS,
  averageIncome: enumerations.MONTHLY_INCOMES,
  workExperience: enumerations.WORK_EXPERIENCES,
  latestEducation: enumerations.LATEST_EDUCATIONS,
  residenceOwnershipStatus: enumerations.HOME_OWNERSHIPS,
};

/** A usable bureau value, or '' ('dummy', empty, or not one of the field's options). */
export function prefillValue(field: SlikField, value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '' || trimmed.toLowerCase() === NOT_PREFILLED) return '';
  const choices = CHOICES[field];
  return choices && !enumerations.isOneOf(choices, trimmed) ? '' : trimmed;
}

/**
 * Fills the empty fields from the bureau's values; what the user already typed (a restored draft)
 * is kept. Answers the fields that were filled.
 */
export function applyPrefill(form: SlikFormValues, prefill: Partial<SlikPrefill>): { form: SlikFormValues; filled: SlikField[] } {
  const next = { ...form };
  const filled: SlikField[] = [];
  for (const field of SLIK_FIELDS) {
    const value = prefillValue(field, prefill[field]);
    if (value !== '' && next[field].trim() === '') {
      next[field] = value;
      filled.push(field);
    }
  }
  return { form: next, filled };
}

export function isSlikFormComplete(form: SlikFormValues): boolean {
  return SLIK_FIELDS.every((field) => form[field].trim() !== '');
}

/** The post body: text trimmed (the maiden name must match the ID as written). */
export function toSlikQuestionnaire(customerId: string, form: SlikFormValues): SlikQuestionnaire {
  return {
    customerId,
    fieldOfOccupation: form.fieldOfOccupation as SlikQuestionnaire['fieldOfOccupation'],
    averageIncome: form.averageIncome as SlikQuestionnaire['averageIncome'],
    employer: form.employer.trim(),
    employerBusinessLine: form.employerBusinessLine as SlikQuestionnaire['employerBusinessLine'],
    motherMaidenName: form.motherMaidenName.trim(),
    latestEducation: form.latestEducation as SlikQuestionnaire['latestEducation'],
    emailAddress: form.emailAddress.trim(),
    workExperience: form.workExperience as SlikQuestionnaire['workExperience'],
    residenceOwnershipStatus: form.residenceOwnershipStatus as SlikQuestionnaire['residenceOwnershipStatus'],
  };
}

/** Letters, spaces, hyphen, apostrophe and period, at least 3 (spec 2, section 5). */
export const SLIK_NAME_PATTERN = /^[\p{L} .'-]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const maidenNameValidators: readonly Validator[] = [
  matches(SLIK_NAME_PATTERN, 'slik.validation.name'),
  minLength(MIN_TEXT_LENGTH),
  maxLength(SLIK_TEXT_MAX_LENGTH),
];
export const employerValidators: readonly Validator[] = [maxLength(SLIK_TEXT_MAX_LENGTH)];
export const emailValidators: readonly Validator[] = [matches(EMAIL_PATTERN, 'slik.validation.email'), maxLength(SLIK_TEXT_MAX_LENGTH)];

export function isSlikFormValid(form: SlikFormValues): boolean {
  const rules: Partial<Record<SlikField, readonly Validator[]>> = {
    motherMaidenName: maidenNameValidators,
    employer: employerValidators,
    emailAddress: emailValidators,
  };
  return isSlikFormComplete(form) && SLIK_FIELDS.every((field) => runValidators(form[field], rules[field] ?? [], true).valid);
}
