/** Who may see and do what, the contract's hour, and every error code of the merchant loan's calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EligibilityNotification, GomodalBankProfile, GomodalCallback, GomodalOutlets } from '@domain/contract/gomodal';
import type { GomodalLoanSummary, GomodalSubmission } from '@domain/contract/gomodal-loan';
import type { GomodalSeedState } from '@domain/contract/gomodal-sandbox';
import { call, createTestPlatform, type TestPlatform } from './support';
import { setClock } from './support/money-support';
import { as, codes, type Merchant, sandbox, seededMerchant } from './support/gomodal-support';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform();
  await setClock(platform, '2026-04-07T09:00:00+07:00');
});
afterAll(async () => {
  await platform.dispose();
});

const apply = async (merchant: Merchant, change: Record<string, unknown> = {}) => {
  const outlets = await as<GomodalOutlets>(platform, merchant, 'GET', '/sme/v1/outlets');
  const outlet = outlets.data?.outlets?.[0]?.id ?? 'OUT-NONE';
  return as<GomodalSubmission>(platform, merchant, 'POST', '/sme/v2/submission', {
    principal: 2_000_000,
    tenure: 12,
    offerType: 'FLEXI',
    purpose: 'P02',
    outlets: [outlet],
    ...change,
  });
};

describe('ownership', () => {
  it('never shows one merchant another’s submission, loan, deductions, repayments, dues or VA', async () => {
    const owner = await seededMerchant(platform, 'ongoing');
    const other = await seededMerchant(platform, 'ongoing');
    const id = owner.submissionId ?? '';
    expect((await as(platform, owner, 'GET', `/sme/v1/submissions/${id}`)).status).toBe(200);
    for (const path of [
      `/sme/v1/submissions/${id}`,
      `/sme/v1/submissions/${id}/signing-info`,
      `/sme/v1/deductions/${id}`,
      `/sme/v1/submissions/${id}/repayments`,
      `/sme/v1/submissions/${id}/dues`,
      `/sme/v1/submissions/${id}/catchup`,
    ]) {
      const answer = await as(platform, other, 'GET', path);
      expect([path, answer.status, answer.errors[0]?.code]).toEqual([path, 404, 'NOT_FOUND']);
    }
    const opened = await as(platform, other, 'POST', `/sme/v1/submissions/${id}/catchup`, { catchupType: 'ALL_DUES', bankName: 'BCA' });
    expect([opened.status, opened.errors[0]?.code]).toEqual([404, 'NOT_FOUND']);
    const signed = await as(platform, other, 'POST', `/sme/v1/submissions/${id}/signed`);
    expect(signed.status).toBe(404);
    // An unknown id answers the same.
    expect((await as(platform, other, 'GET', '/sme/v1/submissions/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(platform.app, 'GET', `/sme/v1/submissions/${id}`)).status).toBe(401);
  });
});

describe('the owner-only rule', () => {
  it('refuses a non-owner with 409 (never 403) and its page, and keeps its bank and outlets from it', async () => {
    const nonOwner = await seededMerchant(platform, 'non-owner');
    const submitted = await apply(nonOwner);
    expect([submitted.status, ...codes(submitted)]).toEqual([409, 'GOMODAL_NON_OWNER:/gomodal/error/non-owner']);
    const bank = await as(platform, nonOwner, 'GET', '/sme/v1/bank-profile');
    expect([bank.status, bank.errors[0]?.code]).toEqual([409, 'GOMODAL_NON_OWNER']);
    expect((await as(platform, nonOwner, 'GET', '/sme/v1/outlets')).errors[0]?.code).toBe('GOMODAL_NON_OWNER');
    const summary = await as<GomodalLoanSummary>(platform, nonOwner, 'GET', '/sme/v1/loan-summary');
    expect(summary.data).toMatchObject({ blocker: 'NON_OWNER', blockerRoute: '/gomodal/error/non-owner', card: null });
  });

  it('follows the partner sign-on: an owner signed in as a non-owner is one', async () => {
    const owner = await seededMerchant(platform, 'offer');
    expect((await as<GomodalBankProfile>(platform, owner, 'GET', '/sme/v1/bank-profile')).data).toMatchObject({ bankName: 'BCA' });
    await platform.db.query(
      `insert into sso_identities (provider, user_id, user_type, merchant_role, updated_at) values ('gobiz', $1, 'merchant', 'non-owner', $2)`,
      [owner.userId, platform.clock.now().toISOString()],
    );
    expect((await apply(owner)).errors[0]?.code).toBe('GOMODAL_NON_OWNER');
  });

  it('answers a user with no merchant account as not on the allow-list', async () => {
    const merchant = await seededMerchant(platform, 'offer');
    await platform.db.query('delete from gomodal_accounts where user_id = $1', [merchant.userId]);
    expect((await as(platform, merchant, 'GET', '/sme/v1/bank-profile')).errors[0]?.code).toBe('GOMODAL_NOT_WHITELISTED');
    expect((await apply(merchant)).errors[0]?.code).toBe('GOMODAL_NOT_WHITELISTED');
  });
});

describe('the contract’s hour', () => {
  it('expires an unsigned contract after 1 hour; the merchant may then apply again', async () => {
    expect((await sandbox(platform, 'settings', { autoReview: false })).status).toBe(200);
    const merchant = await seededMerchant(platform, 'offer');
    const created = await apply(merchant);
    expect(created.status).toBe(201);
    const id = created.data.id;
    const notYet = await as(platform, merchant, 'GET', `/sme/v1/submissions/${id}/signing-info`);
    expect(codes(notYet)).toEqual(['GOMODAL_SIGNING_NOT_AVAILABLE:PENDING']);
    for (const decision of ['ACCEPT', 'APPROVE', 'SEND_CONTRACT']) await sandbox(platform, 'decision', { phone: merchant.phone, decision });
    expect((await as(platform, merchant, 'GET', `/sme/v1/submissions/${id}/signing-info`)).status).toBe(200);
    await setClock(platform, new Date(platform.clock.now().getTime() + 60 * 60 * 1000).toISOString());
    const late = await as(platform, merchant, 'GET', `/sme/v1/submissions/${id}/signing-info`);
    expect([late.status, late.errors[0]?.code]).toEqual([409, 'GOMODAL_CONTRACT_EXPIRED']);
    expect((await as(platform, merchant, 'POST', `/sme/v1/submissions/${id}/signed`)).errors[0]?.code).toBe('GOMODAL_CONTRACT_EXPIRED');
    const detail = await as<GomodalSubmission>(platform, merchant, 'GET', `/sme/v1/submissions/${id}`);
    expect(detail.data).toMatchObject({ status: 'ERROR_CONTRACT_EXPIRED', outcomeRoute: '/gomodal/loan/error?type=contract-expired' });
    expect((await as<GomodalLoanSummary>(platform, merchant, 'GET', '/sme/v1/loan-summary')).data.card).toBe('ERROR_CONTRACT_EXPIRED');
    const signPage = await platform.app.request(`/sandbox/gomodal/sign/${id}`, { method: 'POST' });
    expect(signPage.status).toBe(409);
    expect((await apply(merchant)).status).toBe(201);
    await sandbox(platform, 'settings', { autoReview: true });
  });
});

describe('every error code of the contract', () => {
  it('checks the body, the offer type, the principal, the tenure and the outlets, in that order', async () => {
    const merchant = await seededMerchant(platform, 'offer');
    const bad = await apply(merchant, { principal: 'lots', purpose: 'P99' });
    expect([bad.status, ...codes(bad).map((code) => code.split(':')[0])]).toEqual([400, 'GOMODAL_FIELD_INVALID', 'GOMODAL_FIELD_INVALID']);
    expect(codes(bad).map((code) => code.split(':')[1])).toEqual(['principal', 'purpose']);
    expect(codes(await apply(merchant, { offerType: 'ONE_TIME', principal: 999 }))).toEqual(['GOMODAL_OFFER_CHANGED:FLEXI']);
    expect(codes(await apply(merchant, { principal: 999_000 }))).toEqual(['GOMODAL_PRINCIPAL_TOO_LOW:1000000']);
    expect(codes(await apply(merchant, { principal: 2_001_000 }))).toEqual(['GOMODAL_PRINCIPAL_TOO_HIGH:2000000']);
    expect(codes(await apply(merchant, { principal: 1_500_500 }))).toEqual(['GOMODAL_PRINCIPAL_NOT_ROUNDED:1501000']);
    expect(codes(await apply(merchant, { tenure: 24 }))).toEqual(['GOMODAL_TENURE_INVALID:12']);
    expect(codes(await apply(merchant, { tenure: 5 }))).toEqual(['GOMODAL_TENURE_INVALID:12']);
    expect(codes(await apply(merchant, { outlets: ['OUT-SOMEONE-ELSES'] }))).toEqual(['GOMODAL_OUTLET_INVALID:OUT-SOMEONE-ELSES']);
  });

  const blockers: [GomodalSeedState, string][] = [
    ['coming-soon-card', 'GOMODAL_CORPORATE'],
    ['foreigner', 'GOMODAL_FOREIGNER'],
    ['fraud', 'GOMODAL_FRAUD'],
    ['verification-blocked', 'GOMODAL_VERIFICATION_BLOCKED'],
    ['blocked', 'GOMODAL_BLOCKED_LIMIT'],
    ['delinquent', 'GOMODAL_DELINQUENT'],
    ['merchant-pending', 'GOMODAL_MERCHANT_PENDING'],
    ['merchant-rejected', 'GOMODAL_MERCHANT_REJECTED'],
    ['ongoing', 'GOMODAL_LOAN_RUNNING'],
    ['pending', 'GOMODAL_PENDING_APPLICATION_EXISTS'],
    ['cde-rejected', 'GOMODAL_CREDIT_ENGINE_REJECTED'],
    ['cash-loan-card', 'GOMODAL_NOT_WHITELISTED'],
    ['credit-policy', 'GOMODAL_CREDIT_POLICY'],
    ['offer-kyc-required', 'GOMODAL_KYC_REQUIRED'],
    ['kyc-pending', 'GOMODAL_KYC_IN_REVIEW'],
  ];
  for (const [state, code] of blockers) {
    it(`refuses an application with ${code} (${state})`, async () => {
      const merchant = await seededMerchant(platform, state);
      const answer = await apply(merchant);
      expect([answer.status, answer.errors[0]?.code]).toEqual([409, code]);
    });
  }

  it('answers SME01 without a plan, GOMODAL_NO_LOAN before a payout, and the notice request once', async () => {
    const fraud = await seededMerchant(platform, 'fraud');
    expect(codes(await as(platform, fraud, 'GET', '/sme/v1/offer'))).toEqual(['SME01:FRAUD']);
    const notify = await as(platform, fraud, 'POST', '/sme/v1/profile/eligibility-notification');
    expect([notify.status, notify.errors[0]?.code]).toEqual([409, 'GOMODAL_NOTIFY_NOT_OFFERED']);

    const listed = await seededMerchant(platform, 'cash-loan-card');
    const first = await as<EligibilityNotification>(platform, listed, 'POST', '/sme/v1/profile/eligibility-notification');
    const second = await as<EligibilityNotification>(platform, listed, 'POST', '/sme/v1/profile/eligibility-notification');
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.data.requestedAt).toBe(first.data.requestedAt);

    const pending = await seededMerchant(platform, 'pending');
    const id = pending.submissionId ?? '';
    for (const path of [`/sme/v1/deductions/${id}`, `/sme/v1/submissions/${id}/repayments`, `/sme/v1/submissions/${id}/dues`]) {
      expect((await as(platform, pending, 'GET', path)).errors[0]?.code).toBe('GOMODAL_NO_LOAN');
    }
    const signed = await as(platform, pending, 'POST', `/sme/v1/submissions/${id}/signed`);
    expect(codes(signed)).toEqual(['GOMODAL_SIGNING_NOT_AVAILABLE:PENDING']);
  });

  it('checks the repayments query and the call-back body, and keeps one call-back open', async () => {
    const merchant = await seededMerchant(platform, 'ongoing');
    const id = merchant.submissionId ?? '';
    expect(codes(await as(platform, merchant, 'GET', `/sme/v1/submissions/${id}/repayments?kind=REFUND`))).toEqual([
      'GOMODAL_FIELD_INVALID:kind',
    ]);
    expect((await as(platform, merchant, 'GET', `/sme/v1/submissions/${id}/repayments?size=500`)).errors[0]?.code).toBe(
      'PAGE_QUERY_INVALID',
    );
    expect(codes(await as(platform, merchant, 'POST', '/sme/v1/callback', { reason: 'BORED' }))).toEqual(['GOMODAL_FIELD_INVALID:reason']);
    const asked = await as<GomodalCallback>(platform, merchant, 'POST', '/sme/v1/callback', { reason: 'REPAYMENT' });
    expect(asked.status).toBe(201);
    expect(asked.data).toMatchObject({ reason: 'REPAYMENT', status: 'OPEN', callBy: '2026-04-16' });
    const again = await as<GomodalCallback>(platform, merchant, 'POST', '/sme/v1/callback', {});
    expect([again.status, again.data.id]).toEqual([200, asked.data.id]);
  });

  it('answers the sandbox’s codes', async () => {
    const merchant = await seededMerchant(platform, 'ongoing');
    expect((await sandbox(platform, 'seed', { phone: merchant.phone, state: 'nowhere' })).errors[0]?.code).toBe(
      'GOMODAL_SANDBOX_FIELD_INVALID',
    );
    expect((await sandbox(platform, 'income', { phone: '+6289999999991', amount: 1 })).errors[0]?.code).toBe('NOT_FOUND');
    expect(codes(await sandbox(platform, 'decision', { phone: merchant.phone, decision: 'APPROVE' }))).toEqual([
      'GOMODAL_DECISION_INVALID:DISBURSED',
    ]);
    const yesterday = new Date(platform.clock.now().getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect((await sandbox(platform, 'failed-days', { phone: merchant.phone, date: yesterday })).errors[0]?.code).toBe(
      'GOMODAL_DAY_ALREADY_RUN',
    );
    expect((await sandbox(platform, 'pauses', { phone: merchant.phone, from: '2020-01-01', resumeOn: '2020-01-05' })).errors[0]?.code).toBe(
      'GOMODAL_PAUSE_INVALID',
    );
    const offer = await seededMerchant(platform, 'offer');
    expect((await sandbox(platform, 'write-off', { phone: offer.phone })).errors[0]?.code).toBe('GOMODAL_SANDBOX_NO_LOAN');
    expect((await sandbox(platform, 'write-off', { phone: merchant.phone })).status).toBe(200);
    expect((await as<GomodalLoanSummary>(platform, merchant, 'GET', '/sme/v1/loan-summary')).data).toMatchObject({
      card: 'WRITE_OFF',
      blocker: 'DELINQUENT',
    });
  });

  it('answers GOMODAL_DOWNTIME while the service is down', async () => {
    const merchant = await seededMerchant(platform, 'offer');
    await sandbox(platform, 'settings', { downtime: true });
    expect((await apply(merchant)).errors[0]?.code).toBe('GOMODAL_DOWNTIME');
    expect(codes(await as(platform, merchant, 'GET', '/sme/v1/offer'))).toEqual(['SME01:DOWNTIME']);
    await sandbox(platform, 'settings', { downtime: false });
  });
});
