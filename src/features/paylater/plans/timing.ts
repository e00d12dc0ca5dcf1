import type { PlanChangeTiming } from '@domain/paylater/plans';
import type { Formatters } from '@ui/useFormat';

/** The message and its values saying when a change applies (INSTANT, NEXT_MONTH on a date, AFTER_REPAYMENT). */
export function timingMessage(
  prefix: 'paylater.plans.expected' | 'paylater.plans.upcoming.when',
  timing: PlanChangeTiming,
  effectiveAt: string | null,
  format: Formatters,
): { id: string; values: Record<string, string> } {
  return { id: `${prefix}.${timing}`, values: { date: effectiveAt ? format.day(effectiveAt) : '' } };
}
