/**
 * A disbursed loan's instalments: amounts (pricing.ts, cashback.ts), due dates (due-dates.ts) and
 * deduction windows. Instalment k is collected in its window: from the day after the previous due
 * date (the first: from the day after disbursement, "daily deduction starts one day after
 * disbursement") to its own due date, both included (deductions.ts plans the days).
 */
import { Temporal } from 'temporal-polyfill';
import type { GomodalScheduleLine } from '../contract/gomodal-loan';
import { dueDates } from './due-dates';
import { type GomodalQuote, gomodalQuote } from './pricing';
import { quotedInstalments } from './quote';
import { FIRST_LOAN_CASHBACK_INSTALMENTS, FIRST_LOAN_CASHBACK_MAX } from './terms';

/**
 * One instalment as planned, the schedule line (the contract's) before anything is paid or carried
 * in: `number` 1-based; `windowStart` the first day of its deduction window and `dueDate` the 1st or
 * the 15th (YYYY-MM-DD); `interest` before the discount the first-loan cashback waives; `amount`
 * principal + interest - discount, what the window's deductions collect.
 */
export type GomodalInstalment = Pick<
  GomodalScheduleLine,
  'number' | 'windowStart' | 'dueDate' | 'principal' | 'interest' | 'discount' | 'amount'
>;

export interface GomodalSchedule extends GomodalQuote {
  /** YYYY-MM-DD (Jakarta). */
  disbursedOn: string;
  firstDueDate: string;
  finalDueDate: string;
  /** The first-loan cashback in all (0 for a later loan). */
  discount: number;
  /** principal + interest - discount = the sum of the instalments. */
  totalRepayable: number;
  instalments: GomodalInstalment[];
}

export interface GomodalLoanTerms {
  principal: number;
  tenure: number;
  /** Jakarta date of disbursement. */
  disbursedOn: string;
  /** No loan of the merchant was disbursed before: the first-loan cashback applies. */
  firstLoan: boolean;
}

export function gomodalSchedule(terms: GomodalLoanTerms): GomodalSchedule {
  const quote = gomodalQuote(terms.principal, terms.tenure);
  // The same amounts the loan form quoted (quote.ts), so what was quoted is what is collected.
  const cashback = terms.firstLoan ? { instalments: FIRST_LOAN_CASHBACK_INSTALMENTS, maxDiscount: FIRST_LOAN_CASHBACK_MAX } : null;
  const dates = dueDates(terms.disbursedOn, terms.tenure);
  const instalments = quotedInstalments(terms.principal, terms.tenure, cashback).map((instalment, index): GomodalInstalment => {
    const opensAfter = index === 0 ? terms.disbursedOn : (dates[index - 1] ?? terms.disbursedOn);
    return {
      ...instalment,
      windowStart: Temporal.PlainDate.from(opensAfter).add({ days: 1 }).toString(),
      dueDate: dates[index] ?? '',
    };
  });
  const discount = instalments.reduce((sum, instalment) => sum + instalment.discount, 0);
  return {
    ...quote,
    disbursedOn: terms.disbursedOn,
    firstDueDate: dates[0] ?? '',
    finalDueDate: dates[dates.length - 1] ?? '',
    discount,
    totalRepayable: quote.totalRepayable - discount,
    instalments,
  };
}
