/**
 * An instalment purchase's schedule: due dates and amounts (document 2, sections 1 and 4).
 *
 * Due dates: "computed in three day-of-month bands (1-8, 9-23, 24-31); the results are not shown",
 * and "repayment is due within 45 days of purchase at most". Chosen (purchase day in Jakarta):
 * | purchase day | first due date                  | days to it       |
 * |--------------|---------------------------------|------------------|
 * | 1 - 8        | the 10th of the next month      | 30 - 40          |
 * | 9 - 23       | the 20th of the next month      | 25 - 42          |
 * | 24 - 31      | the 1st of the month after next | 29 - 39          |
 * Every purchase gets between 25 and 42 days (never over 45, never under three and a half weeks), a
 * later purchase is never due earlier, and days 1, 10 and 20 exist in every month, so the later
 * instalments fall on the same day of each following month with no end-of-month shifting.
 *
 * Amounts: principal and cost are each split with the remainder on the first instalment
 * (lending/split.ts), so the instalments add up to principal + cost exactly and
 * each instalment says how much of it is cost (needed for the early-repayment discount).
 */
import { Temporal } from 'temporal-polyfill';
import { splitAmount } from '../lending/split';
import { jakartaDate, type InstantInput } from '../time';
import { cicilanCost } from './pricing';

export const CICILAN_DUE_DATE_BANDS = [
  { firstDay: 1, lastDay: 8, dueDay: 10, monthsAhead: 1 },
  { firstDay: 9, lastDay: 23, dueDay: 20, monthsAhead: 1 },
  { firstDay: 24, lastDay: 31, dueDay: 1, monthsAhead: 2 },
] as const;

/** The upper bound of the documents, which the bands above keep. */
export const CICILAN_MAX_DAYS_TO_FIRST_DUE = 45;

/** The first due date of a purchase on a Jakarta calendar date. */
export function cicilanFirstDueDate(purchaseDate: string): string {
  const date = Temporal.PlainDate.from(purchaseDate);
  const band = CICILAN_DUE_DATE_BANDS.find((candidate) => date.day >= candidate.firstDay && date.day <= candidate.lastDay);
  if (!band) throw new RangeError(`No due-date band for ${purchaseDate}`);
  return date.with({ day: 1 }).add({ months: band.monthsAhead }).with({ day: band.dueDay }).toString();
}

export interface CicilanInstalment {
  /** 1-based. */
  number: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  /**
   * The first day of the month this instalment pays for: the purchase date for the first, the day
   * after the previous due date for the others. Its cost is earned once this day has begun.
   */
  periodStartDate: string;
  principal: number;
  fee: number;
  /** principal + fee. */
  amount: number;
}

export interface CicilanSchedule {
  principal: number;
  tenor: number;
  cost: number;
  /** principal + cost = the sum of the instalments' amounts. */
  total: number;
  instalments: CicilanInstalment[];
}

export function cicilanSchedule(principal: number, tenor: number, purchasedAt: InstantInput): CicilanSchedule {
  const cost = cicilanCost(principal, tenor);
  const purchaseDate = jakartaDate(purchasedAt);
  const firstDue = Temporal.PlainDate.from(cicilanFirstDueDate(purchaseDate));
  const principals = splitAmount(principal, tenor);
  const fees = splitAmount(cost, tenor);
  const instalments = principals.map((part, index): CicilanInstalment => {
    const fee = fees[index] ?? 0;
    return {
      number: index + 1,
      dueDate: firstDue.add({ months: index }).toString(),
      periodStartDate: index === 0 ? purchaseDate : firstDue.add({ months: index - 1, days: 1 }).toString(),
      principal: part,
      fee,
      amount: part + fee,
    };
  });
  return { principal, tenor, cost, total: principal + cost, instalments };
}
