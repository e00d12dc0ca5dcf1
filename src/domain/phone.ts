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

/** What a user may type into the phone field: digits (and the leading space the rule allows), capped. */
export function sanitisePhoneInput(raw: string): string {
  return raw.replace(/[^0-9 ]/g, '').slice(0, PHONE_MAX_LENGTH);
}

/** "+62" + " 812345678" -> "+62812345678". */
export function toE164(countryCode: string, phone: string): string {
  return `${countryCode}${phone.replace(/\s/g, '')}`;
}

/** Every character but the last four becomes "*". */
export function maskPhone(phone: string): string {
  const visible = 4;
  if (phone.length <= visible) return phone;
  return '*'.repeat(phone.length - visible) + phone.slice(-visible);
}

export const phoneValidators: readonly Validator[] = [
  (value) => (isValidPhoneNumber(value) ? null : { messageId: 'errors.OTP_GENERATE_BAD_REQUEST' }),
];

export const countryCodeValidators: readonly Validator[] = [
  (value) => (isValidCountryCode(value) ? null : { messageId: 'auth.phone.countryCodeInvalid' }),
];
