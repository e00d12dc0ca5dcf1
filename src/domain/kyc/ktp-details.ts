/**
 * The ID card (KTP) details the user confirms at /kyc/ktp-details (spec 2, section 3: name as on the
 * ID, date of birth, place of birth, NIK), as the form holds them ('' while unset) and as they are
 * sent (names trimmed). The rules are the shared ones of validators.ts.
 */
import { runValidators, type Validator } from '../validation';
import { birthDateValidators, nikValidators, personNameValidators, placeOfBirthValidators } from './validators';

export const KTP_FIELDS = ['nameOnId', 'placeOfBirth', 'dateOfBirth', 'nik'] as const;
export type KtpField = (typeof KTP_FIELDS)[number];

/** The form's values: '' means not answered yet. dateOfBirth is YYYY-MM-DD. */
export type KtpForm = Record<KtpField, string>;

export const EMPTY_KTP_FORM: KtpForm = { nameOnId: '', placeOfBirth: '', dateOfBirth: '', nik: '' };

/** Every field is mandatory; the date's rules depend on today (Jakarta, YYYY-MM-DD). */
export function ktpFieldRules(today: string): Record<KtpField, readonly Validator[]> {
  return {
    nameOnId: personNameValidators,
    placeOfBirth: placeOfBirthValidators,
    dateOfBirth: birthDateValidators(today),
    nik: nikValidators,
  };
}

export function invalidKtpFields(form: KtpForm, today: string): KtpField[] {
  const rules = ktpFieldRules(today);
  return KTP_FIELDS.filter((field) => !runValidators(form[field], rules[field], true).valid);
}

/** What is sent: the texts trimmed (the NIK and date are typed without spaces). */
export function buildKtpDetails(form: KtpForm): KtpForm {
  return {
    nameOnId: form.nameOnId.trim(),
    placeOfBirth: form.placeOfBirth.trim(),
    dateOfBirth: form.dateOfBirth.trim(),
    nik: form.nik.trim(),
  };
}
