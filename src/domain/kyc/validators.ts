/**
 * The KYC text fields' rules (spec 2, section 5), as ordered validator lists: the form shows the
 * first failing message; an empty mandatory field is not valid but says nothing (runValidators).
 * The same lists back the platform's schema (src/domain/contract/kyc.ts), so both sides agree.
 */
import { EARLIEST_DATE_ISO, isIsoCalendarDate } from '../typed-date';
import { matches, maxLength, minLength, type Validator } from '../validation';

/** The longer of the two limits the documents give (225 / 255): nothing accepted by one is refused by the other. */
export const KYC_TEXT_MAX_LENGTH = 255;
export const NIK_LENGTH = 16;
/** Earliest date of birth accepted. */
export const EARLIEST_BIRTH_DATE = EARLIEST_DATE_ISO;

export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Letters (any script), space, hyphen, apostrophe and period. */
export const PERSON_NAME_PATTERN = /^[\p{L}\s'.-]+$/u;
/** No special characters: letters, digits and spaces. */
export const PLACE_PATTERN = /^[\p{L}\d\s]+$/u;
/** An employer: letters, digits, space and the punctuation company names use (PT. Maju & Co, "NA"). */
export const EMPLOYER_PATTERN = /^[\p{L}\d\s'.,&()/-]+$/u;
export const DIGITS_PATTERN = /^\d+$/;

export const emailValidators: readonly Validator[] = [maxLength(KYC_TEXT_MAX_LENGTH), matches(EMAIL_PATTERN, 'kyc.validation.email')];

export const personNameValidators: readonly Validator[] = [
  matches(PERSON_NAME_PATTERN, 'kyc.validation.nameCharacters'),
  minLength(3),
  maxLength(KYC_TEXT_MAX_LENGTH),
];

export const motherMaidenNameValidators = personNameValidators;

export const employerNameValidators: readonly Validator[] = [
  matches(EMPLOYER_PATTERN, 'kyc.validation.employerCharacters'),
  // "NA" (not employed) is the shortest acceptable answer.
  minLength(2),
  maxLength(KYC_TEXT_MAX_LENGTH),
];

export const placeOfBirthValidators: readonly Validator[] = [
  matches(PLACE_PATTERN, 'kyc.validation.noSpecialCharacters'),
  minLength(2),
  maxLength(KYC_TEXT_MAX_LENGTH),
];

/** Digits only: no letters, spaces or special characters. */
export const numericValidator: Validator = matches(DIGITS_PATTERN, 'kyc.validation.digitsOnly');

export const nikValidators: readonly Validator[] = [
  numericValidator,
  (value) => (value.length === NIK_LENGTH ? null : { messageId: 'kyc.validation.nikLength', values: { length: NIK_LENGTH } }),
];

export const positiveNumberValidators: readonly Validator[] = [
  numericValidator,
  (value) => (Number(value) > 0 ? null : { messageId: 'kyc.validation.positive' }),
];

/** A real calendar date (YYYY-MM-DD) from 1920-01-01 up to `today` (YYYY-MM-DD, Jakarta). */
export function birthDateValidators(today: string): readonly Validator[] {
  return [
    (value) => (isIsoCalendarDate(value) ? null : { messageId: 'kyc.validation.date' }),
    (value) => (value < EARLIEST_BIRTH_DATE ? { messageId: 'kyc.validation.dateTooEarly', values: { date: EARLIEST_BIRTH_DATE } } : null),
    (value) => (value > today ? { messageId: 'kyc.validation.dateInFuture' } : null),
  ];
}
