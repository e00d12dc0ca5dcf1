import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SigningInfo } from '@domain/contract/home';
import type { SandboxLedger } from '@domain/contract/money-sandbox';
import type { PaylaterProfile, PaylaterReceipt, PaylaterUnpaid } from '@domain/contract/paylater';
import type { DueDateOfferScenario, PaylaterDueDateInfo } from '@domain/contract/paylater-duedate';
import type { PaylaterPlanInfo } from '@domain/contract/paylater-plans';
import { buy, get, type MoneyUser, seededUser, setClock } from './support/money-support';
import { signAtProvider as signAtProviderFor } from './support/paylater-support';
import { call, createTestPlatform, type TestPlatform } from './support';

let platform: TestPlatform;
const NOW = '2026-01-10T10:00:00+07:00';

beforeAll(async () => {
  platform = await createTestPlatform();
  // Day 10 of the cycle 17 Dec - 16 Jan: next_month is 17 Jan 00:00 WIB.
  await setClock(platform, NOW);
});
afterAll(async () => {
  await platform.dispose();
});

const CHANGES = '/pls/akhirbulan/due-date-changes';
const SELECTION = '/pls/akhirbulan/due-date-changes/selection';
const SIGNING_INFO = '/pls/akhirbulan/loan-agreement/signing-info';

const dueDate = async (user: MoneyUser) => get<PaylaterDueDateInfo>(platform, user, CHANGES);
const limit = async (user: MoneyUser) => (await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile')).data.credit_limit;
const choose = (user: MoneyUser, offerId: string) =>
  call<PaylaterDueDateInfo>(platform.app, 'POST', SELECTION, { offer_id: offerId }, user.headers);
const signed = (user: MoneyUser) => call(platform.app, 'POST', '/privy/signed', undefined, user.headers);
const seedOffers = async (user: MoneyUser, scenario: DueDateOfferScenario) =>
  expect((await call(platform.app, 'POST', '/sandbox/paylater/due-date-offers', { phone: user.phone, scenario })).status).toBe(201);

const signAtProvider = (user: MoneyUser, says: string) => signAtProviderFor(platform, user, says);

describe('the due-date change data', () => {
  it('offers later due days with what the extended period costs, computed from the bill', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await buy(platform, user, 1_500_000);
    const answer = await dueDate(user);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.data).toMatchObject({
      current_due_day: 1,
      credit_limit: 10_000_000,
      provider_version: 'NEW',
      daily_late_fee: 2_000,
      bill_amount: 1_500_000,
      overdue_amount: 0,
      forced_plan_changes: [],
      max_limit_changes: [],
      new_lender: null,
      slik_changes: { has_invalid_slik: false, force_resubmission: false },
      pending_change: null,
      history: [],
    });
    // NEW: 2% of 1,500,000 = 30,000 a month; 9 more days = 9,000; 14 = 14,000.
    expect(
      answer.data.due_date_changes.map((offer) => [offer.id, offer.due_day, offer.effective, offer.extension_cost, offer.first_due_date]),
    ).toEqual([
      ['DD-DAY-5-NOW', 5, 'immediate', 4_000, '2026-02-05'],
      ['DD-DAY-10-NOW', 10, 'immediate', 9_000, '2026-02-10'],
      ['DD-DAY-15-NEXT', 15, 'next_month', 14_000, '2026-02-15'],
    ]);
    expect(answer.data.extension_changes).toHaveLength(3);
  });

  it('names the limit offers, the lender change and the SLIK flags by scenario', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await seedOffers(user, 'limit');
    const limits = (await dueDate(user)).data;
    expect(limits.due_date_changes.map((offer) => [offer.type, offer.due_day, offer.credit_limit])).toEqual([
      ['due_date_and_limit_change', 10, 15_000_000],
    ]);
    expect(limits.forced_plan_changes.map((offer) => [offer.type, offer.credit_limit, offer.effective])).toEqual([
      ['limit_decrease', 5_000_000, 'next_month'],
    ]);
    expect(limits.max_limit_changes.map((offer) => [offer.type, offer.credit_limit])).toEqual([['limit_increase', 30_000_000]]);
    await seedOffers(user, 'lender');
    expect((await dueDate(user)).data.new_lender).toEqual({
      name: 'PT Dana Mitra Sejahtera',
      offer_id: 'DD-LENDER',
      effective: 'next_month',
    });
    await seedOffers(user, 'slik');
    expect((await dueDate(user)).data.slik_changes).toEqual({ has_invalid_slik: true, force_resubmission: true });
    await seedOffers(user, 'none');
    expect((await dueDate(user)).data.due_date_changes).toEqual([]);
  });

  it('needs a session, an activated account and a known offer', async () => {
    expect((await call(platform.app, 'GET', CHANGES)).status).toBe(401);
    const applicant = await seededUser(platform, 'kyc-approved');
    const early = await dueDate(applicant);
    expect([early.status, early.errors[0]?.code]).toEqual([409, 'ME1']);
    const user = await seededUser(platform, 'paylater-activated');
    const unknown = await choose(user, 'DD-DAY-27-NOW');
    expect([unknown.status, unknown.errors[0]?.code, unknown.errors[0]?.cause]).toEqual([409, 'DUE_DATE_OFFER_INVALID', 'DD-DAY-27-NOW']);
    expect((await call(platform.app, 'POST', SELECTION, {}, user.headers)).status).toBe(400);
    expect((await call(platform.app, 'PUT', SELECTION, { offer_id: 'DD-DAY-5-NOW' }, user.headers)).status).toBe(405);
    // Nothing chosen: nothing to cancel.
    expect((await call(platform.app, 'DELETE', SELECTION, undefined, user.headers)).status).toBe(404);
  });

  it('refuses a change while a bill is overdue', async () => {
    const user = await seededUser(platform, 'paylater-overdue');
    // The page is told first: the answer carries what is overdue (the ledger's figure).
    const info = await dueDate(user);
    const ledger = await call<SandboxLedger>(
      platform.app,
      'GET',
      `/sandbox/ledger?phone=${encodeURIComponent(user.phone)}&product=paylater`,
    );
    expect(info.data.overdue_amount).toBe(ledger.data.dues.overdue);
    expect(info.data.overdue_amount).toBeGreaterThan(0);
    const answer = await choose(user, 'DD-DAY-5-NOW');
    expect([answer.status, answer.errors[0]?.code]).toEqual([409, 'DUE_DATE_OVERDUE']);
    await setClock(platform, NOW);
  });
});

describe('choosing, signing and applying a change', () => {
  it('cannot skip signing: chosen, nothing changes until the provider has the signature', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    const chosen = await choose(user, 'DD-DAY-10-NOW');
    expect(chosen.status).toBe(201);
    expect(chosen.data.pending_change).toMatchObject({
      offer_id: 'DD-DAY-10-NOW',
      due_day: 10,
      previous_due_day: 1,
      state: 'AWAITING_SIGNATURE',
    });
    expect((await signed(user)).status).toBe(200);
    const after = (await dueDate(user)).data;
    expect(after.current_due_day).toBe(1);
    expect(after.pending_change?.state).toBe('AWAITING_SIGNATURE');
  });

  it('applies an immediate change when signed, once however often /privy/signed is called', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await choose(user, 'DD-DAY-10-NOW');
    await signAtProvider(user, 'due-date change (due day from the 1 to the 10)');
    await signed(user);
    await signed(user);
    const after = (await dueDate(user)).data;
    expect(after.current_due_day).toBe(10);
    expect(after.pending_change).toBeNull();
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({ state: 'APPLIED', due_day: 10 });
    expect(after.history[0]?.signed_at).not.toBeNull();
    // Applied once: the offer is gone, and choosing it again is refused.
    expect(after.due_date_changes.map((offer) => offer.id)).toEqual(['DD-DAY-5-NOW', 'DD-DAY-15-NEXT']);
    expect(after.due_date_changes[0]?.extra_days).toBe(0);
    const again = await choose(user, 'DD-DAY-10-NOW');
    expect([again.status, again.errors[0]?.code]).toEqual([409, 'DUE_DATE_OFFER_USED']);
    expect((await call<SigningInfo>(platform.app, 'GET', SIGNING_INFO, undefined, user.headers)).data.is_signed).toBe(true);
  });

  it('waits for the next cycle when next_month; moving the clock applies it', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await choose(user, 'DD-DAY-15-NEXT');
    await signAtProvider(user, 'due day from the 1 to the 15');
    await signed(user);
    expect((await dueDate(user)).data).toMatchObject({
      current_due_day: 1,
      pending_change: { state: 'SCHEDULED', effective_at: '2026-01-16T17:00:00.000Z' },
    });
    await setClock(platform, '2026-01-17T00:00:01+07:00');
    const after = (await dueDate(user)).data;
    expect(after.current_due_day).toBe(15);
    expect(after.history[0]).toMatchObject({ state: 'APPLIED', ended_at: '2026-01-16T17:00:00.000Z' });
    await setClock(platform, NOW);
  });

  it('changes the limit with the due day, and a forced limit change at the next cycle', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await seedOffers(user, 'limit');
    await choose(user, 'DD-DAY-10-LIMIT-15000000');
    await signAtProvider(user, 'credit limit from 10.000.000 to 15.000.000');
    await signed(user);
    expect(await limit(user)).toBe(15_000_000);
    expect((await dueDate(user)).data.current_due_day).toBe(10);
    // Purchases are checked against the new limit.
    await buy(platform, user, 12_000_000);
    const forced = (await dueDate(user)).data.forced_plan_changes[0];
    expect(forced).toMatchObject({ type: 'limit_decrease', credit_limit: 7_000_000 });
    await choose(user, forced?.id ?? '');
    await signAtProvider(user, 'credit limit from 15.000.000 to 7.000.000');
    await signed(user);
    expect(await limit(user)).toBe(15_000_000);
    await setClock(platform, '2026-01-17T00:00:01+07:00');
    expect(await limit(user)).toBe(7_000_000);
    await setClock(platform, NOW);
  });

  it('keeps a plan change and a due-date change apart', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    expect((await call(platform.app, 'POST', '/pls/akhirbulan/plans/selection', { plan_id: 'PLAN-15000000' }, user.headers)).status).toBe(
      201,
    );
    await choose(user, 'DD-DAY-5-NOW');
    // The newest choice is the contract signed next.
    await signAtProvider(user, 'due day from the 1 to the 5');
    await signed(user);
    expect((await dueDate(user)).data.current_due_day).toBe(5);
    const plans = await get<PaylaterPlanInfo>(platform, user, '/pls/akhirbulan/plans');
    expect(plans.data.next_plan).toMatchObject({ credit_limit: 15_000_000, state: 'AWAITING_SIGNATURE' });
    expect(plans.data.adjustments).toEqual([]);
  });

  it("shows and applies only the caller's own changes", async () => {
    const owner = await seededUser(platform, 'paylater-activated');
    const other = await seededUser(platform, 'paylater-activated');
    await choose(owner, 'DD-DAY-5-NOW');
    await signAtProvider(owner, 'due day from the 1 to the 5');
    // The other user's /privy/signed applies nothing of the owner's.
    await signed(other);
    expect((await dueDate(owner)).data.current_due_day).toBe(1);
    expect((await dueDate(other)).data.pending_change).toBeNull();
    await signed(owner);
    expect((await dueDate(owner)).data.current_due_day).toBe(5);
    expect((await dueDate(other)).data.current_due_day).toBe(1);
  });

  it('moves the lender once the lender change is signed and its month comes', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await seedOffers(user, 'lender');
    await choose(user, 'DD-LENDER');
    await signAtProvider(user, 'lender to PT Dana Mitra Sejahtera');
    await signed(user);
    expect((await dueDate(user)).data.lender).toBe('PT Pendana Nusantara');
    await setClock(platform, '2026-01-17T00:00:01+07:00');
    const after = (await dueDate(user)).data;
    expect(after.lender).toBe('PT Dana Mitra Sejahtera');
    expect(after.new_lender).toBeNull();
    await setClock(platform, NOW);
  });
});

describe('bills on the changed due day', () => {
  const profile = async (user: MoneyUser) => (await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile')).data;
  const unpaid = async (user: MoneyUser) => (await get<PaylaterUnpaid>(platform, user, '/pls/akhirbulan/transactions/unpaid')).data;

  it('bills fall due on the new day, and late fees start the day after its grace, not before', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    // 10 Jan: on the 1st this purchase would be due 1 Feb, late from 7 Feb.
    await buy(platform, user, 1_000_000);
    await choose(user, 'DD-DAY-10-NOW');
    await signAtProvider(user, 'due day from the 1 to the 10');
    await signed(user);
    // A purchase after the change is told its new due date too.
    const later = await buy(platform, user, 100_000);
    expect(later.instalments.map((instalment) => instalment.dueDate)).toEqual(['2026-02-10']);
    expect(await profile(user)).toMatchObject({ due_date: '2026-02-10', grace_end_date: '2026-02-15' });
    const lines = (await unpaid(user)).transactions.filter((line) => line.kind === 'PAYMENT');
    expect(lines.map((line) => line.dueDate)).toEqual(['2026-02-10', '2026-02-10']);

    // 2 Feb: the bill is issued and not yet due (on the 1st it would be overdue now).
    await setClock(platform, '2026-02-02T10:00:00+07:00');
    const issued = await profile(user);
    expect([issued.product_status, issued.overdue_amount]).toEqual(['ACTIVE_WITHDUES', 0]);
    expect((await unpaid(user)).transactions.find((line) => line.kind === 'PAYMENT')?.billId).toMatch(/-2026-02-10$/);
    // 11 Feb: overdue, within the grace: no late fee yet.
    await setClock(platform, '2026-02-11T10:00:00+07:00');
    expect(await profile(user)).toMatchObject({ product_status: 'OVERDUE', late_fee_amount: 0 });
    // The last day of the grace, late in the evening: still none.
    await setClock(platform, '2026-02-15T23:59:00+07:00');
    expect((await profile(user)).late_fee_amount).toBe(0);
    // 16 Feb 00:00 WIB: the first late fee, on the bill of 10 Feb.
    await setClock(platform, '2026-02-16T00:00:01+07:00');
    expect(await profile(user)).toMatchObject({ product_status: 'OVERDUE_LATEFEE', late_fee_amount: 2_000 });
    const lateFee = (await unpaid(user)).transactions.find((line) => line.kind === 'LATE_FEE');
    expect([lateFee?.dueDate, lateFee?.amount]).toEqual(['2026-02-10', 2_000]);
    await setClock(platform, NOW);
  });

  it('a next_month change applied while the clock jumps past the old due date charges no late fee for it', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await buy(platform, user, 1_000_000);
    await choose(user, 'DD-DAY-15-NEXT');
    await signAtProvider(user, 'due day from the 1 to the 15');
    await signed(user);
    // From 10 Jan straight to 12 Feb: on the 1st the bill would have had late fees since 7 Feb.
    await setClock(platform, '2026-02-12T10:00:00+07:00');
    expect(await profile(user)).toMatchObject({ due_date: '2026-02-15', product_status: 'ACTIVE_WITHDUES', late_fee_amount: 0 });
    await setClock(platform, NOW);
  });
});

describe("the extended period's cost on the ledger", () => {
  it('is posted once on the bill the change makes later, shown in its lines and receipt', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await buy(platform, user, 1_500_000);
    const offer = (await dueDate(user)).data.due_date_changes.find((candidate) => candidate.id === 'DD-DAY-10-NOW');
    // NEW: 2% of 1,500,000 = 30,000 a month; 9 days more = 9,000.
    expect(offer?.extension_cost).toBe(9_000);
    await choose(user, 'DD-DAY-10-NOW');
    await signAtProvider(user, 'due day from the 1 to the 10');
    await signed(user);
    await signed(user);
    const lines = (await get<PaylaterUnpaid>(platform, user, '/pls/akhirbulan/transactions/unpaid')).data;
    const extension = lines.transactions.filter((line) => line.kind === 'EXTENSION_FEE');
    expect(extension.map((line) => [line.amount, line.unpaidAmount, line.dueDate, line.status])).toEqual([
      [9_000, 9_000, '2026-02-10', 'UNPAID'],
    ]);
    expect(lines.total_amount).toBe(1_509_000);
    const profile = (await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile')).data;
    expect([profile.current_balance, profile.badge]).toEqual([1_509_000, 'extended_period']);
    const receipt = await get<PaylaterReceipt>(platform, user, `/pls/akhirbulan/receipts/${extension[0]?.receiptId}`);
    expect(receipt.data).toMatchObject({
      kind: 'EXTENSION_FEE',
      amount: 9_000,
      dueDate: '2026-02-10',
      previousDueDate: '2026-02-01',
      days: 9,
    });
  });

  it('costs nothing when the day moves earlier', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await buy(platform, user, 1_500_000);
    await choose(user, 'DD-DAY-10-NOW');
    await signAtProvider(user, 'due day from the 1 to the 10');
    await signed(user);
    await choose(user, 'DD-DAY-5-NOW');
    await signAtProvider(user, 'due day from the 10 to the 5');
    await signed(user);
    const lines = (await get<PaylaterUnpaid>(platform, user, '/pls/akhirbulan/transactions/unpaid')).data;
    expect(lines.transactions.filter((line) => line.kind === 'EXTENSION_FEE').map((line) => line.amount)).toEqual([9_000]);
    expect(lines.due_date).toBe('2026-02-05');
  });
});

describe('cancelling a chosen change', () => {
  const cancel = (user: MoneyUser) => call<PaylaterDueDateInfo>(platform.app, 'DELETE', SELECTION, undefined, user.headers);

  it('cancels an unsigned change: signing afterwards applies nothing', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await choose(user, 'DD-DAY-10-NOW');
    const cancelled = await cancel(user);
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.pending_change).toBeNull();
    expect(cancelled.data.history[0]).toMatchObject({ offer_id: 'DD-DAY-10-NOW', state: 'CANCELLED' });
    await signed(user);
    expect((await dueDate(user)).data.current_due_day).toBe(1);
    expect((await cancel(user)).status).toBe(404);
  });

  it('cancels a signed next_month change before its month: the day stays when the month comes', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await choose(user, 'DD-DAY-15-NEXT');
    await signAtProvider(user, 'due day from the 1 to the 15');
    await signed(user);
    expect((await cancel(user)).data.history[0]?.state).toBe('CANCELLED');
    await setClock(platform, '2026-01-17T00:00:01+07:00');
    const after = (await dueDate(user)).data;
    expect([after.current_due_day, after.pending_change]).toEqual([1, null]);
    // An applied change is no longer open: nothing to cancel.
    await choose(user, 'DD-DAY-10-NOW');
    await signAtProvider(user, 'due day from the 1 to the 10');
    await signed(user);
    expect((await cancel(user)).status).toBe(404);
    await setClock(platform, NOW);
  });
});
