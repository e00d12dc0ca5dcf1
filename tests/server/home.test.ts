import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CashLoanToken,
  GomodalEligibility,
  LoanSubmissionSummary,
  OngoingSubmission,
  SeedState,
  SeededUser,
  SignedResponse,
  SigningInfo,
} from '@domain/contract/home';
import type { ConsentRecord, ConsentsResponse } from '@domain/contract/consents';
import type { UserProfile } from '@domain/contract/profile';
import type { SandboxLedger } from '@domain/contract/money-sandbox';
import { advanceClock, bearer, call, createTestPlatform, signIn, uniquePhone, type TestPlatform } from './support';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform.dispose();
});

/** Seeds a fresh number in a state and signs in with it; answers the bearer headers. */
async function seededSession(state: SeedState): Promise<{ headers: Record<string, string>; userId: string }> {
  const phone = uniquePhone();
  const seeded = await call<SeededUser>(platform.app, 'POST', '/sandbox/users', { phone: phone.e164, state });
  expect(seeded.status).toBe(201);
  const session = await signIn(platform.app, phone);
  return { headers: bearer(session.bearerToken), userId: seeded.data.userId };
}

async function form(path: string, fields: Record<string, string>): Promise<Response> {
  return platform.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('seeded sandbox users', () => {
  it('seeds a new number in a state, and the profile after sign-in shows it', async () => {
    const { headers } = await seededSession('paylater-rejected');
    const profile = await call<UserProfile>(platform.app, 'GET', '/v1/user', undefined, headers);
    expect(profile.data.kycStatus).toBe('KYC_APPROVED');
    expect(profile.data.userProductInfo.paylater.status).toBe('REJECTED');
    expect(profile.data.userProductInfo.paylater.restPeriodEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('re-seeds an existing user into another state', async () => {
    const phone = uniquePhone();
    await call(platform.app, 'POST', '/sandbox/users', { phone: phone.phoneNumber, state: 'paylater-activated' });
    const session = await signIn(platform.app, phone);
    await call(platform.app, 'POST', '/sandbox/users', { phone: `0${phone.phoneNumber}`, state: 'new' });
    const profile = await call<UserProfile>(platform.app, 'GET', '/v1/user', undefined, bearer(session.bearerToken));
    expect(profile.data.userProductInfo.paylater.status).toBe('NOT_APPLIED');
    expect(profile.data.kycStatus).toBe('NEW');
  });

  it('refuses an unknown state and a number that is not Indonesian, naming the field', async () => {
    const badState = await call(platform.app, 'POST', '/sandbox/users', { phone: '+62812345678', state: 'rich' });
    expect(badState.status).toBe(400);
    expect(badState.errors[0]?.cause).toBe('state');
    const badPhone = await call(platform.app, 'POST', '/sandbox/users', { phone: '+4412345678901', state: 'new' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.errors[0]?.cause).toBe('phone');
  });

  it('has a page that seeds from a form and says how to sign in', async () => {
    const page = await platform.app.request('/sandbox/users');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('business-loan-waiting');
    const phone = uniquePhone();
    const answer = await form('/sandbox/users', { phone: phone.phoneNumber, state: 'merchant-owner' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(`Seeded <strong>${phone.e164}</strong> as <strong>merchant-owner</strong>`);
  });

  it('is absent when the sandbox is off', async () => {
    const off = await createTestPlatform({ sandbox: false });
    try {
      expect((await off.app.request('/sandbox/users')).status).toBe(404);
    } finally {
      await off.dispose();
    }
  });
});

describe('business-capital calls', () => {
  it('need a session', async () => {
    for (const path of ['/sme/v1/profile/eligibility', '/sme/v1/submissions', '/sme/v1/submissions/ongoing']) {
      expect((await call(platform.app, 'GET', path)).status).toBe(401);
    }
  });

  it('answer a user who is not a merchant as INELIGIBLE with nothing submitted', async () => {
    const { headers } = await seededSession('new');
    const eligibility = await call<GomodalEligibility>(platform.app, 'GET', '/sme/v1/profile/eligibility', undefined, headers);
    expect(eligibility.data).toEqual({
      accountStatus: 'INELIGIBLE',
      whitelist: 'BLOCKED',
      merchantOwner: false,
      merchantTier: null,
      loanType: 'FLEXI',
    });
    expect((await call<LoanSubmissionSummary[]>(platform.app, 'GET', '/sme/v1/submissions', undefined, headers)).data).toEqual([]);
    expect((await call<OngoingSubmission>(platform.app, 'GET', '/sme/v1/submissions/ongoing', undefined, headers)).data).toEqual({
      submission: null,
    });
  });

  it('answer a waiting loan as the ongoing submission, and only to its owner', async () => {
    const waiting = await seededSession('business-loan-waiting');
    const eligibility = await call<GomodalEligibility>(platform.app, 'GET', '/sme/v1/profile/eligibility', undefined, waiting.headers);
    expect(eligibility.data).toMatchObject({
      accountStatus: 'ACTIVE',
      whitelist: 'WHITELISTED',
      merchantOwner: true,
      merchantTier: 'PREMIUM',
      loanType: 'ONE_TIME',
    });
    const ongoing = await call<OngoingSubmission>(platform.app, 'GET', '/sme/v1/submissions/ongoing', undefined, waiting.headers);
    expect(ongoing.data.submission).toMatchObject({ status: 'SUBMITTED', principal: 2_000_000, tenure: 12 });

    const other = await seededSession('merchant-owner');
    expect(
      (await call<OngoingSubmission>(platform.app, 'GET', '/sme/v1/submissions/ongoing', undefined, other.headers)).data.submission,
    ).toBeNull();
  });

  it('answer a disbursed loan in the list but not as ongoing', async () => {
    const { headers } = await seededSession('merchant-with-loan');
    const list = await call<LoanSubmissionSummary[]>(platform.app, 'GET', '/sme/v1/submissions', undefined, headers);
    expect(list.data.map((s) => s.status)).toEqual(['DISBURSED']);
    expect(
      (await call<OngoingSubmission>(platform.app, 'GET', '/sme/v1/submissions/ongoing', undefined, headers)).data.submission,
    ).toBeNull();
  });
});

describe('contract signing', () => {
  it('signs an approved pay-later contract at the provider, then /privy/signed activates it', async () => {
    const { headers } = await seededSession('kyc-approved');
    const info = await call<SigningInfo>(platform.app, 'GET', '/pls/akhirbulan/loan-agreement/signing-info', undefined, headers);
    expect(info.status).toBe(200);
    expect(info.data.is_signed).toBe(false);
    expect(info.data.url).toMatch(/^\/sandbox\/privy\/sign\/[\w-]+$/);

    // Asking again before signing gives the same contract.
    const again = await call<SigningInfo>(platform.app, 'GET', '/pls/akhirbulan/loan-agreement/signing-info', undefined, headers);
    expect(again.data.url).toBe(info.data.url);

    const page = await platform.app.request(info.data.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Loan agreement: PayLater');

    // Not signed yet: the signed call changes nothing.
    const early = await call<SignedResponse>(platform.app, 'POST', '/privy/signed', undefined, headers);
    expect(early.data.statuses.paylater).toBe('APPROVED');

    const signed = await form(info.data.url, { agree: 'yes' });
    expect(signed.status).toBe(303);
    expect(signed.headers.get('location')).toBe('/signed');

    const after = await call<SigningInfo>(platform.app, 'GET', '/pls/akhirbulan/loan-agreement/signing-info', undefined, headers);
    expect(after.data).toEqual({ is_signed: true, url: '' });

    const done = await call<SignedResponse>(platform.app, 'POST', '/privy/signed', undefined, headers);
    expect(done.status).toBe(200);
    expect(done.data.statuses.paylater).toBe('ACTIVATED');
    expect(done.data.userProductInfo.paylater.productId).toMatch(/^ACC-/);
    const profile = await call<UserProfile>(platform.app, 'GET', '/v1/user', undefined, headers);
    expect(profile.data.userProductInfo.paylater.status).toBe('ACTIVATED');
  });

  it('signs the instalment contract through its own signing-info call', async () => {
    const { headers } = await seededSession('cicilan-approved');
    const info = await call<SigningInfo>(platform.app, 'GET', '/pls/cicilan/loan-agreement/signing-info', undefined, headers);
    expect(info.data.is_signed).toBe(false);
    await form(info.data.url, { agree: 'yes' });
    const done = await call<SignedResponse>(platform.app, 'POST', '/privy/signed', undefined, headers);
    expect(done.data.statuses).toMatchObject({ paylater: 'ACTIVATED', cicilan: 'ACTIVATED' });
  });

  it("tells the activation contract's main terms before signing, with the limit the ledger then opens", async () => {
    for (const [state, product, path] of [
      ['kyc-approved', 'paylater', '/pls/akhirbulan/loan-agreement/signing-info'],
      ['cicilan-approved', 'cicilan', '/pls/cicilan/loan-agreement/signing-info'],
    ] as const) {
      const phone = uniquePhone();
      await call<SeededUser>(platform.app, 'POST', '/sandbox/users', { phone: phone.e164, state });
      const headers = bearer((await signIn(platform.app, phone)).bearerToken);
      const info = await call<SigningInfo>(platform.app, 'GET', path, undefined, headers);
      const terms = info.data.terms;
      expect(terms?.product).toBe(product);
      if (terms?.product === 'paylater')
        expect(terms).toMatchObject({
          monthly_fee: null,
          monthly_fee_basis_points: 200,
          first_month_free: true,
          due_day: 1,
          grace_days: 5,
          daily_late_fee: 2_000,
        });
      if (terms?.product === 'cicilan')
        expect(terms).toMatchObject({
          monthly_rate_basis_points: 275,
          min_tenor: 2,
          max_tenor: 12,
          admin_fee: 0,
          early_repayment_fee_percent: 0,
          grace_days: 5,
          daily_late_fee: 2_000,
        });
      await form(info.data.url, { agree: 'yes' });
      await call<SignedResponse>(platform.app, 'POST', '/privy/signed', undefined, headers);
      const ledger = await call<SandboxLedger>(
        platform.app,
        'GET',
        `/sandbox/ledger?phone=${encodeURIComponent(phone.e164)}&product=${product}`,
      );
      expect(ledger.status).toBe(200);
      expect(terms?.credit_limit).toBe(ledger.data.creditLimit);
      // Once signed, there is nothing left to tell.
      expect((await call<SigningInfo>(platform.app, 'GET', path, undefined, headers)).data).toEqual({ is_signed: true, url: '' });
    }
  });

  it('says there is nothing to sign before approval, and that an active product is signed', async () => {
    const fresh = await seededSession('new');
    const refused = await call(platform.app, 'GET', '/pls/akhirbulan/loan-agreement/signing-info', undefined, fresh.headers);
    expect(refused.status).toBe(409);
    expect(refused.errors[0]).toMatchObject({ code: 'SIGNING_NOT_AVAILABLE', errorKey: 'SIGNING_NOT_AVAILABLE', cause: 'NOT_APPLIED' });

    const active = await seededSession('paylater-activated');
    const info = await call<SigningInfo>(platform.app, 'GET', '/pls/akhirbulan/loan-agreement/signing-info', undefined, active.headers);
    expect(info.data).toEqual({ is_signed: true, url: '' });
  });

  it('answers an unknown contract with 404 and refuses a cross-site signing form', async () => {
    expect((await platform.app.request('/sandbox/privy/sign/nope')).status).toBe(404);
    const { headers } = await seededSession('kyc-approved');
    const info = await call<SigningInfo>(platform.app, 'GET', '/pls/akhirbulan/loan-agreement/signing-info', undefined, headers);
    const crossSite = await platform.app.request(info.data.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'agree=yes',
    });
    expect(crossSite.status).toBe(403);
    const still = await call<SigningInfo>(platform.app, 'GET', '/pls/akhirbulan/loan-agreement/signing-info', undefined, headers);
    expect(still.data.is_signed).toBe(false);
  });
});

describe('consents', () => {
  it('stores a consent as posted and reads back the newest of each type, per user', async () => {
    const { headers } = await seededSession('paylater-activated');
    const first = await call<ConsentRecord>(
      platform.app,
      'POST',
      '/v1/user/consents',
      { type: 'cicilan_terms', granted: false, version: 1 },
      headers,
    );
    expect(first.status).toBe(201);
    await call(platform.app, 'POST', '/v1/user/consents', { type: 'cicilan_terms', granted: true, version: 2 }, headers);
    await call(platform.app, 'POST', '/v1/user/consents', { type: 'data_sharing', granted: true }, headers);
    const read = await call<ConsentsResponse>(platform.app, 'GET', '/v1/user/consents', undefined, headers);
    expect(read.data.consents.map((record) => record.consent)).toEqual([
      { type: 'cicilan_terms', granted: true, version: 2 },
      { type: 'data_sharing', granted: true },
    ]);

    const other = await seededSession('new');
    expect((await call<ConsentsResponse>(platform.app, 'GET', '/v1/user/consents', undefined, other.headers)).data.consents).toEqual([]);
  });

  it('refuses a consent without its type or answer', async () => {
    const { headers } = await seededSession('new');
    const answer = await call(platform.app, 'POST', '/v1/user/consents', { granted: 'yes' }, headers);
    expect(answer.status).toBe(400);
    expect(answer.errors.map((error) => error.cause).sort()).toEqual(['granted', 'type']);
    expect((await call(platform.app, 'POST', '/v1/user/consents', { type: 'x', granted: true })).status).toBe(401);
  });
});

describe('cash-loan token', () => {
  it('is a single-use code the cash-loan site accepts once', async () => {
    const { headers } = await seededSession('new');
    const token = await call<CashLoanToken>(platform.app, 'GET', '/v1/user/token/ml-cashloan', undefined, headers);
    expect(token.status).toBe(200);
    expect(token.data.url).toBe('/sandbox/cash-loan');
    const url = `${token.data.url}?code=${encodeURIComponent(token.data.token)}&sid=abc&from=GMA`;
    const first = await platform.app.request(url);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('Welcome to the cash-loan site');
    expect(html).toContain('<code>from</code> = GMA');
    expect(html).not.toContain(token.data.token);
    expect((await platform.app.request(url)).status).toBe(400);
  });

  it('expires after five minutes', async () => {
    const { headers } = await seededSession('new');
    const token = await call<CashLoanToken>(platform.app, 'GET', '/v1/user/token/ml-cashloan', undefined, headers);
    await advanceClock(platform.app, platform.clock, 6 * 60 * 1000);
    try {
      expect((await platform.app.request(`/sandbox/cash-loan?code=${encodeURIComponent(token.data.token)}`)).status).toBe(400);
    } finally {
      await call(platform.app, 'POST', '/sandbox/clock', { reset: true });
    }
  });
});
