/**
 * Limits and plans (document 2, sections 3-5): which limit a user may pick, when a signed change
 * takes effect, when the platform cancels one, and the badges a plan carries.
 *
 * Readings chosen (server/paylater/CONTRACT.md "Plans"):
 * - "instant if the limit was not used this month, otherwise next month": the month is the open
 *   billing cycle (17th to 16th, the limit's own month); "used" = any purchase in it. Next month is
 *   the next cycle's start, 00:00 WIB on the 17th.
 * - "if overdue, after dues are repaid": the change waits, then applies as soon as nothing is overdue.
 * - A plan is a credit limit; "new" is the limit of the change waiting to apply (next_plan).
 */
import { Temporal } from 'temporal-polyfill';
import { nextCycleStartsAt } from './billing';
import { type InstantInput, toInstant } from '../time';

export const PLAN_BADGES = ['current', 'recommended', 'new', 'discounted'] as const;
export type PlanBadge = (typeof PLAN_BADGES)[number];

/** When a signed change applies: now, at the next cycle, or once the overdue dues are repaid. */
export const PLAN_CHANGE_TIMINGS = ['INSTANT', 'NEXT_MONTH', 'AFTER_REPAYMENT'] as const;
export type PlanChangeTiming = (typeof PLAN_CHANGE_TIMINGS)[number];

/**
 * AWAITING_SIGNATURE chosen, contract not signed; SCHEDULED signed, waiting for its time; APPLIED
 * the limit changed; CANCELLED by the user (back to the current limit); SYSTEM_CANCELLED by the
 * platform (systemCancelReason); REPLACED by a later choice (a change of mind).
 */
export const PLAN_CHANGE_STATES = ['AWAITING_SIGNATURE', 'SCHEDULED', 'APPLIED', 'CANCELLED', 'SYSTEM_CANCELLED', 'REPLACED'] as const;
export type PlanChangeState = (typeof PLAN_CHANGE_STATES)[number];

/** States of a change still to come: at most one per account. */
export const OPEN_PLAN_CHANGE_STATES: readonly PlanChangeState[] = ['AWAITING_SIGNATURE', 'SCHEDULED'];

export function isOpenPlanChange(state: PlanChangeState): boolean {
  return OPEN_PLAN_CHANGE_STATES.includes(state);
}

export interface PlanChangeSituation {
  /** Something past its due date is unpaid. */
  overdue: boolean;
  /** A purchase was made in the open billing cycle. */
  limitUsedThisCycle: boolean;
}

export function planChangeTiming(situation: PlanChangeSituation): PlanChangeTiming {
  if (situation.overdue) return 'AFTER_REPAYMENT';
  return situation.limitUsedThisCycle ? 'NEXT_MONTH' : 'INSTANT';
}

/** 00:00 WIB of the next billing cycle's first day (a 17th), as an ISO instant: billing.ts's rule, kept here for the plan rules' callers. */
export { nextCycleStartsAt };

/** When a change signed at `now` with this timing applies; null while it waits for a repayment. */
export function planChangeEffectiveAt(timing: PlanChangeTiming, now: InstantInput): string | null {
  if (timing === 'AFTER_REPAYMENT') return null;
  if (timing === 'INSTANT') return new Date(toInstant(now).epochMilliseconds).toISOString();
  return nextCycleStartsAt(now);
}

/** A scheduled change applies once its time has come, or (AFTER_REPAYMENT) once nothing is overdue. */
export function isPlanChangeDue(
  change: { timing: PlanChangeTiming; effectiveAt: string | null },
  situation: { now: InstantInput; overdue: boolean },
): boolean {
  if (change.timing === 'AFTER_REPAYMENT') return !situation.overdue;
  if (change.effectiveAt === null) return false;
  return Temporal.Instant.compare(Temporal.Instant.from(change.effectiveAt), toInstant(situation.now)) <= 0;
}

export const SYSTEM_CANCEL_REASONS = ['LIMIT_BELOW_USAGE', 'ACCOUNT_CLOSING', 'PLAN_WITHDRAWN'] as const;
export type SystemCancelReason = (typeof SYSTEM_CANCEL_REASONS)[number];

/**
 * Why the platform cancels a change when it is due instead of applying it: the account is closing,
 * or the new limit is below what unpaid purchases already use. (PLAN_WITHDRAWN: the plans offered
 * changed while the change was open; decided when the offers change, not here.)
 */
export function systemCancelReason(input: { newLimit: number; unpaidPrincipal: number; closing: boolean }): SystemCancelReason | null {
  if (input.closing) return 'ACCOUNT_CLOSING';
  if (input.newLimit < input.unpaidPrincipal) return 'LIMIT_BELOW_USAGE';
  return null;
}

export type PickLimitRefusal = 'SAME_AS_CURRENT' | 'SAME_AS_NEW';

/** "The chosen limit must differ from the new limit and the current limit" (document 2, section 5). */
export function pickLimitRefusal(chosen: number, current: number, upcoming: number | null): PickLimitRefusal | null {
  if (chosen === current) return 'SAME_AS_CURRENT';
  if (upcoming !== null && chosen === upcoming) return 'SAME_AS_NEW';
  return null;
}

/** The badges of a plan, in the order they are shown. */
export function planBadges(
  limit: number,
  offer: { current: number; upcoming: number | null; recommended: number | null; discounted: readonly number[] },
): PlanBadge[] {
  const badges: PlanBadge[] = [];
  if (limit === offer.current) badges.push('current');
  if (limit === offer.upcoming) badges.push('new');
  if (limit === offer.recommended && limit !== offer.current) badges.push('recommended');
  if (offer.discounted.includes(limit)) badges.push('discounted');
  return badges;
}

/** A monthly-fee discount won with a plan: `percentage` off the fee of `cycles` bills from `fromDueDate`. */
export interface FeeDiscount {
  /** The due date (a 1st) of the first bill it covers: the cycle in which the plan applied. */
  fromDueDate: string;
  cycles: number;
  percentage: number;
}

/** The discount on the bill due on `dueDate`: the latest discount covering it, else 0. */
export function feeDiscountFor(dueDate: string, discounts: readonly FeeDiscount[]): number {
  const due = Temporal.PlainDate.from(dueDate);
  let percentage = 0;
  for (const discount of discounts) {
    const months = due.since(Temporal.PlainDate.from(discount.fromDueDate), { largestUnit: 'months' }).months;
    if (months >= 0 && months < discount.cycles) percentage = discount.percentage;
  }
  return percentage;
}
