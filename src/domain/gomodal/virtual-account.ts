/**
 * Virtual accounts for the merchant loan: the repayment area's window, expiry and states
 * (lending/virtual-account.ts), given gomodal's freeze days; the platform joins the two
 * (vaWindowAt(now, isGomodalFreezeDay(dueDates, now))).
 *
 * Reading chosen for the VA hours ("00:00 to 20:45 WIB by one text, 07:00 to 23:00 by another for
 * the merchant loan"): 00:00-20:45, as for pay-later and cicilan, each VA valid until 23:00 WIB of
 * its day. Every VA then has at least 2 h 15 min to be paid, and every payment is settled before the
 * night's deduction run takes the day's deduction (deductions.ts), so a merchant who paid by VA is
 * never deducted again for the same amount. With 07:00-23:00 a VA opened at 22:50 would expire ten
 * minutes later, and late payments would cross the deduction run.
 *
 * Freeze day: a due date of the loan (the 1st or the 15th), when the instalment closes at midnight
 * and whatever is unpaid becomes overdue: opening stops at 20:15 WIB that day.
 */
import type { VirtualAccount } from '../contract/lending-catchup';
import { jakartaDay, type InstantLike } from '../calendar-date';

export function isGomodalFreezeDay(dueDates: readonly string[], now: InstantLike, extraFreezeDates: readonly string[] = []): boolean {
  const today = jakartaDay(now);
  return dueDates.includes(today) || extraFreezeDates.includes(today);
}

/** How long the repayment page speaks of the last VA: after a day its outcome is history, not news. */
export const PREVIOUS_VA_NOTICE_MS = 24 * 60 * 60 * 1000;

/**
 * Which last-VA notice the repayment page's chooser shows (gomodal.va.previous.*), or null: an open
 * VA always (the new one replaces it); a paid, expired, cancelled or denied one only within a day of
 * its payment or opening, by the platform's clock (`asOf`), so "your last payment was received"
 * does not greet the merchant weeks later, on a new debt.
 */
export function previousVaNotice(
  va: Pick<VirtualAccount, 'state' | 'createdAt' | 'paidAt'> | null,
  asOf: string,
): VirtualAccount['state'] | null {
  if (!va) return null;
  if (va.state === 'ACTIVE') return va.state;
  const since = Date.parse(asOf) - Date.parse(va.paidAt ?? va.createdAt);
  return since >= 0 && since < PREVIOUS_VA_NOTICE_MS ? va.state : null;
}
