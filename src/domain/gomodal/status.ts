/**
 * The dues state of a running loan (document 3, section 4: ONGOING, OUTSTANDING_BEFORE_DUE_DATE,
 * OVERDUE, REPAID, PAYMENT_HOLIDAY, REPAID_DISCOUNT), from its dues (dues.ts) and whether deductions
 * are paused today. First match wins:
 * | state                       | when                                                             |
 * |-----------------------------|------------------------------------------------------------------|
 * | OVERDUE                     | an instalment past its due date is unpaid, or late fees are      |
 * | PAYMENT_HOLIDAY             | deductions are paused today (the page shows the resume date)    |
 * | OUTSTANDING_BEFORE_DUE_DATE | deduction days failed this window, the due date not passed yet  |
 * | REPAID_DISCOUNT             | this month's instalment is paid, and it carried the first-loan   |
 * |                             | discount ("0% interest this month")                              |
 * | REPAID                      | this month's instalment is paid before its due date ("dues      |
 * |                             | cleared early for the month": no deduction until the next window)|
 * | ONGOING                     | deductions on schedule                                           |
 * Overdue comes first: it is what the merchant must act on, paused or not.
 */
import type { GomodalDues } from './dues';

export const GOMODAL_DUES_STATES = [
  'ONGOING',
  'OUTSTANDING_BEFORE_DUE_DATE',
  'OVERDUE',
  'REPAID',
  'PAYMENT_HOLIDAY',
  'REPAID_DISCOUNT',
] as const;
export type GomodalDuesState = (typeof GOMODAL_DUES_STATES)[number];

export function gomodalDuesState(dues: GomodalDues, paused: boolean): GomodalDuesState {
  if (dues.pastDue > 0 || dues.unpaidLateFees > 0) return 'OVERDUE';
  if (paused) return 'PAYMENT_HOLIDAY';
  if (dues.missed > 0) return 'OUTSTANDING_BEFORE_DUE_DATE';
  const current = dues.currentInstalment;
  if (current === null || current.unpaid === 0) return current !== null && current.discount > 0 ? 'REPAID_DISCOUNT' : 'REPAID';
  return 'ONGOING';
}
