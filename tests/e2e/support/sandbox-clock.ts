/** The platform's sandbox clock moved to a day of the month, in Jakarta time (WIB). */
import { moveClockTo, platformNow } from './repayment';

const WIB_OFFSET_MS = 7 * 3600_000;

/** The Jakarta calendar day of an instant. */
export function jakartaDay(instant: number): { year: number; month: number; day: number; hour: number } {
  const shifted = new Date(instant + WIB_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(), hour: shifted.getUTCHours() };
}

/** `hour`:00 WIB on a Jakarta date (month may run past 12: Date.UTC carries it into the year). */
function wib(year: number, month: number, day: number, hour: number): number {
  return Date.UTC(year, month - 1, day, hour) - WIB_OFFSET_MS;
}

/**
 * Moves the platform's clock forward to `hour`:00 WIB of the next `day` of a month (today's, if that
 * is still ahead); answers the instant. The clock never goes back (the ledger's past stays past).
 */
export async function moveClockToDay(day: number, hour = 9): Promise<number> {
  const now = await platformNow();
  const today = jakartaDay(now);
  let target = wib(today.year, today.month, day, hour);
  if (target < now) target = wib(today.year, today.month + 1, day, hour);
  await moveClockTo(target);
  return target;
}

/** Moves the platform's clock forward to `hour`:00 WIB of the day after its current Jakarta day. */
export async function moveClockToNextDay(hour = 9): Promise<number> {
  const today = jakartaDay(await platformNow());
  const target = wib(today.year, today.month, today.day + 1, hour);
  await moveClockTo(target);
  return target;
}
