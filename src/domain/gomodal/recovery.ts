/**
 * How much one day's deduction takes (document 3, sections 4 and 9): "a failed deduction day is
 * retried the next day", "a failed deduction can be collected by deducting 70% of daily income,
 * capped by the monthly installment", "percentage-based cap (the percentage is configurable)".
 *
 * - due today = the day's scheduled amount (deductions.ts) + arrears (what earlier days missed, past
 *   due instalments and unpaid late fees: dues.ts).
 * - A day without arrears takes its scheduled amount when the day's income covers it, else nothing:
 *   the day FAILED, and its amount becomes arrears, retried the next day.
 * - A day with arrears recovers: it takes the larger of the scheduled amount (when covered) and 70% of
 *   the day's income, never more than what is due nor more than one monthly instalment. The merchant
 *   keeps at least 30% of a day's sales for the business whenever more than the day's amount is taken.
 * Whatever a day takes settles the oldest debt first (lending/allocation.ts).
 */

/** The share of a day's income recovery may take, in percent (a platform setting). */
export const RECOVERY_INCOME_PERCENT = 70;

export interface DayDeductionInput {
  /** Rupiah the plan schedules today (0 on catch-up and paused days). */
  scheduled: number;
  /** Rupiah owed from before today. */
  arrears: number;
  /** The merchant's income of the day (0 on a day that fails). */
  income: number;
  /** The loan's regular monthly instalment: the most one day takes. */
  monthlyInstalment: number;
  /** 70 unless the platform's setting says otherwise. */
  recoveryPercent?: number;
}

/**
 * NOTHING_DUE nothing to take today; DEDUCTED the scheduled amount in full (no arrears); RECOVERED all
 * that was due, arrears included; PARTIAL something, less than due; FAILED nothing although due.
 */
export const DEDUCTION_OUTCOMES = ['NOTHING_DUE', 'DEDUCTED', 'RECOVERED', 'PARTIAL', 'FAILED'] as const;
export type DeductionOutcome = (typeof DEDUCTION_OUTCOMES)[number];

export interface DayDeduction {
  due: number;
  taken: number;
  outcome: DeductionOutcome;
}

export function dayDeduction(input: DayDeductionInput): DayDeduction {
  const { scheduled, arrears, income, monthlyInstalment } = input;
  const percent = input.recoveryPercent ?? RECOVERY_INCOME_PERCENT;
  const due = scheduled + arrears;
  if (due === 0) return { due, taken: 0, outcome: 'NOTHING_DUE' };
  const regular = scheduled > 0 && income >= scheduled ? scheduled : 0;
  if (arrears === 0) return { due, taken: regular, outcome: regular > 0 ? 'DEDUCTED' : 'FAILED' };
  const recoverable = Math.floor((income * percent) / 100);
  const taken = Math.min(due, monthlyInstalment, Math.max(regular, recoverable));
  return { due, taken, outcome: taken === due ? 'RECOVERED' : taken > 0 ? 'PARTIAL' : 'FAILED' };
}
