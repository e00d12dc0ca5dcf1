/**
 * Working days (hari kerja) in Jakarta: Monday to Friday, except the days off (days-off.ts). They
 * time what banks and people do: disbursement, the call-back and the answer to a pending application
 * (journey.ts). Dates are Jakarta calendar dates, YYYY-MM-DD.
 */
import { Temporal } from 'temporal-polyfill';
import { SANDBOX_DAY_OFF_DATES } from './days-off';

/** Saturday and Sunday (ISO day of week 6 and 7). */
export function isWeekend(date: string): boolean {
  return Temporal.PlainDate.from(date).dayOfWeek >= 6;
}

export function isWorkingDay(date: string, daysOff: ReadonlySet<string> = SANDBOX_DAY_OFF_DATES): boolean {
  return !isWeekend(date) && !daysOff.has(date);
}

/**
 * The working day `count` working days after `date` (`date` itself never counts, working or not):
 * 1 is the next working day. A year holds about 250 working days, so the walk is short.
 */
export function addWorkingDays(date: string, count: number, daysOff: ReadonlySet<string> = SANDBOX_DAY_OFF_DATES): string {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Not a number of working days: ${count}`);
  let day = Temporal.PlainDate.from(date);
  let left = count;
  while (left > 0) {
    day = day.add({ days: 1 });
    if (isWorkingDay(day.toString(), daysOff)) left -= 1;
  }
  return day.toString();
}

/** The first working day after `date`. */
export function nextWorkingDay(date: string, daysOff: ReadonlySet<string> = SANDBOX_DAY_OFF_DATES): string {
  return addWorkingDays(date, 1, daysOff);
}
