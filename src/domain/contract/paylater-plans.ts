/**
 * Limits and plans of the monthly pay-later (document 2: "Plan info" in section 3, the plan change in
 * section 4, the pick-limit rule in section 5, SME01/ME1/SME02 in section 8; paths "not shown":
 * designed under /pls/akhirbulan/ beside the profile). Decisions: server/paylater/CONTRACT.md "Plans".
 * Rules: src/domain/paylater/plans.ts.
 */
import * as v from 'valibot';
import type { PlanBadge, PlanChangeState, PlanChangeTiming, SystemCancelReason } from '../paylater/plans';

export const PAYLATER_PLAN_PATHS = {
  /** GET: PaylaterPlanInfo. */
  plans: '/pls/akhirbulan/plans',
  /** POST PlanSelectionRequest: choose a plan (waits for the contract to be signed); DELETE: cancel the open change. */
  selection: '/pls/akhirbulan/plans/selection',
} as const;

/**
 * SME01: no plan is offered to this account; ME1: no pay-later account (not activated), so no plans;
 * SME02 ("plan-related flag"): the chosen plan is refused by the pick-limit rule (cause
 * SAME_AS_CURRENT or SAME_AS_NEW) or is not one of the eligible plans (cause PLAN_NOT_ELIGIBLE).
 */
export const PLAN_ERROR_CODES = { noPlans: 'SME01', noAccount: 'ME1', planFlag: 'SME02' } as const;
export type PlanErrorCode = (typeof PLAN_ERROR_CODES)[keyof typeof PLAN_ERROR_CODES];
export const NO_PLANS_CODES: readonly string[] = [PLAN_ERROR_CODES.noPlans, PLAN_ERROR_CODES.noAccount];

/** A discount on the monthly fee that comes with a plan (the "discount detail"). */
export interface PlanDiscount {
  /** Percentage off the monthly fee, 1..100. */
  percentage: number;
  /** How many billing cycles it lasts once the plan applies. */
  duration: number;
  /** YYYY-MM-DD: the last day the plan can be chosen with it. */
  available_until: string;
}

export interface PaylaterPlan {
  /** Stable for a limit: `PLAN-<credit_limit>`. */
  id: string;
  credit_limit: number;
  /** current, recommended, new (the limit waiting to apply), discounted: in that order. */
  badges: PlanBadge[];
  discount: PlanDiscount | null;
}

/** A chosen plan and what became of it. Instants are ISO. */
export interface PlanChange {
  id: string;
  plan_id: string;
  /** The new limit. */
  credit_limit: number;
  /** The limit when it was chosen. */
  previous_limit: number;
  state: PlanChangeState;
  /** Decided when the contract is signed; null before. */
  timing: PlanChangeTiming | null;
  selected_at: string;
  signed_at: string | null;
  /** When it applies (SCHEDULED) or applied (APPLIED); null while it waits for signing or a repayment. */
  effective_at: string | null;
  /** When it was applied, cancelled or replaced. */
  ended_at: string | null;
  /** SYSTEM_CANCELLED only. */
  reason: SystemCancelReason | null;
}

/** GET /pls/akhirbulan/plans */
export interface PaylaterPlanInfo {
  /** When a plan chosen and signed now would apply (ISO); null: after the overdue dues are repaid. */
  expected_limit_selection_activation_at: string | null;
  /** The timing a choice made now would get. */
  expected_timing: PlanChangeTiming;
  /** Every plan offered, the current one included, lowest limit first. */
  eligible_plans: PaylaterPlan[];
  current_plan: PaylaterPlan;
  /** The open change (waiting for signing or for its time), else null. */
  next_plan: PlanChange | null;
  recommended_plan: PaylaterPlan | null;
  /** The plan with a fee discount on offer, else null. */
  promo_plan: PaylaterPlan | null;
  /** LIMIT_INCREASE when a higher limit is recommended, else null. */
  nudge: 'LIMIT_INCREASE' | null;
  /** How many times the limit-increase education was shown (the sandbox's offer sets it). */
  cli_education_nudge_count: number;
  /** The account's "adjustments": changes that ended (applied, cancelled, replaced), newest first. */
  adjustments: PlanChange[];
  as_of: string;
}

/** POST /pls/akhirbulan/plans/selection */
export const PlanSelectionRequestSchema = v.object({
  plan_id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
});
export type PlanSelectionRequest = v.InferOutput<typeof PlanSelectionRequestSchema>;

export function planIdOf(limit: number): string {
  return `PLAN-${limit}`;
}

// ---------------------------------------------------------------------------------------------
// Sandbox: the plans offered to an account, by name (absent when SANDBOX=off)

export const PLAN_OFFER_SCENARIOS = ['standard', 'promo', 'none'] as const;
export type PlanOfferScenario = (typeof PLAN_OFFER_SCENARIOS)[number];

export const PAYLATER_PLANS_SANDBOX_PATH = '/sandbox/paylater/plan-offers';

/** POST /sandbox/paylater/plan-offers: the offers of the user's current pay-later account. */
export const PlanOffersSeedSchema = v.object({
  phone: v.pipe(v.string(), v.minLength(8), v.maxLength(20)),
  scenario: v.picklist(PLAN_OFFER_SCENARIOS, `Expected one of: ${PLAN_OFFER_SCENARIOS.join(', ')}`),
});
export type PlanOffersSeed = v.InferOutput<typeof PlanOffersSeedSchema>;
