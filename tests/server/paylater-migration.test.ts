import { SLIK_ANSWERS } from './support/slik-answers';
import { describe, expect, it } from 'vitest';
import type { SigningInfo } from '@domain/contract/home';
import type { PaylaterProfile, PaylaterUnpaid } from '@domain/contract/paylater';
import type { PaylaterDueDateInfo } from '@domain/contract/paylater-duedate';
import type { PaylaterMigration } from '@domain/contract/paylater-migration';
import type { CurrentVirtualAccount, RepaymentDues } from '@domain/contract/lending-catchup';
import { bankNotice, buy, get, type MoneyUser, openVa, seededUser, setClock } from './support/money-support';
import { platformForFile } from './support/file-platform';
import { SIGNING_INFO, signAtProvider as signAt, signed as signedAt } from './support/paylater-support';
import { call } from './support';

const platform = platformForFile({ now: '2026-01-10T10:00:00+07:00' });

const MIGRATION = '/pls/akhirbulan/migration';

const migration = (user: MoneyUser) => get<PaylaterMigration>(platform, user, MIGRATION);
const post = (user: MoneyUser, path: string) => call<PaylaterMigration>(platform.app, 'POST', path, undefined, user.headers);
const consent = (user: MoneyUser) => post(user, `${MIGRATION}/consent`);
const reserve = (user: MoneyUser) => post(user, `${MIGRATION}/reservation`);
const signed = (user: MoneyUser) => signedAt(platform, user);
const profile = async (user: MoneyUser) => (await get<PaylaterProfile>(platform, user, '/pls/akhirbulan/profile')).data;

async function oldVersionUser(
  scenario: string,
  state: 'paylater-activated' | 'paylater-old-provider' = 'paylater-activated',
): Promise<MoneyUser> {
  const user = await seededUser(platform, state);
  const seeded = await call(platform.app, 'POST', '/sandbox/paylater/migration', { phone: user.phone, scenario });
  expect(seeded.status, JSON.stringify(seeded.errors)).toBe(201);
  return user;
}

const signAtProvider = (user: MoneyUser) => signAt(platform, user, 'move to the new provider');
/** A 50,000 purchase at the sandbox checkout, its answer as it is (a refusal included). */
const tryCheckout = (user: MoneyUser) =>
  call(platform.app, 'POST', '/sandbox/checkout', { phone: user.phone, merchant: 'Tokopedia', amount: 50_000, product: 'paylater' });

describe('the move to the new provider', () => {
  it('walks consent, reservation and signing; only the signature moves the account, once', async () => {
    const user = await oldVersionUser('open');
    const first = await migration(user);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ migration_type: 'NEW_PROVIDER', provider_version: 'OLD', state: 'NOT_STARTED', step: 'CONSENT' });
    expect(first.data.current_limit).toBe(3_000_000);
    expect(first.data.new_limit).toBe(10_000_000);

    // Out of order: no reservation before consent.
    const early = await reserve(user);
    expect(early.status).toBe(409);
    expect(early.errors[0]).toMatchObject({ code: 'MIGRATION_STEP_INVALID', cause: 'CONSENT' });

    expect((await consent(user)).data.step).toBe('RESERVATION');
    expect((await consent(user)).status).toBe(409);
    const reserved = await reserve(user);
    expect(reserved.status).toBe(201);
    expect(reserved.data).toMatchObject({ state: 'RESERVED', step: 'SIGNING', new_limit: 10_000_000 });

    // Cannot skip signing: /privy/signed before the provider signed leaves the account on the old provider.
    expect((await signed(user)).status).toBe(200);
    expect((await migration(user)).data.state).toBe('RESERVED');
    expect(await profile(user)).toMatchObject({ provider_version: 'OLD', credit_limit: 3_000_000, migration_type: 'NEW_PROVIDER' });
    // Nor buy on the old account meanwhile.
    const purchase = await tryCheckout(user);
    expect(purchase.status).toBe(409);
    expect(purchase.errors[0]?.code).toBe('CHECKOUT_MIGRATION_IN_PROGRESS');

    await signAtProvider(user);
    expect((await signed(user)).status).toBe(200);
    const done = await migration(user);
    expect(done.data).toMatchObject({ state: 'COMPLETED', step: 'DONE', provider_version: 'NEW', migration_type: null });
    expect(await profile(user)).toMatchObject({
      provider_version: 'NEW',
      credit_limit: 10_000_000,
      migration_type: null,
      daily_late_fee: 2_000,
    });

    // Applied once: signing again, consenting or reserving again change nothing.
    expect((await signed(user)).status).toBe(200);
    expect((await consent(user)).status).toBe(409);
    expect((await reserve(user)).errors[0]?.cause).toBe('DONE');
    const rows = await platform.db.query<{ state: string }>(
      'select state from paylater_migrations where account_id in (select product_id from user_products where user_id = $1)',
      [user.userId],
    );
    expect(rows).toEqual([{ state: 'COMPLETED' }]);
    const info = await call<SigningInfo>(platform.app, 'GET', SIGNING_INFO, undefined, user.headers);
    expect(info.data.is_signed).toBe(true);
  });

  it('asks for the old provider to be paid off before a limit is reserved', async () => {
    const user = await oldVersionUser('open', 'paylater-old-provider');
    await consent(user);
    const owing = await migration(user);
    expect(owing.data.step).toBe('REPAYMENT');
    expect(owing.data.owed_amount).toBeGreaterThan(0);
    const refused = await reserve(user);
    expect(refused.status).toBe(409);
    expect(refused.errors[0]?.cause).toBe('REPAYMENT');
  });

  it('is blocked, not open yet, or over (service no longer available) by the account window', async () => {
    expect((await migration(await oldVersionUser('blocked'))).data).toMatchObject({
      step: 'BLOCKED',
      blocked_reason: 'NEW_PROVIDER_DECLINED',
    });
    expect((await migration(await oldVersionUser('not-open'))).data.step).toBe('NOT_OPEN');
    expect((await migration(await oldVersionUser('closed'))).data.step).toBe('UNAVAILABLE');
    const spec = await migration(await oldVersionUser('spec-dates'));
    // The document's dates (00:00 WIB): long past on this clock.
    expect(spec.data).toMatchObject({
      step: 'UNAVAILABLE',
      opens_at: '2023-08-03T17:00:00.000Z',
      old_version_ends_at: '2023-09-12T17:00:00.000Z',
    });
    const closedUser = await oldVersionUser('closed');
    expect((await consent(closedUser)).errors[0]?.cause).toBe('UNAVAILABLE');
  });

  it('is not needed on the new provider, and not offered before activation', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    expect((await migration(user)).data).toMatchObject({ step: 'NOT_NEEDED', migration_type: null });
    const applicant = await seededUser(platform, 'kyc-approved');
    expect((await migration(applicant)).errors[0]?.code).toBe('ME1');
  });
});

/** An accepted SLIK questionnaire (it clears the user's flags). */
async function sendQuestionnaire(user: MoneyUser): Promise<void> {
  const sent = await call(platform.app, 'POST', '/pls/user-questionnaires/v1', { customerId: user.userId, ...SLIK_ANSWERS }, user.headers);
  expect(sent.status, JSON.stringify(sent.errors)).toBe(200);
}

describe('SLIK blockers', () => {
  const unpaid = async (user: MoneyUser) => (await get<PaylaterUnpaid>(platform, user, '/pls/akhirbulan/transactions/unpaid')).data;
  const flag = (user: MoneyUser, state: string) => call(platform.app, 'POST', '/sandbox/paylater/slik', { phone: user.phone, state });
  const accountOf = async (user: MoneyUser) => (await profile(user)).account_id ?? '';
  const dues = async (user: MoneyUser) =>
    (await get<RepaymentDues>(platform, user, `/sme/v1/submissions/${await accountOf(user)}/dues`)).data;

  it('refuses a NEW repayment VA under the flag, but credits money arriving on a VA issued before', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    await buy(platform, user, 120_000);
    const accountId = await accountOf(user);
    expect((await dues(user)).slik).toEqual({ has_invalid_slik: false, force_resubmission: false });
    const issued = await openVa(platform, user, accountId, { catchupType: 'ALL_DUES' });
    expect(issued.status, JSON.stringify(issued.errors)).toBe(201);

    expect((await flag(user, 'invalid')).status).toBe(201);
    expect((await dues(user)).slik).toEqual({ has_invalid_slik: true, force_resubmission: false });
    const refused = await openVa(platform, user, accountId, { catchupType: 'ALL_DUES', bankName: 'BRI' });
    expect([refused.status, refused.errors[0]?.code, refused.errors[0]?.cause]).toEqual([
      409,
      'REPAYMENT_SLIK_REQUIRED',
      'has_invalid_slik',
    ]);
    // The refusal cancelled nothing: the VA issued before is still the one to pay, and its money is credited.
    const current = await get<CurrentVirtualAccount>(platform, user, `/sme/v1/submissions/${accountId}/catchup`);
    expect(current.data.virtualAccount).toMatchObject({ id: issued.data.id, state: 'ACTIVE' });
    const paid = await bankNotice(platform, issued.data);
    expect([paid.status, paid.data.state, paid.data.posted]).toEqual([200, 'PAID', true]);
    expect((await unpaid(user)).total_amount).toBe(0);

    await sendQuestionnaire(user);
    expect((await dues(user)).slik).toEqual({ has_invalid_slik: false, force_resubmission: false });
    await buy(platform, user, 60_000);
    expect((await openVa(platform, user, accountId, { catchupType: 'ALL_DUES' })).status).toBe(201);
  });

  it('answers slik_changes of the due-date data from the real flags, cleared by the questionnaire', async () => {
    const changes = async (user: MoneyUser) =>
      (await get<PaylaterDueDateInfo>(platform, user, '/pls/akhirbulan/due-date-changes')).data.slik_changes;
    const user = await seededUser(platform, 'paylater-activated');
    expect(await changes(user)).toEqual({ has_invalid_slik: false, force_resubmission: false });
    await flag(user, 'force-resubmission');
    expect(await changes(user)).toEqual({ has_invalid_slik: false, force_resubmission: true });
    await sendQuestionnaire(user);
    expect(await changes(user)).toEqual({ has_invalid_slik: false, force_resubmission: false });
    // The due-date scenario `slik` flags the user for real: the unpaid answer says the same.
    const seeded = await call(platform.app, 'POST', '/sandbox/paylater/due-date-offers', { phone: user.phone, scenario: 'slik' });
    expect(seeded.status).toBe(201);
    expect(await changes(user)).toEqual({ has_invalid_slik: true, force_resubmission: true });
    expect(await unpaid(user)).toMatchObject({ has_invalid_slik: true, force_resubmission: true });
    await sendQuestionnaire(user);
    expect(await changes(user)).toEqual({ has_invalid_slik: false, force_resubmission: false });
  });

  it('flags the unpaid answer, refuses a purchase, and the questionnaire clears it', async () => {
    const user = await seededUser(platform, 'paylater-activated');
    expect(await unpaid(user)).toMatchObject({ has_invalid_slik: false, force_resubmission: false });
    expect((await flag(user, 'force-resubmission')).status).toBe(201);
    expect(await unpaid(user)).toMatchObject({ has_invalid_slik: false, force_resubmission: true });
    const refused = await tryCheckout(user);
    expect(refused.status).toBe(409);
    expect(refused.errors[0]).toMatchObject({ code: 'CHECKOUT_SLIK_REQUIRED', cause: 'force_resubmission' });

    await flag(user, 'invalid');
    expect(await unpaid(user)).toMatchObject({ has_invalid_slik: true, force_resubmission: false });
    await sendQuestionnaire(user);
    expect(await unpaid(user)).toMatchObject({ has_invalid_slik: false, force_resubmission: false });
    await buy(platform, user, 50_000);
  });
});

// Last in the file: it moves the clock forward for good.
describe("the old version after the account's cut-off", () => {
  it('takes purchases before the cut-off and refuses them from it, with the cut-off as cause', async () => {
    const user = await oldVersionUser('open');
    const { old_version_ends_at: endsAt } = (await migration(user)).data;
    // Before the cut-off (30 days away in the scenario) the old version takes purchases.
    await buy(platform, user, 50_000);
    await setClock(platform, endsAt);
    const refused = await tryCheckout(user);
    expect([refused.status, refused.errors[0]?.code, refused.errors[0]?.cause]).toEqual([409, 'CHECKOUT_OLD_VERSION_ENDED', endsAt]);
    // The sandbox's checkout page says so, with a link to where the app takes the buyer.
    const page = await platform.app.request('/sandbox/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ phone: user.phone, merchant: 'Tokopedia', amount: '50000', product: 'paylater', tenor: '1' }).toString(),
    });
    expect(page.status).toBe(409);
    expect(await page.text()).toMatch(/role="alert">The old PayLater version has ended[^<]*\(in the app: <a href="\/paylater\/migration">/);
    expect((await migration(user)).data.step).toBe('UNAVAILABLE');
    // A NEW account is not touched by the old version's end.
    await buy(platform, await seededUser(platform, 'paylater-activated'), 50_000);
  });

  it('refuses a new plan or due-date choice from the cut-off, and still shows what the account owes', async () => {
    const user = await oldVersionUser('open');
    const { old_version_ends_at: endsAt } = (await migration(user)).data;
    await setClock(platform, endsAt);
    // Signed in again: the cut-off is past the seeded session's 30 days.
    expect((await migration(user)).data.step).toBe('UNAVAILABLE');
    const plan = await call(platform.app, 'POST', '/pls/akhirbulan/plans/selection', { plan_id: 'PLAN-15000000' }, user.headers);
    const dueDate = await call(platform.app, 'POST', '/pls/akhirbulan/due-date-changes/selection', { offer_id: 'any' }, user.headers);
    for (const refused of [plan, dueDate]) {
      expect([refused.status, refused.errors[0]?.code, refused.errors[0]?.cause]).toEqual([409, 'PAYLATER_OLD_VERSION_ENDED', endsAt]);
    }
    expect((await call(platform.app, 'GET', '/pls/akhirbulan/transactions/unpaid', undefined, user.headers)).status).toBe(200);
  });
});
