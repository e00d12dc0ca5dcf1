/**
 * Dates people type (lender form, KYC challenge): DD/MM/YYYY, how Indonesian documents write them;
 * the platform takes ISO 8601 calendar dates (YYYY-MM-DD). Earliest accepted anywhere: 1920-01-01
 * (spec 2, section 9; spec 3, section 5); a birth or incorporation date cannot be after today
 * (Jakarta). Plain text and numbers, no Temporal: the forms that use them stay light.
 */
export const EARLIEST_DATE_ISO = '1920-01-01';

const TYPED_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** "05/03/1985" -> "1985-03-05"; null when it is not a date of the calendar. */
export function typedDateToIso(typed: string): string | null {
  const match = TYPED_DATE.exec(typed.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return null;
  return `${year}-${month}-${day}`;
}

/** "1985-03-05" -> "05/03/1985". */
export function isoDateToTyped(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

export function isIsoCalendarDate(iso: string): boolean {
  const match = ISO_DATE.exec(iso);
  return !!match && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** ISO dates compare as text. */
export function isIsoDateInRange(iso: string, todayIso: string): boolean {
  return isIsoCalendarDate(iso) && iso >= EARLIEST_DATE_ISO && iso <= todayIso;
}
