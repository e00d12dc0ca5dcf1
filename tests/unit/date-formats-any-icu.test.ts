/**
 * Dates and times are formatted from their parts (the domain's own calendar code), never through a
 * locale's Intl pattern: WebKitGTK's ICU writes en-CA as m/d/yyyy, so a formatter that parsed
 * "YYYY-MM-DD" out of it showed "Berlaku sampai 11/29/2026" (issue 42). Here every Intl.DateTimeFormat
 * writes US patterns whatever locale it is asked for, and the app's formatters still say the same.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const RealDateTimeFormat = Intl.DateTimeFormat;

/** Intl.DateTimeFormat as an engine whose ICU data has other patterns: every locale gets en-US's (m/d/yyyy, h:mm AM). */
class UsPatternsForEveryLocale extends RealDateTimeFormat {
  constructor(_locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    super('en-US', options);
  }
}

describe('date and time formatters under a locale whose pattern differs', () => {
  beforeEach(() => {
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: UsPatternsForEveryLocale });
    vi.resetModules(); // the formatters' modules load again under the stub (a module-level formatter would catch it)
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('the stub writes en-CA as m/d/yyyy, as WebKitGTK does', () => {
    const enCa = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' });
    expect(enCa.format(Date.parse('2026-11-29T05:00:00Z'))).toBe('11/29/2026');
  });

  it('the VA page: the date and time it is valid until, in both languages', async () => {
    const { jakartaDateLabel, jakartaTime } = await import('../../src/features/repayment/format');
    // 23:00 WIB on 29 Nov 2026 is 16:00 UTC.
    const expiresAt = '2026-11-29T16:00:00Z';
    expect(jakartaDateLabel(expiresAt, 'id')).toBe('29 Nov 2026');
    expect(jakartaDateLabel(expiresAt, 'en')).toBe('29 Nov 2026');
    expect(jakartaTime(expiresAt, 'id')).toBe('23.00');
    expect(jakartaTime(expiresAt, 'en')).toBe('23:00');
    // Just after midnight in Jakarta is still the day before in UTC.
    expect(jakartaDateLabel('2026-12-31T17:05:00Z', 'id')).toBe('01 Jan 2027');
    expect(jakartaTime('2026-12-31T17:05:00Z', 'en')).toBe('00:05');
  });

  it('the kept bill, the month headings and the date-times of the money pages', async () => {
    const { formatJakartaDay, formatJakartaDayTime, formatJakartaTime24 } = await import('@domain/jakarta-instant');
    const { formatPlainDate, formatYearMonth } = await import('@domain/plain-date');
    expect(formatJakartaDay('2026-08-16T18:00:00Z', 'id')).toBe('17 Agu 2026');
    expect(formatJakartaDayTime('2026-05-05T08:07:00Z', 'id')).toBe('05 Mei 2026, 15.07 WIB');
    expect(formatJakartaDayTime('2026-05-05T08:07:00Z', 'en')).toBe('05 May 2026, 3:07 PM');
    expect(formatJakartaTime24('2026-05-05T08:07:00Z', 'id')).toBe('15.07');
    expect(formatPlainDate('2026-03-01', 'en')).toBe('01 Mar 2026');
    expect(formatYearMonth('2026-03', 'id')).toBe('Maret 2026');
    expect(formatYearMonth('2026-12', 'en')).toBe('December 2026');
  });

  it('the Temporal formatters of the date rules say the same', async () => {
    const { formatJakartaDate, formatJakartaDateTime } = await import('@domain/time');
    expect(formatJakartaDate('2026-11-29T16:00:00Z', 'en')).toBe('29 Nov 2026');
    expect(formatJakartaDateTime('2026-05-05T08:07:00Z', 'id')).toBe('05 Mei 2026, 15.07 WIB');
  });
});
