import { Temporal } from 'temporal-polyfill';
import type { Language } from './languages';
import { formatClock, MONTH_ABBREVIATIONS, pad2 } from './plain-date';

export { JAKARTA_TIME_ZONE } from './calendar-date';
import { JAKARTA_TIME_ZONE } from './calendar-date';

const MONTHS = MONTH_ABBREVIATIONS;

export type InstantInput = string | number | Temporal.Instant;

export function toInstant(input: InstantInput): Temporal.Instant {
  if (typeof input === 'number') return Temporal.Instant.fromEpochMilliseconds(input);
  if (typeof input === 'string') return Temporal.Instant.from(input);
  return input;
}

export function toJakarta(input: InstantInput): Temporal.ZonedDateTime {
  return toInstant(input).toZonedDateTimeISO(JAKARTA_TIME_ZONE);
}

/** The date and time in Asia/Jakarta: "05 May 2026, 3:07 PM", "05 Mei 2026, 15.07 WIB" (formatClock). */
export function formatJakartaDateTime(input: InstantInput, language: Language): string {
  const t = toJakarta(input);
  return `${pad2(t.day)} ${MONTHS[language][t.month - 1]} ${t.year}, ${formatClock(t.hour, t.minute, language)}`;
}

/** The calendar date (YYYY-MM-DD) in Asia/Jakarta at that instant: "today" for the date rules. */
export function jakartaDate(input: InstantInput): string {
  return toJakarta(input).toPlainDate().toString();
}

/** "DD MMM YYYY" in Asia/Jakarta. */
export function formatJakartaDate(input: InstantInput, language: Language): string {
  const t = toJakarta(input);
  return `${pad2(t.day)} ${MONTHS[language][t.month - 1]} ${t.year}`;
}
