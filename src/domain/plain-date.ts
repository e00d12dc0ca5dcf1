/**
 * Calendar dates (YYYY-MM-DD, already Jakarta's) for display, without the Temporal polyfill: the
 * screens that only show a date (the home cards' try-again date) keep it off their download.
 */
import type { Language } from './languages';

export const MONTH_ABBREVIATIONS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

/** Months written out, for a month on its own ("March 2026", "Maret 2026"). */
export const MONTH_NAMES: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
};

export const pad2 = (value: number): string => String(value).padStart(2, '0');

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/** "2026-03" as "March 2026" ("Maret 2026" in Indonesian); anything else is returned as given. */
export function formatYearMonth(yearMonth: string, language: Language): string {
  const match = YEAR_MONTH.exec(yearMonth);
  const month = match ? MONTH_NAMES[language][Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : yearMonth;
}

/** A 24-hour wall-clock time without its zone: "23:00" in English, "23.00" in Indonesian (its time separator). */
export function formatClock24(hour: number, minute: number, language: Language): string {
  return `${pad2(hour)}${language === 'id' ? '.' : ':'}${pad2(minute)}`;
}

/**
 * A Jakarta wall-clock time as each language writes it: "3:07 PM" in English (document 1's
 * "h:mm A"); "15.07 WIB" in Indonesian, 24-hour with a dot and the zone, as Indonesian banks and
 * apps write it (an "AM"/"PM" is English on an Indonesian screen).
 */
export function formatClock(hour: number, minute: number, language: Language): string {
  if (language === 'id') return `${pad2(hour)}.${pad2(minute)} WIB`;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${pad2(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-12-07" as "07 Dec 2026" ("07 Des 2026" in Indonesian); anything else is returned as given. */
export function formatPlainDate(date: string, language: Language): string {
  const match = PLAIN_DATE.exec(date);
  const month = match ? MONTH_ABBREVIATIONS[language][Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month} ${match[1]}` : date;
}
