/** Jakarta calendar arithmetic the ledger's accruals run on (WIB is UTC+7 all year). */
import { Temporal } from 'temporal-polyfill';

/** 00:00 WIB of a Jakarta date, in epoch milliseconds. */
export function jakartaDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00+07:00`);
}

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

export function addMonths(date: string, months: number): string {
  return Temporal.PlainDate.from(date).add({ months }).toString();
}

/** The Jakarta date of an instant in epoch milliseconds. */
export function jakartaDateOf(ms: number): string {
  return new Date(ms + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}
