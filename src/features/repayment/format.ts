/**
 * Instants as the repayment pages show them, in Jakarta time, from the domain's own calendar code:
 * never from a locale's Intl pattern, which differs between engines' ICU data (WebKitGTK writes
 * en-CA as m/d/yyyy). Indonesian writes times with a dot ("23.00").
 */
import type { Language } from '@domain/languages';
import { formatJakartaDay, formatJakartaTime24 } from '@domain/jakarta-instant';

/** "23:00" (en) or "23.00" (id), Jakarta time. */
export function jakartaTime(instant: string | number, language: Language): string {
  return formatJakartaTime24(instant, language);
}

/** "20 Feb 2026" (en) / "20 Feb 2026" (id, Indonesian month names), Jakarta date. */
export function jakartaDateLabel(instant: string | number, language: Language): string {
  return formatJakartaDay(instant, language);
}
