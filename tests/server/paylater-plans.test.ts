import { describe, expect, it } from 'vitest';
import type { SigningInfo } from '@domain/contract/home';
import type { FeeReceipt, PaylaterProfile } from '@domain/contract/paylater';
import type { PaylaterPlanInfo } from '@domain/contract/paylater-plans';
import { buy, DAY, get, ledgerOf, type MoneyUser, repay, seededUser, setClock } from './support/money-support';
import { platformForFile } from './support/file-platform';
import { SIGNING_INFO, signAtProvider as signAt, signed as signedAt } from './support/paylater-support';
import { call } from './support';

// Day 10 of the cycle 17 Dec - 16 Jan: "next month" is 17 Jan 00:00 WIB.
const platform = platformForFile({ now: '2026-01-10T10:00:00+07:00' });

const PLANS = '/pls/akhirbulan/plans';
const SELECTION = '/pls/akhirbulan/plans/selection';

const plans = async (user: MoneyUser) => get<PaylaterPlanInfo>(platform, user, PLANS);
const limit = async (user: MoneyUser) => (await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile')).data.credit_limit;
const choose = (user: MoneyUser, planId: string) =>
  call<PaylaterPlanInfo>(platform.app, 'POST', SELECTION, { plan_id: planId }, user.headers);
const signed = (user: MoneyUser) => signedAt(platform, user);

const signAtProvider = (user: MoneyUser) => signAt(platform, user, 'credit limit change');

describe('the plans offered', () => {
  it('lists the ladder around the current limit with its badges, and when a change would apply', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    const answer = await plans(user);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.data.eligible_plans.map((plan) => [plan.credit_limit, plan.badges])).toEqual([
      [3_000_000, []],
      [5_000_000, []],
      [10_000_000, ['current']],
      [15_000_000, ['recommended']],
      [20_000_000, []],
    ]);
    expect(answer.data).toMatchObject({
      current_plan: { id: 'PLAN-10000000', credit_limit: 10_000_000 },
      recommended_plan: { credit_limit: 15_000_000 },
      promo_plan: null,
      next_plan: null,
      nudge: 'LIMIT_INCREASE',
      expected_timing: 'INSTANT',
      // Instant: a change signed now applies now.
      expected_limit_selection_activation_at: answer.data.as_of,
      adjustments: [],
    });
  });

  it('answers SME01 when no plan is offered, ME1 before activation', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    expect((await call(platform.app, 'POST', '/sandbox/paylater/plan-offers', { phone: user.phone, scenario: 'none' })).status).toBe(201);
    const none = await plans(user);
    expect(none.status).toBe(409);
    expect(none.errors[0]?.code).toBe('SME01');
    const applicant = await seededUser(platform, 'kyc-approved');
    const early = await plans(applicant);
    expect(early.status).toBe(409);
    expect(early.errors[0]?.code).toBe('ME1');
  });

  it('offers a discounted plan in the promo scenario', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await call(platform.app, 'POST', '/sandbox/paylater/plan-offers', { phone: user.phone, scenario: 'promo' });
    const answer = (await plans(user)).data;
    expect(answer.eligible_plans.map((plan) => plan.credit_limit)).toContain(30_000_000);
    expect(answer.promo_plan).toMatchObject({
      credit_limit: 20_000_000,
      badges: ['discounted'],
      discount: { percentage: 50, duration: 3, available_until: '2026-01-24' },
    });
    expect(answer.cli_education_nudge_count).toBe(1);
  });
});

describe('choosing a plan', () => {
  it('refuses the current limit, the new one, and a plan not offered (SME02)', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    const same = await choose(user, 'PLAN-10000000');
    expect([same.status, same.errors[0]?.code, same.errors[0]?.cause]).toEqual([409, 'SME02', 'SAME_AS_CURRENT']);
    expect((await choose(user, 'PLAN-15000000')).status).toBe(201);
    const again = await choose(user, 'PLAN-15000000');
    expect([again.status, again.errors[0]?.cause]).toEqual([409, 'SAME_AS_NEW']);
    const unknown = await choose(user, 'PLAN-7000000');
    expect([unknown.status, unknown.errors[0]?.cause]).toEqual([409, 'PLAN_NOT_ELIGIBLE']);
    const empty = await call(platform.app, 'POST', SELECTION, {}, user.headers);
    expect(empty.status).toBe(400);
  });

  it('cannot skip signing: chosen, the limit stays until the provider has the signature', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    const chosen = await choose(user, 'PLAN-15000000');
    expect(chosen.data.next_plan).toMatchObject({ credit_limit: 15_000_000, previous_limit: 10_000_000, state: 'AWAITING_SIGNATURE' });
    expect(chosen.data.eligible_plans.find((plan) => plan.credit_limit === 15_000_000)?.badges).toEqual(['new', 'recommended']);
    expect((await signed(user)).status).toBe(200);
    expect(await limit(user)).toBe(10_000_000);
    expect((await plans(user)).data.next_plan?.state).toBe('AWAITING_SIGNATURE');
  });

  it('applies at once when the limit was not used this cycle, and only once', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await choose(user, 'PLAN-15000000');
    await signAtProvider(user);
    await signed(user);
    await signed(user);
    expect(await limit(user)).toBe(15_000_000);
    const after = (await plans(user)).data;
    expect(after.next_plan).toBeNull();
    expect(after.adjustments).toHaveLength(1);
    expect(after.adjustments[0]).toMatchObject({ state: 'APPLIED', timing: 'INSTANT', credit_limit: 15_000_000 });
    expect(after.current_plan.badges).toEqual(['current']);
    expect((await call<SigningInfo>(platform.app, 'GET', SIGNING_INFO, undefined, user.headers)).data).toEqual({
      is_signed: true,
      url: '',
    });
    // The new limit is the one purchases are checked against.
    await buy(platform, user, 12_000_000);
  });

  it('waits for the next cycle when the limit was used this cycle; moving the clock applies it', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await buy(platform, user, 100_000);
    expect((await plans(user)).data).toMatchObject({
      expected_timing: 'NEXT_MONTH',
      expected_limit_selection_activation_at: '2026-01-16T17:00:00.000Z',
    });
    await choose(user, 'PLAN-20000000');
    await signAtProvider(user);
    await signed(user);
    expect((await plans(user)).data.next_plan).toMatchObject({
      state: 'SCHEDULED',
      timing: 'NEXT_MONTH',
      effective_at: '2026-01-16T17:00:00.000Z',
    });
    expect(await limit(user)).toBe(10_000_000);
    await setClock(platform, '2026-01-17T00:00:01+07:00');
    expect(await limit(user)).toBe(20_000_000);
    expect((await plans(user)).data.adjustments[0]).toMatchObject({ state: 'APPLIED', effective_at: '2026-01-16T17:00:00.000Z' });
    await setClock(platform, '2026-01-10T10:00:00+07:00');
  });

  it('waits for the overdue dues to be repaid', async () => {
    const user = await seededUser(platform, 'paylater-overdue');
    const before = await limit(user);
    const info = (await plans(user)).data;
    expect(info).toMatchObject({ expected_timing: 'AFTER_REPAYMENT', expected_limit_selection_activation_at: null });
    const target = info.eligible_plans.find((plan) => plan.credit_limit > before);
    if (!target) throw new Error('no higher plan');
    await choose(user, target.id);
    await signAtProvider(user);
    await signed(user);
    expect((await plans(user)).data.next_plan).toMatchObject({ state: 'SCHEDULED', timing: 'AFTER_REPAYMENT', effective_at: null });
    expect(await limit(user)).toBe(before);
    const accountId = (await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile')).data.account_id ?? '';
    await repay(platform, user, accountId, 'ALL_DUES');
    expect(await limit(user)).toBe(target.credit_limit);
  });

  it('is cancelled by the system when the new limit is below what is already used', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await buy(platform, user, 4_000_000);
    await choose(user, 'PLAN-3000000');
    await signAtProvider(user);
    await signed(user);
    await setClock(platform, new Date(new Date('2026-01-10T10:00:00+07:00').getTime() + 7 * DAY).toISOString());
    expect(await limit(user)).toBe(10_000_000);
    expect((await plans(user)).data.adjustments[0]).toMatchObject({ state: 'SYSTEM_CANCELLED', reason: 'LIMIT_BELOW_USAGE' });
    await setClock(platform, '2026-01-10T10:00:00+07:00');
  });

  it('is cancelled by the system when the plans are withdrawn', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await choose(user, 'PLAN-5000000');
    await call(platform.app, 'POST', '/sandbox/paylater/plan-offers', { phone: user.phone, scenario: 'none' });
    await call(platform.app, 'POST', '/sandbox/paylater/plan-offers', { phone: user.phone, scenario: 'standard' });
    expect((await plans(user)).data.adjustments[0]).toMatchObject({ state: 'SYSTEM_CANCELLED', reason: 'PLAN_WITHDRAWN' });
  });

  it('can be changed (the earlier choice is replaced) and cancelled (back to the current limit)', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await choose(user, 'PLAN-5000000');
    const changed = await choose(user, 'PLAN-3000000');
    expect(changed.data.next_plan).toMatchObject({ credit_limit: 3_000_000, state: 'AWAITING_SIGNATURE' });
    expect(changed.data.adjustments[0]).toMatchObject({ credit_limit: 5_000_000, state: 'REPLACED' });
    const cancelled = await call<PaylaterPlanInfo>(platform.app, 'DELETE', SELECTION, undefined, user.headers);
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.next_plan).toBeNull();
    expect(cancelled.data.adjustments[0]).toMatchObject({ credit_limit: 3_000_000, state: 'CANCELLED' });
    expect((await call(platform.app, 'DELETE', SELECTION, undefined, user.headers)).status).toBe(404);
    // A cancelled change has nothing left to sign.
    expect((await call<SigningInfo>(platform.app, 'GET', SIGNING_INFO, undefined, user.headers)).data.is_signed).toBe(true);
    expect(await limit(user)).toBe(10_000_000);
  });

  it("charges the discounted plan's monthly fee, from the cycle it applied in", async () => {
    const user = await seededUser(platform, 'paylater-month-of-purchases');
    await call(platform.app, 'POST', '/sandbox/paylater/plan-offers', { phone: user.phone, scenario: 'promo' });
    const promo = (await plans(user)).data.promo_plan;
    if (!promo) throw new Error('no promo plan');
    await choose(user, promo.id);
    await signAtProvider(user);
    await signed(user);
    // Used this cycle: applies on 17 Jan, so the bill due 1 Mar is the first with the discount.
    await setClock(platform, '2026-01-20T10:00:00+07:00');
    expect(await limit(user)).toBe(promo.credit_limit);
    await buy(platform, user, 1_000_000);
    await setClock(platform, '2026-02-17T10:00:00+07:00');
    const fees = (await ledgerOf(platform, user, 'paylater')).entries.filter((entry) => entry.kind === 'SUBSCRIPTION_FEE');
    const receipt = async (dueDate: string) => {
      const fee = fees.find((entry) => entry.dueDate === dueDate);
      return (await get<FeeReceipt>(platform, user, `/pls/akhirbulan/receipts/${fee?.id ?? 'none'}`)).data;
    };
    const feb = await receipt('2026-02-01');
    expect(feb.amount).toBeGreaterThan(0);
    expect(feb.amount).toBe(feb.listAmount);
    expect(await receipt('2026-03-01')).toMatchObject({ amount: 10_000, listAmount: 20_000 });
    await setClock(platform, '2026-01-10T10:00:00+07:00');
  });

  it('needs a session', async () => {
    expect((await call(platform.app, 'GET', PLANS)).status).toBe(401);
    expect((await call(platform.app, 'POST', SELECTION, { plan_id: 'PLAN-5000000' })).status).toBe(401);
  });
});
