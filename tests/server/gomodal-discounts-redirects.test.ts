/**
 * Issue 38's last merchant-loan rules on the platform: the discounts a lender grants (interest,
 * principal, late fee waived) lower what is owed and are reported as the loan's discounts, the
 * same on the app's calls and the sandbox's view of the book; the loan redirect codes (SME03-SME05)
 * answered instead of the offer; the four listed user ids; the sandbox's outside pages.
 */
import { describe, expect, it } from 'vitest';
import type { GomodalOffer } from '@domain/contract/gomodal';
import type { GomodalLoan, GomodalLoanSummary, GomodalSubmission } from '@domain/contract/gomodal-loan';
import type { SandboxGomodalDiscounts, SandboxGomodalLoan, SandboxGomodalLoanRedirect } from '@domain/contract/gomodal-sandbox';
import type { UserProfile } from '@domain/contract/profile';
import { LISTED_USER_IDS } from '@domain/gomodal/loan-redirects';
import { promotedQuote } from '@domain/gomodal/quote';
import { FIRST_LOAN_CASHBACK_INSTALMENTS, FIRST_LOAN_CASHBACK_MAX } from '@domain/gomodal/terms';
import { bearer, call, signIn, uniquePhone } from './support';
import { as, codes, sandbox, seededMerchant, type Merchant } from './support/gomodal-support';
import { platformForFile } from './support/file-platform';

const platform = platformForFile({ now: '2026-03-04T09:00:00+07:00' });

async function loanOf(merchant: Merchant): Promise<GomodalLoan> {
  const submission = await as<GomodalSubmission>(platform, merchant, 'GET', `/sme/v1/submissions/${merchant.submissionId ?? ''}`);
  expect(submission.status).toBe(200);
  const loan = submission.data.loan;
  if (!loan) throw new Error('no loan');
  return loan;
}

async function book(merchant: Merchant): Promise<SandboxGomodalLoan> {
  const answer = await call<SandboxGomodalLoan>(platform.app, 'GET', `/sandbox/gomodal/loan?phone=${encodeURIComponent(merchant.phone)}`);
  return answer.data;
}

describe('discounts the lender grants', () => {
  it('a late-fee discount waives the unpaid late fees, capped by what is owed, and the loan says so', async () => {
    const merchant = await seededMerchant(platform, 'overdue-with-late-fees');
    const before = await loanOf(merchant);
    expect(before.lateFee).toBeGreaterThan(0);
    expect(before.discounts.lateFee).toBe(0);

    const granted = await sandbox<SandboxGomodalDiscounts>(platform, 'discounts', {
      phone: merchant.phone,
      component: 'LATE_FEE',
      amount: before.lateFee + 1_000_000,
    });
    expect(granted.status, JSON.stringify(granted.errors)).toBe(201);
    // Only what was owed is waived.
    expect(granted.data.discounts.lateFee).toBe(before.lateFee);
    expect(granted.data.dues.unpaidLateFees).toBe(0);

    const after = await loanOf(merchant);
    expect(after.lateFee).toBe(0);
    expect(after.discounts.lateFee).toBe(before.lateFee);
    expect(after.payoffAmount).toBe(before.payoffAmount - before.lateFee);
    expect(after.overdueAmount).toBe(before.overdueAmount - before.lateFee);
    // The sandbox's view of the book agrees with the app's call.
    expect((await book(merchant)).dues?.payoff).toBe(after.payoffAmount);
  });

  it('a principal discount lowers what is owed by its amount, oldest instalment first', async () => {
    const merchant = await seededMerchant(platform, 'ongoing');
    const before = await loanOf(merchant);
    const granted = await sandbox<SandboxGomodalDiscounts>(platform, 'discounts', {
      phone: merchant.phone,
      component: 'PRINCIPAL',
      amount: 100_000,
    });
    expect(granted.status, JSON.stringify(granted.errors)).toBe(201);
    const after = await loanOf(merchant);
    expect(after.discounts.principal).toBe(100_000);
    expect(after.payoffAmount).toBe(before.payoffAmount - 100_000);
    expect(after.totalRemaining).toBe(before.totalRemaining - 100_000);
    // Oldest first: the running first instalment's unpaid principal, then the next one's.
    const unpaid = (loan: GomodalLoan, index: number) => loan.instalments[index]?.unpaid ?? 0;
    const fromFirst = Math.min(100_000, unpaid(before, 0));
    expect(unpaid(after, 0)).toBe(unpaid(before, 0) - fromFirst);
    expect(unpaid(after, 1)).toBe(unpaid(before, 1) - (100_000 - fromFirst));
    expect(after.instalments.reduce((sum, line) => sum + line.amount, 0)).toBe(
      before.instalments.reduce((sum, line) => sum + line.amount, 0) - 100_000,
    );
    expect((await book(merchant)).dues?.payoff).toBe(after.payoffAmount);
  });

  it('an interest discount adds to the interest waived and lowers the total remaining', async () => {
    const merchant = await seededMerchant(platform, 'ongoing');
    const before = await loanOf(merchant);
    const granted = await sandbox<SandboxGomodalDiscounts>(platform, 'discounts', {
      phone: merchant.phone,
      component: 'INTEREST',
      amount: 50_000,
    });
    expect(granted.status, JSON.stringify(granted.errors)).toBe(201);
    const after = await loanOf(merchant);
    expect(after.discounts.interest).toBe(before.discounts.interest + 50_000);
    expect(after.totalRemaining).toBe(before.totalRemaining - 50_000);
    expect(after.discounts.principal).toBe(0);
    expect(after.discounts.lateFee).toBe(0);
  });

  it('the next deductions collect what is left after a discount: the day after, nothing more than owed is taken', async () => {
    const merchant = await seededMerchant(platform, 'ongoing');
    const before = await loanOf(merchant);
    const window = before.instalments.find((line) => line.unpaid > 0 && line.status !== 'PAID');
    expect(window).toBeDefined();
    await sandbox(platform, 'discounts', { phone: merchant.phone, component: 'PRINCIPAL', amount: window?.unpaid ?? 0 });
    await sandbox(platform, 'advance', { days: 1 });
    const days = (await book(merchant)).days;
    // The running window's instalment was waived whole: the day that ended took nothing.
    expect(days[days.length - 1]?.taken).toBe(0);
  });

  it('a loan that is not running cannot be discounted; a bad body is refused', async () => {
    const merchant = await seededMerchant(platform, 'offer');
    const refused = await sandbox(platform, 'discounts', { phone: merchant.phone, component: 'INTEREST', amount: 1000 });
    expect(refused.status).toBe(409);
    expect(refused.errors[0]?.code).toBe('GOMODAL_SANDBOX_NO_LOAN');
    const bad = await sandbox(platform, 'discounts', { phone: merchant.phone, component: 'FEES', amount: 0 });
    expect(bad.status).toBe(400);
  });
});

describe("the figures of the cashback promo and due-date screens are the engine's", () => {
  it("the offer's cashback reaches the home's summary; a first loan's schedule waives what the quote promised", async () => {
    const offerMerchant = await seededMerchant(platform, 'offer');
    const offer = await as<GomodalOffer>(platform, offerMerchant, 'GET', '/sme/v1/offer');
    const summary = await as<GomodalLoanSummary>(platform, offerMerchant, 'GET', '/sme/v1/loan-summary');
    expect(summary.data.firstLoanCashback).toEqual(offer.data.firstLoanCashback);
    expect(summary.data.firstLoanCashback).toEqual({ instalments: FIRST_LOAN_CASHBACK_INSTALMENTS, maxDiscount: FIRST_LOAN_CASHBACK_MAX });

    const merchant = await seededMerchant(platform, 'ongoing');
    const loan = await loanOf(merchant);
    const quote = promotedQuote(loan.principal, loan.tenure, {
      instalments: FIRST_LOAN_CASHBACK_INSTALMENTS,
      maxDiscount: FIRST_LOAN_CASHBACK_MAX,
    });
    // The promo page lists each waived instalment and the sum: the loan's schedule, as quoted.
    expect(loan.instalments.map((line) => line.discount)).toEqual(quote.instalments.map((instalment) => instalment.discount));
    expect(loan.instalments.reduce((sum, line) => sum + line.discount, 0)).toBe(quote.discount);
    expect(loan.discounts.interest).toBe(quote.discount);
    // The due-date screen: one day of the month, the 1st or the 15th, from the first due date on.
    const days = new Set(loan.instalments.map((line) => line.dueDate.slice(8)));
    expect(days.size).toBe(1);
    expect(['01', '15']).toContain([...days][0]);
    expect(loan.instalments[0]?.dueDate).toBe(loan.firstDueDate);
    expect((await book(merchant)).dues?.dueDate).toBe(loan.dueDate);
    // A later loan has no cashback: the completed merchant is offered none.
    const later = await seededMerchant(platform, 'loan-completed');
    expect((await as<GomodalLoanSummary>(platform, later, 'GET', '/sme/v1/loan-summary')).data.firstLoanCashback).toBeNull();
  });
});

describe('loan codes that leave the app', () => {
  it.each(['SME03', 'SME04', 'SME05'] as const)('%s is answered instead of the offer and of a new application', async (code) => {
    const merchant = await seededMerchant(platform, 'offer');
    const set = await sandbox<SandboxGomodalLoanRedirect>(platform, 'loan-redirect', { phone: merchant.phone, code });
    expect(set.status, JSON.stringify(set.errors)).toBe(200);
    expect(set.data).toMatchObject({ code, listedUser: false, userId: merchant.userId });

    const offer = await as<GomodalOffer>(platform, merchant, 'GET', '/sme/v1/offer');
    expect(offer.status).toBe(409);
    expect(codes(offer)).toEqual([`${code}:`]);
    const outlets = await as<{ outlets: { id: string }[] }>(platform, merchant, 'GET', '/sme/v1/outlets');
    const submit = await as(platform, merchant, 'POST', '/sme/v2/submission', {
      principal: 2_000_000,
      tenure: 6,
      offerType: 'FLEXI',
      purpose: 'P01',
      outlets: outlets.data.outlets.map((outlet) => outlet.id),
    });
    expect(submit.status).toBe(409);
    expect(submit.errors[0]?.code).toBe(code);
    // The home still answers: the merchant sees the loan home before pressing apply.
    expect((await as<GomodalLoanSummary>(platform, merchant, 'GET', '/sme/v1/loan-summary')).status).toBe(200);

    await sandbox(platform, 'loan-redirect', { phone: merchant.phone, code: 'NONE' });
    expect((await as<GomodalOffer>(platform, merchant, 'GET', '/sme/v1/offer')).status).toBe(200);
  });

  it('a listed user gets one of the four ids, which the profile then answers', async () => {
    const phone = uniquePhone();
    const set = await sandbox<SandboxGomodalLoanRedirect>(platform, 'loan-redirect', {
      phone: phone.e164,
      code: 'SME03',
      listedUser: true,
    });
    expect(set.status, JSON.stringify(set.errors)).toBe(200);
    expect(LISTED_USER_IDS).toContain(set.data.userId);
    const session = await signIn(platform.app, phone);
    const profile = await call<UserProfile>(platform.app, 'GET', '/v1/user', undefined, bearer(session.bearerToken));
    expect(profile.data.userId).toBe(set.data.userId);
    const offer = await call(platform.app, 'GET', '/sme/v1/offer', undefined, bearer(session.bearerToken));
    expect(offer.errors[0]?.code).toBe('SME03');
    // Asked again, the number keeps its listed id.
    const again = await sandbox<SandboxGomodalLoanRedirect>(platform, 'loan-redirect', {
      phone: phone.e164,
      code: 'SME03',
      listedUser: true,
    });
    expect(again.data.userId).toBe(set.data.userId);
  });

  it('the sandbox serves each outside page, linking back only to its own origin', async () => {
    for (const target of ['partnerLender', 'partnerLenderPilot', 'merchantPortal', 'restructuring']) {
      const response = await platform.app.request(
        `/sandbox/gomodal/elsewhere/${target}?return_url=${encodeURIComponent('http://localhost/gomodal/home')}`,
      );
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('href="/gomodal/home"');
      expect(html).toContain('Anda');
    }
    const foreign = await platform.app.request(
      `/sandbox/gomodal/elsewhere/merchantPortal?return_url=${encodeURIComponent('https://evil.example/x')}`,
    );
    expect(await foreign.text()).toContain('href="/"');
    expect((await platform.app.request('/sandbox/gomodal/elsewhere/nowhere')).status).toBe(404);
  });
});
