/**
 * An owner applies, signs on a Friday, is paid out on Monday (the next working day), is deducted for
 * a month on the sandbox clock with a day of no sales, a failed day and recovery at 70% of a day's
 * income, then clears the month by VA through the sandbox bank (the notice posted once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GomodalOffer, GomodalOutlets, GomodalSigningInfo } from '@domain/contract/gomodal';
import type { GomodalDeductions, GomodalLoanSummary, GomodalRepaymentPage, GomodalSubmission } from '@domain/contract/gomodal-loan';
import type { BankPaymentResult } from '@domain/contract/money-sandbox';
import type { RepaymentDues, VirtualAccount } from '@domain/contract/lending-catchup';
import { call, createTestPlatform, type TestPlatform } from './support';
import { setClock } from './support/money-support';
import { as, codes, type Merchant, sandbox, seededMerchant } from './support/gomodal-support';

let platform: TestPlatform;
let merchant: Merchant;
let submissionId = '';

beforeAll(async () => {
  platform = await createTestPlatform();
  // A Friday morning in Jakarta.
  await setClock(platform, '2026-02-06T09:00:00+07:00');
  expect((await sandbox(platform, 'settings', { autoReview: false })).status).toBe(200);
  merchant = await seededMerchant(platform, 'offer');
});
afterAll(async () => {
  await platform.dispose();
});

const summary = async () => (await as<GomodalLoanSummary>(platform, merchant, 'GET', '/sme/v1/loan-summary')).data;
const deductions = async () => (await as<GomodalDeductions>(platform, merchant, 'GET', `/sme/v1/deductions/${submissionId}`)).data;
const advance = async (days: number) => expect((await sandbox(platform, 'advance', { days })).status).toBe(200);

describe('applying', () => {
  it('offers the limit with the first-loan cashback and takes one application only', async () => {
    const offer = await as<GomodalOffer>(platform, merchant, 'GET', '/sme/v1/offer');
    expect(offer.data).toMatchObject({
      offerType: 'FLEXI',
      minPrincipal: 1_000_000,
      maxPrincipal: 2_000_000,
      firstLoanCashback: { instalments: 3, maxDiscount: 200_000 },
    });
    const outlets = await as<GomodalOutlets>(platform, merchant, 'GET', '/sme/v1/outlets');
    expect(outlets.data.total).toBe(2);
    const body = { principal: 2_000_000, tenure: 12, offerType: 'FLEXI', purpose: 'P01', outlets: [outlets.data.outlets[0]?.id] };
    // Two posts at once: one application is stored, the other refused.
    const [first, second] = await Promise.all([
      as<GomodalSubmission>(platform, merchant, 'POST', '/sme/v2/submission', body),
      as<GomodalSubmission>(platform, merchant, 'POST', '/sme/v2/submission', body),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const created = first.status === 201 ? first : second;
    const refused = first.status === 201 ? second : first;
    expect(refused.errors[0]?.code).toBe('GOMODAL_PENDING_APPLICATION_EXISTS');
    expect(created.data).toMatchObject({ status: 'PENDING', principal: 2_000_000, tenure: 12, purpose: 'P01', loan: null });
    submissionId = created.data.id;
    const again = await as(platform, merchant, 'POST', '/sme/v2/submission', body);
    expect(codes(again)).toEqual(['GOMODAL_PENDING_APPLICATION_EXISTS:2026-02-13']);
    expect((await summary()).card).toBe('PENDING');
  });

  it('is reviewed, sent its contract, and signed at the provider', async () => {
    for (const decision of ['ACCEPT', 'APPROVE', 'SEND_CONTRACT']) {
      expect((await sandbox(platform, 'decision', { phone: merchant.phone, decision })).status).toBe(200);
    }
    expect((await summary()).card).toBe('CONTRACT_SENT');
    const info = await as<GomodalSigningInfo>(platform, merchant, 'GET', `/sme/v1/submissions/${submissionId}/signing-info`);
    expect(info.data).toMatchObject({ isSigned: false, url: `/sandbox/gomodal/sign/${submissionId}` });
    expect(Date.parse(info.data.expiresAt) - Date.parse(info.data.sentAt)).toBe(60 * 60 * 1000);
    const early = await as(platform, merchant, 'POST', `/sme/v1/submissions/${submissionId}/signed`);
    expect([early.status, ...codes(early)]).toEqual([409, 'GOMODAL_NOT_SIGNED:CONTRACT_SENT']);

    const signed = await platform.app.request(info.data.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(signed.status).toBe(303);
    expect(signed.headers.get('location')).toBe(`/gomodal/loan/status?id=${submissionId}&check=1`);
    const back = await as<GomodalSubmission>(platform, merchant, 'POST', `/sme/v1/submissions/${submissionId}/signed`);
    expect(back.data).toMatchObject({ status: 'CONTRACT_SENT', disbursementDeadline: '2026-02-09' });
    expect((await as<GomodalSubmission>(platform, merchant, 'POST', `/sme/v1/submissions/${submissionId}/signed`)).status).toBe(200);
    expect((await summary()).card).toBe('LOAN_PROCESSING');
  });

  it('is paid out at 10:00 WIB on the next working day (Monday), not on the weekend', async () => {
    await setClock(platform, '2026-02-09T09:59:00+07:00');
    expect((await summary()).submission?.status).toBe('CONTRACT_SENT');
    await setClock(platform, '2026-02-09T10:00:00+07:00');
    const detail = await as<GomodalSubmission>(platform, merchant, 'GET', `/sme/v1/submissions/${submissionId}`);
    expect(detail.data.status).toBe('DISBURSED');
    expect(detail.data.disbursedAt).toBe('2026-02-09T03:00:00.000Z');
    expect(detail.data.loan).toMatchObject({
      principal: 2_000_000,
      adminFee: 40_000,
      totalDisbursement: 1_960_000,
      interest: 420_000,
      firstDueDate: '2026-03-15',
      finalDueDate: '2027-02-15',
      duesState: 'ONGOING',
      bank: { bankName: 'BCA' },
    });
    // The first three instalments carry no interest (35,000 each, under the 200,000 maximum).
    expect(detail.data.loan?.instalments.slice(0, 4).map((line) => line.amount)).toEqual([166_674, 166_666, 166_666, 201_666]);
    expect(detail.data.loan?.discounts.interest).toBe(105_000);
  });
});

describe('a month of deductions on the clock', () => {
  it('fails a day without sales, retries it, and recovers at most 70% of a day’s income', async () => {
    expect((await sandbox(platform, 'income', { phone: merchant.phone, amount: 0, from: '2026-02-12', until: '2026-02-12' })).status).toBe(
      200,
    );
    expect((await sandbox(platform, 'failed-days', { phone: merchant.phone, date: '2026-02-13' })).status).toBe(200);
    expect(
      (await sandbox(platform, 'income', { phone: merchant.phone, amount: 20_000, from: '2026-02-14', until: '2026-02-14' })).status,
    ).toBe(200);
    await advance(5);
    // 2026-02-14 10:00: the days to the 13th have run.
    expect((await summary()).card).toBe('OUTSTANDING_BEFORE_DUE_DATE');
    await advance(2);
    const view = await deductions();
    const ran = Object.fromEntries(
      view.days.filter((day) => day.outcome !== null).map((day) => [day.date, [day.due, day.taken, day.outcome]]),
    );
    expect(ran).toEqual({
      '2026-02-10': [8_334, 8_334, 'DEDUCTED'],
      '2026-02-11': [8_334, 8_334, 'DEDUCTED'],
      '2026-02-12': [8_334, 0, 'FAILED'],
      '2026-02-13': [16_668, 0, 'FAILED'],
      // 70% of 20,000: less than the 25,002 due.
      '2026-02-14': [25_002, 14_000, 'PARTIAL'],
      '2026-02-15': [19_336, 19_336, 'RECOVERED'],
    });
    expect(view.window).toMatchObject({
      instalmentNumber: 1,
      windowStart: '2026-02-10',
      dueDate: '2026-03-15',
      amount: 166_674,
      missed: 0,
    });
    expect(view.nextDeductionDate).toBe('2026-02-16');
    const home = await summary();
    expect(home.card).toBe('ONGOING');
    // The home says what a day takes now: in a cashback month less than the plan's figure.
    expect(view.dailyDeduction).toBe(8_334);
    expect(home.loan).toMatchObject({ dailyDeduction: 10_084, currentDailyDeduction: 8_334 });
  });

  it('collects the instalment to the rupiah by its due date', async () => {
    await advance(28);
    // 2026-03-16 10:00: the first due date has passed.
    const detail = await as<GomodalSubmission>(platform, merchant, 'GET', `/sme/v1/submissions/${submissionId}`);
    expect(detail.data.loan?.instalments[0]).toMatchObject({ amount: 166_674, paid: 166_674, unpaid: 0, status: 'PAID' });
    expect(detail.data.loan).toMatchObject({ paidInstalments: 1, duesState: 'ONGOING', overdueAmount: 0 });
    const history = await as<GomodalRepaymentPage>(
      platform,
      merchant,
      'GET',
      `/sme/v1/submissions/${submissionId}/repayments?kind=DEDUCTION&size=50`,
    );
    const window1 = history.data.repayments.filter((repayment) => (repayment.deductionDate ?? '') <= '2026-03-15');
    expect(window1.reduce((sum, repayment) => sum + repayment.amount, 0)).toBe(166_674);
  });
});

describe('catching up by VA', () => {
  let va: VirtualAccount;

  it('opens a VA for this month and settles it once, however often the bank says so', async () => {
    const dues = await as<RepaymentDues>(platform, merchant, 'GET', `/sme/v1/submissions/${submissionId}/dues`);
    expect(dues.data).toMatchObject({ scope: 'GOMODAL_SUBMISSION', product: 'gomodal', overdue: 0, dueDate: '2026-04-15' });
    const opened = await as<VirtualAccount>(platform, merchant, 'POST', `/sme/v1/submissions/${submissionId}/catchup`, {
      catchupType: 'CURRENT_DUES',
      bankName: 'BNI',
    });
    expect(opened.status, JSON.stringify(opened.errors)).toBe(201);
    va = opened.data;
    expect(va).toMatchObject({ scope: 'GOMODAL_SUBMISSION', scopeId: submissionId, amount: dues.data.current, state: 'ACTIVE' });
    const notice = { vaNumber: va.vaNumber, amount: va.amount, noticeId: `gm-${submissionId}`, outcome: 'SETTLED' };
    const paid = await call<BankPaymentResult>(platform.app, 'POST', '/sandbox/bank/payments', notice);
    expect(paid.data).toMatchObject({ state: 'PAID', posted: true });
    const again = await call<BankPaymentResult>(platform.app, 'POST', '/sandbox/bank/payments', notice);
    expect(again.data).toMatchObject({ state: 'PAID', posted: false });
    const history = await as<GomodalRepaymentPage>(
      platform,
      merchant,
      'GET',
      `/sme/v1/submissions/${submissionId}/repayments?kind=VA_REPAYMENT`,
    );
    expect(history.data.repayments).toHaveLength(1);
    expect(history.data.repayments[0]).toMatchObject({ amount: va.amount, bankName: 'BNI', vaNumber: va.vaNumber, instalmentNumbers: [2] });
    expect((await summary()).card).toBe('REPAID');
    const current = await as<{ virtualAccount: VirtualAccount }>(platform, merchant, 'GET', `/sme/v1/submissions/${submissionId}/catchup`);
    expect(current.data.virtualAccount.state).toBe('PAID');
  });

  it('takes no deduction for the month it cleared', async () => {
    await advance(1);
    const view = await deductions();
    expect(view.days.find((day) => day.date === '2026-03-16')).toMatchObject({ due: 0, taken: 0, outcome: 'NOTHING_DUE' });
    expect(view.nextDeductionDate).toBeNull();
  });
});
