import type { Validator } from './validation';

/** Platform rule: first digit 1-9 or a space, then 8 to 12 digits; 13 characters at most. */
export const PHONE_PATTERN = /^[1-9 ][0-9]{8,12}$/;
export const PHONE_MAX_LENGTH = 13;
export const PHONE_MIN_LENGTH_TO_SUBMIT = 9;
export const DEFAULT_COUNTRY_CODE = '+62';
export const COUNTRY_CODE_PATTERN = /^\+[1-9][0-9]{0,3}$/;

export function isValidPhoneNumber(phone: string): boolean {
  return phone.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(phone);
}

export function isValidCountryCode(code: string): boolean {
  return COUNTRY_CODE_PATTERN.test(code);
}

/** Room for how people write a number: "+62 812-3456-7890" is 17 characters. */
export const PHONE_INPUT_MAX_LENGTH = 20;

/** What a user may type into the phone field: digits, spaces, dashes and a leading +, capped. */
export function sanitisePhoneInput(raw: string): string {
  const kept = raw.replace(/[^0-9 +-]/g, '');
  const plus = kept.trimStart().startsWith('+') ? '+' : '';
  return (plus + kept.replace(/\+/g, '')).slice(0, PHONE_INPUT_MAX_LENGTH);
}

/**
 * The national number the platform takes (PHONE_PATTERN) from what a user typed, the way
 * Indonesians write it: "0812-3456-7890", "62812 3456 7890", "+62 812 3456 7890" all give
 * "81234567890". Separators go; the country code (typed with +, or without it when enough digits
 * follow) and then the trunk 0 are dropped. "62" then 9 digits or more is read as the country code:
 * no Indonesian mobile number starts with 62, and a landline is written with its trunk 0. The
 * platform rule's leading space (" 81234567") is left as it is.
 */
export function nationalPhoneNumber(typed: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  if (typed.startsWith(' ') && isValidPhoneNumber(typed)) return typed;
  let digits = typed.replace(/[\s-]/g, '');
  const code = countryCode.replace('+', '');
  if (digits.startsWith('+')) {
    digits = digits.slice(1);
    if (digits.startsWith(code)) digits = digits.slice(code.length);
  } else if (code && digits.startsWith(code) && digits.length - code.length >= PHONE_MIN_LENGTH_TO_SUBMIT) {
    digits = digits.slice(code.length);
  }
  return digits.replace(/^0/, '');
}

/** "+62" + " 812345678" -> "+62812345678". */
export function toE164(countryCode: string, phone: string): string {
  return `${countryCode}${phone.replace(/\s/g, '')}`;
}

/** "+6281234567890" -> ["+62", "81234567890"]; a number without its + is read as Indonesian. */
function splitE164(phone: string): [countryCode: string, national: string] {
  const compact = phone.replace(/[^\d+]/g, '');
  if (!compact.startsWith('+')) return [DEFAULT_COUNTRY_CODE, compact.replace(/^0/, '')];
  const digits = compact.slice(1);
  const known = DEFAULT_COUNTRY_CODE.slice(1);
  // Country codes are 1 to 3 digits; Indonesia's is the one this app meets, others keep 2 digits.
  const codeLength = digits.startsWith(known) ? known.length : Math.min(2, digits.length);
  return [`+${digits.slice(0, codeLength)}`, digits.slice(codeLength)];
}

/**
 * The one way a phone number is shown (how Indonesian apps write it, e.g. a GoPay or Tokopedia
 * profile): the country code, then the operator's prefix, the middle digits and the last four, by
 * dashes: "+62 812-3456-7890". Takes E.164 ("+6281234567890") or a national number ("81234567890").
 */
export function formatPhone(phone: string): string {
  const [countryCode, national] = splitE164(phone);
  // Too short for three groups (a foreign number, say): the last four alone.
  if (national.length <= 8) return `${countryCode}\u00a0${national.slice(0, -4)}${national.length > 4 ? '-' : ''}${national.slice(-4)}`;
  return `${countryCode}\u00a0${national.slice(0, 3)}-${national.slice(3, -4)}-${national.slice(-4)}`;
}

/**
 * A phone number shown masked (document 1, the OTP screen: only the last four digits visible), in
 * formatPhone's shape: "+62 •••-••••-7890". The hidden part has the same dots whatever the number's
 * length, so an onlooker learns neither the operator nor the length; the owner recognises the ending.
 * Takes anything that ends with the number's last four digits, the platform's own masked form included.
 */
export function maskPhone(phone: string): string {
  const [countryCode, national] = splitE164(phone);
  const lastFour = national.replace(/\D/g, '').slice(-4);
  return `${countryCode}\u00a0•••-••••-${lastFour}`;
}

/** The sign-in field: what was typed is valid when its national number is (see nationalPhoneNumber). */
export function typedPhoneValidators(countryCode: string): readonly Validator[] {
  return [
    (value) => (isValidPhoneNumber(nationalPhoneNumber(value, countryCode)) ? null : { messageId: 'errors.OTP_GENERATE_BAD_REQUEST' }),
  ];
}

export const countryCodeValidators: readonly Validator[] = [
  (value) => (isValidCountryCode(value) ? null : { messageId: 'auth.phone.countryCodeInvalid' }),
];
