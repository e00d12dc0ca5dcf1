/**
 * Instants as the repayment pages show them, in Jakarta time, with Intl rather than the Temporal
 * polyfill (these pages only display times). Indonesian writes times with a dot ("23.00").
 */
import type { Language } from '@domain/languages';
import { formatPlainDate } from '@domain/plain-date';
import { JAKARTA_TIME_ZONE } from '@domain/calendar-date';

const jakartaDay = new Intl.DateTimeFormat('en-CA', { timeZone: JAKARTA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const jakartaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: JAKARTA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** YYYY-MM-DD in Jakarta at that instant. */
export function jakartaPlainDate(instant: string | number): string {
  return jakartaDay.format(new Date(instant));
}

/** "23:00" (en) or "23.00" (id), Jakarta time. */
export function jakartaTime(instant: string | number, language: Language): string {
  const time = jakartaClock.format(new Date(instant));
  return language === 'id' ? time.replace(':', '.') : time;
}

/** "20 Feb 2026" (en) / "20 Feb 2026" (id, Indonesian month names), Jakarta date. */
export function jakartaDateLabel(instant: string | number, language: Language): string {
  return formatPlainDate(jakartaPlainDate(instant), language);
}
