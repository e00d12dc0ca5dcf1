/**
 * GET /pls/akhirbulan/plans, POST and DELETE /pls/akhirbulan/plans/selection (CONTRACT.md "Plans"):
 * what the plans page shows, choosing a plan (it then waits for the contract to be signed) and
 * cancelling the change to come. The change itself is plan-changes.ts's.
 */
import { PLAN_ERROR_CODES, type PaylaterPlan, type PaylaterPlanInfo, type PlanChange, planIdOf } from '@domain/contract/paylater-plans';
import { billingCycleAt } from '@domain/paylater/billing';
import { isOpenPlanChange, pickLimitRefusal, planBadges, planChangeEffectiveAt, planChangeTiming } from '@domain/paylater/plans';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { accountForProduct } from '../ledger/accounts';
import type { Book } from '../ledger/book';
import { type AccountChange, cancelOpenChange, changesOf, choosePlan } from './plan-changes';
import { positionOf } from '../ledger/positions';
import { withBook } from '../ledger/sync';
import type { LendingAccount } from '../ledger/types';
import { paylaterError } from './errors';
import { type PlanOffer, planOffer } from './plan-offers';
import { refuseChoiceAfterOldVersionEnded } from './purchase-blocks';

const toPlanChange = (change: AccountChange): PlanChange => ({
  id: change.id,
  plan_id: planIdOf(change.creditLimit),
  credit_limit: change.creditLimit,
  previous_limit: change.previousLimit,
  state: change.state,
  timing: change.timing,
  selected_at: change.selectedAt.toISOString(),
  signed_at: change.signedAt?.toISOString() ?? null,
  effective_at: change.effectiveAt?.toISOString() ?? null,
  ended_at: change.endedAt?.toISOString() ?? null,
  reason: change.reason,
});

async function activatedAccount(db: Db, userId: string, now: Date): Promise<LendingAccount> {
  const account = await accountForProduct(db, userId, 'paylater', now);
  if (!account) throw paylaterError(409, PLAN_ERROR_CODES.noAccount, 'Plans are offered once PayLater is activated.', 'product_status');
  return account;
}

async function offerOf(db: Db, account: LendingAccount, now: Date): Promise<PlanOffer> {
  const offer = await planOffer(db, account, now);
  if (!offer) throw paylaterError(409, PLAN_ERROR_CODES.noPlans, 'No plans are available for this account now.', 'eligible_plans');
  return offer;
}

function situationOf(book: Book, now: Date) {
  const open = billingCycleAt(now.toISOString()).startDate;
  return {
    overdue: positionOf(book, now).dues.overdue > 0,
    limitUsedThisCycle: book.orders.some((order) => billingCycleAt(order.purchasedAt.toISOString()).startDate === open),
  };
}

function planInfo(book: Book, offer: PlanOffer, changes: readonly AccountChange[], now: Date): PaylaterPlanInfo {
  const current = book.account.creditLimit;
  const open = changes.find((change) => isOpenPlanChange(change.state)) ?? null;
  const badgeInput = {
    current,
    upcoming: open?.creditLimit ?? null,
    recommended: offer.recommended,
    discounted: offer.promo ? [offer.promo.limit] : [],
  };
  const planOf = (limit: number): PaylaterPlan => ({
    id: planIdOf(limit),
    credit_limit: limit,
    badges: planBadges(limit, badgeInput),
    discount: offer.promo?.limit === limit ? offer.promo.discount : null,
  });
  const timing = planChangeTiming(situationOf(book, now));
  return {
    expected_limit_selection_activation_at: planChangeEffectiveAt(timing, now.toISOString()),
    expected_timing: timing,
    eligible_plans: offer.limits.map(planOf),
    current_plan: planOf(current),
    next_plan: open ? toPlanChange(open) : null,
    recommended_plan: offer.recommended === null ? null : planOf(offer.recommended),
    promo_plan: offer.promo ? planOf(offer.promo.limit) : null,
    nudge: offer.recommended !== null && offer.recommended > current ? 'LIMIT_INCREASE' : null,
    cli_education_nudge_count: offer.cliEducationNudgeCount,
    adjustments: changes.filter((change) => !isOpenPlanChange(change.state)).map(toPlanChange),
    as_of: now.toISOString(),
  };
}

/** GET: the plans, the change to come and the past ones. */
export async function readPlans(db: Db, userId: string, now: Date): Promise<PaylaterPlanInfo> {
  const account = await activatedAccount(db, userId, now);
  return withBook(db, account, now, async (tx, book) => {
    const offer = await offerOf(tx, book.account, now);
    return planInfo(book, offer, await changesOf(tx, book.account.id), now);
  });
}

/** POST: choose a plan. Refused (SME02) when it is not offered, is the current limit or the one to come. */
export async function selectPlan(db: Db, userId: string, planId: string, now: Date): Promise<PaylaterPlanInfo> {
  const account = await activatedAccount(db, userId, now);
  await refuseChoiceAfterOldVersionEnded(db, account, now);
  return withBook(db, account, now, async (tx, book) => {
    const offer = await offerOf(tx, book.account, now);
    const limit = offer.limits.find((candidate) => planIdOf(candidate) === planId);
    if (limit === undefined)
      throw paylaterError(409, PLAN_ERROR_CODES.planFlag, 'This plan is not offered to this account.', 'PLAN_NOT_ELIGIBLE');
    const open = (await changesOf(tx, book.account.id)).find((change) => isOpenPlanChange(change.state)) ?? null;
    const refusal = pickLimitRefusal(limit, book.account.creditLimit, open?.creditLimit ?? null);
    if (refusal) {
      const message =
        refusal === 'SAME_AS_CURRENT' ? 'This is already the current limit.' : 'This limit is already the new limit waiting to apply.';
      throw paylaterError(409, PLAN_ERROR_CODES.planFlag, message, refusal);
    }
    const discount =
      offer.promo?.limit === limit ? { percentage: offer.promo.discount.percentage, cycles: offer.promo.discount.duration } : null;
    await choosePlan(tx, book, { creditLimit: limit, discount }, now);
    return planInfo(book, offer, await changesOf(tx, book.account.id), now);
  });
}

/** DELETE: cancel the change to come (404 when there is none). */
export async function cancelPlan(db: Db, userId: string, now: Date): Promise<PaylaterPlanInfo> {
  const account = await activatedAccount(db, userId, now);
  return withBook(db, account, now, async (tx, book) => {
    if (!(await cancelOpenChange(tx, book.account.id, now))) throw notFound();
    const offer = await offerOf(tx, book.account, now);
    return planInfo(book, offer, await changesOf(tx, book.account.id), now);
  });
}
