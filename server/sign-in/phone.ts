import { phoneFromPerson } from '../sandbox/phone-input';

const INDONESIAN_MOBILE = /^\+62[1-9]\d{8,12}$/;

/** What a person types for a partner account ("0812...", "812...", "+62 812...") as +62..., or null. */
export function indonesianE164(raw: string): string | null {
  const phone = phoneFromPerson(raw);
  return INDONESIAN_MOBILE.test(phone) ? phone : null;
}
