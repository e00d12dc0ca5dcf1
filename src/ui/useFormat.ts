import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '@domain/languages';
import { formatRupiah } from '@domain/money';
import { formatPlainDate, formatYearMonth } from '@domain/plain-date';
import { formatJakartaDay, formatJakartaDayTime } from '@domain/jakarta-instant';

export interface Formatters {
  language: Language;
  /** Rupiah as users read it: Rp1.250.000. */
  money(amount: number): string;
  /** A Jakarta calendar date (YYYY-MM-DD: due dates, rest periods): 01 Mar 2026. */
  date(plainDate: string): string;
  /** An instant's Jakarta date: 05 Mei 2026. */
  day(instant: string): string;
  /** An instant in Jakarta time: 05 Mei 2026, 3:07 PM. */
  dateTime(instant: string): string;
  /** A month (YYYY-MM): March 2026, Maret 2026. */
  month(yearMonth: string): string;
}

/**
 * The money and date formats of the language in use: the domain's formatters, Asia/Jakarta, no
 * Temporal polyfill, and no locale's Intl pattern (engines' ICU data write them differently).
 */
export function useFormat(): Formatters {
  const intl = useIntl();
  const language: Language = intl.locale === 'en' ? 'en' : 'id';
  return useMemo(
    () => ({
      language,
      money: formatRupiah,
      date: (plainDate) => formatPlainDate(plainDate, language),
      day: (instant) => formatJakartaDay(instant, language),
      dateTime: (instant) => formatJakartaDayTime(instant, language),
      month: (yearMonth) => formatYearMonth(yearMonth, language),
    }),
    [language],
  );
}
