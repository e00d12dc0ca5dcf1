import { describe, expect, it } from 'vitest';
import { GOMODAL_INELIGIBLE_REASONS } from '@domain/gomodal/blockers';
import {
  type ApplicantFacts,
  applyBlocker,
  applyBlockerRoute,
  canAskToBeTold,
  creditRetryDate,
  submissionOutcomeRoute,
} from '@domain/gomodal/eligibility';
import { GOMODAL_ROUTES, gomodalKycRoute, loanStatusRoute, requestCallbackRoute, submissionDetailRoute } from '@domain/gomodal/routes';
import { SME01_TARGET, isNoPlanError, sme01Redirect } from '@domain/gomodal/sme01';
import { isGomodalFreezeDay, previousVaNotice } from '@domain/gomodal/virtual-account';
import { vaWindowAt } from '@domain/lending/virtual-account';

const wib = (local: string): string => new Date(`${local}+07:00`).toISOString();

const eligible: ApplicantFacts = {
  downtime: false,
  merchantOwner: true,
  entityType: 'INDIVIDUAL',
  ownerIdDocument: 'KTP',
  accountStatus: 'ACTIVE',
  whitelist: 'WHITELISTED',
  flags: { fraud: false, delinquent: false, verificationBlocked: false, creditPolicy: false },
  kycStatus: 'KYC_APPROVED',
  newestSubmission: null,
};
const flagged = (flag: keyof ApplicantFacts['flags']): Partial<ApplicantFacts> => ({ flags: { ...eligible.flags, [flag]: true } });
const newest = (status: NonNullable<ApplicantFacts['newestSubmission']>['status'], updatedAt = wib('2026-01-20T10:00:00')) => ({
  newestSubmission: { status, updatedAt },
});

describe('who may apply, and where the others go', () => {
  const now = wib('2026-02-10T09:00:00');

  it.each<[string, Partial<ApplicantFacts>, string | null, string | null]>([
    ['eligible', {}, null, null],
    ['the service is down', { downtime: true, merchantOwner: false }, 'DOWNTIME', '/downtime?service=gomodal'],
    ['not the owner', { merchantOwner: false, whitelist: 'BLOCKED' }, 'NON_OWNER', '/gomodal/error/non-owner'],
    ['a corporate', { entityType: 'CORPORATE' }, 'CORPORATE', '/gomodal/ineligible-screen?type=corporate'],
    ['a foreigner (passport)', { ownerIdDocument: 'PASSPORT' }, 'FOREIGNER', '/gomodal/ineligible-screen?type=foreigner'],
    ['a foreigner (business permit)', { ownerIdDocument: 'BUSINESS_PERMIT' }, 'FOREIGNER', '/gomodal/ineligible-screen?type=foreigner'],
    ['fraud', flagged('fraud'), 'FRAUD', '/gomodal/ineligible-screen?type=fraud'],
    [
      'too many failed verifications',
      flagged('verificationBlocked'),
      'VERIFICATION_BLOCKED',
      '/gomodal/ineligible-screen?type=verification-blocked',
    ],
    ['blocked limit', { accountStatus: 'BLOCKED' }, 'BLOCKED_LIMIT', '/gomodal/ineligible-screen?type=blocked'],
    ['blocked for good', { accountStatus: 'PERMANENTLY_BLOCKED' }, 'BLOCKED_LIMIT', '/gomodal/ineligible-screen?type=blocked'],
    ['delinquent', flagged('delinquent'), 'DELINQUENT', '/gomodal/ineligible-screen?type=delinquent'],
    ['a loan written off', newest('WRITE_OFF'), 'DELINQUENT', '/gomodal/ineligible-screen?type=delinquent'],
    [
      'merchant account in verification',
      { accountStatus: 'MERCHANT_PENDING' },
      'MERCHANT_PENDING',
      '/gomodal/ineligible-screen?type=merchant-pending',
    ],
    ['merchant account rejected', { accountStatus: 'MERCHANT_REJECTED' }, 'MERCHANT_REJECTED', '/gomodal/contact'],
    ['a loan being repaid', newest('DISBURSED'), 'LOAN_RUNNING', '/gomodal/home'],
    ['an application in progress', newest('CONTRACT_SENT'), 'PENDING_APPLICATION_EXISTS', '/gomodal/loan/status'],
    ['credit decision rejected 21 days ago', newest('ERROR_CREDIT_POLICY'), 'CREDIT_ENGINE_REJECTED', '/gomodal/cde-rejected'],
    ['not on the allow-list', { whitelist: 'BLOCKED' }, 'NOT_WHITELISTED', '/gomodal/ineligible-screen'],
    ['no merchant-loan account', { accountStatus: 'INELIGIBLE' }, 'NOT_WHITELISTED', '/gomodal/ineligible-screen'],
    [
      "not a merchant at all (the platform's default answer)",
      { accountStatus: 'INELIGIBLE', whitelist: 'BLOCKED', merchantOwner: false },
      'NOT_WHITELISTED',
      '/gomodal/ineligible-screen',
    ],
    ['credit policy', flagged('creditPolicy'), 'CREDIT_POLICY', '/gomodal/ineligible-screen?type=credit-policy'],
    ['identity not verified', { kycStatus: 'NEW' }, 'KYC_REQUIRED', '/gomodal/kyc-first'],
    ['identity rejected', { kycStatus: 'KYC_REJECTED' }, 'KYC_REQUIRED', '/gomodal/kyc-first'],
    ['identity in review', { kycStatus: 'KYC_SUBMITTED' }, 'KYC_IN_REVIEW', '/kyc/progress?product=gomodal&retry_url=%2Fgomodal%2Fapply'],
    ['a completed loan', newest('APPLICATION_COMPLETED'), null, null],
    ['a cancelled application', newest('ERROR_USER_CANCELLED'), null, null],
    ['activation required: the apply page activates', { accountStatus: 'GOMODAL_ACTIVATION_REQUIRED' }, null, null],
  ])('%s: %s -> %s', (_, change, blocker, route) => {
    const found = applyBlocker({ ...eligible, ...change }, now);
    expect(found).toBe(blocker);
    expect(found === null ? null : applyBlockerRoute(found)).toBe(route);
  });

  it('gives each of the twelve ineligible states a page', () => {
    expect(GOMODAL_INELIGIBLE_REASONS).toHaveLength(12);
    for (const reason of GOMODAL_INELIGIBLE_REASONS) expect(applyBlockerRoute(reason)).toMatch(/^\/(gomodal|downtime)/);
  });

  it.each([
    // rejected (Jakarta wall time)  removed from the allow-list  may apply again on
    ['2026-01-20T10:00:00', false, '2026-03-06'],
    ['2026-01-20T10:00:00', true, '2026-02-01'],
    ['2026-12-20T23:30:00', false, '2027-02-03'],
    ['2026-12-20T23:30:00', true, '2027-01-01'],
  ] as const)('credit decision on %s, removed %s: retry from %s', (rejected, removed, retry) => {
    expect(creditRetryDate(wib(rejected), removed)).toBe(retry);
  });

  it('blocks a rejected merchant until the retry date and no longer', () => {
    const rejected = { ...eligible, ...newest('ERROR_CREDIT_POLICY') };
    expect(applyBlocker(rejected, wib('2026-03-05T23:59:59'))).toBe('CREDIT_ENGINE_REJECTED');
    expect(applyBlocker(rejected, wib('2026-03-06T00:00:00'))).toBeNull();
    const removed = { ...rejected, whitelist: 'BLOCKED' as const };
    expect(applyBlocker(removed, wib('2026-01-31T12:00:00'))).toBe('CREDIT_ENGINE_REJECTED');
    expect(applyBlocker(removed, wib('2026-02-01T00:00:00'))).toBe('NOT_WHITELISTED');
  });

  it('lets the allow-list, a temporary block and the credit policy ask to be told', () => {
    expect(canAskToBeTold('NOT_WHITELISTED', 'ACTIVE')).toBe(true);
    expect(canAskToBeTold('CREDIT_POLICY', 'ACTIVE')).toBe(true);
    expect(canAskToBeTold('BLOCKED_LIMIT', 'BLOCKED')).toBe(true);
    expect(canAskToBeTold('BLOCKED_LIMIT', 'PERMANENTLY_BLOCKED')).toBe(false);
    expect(canAskToBeTold('FRAUD', 'ACTIVE')).toBe(false);
    expect(canAskToBeTold(null, 'ACTIVE')).toBe(false);
  });

  it.each([
    ['ERROR_CREDIT_POLICY', '/gomodal/cde-rejected'],
    ['ERROR_DELINQUENCY', '/gomodal/application/rejected?type=delinquent'],
    ['ERROR_FRAUDULENT', '/gomodal/application/rejected?type=fraud'],
    ['ERROR_NOT_WHITELISTED', '/gomodal/application/rejected?type=not-whitelisted'],
    ['ERROR_PENDING_APPLICATION_EXISTS', '/gomodal/loan/status'],
    ['ERROR_CONTRACT_EXPIRED', '/gomodal/loan/error?type=contract-expired'],
    ['ERROR_DISBURSEMENT', '/gomodal/loan/error?type=disbursement'],
    ['ERROR_KYC', '/gomodal/loan/error?type=national-id'],
    ['ERROR_LOAN_PRODUCT_INVALID', '/gomodal/loan/error?type=product-invalid'],
    ['ERROR_USER_CANCELLED', null],
    ['DISBURSED', null],
  ] as const)('an application ending %s goes to %s', (status, route) => {
    expect(submissionOutcomeRoute(status)).toBe(route);
  });
});

describe('routes', () => {
  it('has the 23 pages of document 3, the root, and the cashback promo and due-date screens', () => {
    expect(Object.keys(GOMODAL_ROUTES)).toHaveLength(26);
    expect(Object.values(GOMODAL_ROUTES).every((route) => route === '/gomodal' || route.startsWith('/gomodal/'))).toBe(true);
  });

  it('builds the query of each page', () => {
    expect(loanStatusRoute({ check: true })).toBe('/gomodal/loan/status?check=1');
    expect(loanStatusRoute({ submissionId: 'a b', check: true })).toBe('/gomodal/loan/status?id=a%20b&check=1');
    expect(loanStatusRoute()).toBe('/gomodal/loan/status');
    expect(requestCallbackRoute(true)).toBe('/gomodal/loan/request-callback?showCta=1');
    expect(submissionDetailRoute('S-1')).toBe('/gomodal/submission/detail?id=S-1');
    expect(gomodalKycRoute('step1')).toBe('/kyc/step1?product=gomodal');
  });
});

describe('SME01: no plan, away from a page that needs one', () => {
  it.each([
    ['/gomodal/loan/apply', ['SME01'], SME01_TARGET],
    ['/gomodal/submission/detail', ['SME01'], SME01_TARGET],
    ['/gomodal/loan/bank/confirm/', ['SME01'], SME01_TARGET],
    ['/gomodal/home', ['SME01'], null],
    ['/gomodal/home/', ['SME01'], null],
    ['/gomodal', ['SME01'], null],
    ['/gomodal/', ['SME01'], null],
    ['/gomodal/ineligible-screen', ['SME01'], null],
    ['/gopaylater/ab', ['SME01'], null],
    ['/gomodalx/apply', ['SME01'], null],
    ['/gomodal/loan/apply', ['ME1'], null],
    ['/gomodal/loan/apply', ['SME02', 'SME01'], SME01_TARGET],
  ] as const)('%s answered %j: %s', (path, codes, target) => {
    expect(
      sme01Redirect(
        path,
        codes.map((code) => ({ code })),
      ),
    ).toBe(target);
  });

  it.each([
    ['NON_OWNER', '/gomodal/error/non-owner'],
    ['CREDIT_ENGINE_REJECTED', '/gomodal/cde-rejected'],
    ['DELINQUENT', '/gomodal/ineligible-screen?type=delinquent'],
    ['FRAUD', '/gomodal/ineligible-screen?type=fraud'],
    ['NOT_WHITELISTED', SME01_TARGET],
    ['', SME01_TARGET],
    ['SOMETHING_NEW', SME01_TARGET],
  ])('a deep link to a step, answered SME01 with cause %j, goes to %s (document 3, section 6)', (cause, target) => {
    expect(sme01Redirect('/gomodal/loan/apply', [{ code: 'SME01', cause }])).toBe(target);
  });

  it('stays on the blocker page that itself answered SME01 (no loop)', () => {
    expect(sme01Redirect('/gomodal/error/non-owner', [{ code: 'SME01', cause: 'NON_OWNER' }])).toBeNull();
    expect(sme01Redirect('/gomodal/cde-rejected', [{ code: 'SME01', cause: 'CREDIT_ENGINE_REJECTED' }])).toBeNull();
  });

  it('sends to the ineligible screen, and reads SME01 and ME1 as "no plans"', () => {
    expect(SME01_TARGET).toBe('/gomodal/ineligible-screen');
    expect(isNoPlanError(['ME1'])).toBe(true);
    expect(isNoPlanError(['SME02'])).toBe(false);
  });
});

describe('VA hours for the merchant loan: 00:00 to 20:45 WIB, 20:15 on a due date', () => {
  const dueDates = ['2026-02-15', '2026-03-15'];

  it.each([
    ['2026-02-14T20:44:59', true],
    ['2026-02-14T20:45:00', false],
    ['2026-02-15T20:14:59', true],
    ['2026-02-15T20:15:00', false],
    ['2026-02-16T00:00:00', true],
    ['2026-02-16T07:00:00', true],
  ] as const)('at %s WIB open %s', (local, open) => {
    expect(vaWindowAt(wib(local), isGomodalFreezeDay(dueDates, wib(local))).open).toBe(open);
  });
});

describe('the repayment page’s word on the last VA (previousVaNotice)', () => {
  const asOf = '2026-03-10T05:00:00Z';
  const va = (state: 'ACTIVE' | 'PAID' | 'EXPIRED', createdAt: string, paidAt: string | null = null) => ({ state, createdAt, paidAt });
  it('says nothing without a VA, and always names an open one (the new one replaces it)', () => {
    expect(previousVaNotice(null, asOf)).toBeNull();
    expect(previousVaNotice(va('ACTIVE', '2026-02-01T01:00:00Z'), asOf)).toBe('ACTIVE');
  });
  it('says a payment was received within a day of it, not weeks later on a new debt', () => {
    expect(previousVaNotice(va('PAID', '2026-03-09T04:00:00Z', '2026-03-09T06:00:00Z'), asOf)).toBe('PAID');
    expect(previousVaNotice(va('PAID', '2026-02-10T04:00:00Z', '2026-02-10T06:00:00Z'), asOf)).toBeNull();
  });
  it('says a VA expired within a day of its opening only', () => {
    expect(previousVaNotice(va('EXPIRED', '2026-03-09T10:00:00Z'), asOf)).toBe('EXPIRED');
    expect(previousVaNotice(va('EXPIRED', '2026-03-01T10:00:00Z'), asOf)).toBeNull();
  });
});
