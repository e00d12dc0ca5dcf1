/**
 * Shared by the sandbox checkout (both products) and cicilan's pages: the lending settings hold it.
 *
 * "The closing date for new transactions is 12 Dec 2022" (document 2, sections 1 and 9). The platform
 * keeps it as a setting (the sandbox can move or clear it). The sandbox starts with none, so a fresh
 * sandbox sells cicilan (that date is long past on today's clock); this date is the closed state it
 * can be set to (seed `cicilan-closed`, /sandbox/lending).
 *
 * Reading chosen: the closing date is the last day new purchases are taken (until 23:59:59 WIB that
 * day); from 00:00 WIB the next day checkout refuses them. A user told "closing date 12 Dec" expects
 * 12 Dec itself to still work. Existing purchases, repayments and early repayment go on after it.
 */
import { jakartaDate, type InstantInput } from '../time';

export const CICILAN_DOCUMENTED_CLOSING_DATE = '2022-12-12';

/** null: no closing date set. */
export function isOpenForNewTransactions(now: InstantInput, closingDate: string | null): boolean {
  return closingDate === null || jakartaDate(now) <= closingDate;
}
