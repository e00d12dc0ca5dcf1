import { DEFAULT_COUNTRY_CODE } from '@domain/phone';

/**
 * A query value meant as E.164. In a query string an unencoded "+" arrives as a space
 * ("?phone=+62812..." reads " 62812..."), so a leading space before digits is taken as the "+".
 */
export function phoneFromQuery(raw: string | undefined): string {
  if (raw === undefined) return '';
  return /^ \d/.test(raw) ? `+${raw.slice(1).trim()}` : raw.trim();
}

/**
 * What a person types into the sandbox page: "+62 812-345-678", "0812345678" or "812345678".
 * Without a country code the number is taken as Indonesian.
 */
export function phoneFromPerson(raw: string): string {
  const compact = phoneFromQuery(raw).replace(/[\s().-]/g, '');
  if (compact === '' || compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `${DEFAULT_COUNTRY_CODE}${compact.replace(/^0/, '')}`;
}
