/**
 * Arithmetic on the platform's calendar dates (YYYY-MM-DD, already Jakarta's) and Jakarta instants
 * without the Temporal polyfill (about 18 KB gzip), so the pages and the worker that only need these
 * keep it off their download. Asia/Jakarta has kept UTC+7 with no daylight saving since 1964: its
 * wall clock is the UTC clock moved by seven hours. Month arithmetic keeps Temporal's rule (the day
 * is clamped to the month's last day: 31 Jan + 1 month = 28 or 29 Feb); tests/unit/calendar-date.test.ts
 * checks it against Temporal.
 */
import { pad2 } from './plain-date';

/** The platform's time zone (IANA name), for Intl formatting in Jakarta time. */
export const JAKARTA_TIME_ZONE = 'Asia/Jakarta';

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant as the domain takes it: an ISO string with an offset, epoch milliseconds, or an object that knows its epoch milliseconds (a Temporal.Instant). */
export type InstantLike = string | number | { readonly epochMilliseconds: number };

export interface DateParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export function dateParts(date: string): DateParts {
  const match = PLAIN_DATE.exec(date);
  const parts = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
  if (!parts || parts.month < 1 || parts.month > 12 || parts.day < 1 || parts.day > daysInMonth(parts.year, parts.month)) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return parts;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function utcMs({ year, month, day }: DateParts): number {
  return Date.UTC(year, month - 1, day);
}

export function formatDateParts({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

export function addDays(date: string, days: number): string {
  return fromUtcMs(utcMs(dateParts(date)) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(dateParts(to)) - utcMs(dateParts(from))) / DAY_MS);
}

/** Months later (earlier when negative); a day the target month lacks becomes its last day. */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = dateParts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return formatDateParts({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

/** The same month with another day (1 to that month's length). */
export function withDay(date: string, day: number): string {
  const parts = dateParts(date);
  if (day < 1 || day > daysInMonth(parts.year, parts.month)) throw new RangeError(`No day ${day} in ${date}`);
  return formatDateParts({ ...parts, day });
}

export function epochMsOf(input: InstantLike): number {
  const ms = typeof input === 'number' ? input : typeof input === 'string' ? Date.parse(input) : input.epochMilliseconds;
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(input)}`);
  return ms;
}

/** The Jakarta calendar date at that instant: "today" for the date rules. */
export function jakartaDay(input: InstantLike): string {
  return fromUtcMs(epochMsOf(input) + WIB_OFFSET_MS);
}

/** The instant of a Jakarta wall-clock time ("HH:MM") on a Jakarta date, in epoch milliseconds. */
export function jakartaTimeOn(date: string, time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return utcMs(dateParts(date)) + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000 - WIB_OFFSET_MS;
}

/** An instant as Temporal.Instant#toString writes it: UTC, "Z", the fraction only when not zero ("2026-03-10T16:00:00Z"). */
export function instantString(input: InstantLike): string {
  return new Date(epochMsOf(input)).toISOString().replace(/\.?0+Z$/, 'Z');
}
