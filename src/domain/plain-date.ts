/**
 * Calendar dates (YYYY-MM-DD, already Jakarta's) for display, without the Temporal polyfill: the
 * screens that only show a date (the home cards' try-again date) keep it off their download.
 */
import type { Language } from './languages';

export const MONTH_ABBREVIATIONS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

export const pad2 = (value: number): string => String(value).padStart(2, '0');

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-12-07" as "07 Dec 2026" ("07 Des 2026" in Indonesian); anything else is returned as given. */
export function formatPlainDate(date: string, language: Language): string {
  const match = PLAIN_DATE.exec(date);
  const month = match ? MONTH_ABBREVIATIONS[language][Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month} ${match[1]}` : date;
}
