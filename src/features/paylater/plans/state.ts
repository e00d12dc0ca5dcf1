/**
 * The plans page's state and actions (the only module of paylater/plans that calls the data worker).
 * SME01 and ME1 are answers, not failures: the page says no plans are available.
 */
import { NO_PLANS_CODES, PLAN_ERROR_CODES, type PaylaterPlanInfo } from '@domain/contract/paylater-plans';
import { hasErrorCode } from '@domain/errors';
import { asApiError } from '@state/errors';
import { dataWorker } from '../../../data/bridge';

/** 'none' says why: SME01 (none offered now) or ME1 (the platform's "no account": PayLater not active yet). */
export type PlansView = { kind: 'plans'; info: PaylaterPlanInfo } | { kind: 'none'; reason: 'none-offered' | 'not-active' };

export async function loadPlans(): Promise<PlansView> {
  try {
    return { kind: 'plans', info: await dataWorker().paylater.plans() };
  } catch (error) {
    const apiError = asApiError(error);
    if (hasErrorCode(apiError, PLAN_ERROR_CODES.noAccount)) return { kind: 'none', reason: 'not-active' };
    if (NO_PLANS_CODES.some((code) => hasErrorCode(apiError, code))) return { kind: 'none', reason: 'none-offered' };
    throw error;
  }
}

/** Chooses a plan; it then waits for the contract to be signed (/privy/intro?flow=plans). */
export function choosePlan(planId: string): Promise<PaylaterPlanInfo> {
  return dataWorker().paylater.selectPlan(planId);
}

/** Cancels the change to come: the limit stays as it is. */
export function cancelPlanChange(): Promise<PaylaterPlanInfo> {
  return dataWorker().paylater.cancelPlan();
}

/** Where the contract of a chosen plan is signed; /signed comes back to the plans page. */
export const PLAN_SIGNING_ROUTE = '/privy/intro?product=paylater&flow=plans';
