/**
 * Formats the contract's schemas share, stricter than valibot's own: v.isoDate() takes 2023-02-29
 * and v.isoTimestamp() takes 2024-02-30T10:00Z (Date then rolls it to 1 March). A date that is not
 * on the calendar, or an instant outside the years 1970 to 9999, is refused at validation, so no
 * route and no database column ever sees one.
 */
import * as v from 'valibot';
import { isIsoCalendarDate } from '../typed-date';

/** YYYY-MM-DD, a real day. */
export const calendarDateSchema = v.pipe(v.string(), v.isoDate(), v.check(isIsoCalendarDate, 'Must be a calendar date YYYY-MM-DD.'));

const EARLIEST_INSTANT_MS = Date.UTC(1970, 0, 1);
const LATEST_INSTANT_MS = Date.UTC(10_000, 0, 1);

/** An ISO 8601 instant whose date part is a real day and whose year is 1970 to 9999. */
export function isPlausibleInstant(text: string): boolean {
  const ms = Date.parse(text);
  return isIsoCalendarDate(text.slice(0, 10)) && ms >= EARLIEST_INSTANT_MS && ms < LATEST_INSTANT_MS;
}

export const instantSchema = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.check(isPlausibleInstant, 'Must be an ISO instant of a real day, years 1970 to 9999.'),
);
