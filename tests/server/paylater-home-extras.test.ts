import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SigningInfo } from '@domain/contract/home';
import type { PaylaterProfile } from '@domain/contract/paylater';
import type { PaylaterPlanInfo } from '@domain/contract/paylater-plans';
import { DAY, buy, get, type MoneyUser, moveClock, seededUser, setClock } from './support/money-support';
import { call, createTestPlatform, type TestPlatform } from './support';

let platform: TestPlatform;
const START = '2026-01-10T10:00:00+07:00';

beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform.dispose();
});

const profile = async (user: MoneyUser) => (await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile')).data;
const seedExtras = (phone: string, scenario: string) => call(platform.app, 'POST', '/sandbox/paylater/home-extras', { phone, scenario });
const seedOffers = (user: MoneyUser, scenario: string) =>
  call(platform.app, 'POST', '/sandbox/paylater/plan-offers', { phone: user.phone, scenario });

/** Chooses the promo plan and signs its contract at the sandbox provider. */
async function takePromoPlan(user: MoneyUser): Promise<number> {
  const promo = (await get<PaylaterPlanInfo>(platform, user, '/pls/akhirbulan/plans')).data.promo_plan;
  if (!promo) throw new Error('no promo plan');
  await call(platform.app, 'POST', '/pls/akhirbulan/plans/selection', { plan_id: promo.id }, user.headers);
  const info = await call<SigningInfo>(platform.app, 'GET', '/pls/akhirbulan/loan-agreement/signing-info', undefined, user.headers);
  await platform.app.request(info.data.url, {
    method: 'POST',
    body: new URLSearchParams({ agree: 'yes' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  await call(platform.app, 'POST', '/privy/signed', undefined, user.headers);
  return promo.credit_limit;
}

describe('the fee concession and its offers', () => {
  it('a fresh account: the first month of use is free, no badge, places to shop, open', async () => {
    await setClock(platform, START);
    const answer = await profile(await seededUser(platform, 'paylater-activated'));
    expect(answer).toMatchObject({
      is_fee_waived: true,
      fee_concession: 'free_trial',
      badge: 'none',
      active_discount_offers: { subs_fee: null },
      account_closure_status: 'NONE',
    });
    expect(answer.explore_items.length).toBeGreaterThan(0);
  });

  it('a discounted plan on offer is shown as OFFERED and changes no fee', async () => {
    await setClock(platform, START);
    const user = await seededUser(platform, 'paylater-activated');
    expect((await seedOffers(user, 'promo')).status).toBe(201);
    const answer = await profile(user);
    expect(answer.active_discount_offers.subs_fee).toEqual({
      state: 'OFFERED',
      percentage: 50,
      amount: 0,
      discounted_amount: 0,
      available_until: '2026-01-24',
      duration: 3,
      credit_limit: 20_000_000,
    });
    expect(answer.fee_concession).toBe('free_trial');
    // After the offer's last day it is gone.
    await setClock(platform, '2026-01-25T10:00:00+07:00');
    expect((await profile(user)).active_discount_offers.subs_fee).toBeNull();
  });

  it("once the plan applies, the open cycle's fee is discounted: discounted_fee, IN_FORCE, until its last cycle", async () => {
    await setClock(platform, START);
    const user = await seededUser(platform, 'paylater-month-of-purchases');
    await seedOffers(user, 'promo');
    const limit = await takePromoPlan(user);
    // Used this cycle: the plan applies on 17 Jan; the cycle 17 Jan - 16 Feb (bill due 1 Mar) is the first discounted.
    await setClock(platform, '2026-01-20T10:00:00+07:00');
    await buy(platform, user, 1_000_000);
    const answer = await profile(user);
    expect(answer.credit_limit).toBe(limit);
    expect(answer.is_fee_waived).toBe(false);
    expect(answer.fee_concession).toBe('discounted_fee');
    expect(answer.active_discount_offers.subs_fee).toEqual({
      state: 'IN_FORCE',
      percentage: 50,
      amount: 20_000,
      discounted_amount: 10_000,
      // Three bills (1 Mar, 1 Apr, 1 May): the last cycle ends on 16 Apr.
      available_until: '2026-04-16',
      duration: 3,
      credit_limit: null,
    });
    // After its last cycle the fee is the list fee again.
    await setClock(platform, '2026-04-20T10:00:00+07:00');
    const later = await profile(user);
    expect(later.fee_concession).toBe('none');
    expect(later.active_discount_offers.subs_fee).toBeNull();
  });
});

describe('the badge and the closure status', () => {
  it('no_dues once used and nothing is owed; none while something is', async () => {
    await setClock(platform, START);
    // Last cycle's bill repaid in full (ALL_DUES), nothing bought since.
    expect(await profile(await seededUser(platform, 'paylater-paid'))).toMatchObject({
      product_status: 'ACTIVE_PAID',
      current_balance: 0,
      badge: 'no_dues',
    });
    await setClock(platform, START);
    expect((await profile(await seededUser(platform, 'paylater-bill-due'))).badge).toBe('none');
  });

  it('extended_period while a seeded extended period runs (30 days), then the ledger decides again', async () => {
    await setClock(platform, START);
    const user = await seededUser(platform, 'paylater-activated');
    expect((await seedExtras(user.phone, 'extended-period')).status).toBe(201);
    expect((await profile(user)).badge).toBe('extended_period');
    await moveClock(platform, 30 * DAY);
    expect((await profile(user)).badge).toBe('extended_period');
    await moveClock(platform, DAY);
    expect((await profile(user)).badge).toBe('none');
  });

  it('the closure status is seeded by name and replaced by the next seed', async () => {
    await setClock(platform, START);
    const user = await seededUser(platform, 'paylater-activated');
    await seedExtras(user.phone, 'closure-scheduled');
    expect((await profile(user)).account_closure_status).toBe('SCHEDULED');
    await seedExtras(user.phone, 'closed');
    expect((await profile(user)).account_closure_status).toBe('CLOSED');
    await seedExtras(user.phone, 'standard');
    expect(await profile(user)).toMatchObject({ account_closure_status: 'NONE', badge: 'none' });
  });

  it('before activation: no concession, no badge; the seed refuses (ME1) and checks its body', async () => {
    await setClock(platform, START);
    const applicant = await seededUser(platform, 'kyc-approved');
    expect(await profile(applicant)).toMatchObject({ fee_concession: 'none', badge: 'none', active_discount_offers: { subs_fee: null } });
    const refused = await seedExtras(applicant.phone, 'closed');
    expect(refused.status).toBe(409);
    expect(refused.errors[0]?.code).toBe('ME1');
    expect((await seedExtras(applicant.phone, 'holiday')).status).toBe(400);
  });
});
