/**
 * Due dates of a merchant loan (document 3, section 9): "due dates are on the 1st or the 15th" and
 * "due date computation uses three month-day bands (1-8, 9-23, 24-31)". Chosen, by the Jakarta date of
 * disbursement:
 * | disbursed on day | first due date                  | days from disbursement |
 * |------------------|---------------------------------|------------------------|
 * | 1 - 8            | the 1st of the next month       | 21 - 31                |
 * | 9 - 23           | the 15th of the next month      | 20 - 37                |
 * | 24 - 31          | the 1st of the month after next | 29 - 39                |
 * The first due date is the 1st or 15th about a month away, never fewer than 20 days after the
 * disbursement: the first instalment's 20 deduction days (deductions.ts) always fit before it. Each
 * later instalment is due on the same day of the following months (the 1st and the 15th exist in
 * every month, so nothing shifts at month ends), and a later disbursement is never due earlier.
 */
import { Temporal } from 'temporal-polyfill';
import { GOMODAL_DUE_DATE_BANDS } from './due-date-bands';

export function firstDueDate(disbursedOn: string): string {
  const date = Temporal.PlainDate.from(disbursedOn);
  const band = GOMODAL_DUE_DATE_BANDS.find((candidate) => date.day >= candidate.firstDay && date.day <= candidate.lastDay);
  if (!band) throw new RangeError(`No due-date band for ${disbursedOn}`);
  return date.with({ day: 1 }).add({ months: band.monthsAhead }).with({ day: band.dueDay }).toString();
}

/** The due dates of every instalment, oldest first. */
export function dueDates(disbursedOn: string, tenure: number): string[] {
  const first = Temporal.PlainDate.from(firstDueDate(disbursedOn));
  return Array.from({ length: tenure }, (_, index) => first.add({ months: index }).toString());
}
