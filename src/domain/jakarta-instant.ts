/**
 * An instant shown in Jakarta time without the Temporal polyfill (about 18 KB gzip): Asia/Jakarta
 * has kept UTC+7 with no daylight saving since 1964, so its wall clock is the UTC clock moved by
 * seven hours. The screens that only show instants (useFormat) keep the polyfill off their
 * download; the date rules keep using Temporal (./time.ts), which this module agrees with.
 */
import type { Language } from './languages';
import { formatClock, formatClock24, MONTH_ABBREVIATIONS, pad2 } from './plain-date';

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Jakarta wall clock at that instant (an ISO string with an offset, or epoch ms), read through UTC getters. */
function jakartaWallClock(input: string | number): Date {
  const epochMs = typeof input === 'number' ? input : Date.parse(input);
  if (Number.isNaN(epochMs)) throw new RangeError(`Not an instant: ${String(input)}`);
  return new Date(epochMs + JAKARTA_OFFSET_MS);
}

/** "DD MMM YYYY" in Asia/Jakarta. */
export function formatJakartaDay(input: string | number, language: Language): string {
  const t = jakartaWallClock(input);
  return `${pad2(t.getUTCDate())} ${MONTH_ABBREVIATIONS[language][t.getUTCMonth()]} ${t.getUTCFullYear()}`;
}

/** The date and time in Asia/Jakarta: "05 May 2026, 3:07 PM", "05 Mei 2026, 15.07 WIB" (formatClock). */
export function formatJakartaDayTime(input: string | number, language: Language): string {
  const t = jakartaWallClock(input);
  return `${formatJakartaDay(input, language)}, ${formatClock(t.getUTCHours(), t.getUTCMinutes(), language)}`;
}

/** The Jakarta time alone, 24-hour: "23:00" (en), "23.00" (id). */
export function formatJakartaTime24(input: string | number, language: Language): string {
  const t = jakartaWallClock(input);
  return formatClock24(t.getUTCHours(), t.getUTCMinutes(), language);
}
