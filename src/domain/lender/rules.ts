/**
 * The validation rules of the lender application (document 3, section 5), as Validators the form
 * shows and the server's schemas run again (src/domain/contract/lender.ts).
 */
import { MIN_TEXT_LENGTH, maxLength, minLength, type Validator } from '../validation';
import { isIsoDateInRange, typedDateToIso } from '../typed-date';
import { nationalPhoneNumber } from '../phone';

export const NATIONAL_ID_LENGTH = 16;
export const POSTAL_CODE_LENGTH = 5;
/** Longest free text the platform keeps (document 3: 255); street addresses 225. */
export const TEXT_MAX_LENGTH = 255;
export const ADDRESS_MAX_LENGTH = 225;
export const EMAIL_MAX_LENGTH = 255;
/** Rupiah amounts: 18 digits is a quintillion, beyond any company's books. */
export const AMOUNT_MAX_DIGITS = 18;
export const ACCOUNT_NUMBER_MAX_DIGITS = 20;

export const NATIONAL_ID_PATTERN = /^\d{16}$/;
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
export const DIGITS_PATTERN = /^\d+$/;
/** One @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Names: letters (any script), space, hyphen, apostrophe and dot. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M} .'-]+$/u;
/**
 * The representative's phone as the platform keeps it (document 3, section 9: "phone 9-13 digits,
 * max 13"; server/lender/CONTRACT.md says why not section 5's "a digit 1-9 or a space, then 9-13
 * digits"): the national number without its leading 0, 9 to 13 digits, the first 1-9.
 */
export const REPRESENTATIVE_PHONE_PATTERN = /^[1-9]\d{8,12}$/;

/**
 * The national number of a phone as Indonesians write it ("0812-3456-7890", "62812 3456 7890",
 * "+62 812 3456 7890" all give "81234567890"): the sign-in field's reading (src/domain/phone.ts),
 * so a number the sign-in takes is taken here too.
 */
export function representativePhone(typed: string): string {
  return nationalPhoneNumber(typed.trim());
}

/** Places: letters, spaces and hyphens (Baubau, Pematang Siantar, Tanjung-Pinang). */
export const PLACE_PATTERN = /^[\p{L}\p{M} -]+$/u;

const issue = (messageId: string, values?: Record<string, string | number>) => (values ? { messageId, values } : { messageId });

export const text = (max = TEXT_MAX_LENGTH): readonly Validator[] => [minLength(MIN_TEXT_LENGTH), maxLength(max)];

/**
 * A region (levels 1 to 4) is picked from the list, not typed: the list has real two-letter
 * villages (Tu, Ua), so document 3's "at least 3 characters" (written for free text) gives way
 * to "one of the list", which the server checks (server/lender/regions.ts).
 */
export const regionName: readonly Validator[] = [maxLength(TEXT_MAX_LENGTH)];

export const nationalId: Validator = (value) => (NATIONAL_ID_PATTERN.test(value) ? null : issue('lender.validation.nationalId'));
export const postalCode: Validator = (value) => (POSTAL_CODE_PATTERN.test(value) ? null : issue('lender.validation.postalCode'));
export const digitsOnly: Validator = (value) => (DIGITS_PATTERN.test(value) ? null : issue('lender.validation.digitsOnly'));
export const positive: Validator = (value) =>
  DIGITS_PATTERN.test(value) && /[1-9]/.test(value) ? null : issue('lender.validation.positive');
export const email: Validator = (value) => (EMAIL_PATTERN.test(value) ? null : issue('lender.validation.email'));
/** A phone as typed (any of the ways representativePhone reads), valid when its national number is. */
export const phone: Validator = (value) =>
  REPRESENTATIVE_PHONE_PATTERN.test(representativePhone(value)) ? null : issue('lender.validation.phone');
export const personName: Validator = (value) => (PERSON_NAME_PATTERN.test(value) ? null : issue('lender.validation.name'));
export const place: Validator = (value) => (PLACE_PATTERN.test(value) ? null : issue('lender.validation.place'));

/** A typed DD/MM/YYYY date from 1920-01-01 to today; the one date message of the spec. */
export const typedDate =
  (todayIso: string): Validator =>
  (value) => {
    const iso = typedDateToIso(value);
    return iso && isIsoDateInRange(iso, todayIso) ? null : issue('lender.validation.date');
  };

/** The same rule on the posted ISO date (the server's side). */
export const isoDate =
  (todayIso: string): Validator =>
  (value) =>
    isIsoDateInRange(value, todayIso) ? null : issue('lender.validation.date');
