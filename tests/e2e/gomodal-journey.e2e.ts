/**
 * A merchant's whole loan in the browser: applies (the form's messages, the live instalment, bank,
 * outlets, terms read to the end), is reviewed, signs on the provider's page within the hour, is paid
 * out, is deducted for a month on the sandbox clock, misses days, catches up by VA at the sandbox bank,
 * pays the rest off and sees the loan completed.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, screenshot } from './support/browser';
import { advanceDays, decide, gomodalSandbox, settled, signInMerchant, type SeededMerchant } from './support/gomodal';
import { clockInVaWindow } from './support/money-pages';
import { phonePagePerTest } from './support/phone-page';
import { latestCode } from './support/sandbox';
import { EN, requestCode, submitCode } from './support/sign-in';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

async function platformToday(): Promise<string> {
  const { data } = (await (await fetch(`${baseUrl()}/sandbox/clock`)).json()) as { data: { now: string } };
  return new Date(Date.parse(data.now) + 7 * 3_600_000).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function homeCard(page: Page): Promise<string | null> {
  await page.goto('/gomodal/home');
  await settled(page);
  return page.locator('[data-card]').getAttribute('data-card');
}

/** Opens a VA of `type` from the home's Pay button and has the sandbox bank pay it; answers the amount paid. */
async function payByVa(page: Page, typeLabel: RegExp, name: string): Promise<number> {
  await clockInVaWindow();
  await page.goto('/gomodal/home');
  await settled(page);
  await page.getByRole('link', { name: 'Pay by virtual account' }).click();
  await page.waitForURL('**/gomodal/submission/repayment?id=*');
  await settled(page);
  // A VA paid weeks ago is history, not news: the page greets no one with "received" on a new debt.
  expect(await page.getByText('Your last virtual-account payment was received.').count()).toBe(0);
  await page.getByRole('radio', { name: typeLabel }).first().check(); // several may be offered: the first that matches
  // The button without a bank is never dead: it says so and puts the merchant on the first bank.
  await page.getByRole('button', { name: 'Get virtual account number' }).click();
  await page.getByText('Choose the bank you will pay from.').waitFor();
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('bankName');
  await page.getByRole('radio', { name: 'BCA' }).check();
  expect(await page.getByText('Choose the bank you will pay from.').count()).toBe(0);
  await screenshot(page, `gomodal-journey-${name}-choose-en`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // One press opens it: no confirmation page in between.
  await page.getByRole('button', { name: 'Get virtual account number' }).click();
  await page.getByTestId('va-number').waitFor();
  expect(new URL(page.url()).pathname).toBe('/gomodal/submission/repayment');
  // The pressed button is gone: the VA's heading has the focus, not the page's body.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('gomodal-va-title');
  expect(await page.locator('h1').innerText()).toBe('Pay by virtual account');
  await screenshot(page, `gomodal-journey-${name}-va-en`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const vaNumber = (await page.getByTestId('va-number').innerText()).replace(/\D/g, '');
  const amount = Number((await page.getByTestId('va-amount').innerText()).replace(/\D/g, ''));
  const paid = await fetch(`${baseUrl()}/sandbox/bank/payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ vaNumber, amount, noticeId: randomUUID() }),
  });
  expect(paid.status).toBe(200);
  await page.getByRole('button', { name: 'Check payment status' }).click();
  await page.locator('[data-va-state="PAID"]').waitFor();
  return amount;
}

/**
 * A month on the clock outlives the session (30 days): the next call answers 401, and the platform's
 * rule sends the merchant to sign in on the gomodal home, which comes back once signed in.
 */
async function signInAgain(page: Page, merchant: SeededMerchant): Promise<void> {
  await page.goto('/gomodal/home');
  await page.getByLabel(EN.phone).waitFor();
  await requestCode(page, merchant.phone);
  await submitCode(page, await latestCode(merchant.phone));
  await page.locator('[data-card]').waitFor();
}

describe('a merchant’s loan from the application to the last deduction', () => {
  it('applies, signs, is paid out, deducted, misses days, catches up by VA and completes', { timeout: 240_000 }, async () => {
    const { page } = device;
    await gomodalSandbox('settings', { autoReview: false });
    const merchant: SeededMerchant = await signInMerchant(page, 'offer');

    // The offer and the start of the application.
    await page.goto('/gomodal/home');
    await settled(page);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.waitForURL('**/gomodal/apply');
    await settled(page);
    expect(await page.locator('main').innerText()).toMatch(/0% interest on your first 3 instalments/);
    await screenshot(page, 'gomodal-journey-apply-en');
    await page.getByRole('link', { name: 'Start' }).click();
    await page.waitForURL('**/gomodal/loan/apply');
    await settled(page);

    // The loan form: the amount's rules, then the tenors and the instalment as it is typed.
    const amount = page.getByLabel('Loan amount');
    await amount.fill('500000');
    // Never while typing: the rule speaks once the field is left.
    expect(await page.locator('.field__error').count()).toBe(0);
    await amount.blur();
    expect(await page.locator('.field__error').first().innerText()).toBe('Minimum loan Rp1.000.000');
    await amount.fill('2500000');
    await amount.blur();
    expect(await page.locator('.field__error').first().innerText()).toBe('Maximum loan Rp2.000.000');
    await amount.fill('1999500');
    await amount.blur();
    expect(await page.locator('.field__error').first().innerText()).toBe('Round the last 3 digits to Rp2.000.000');
    await amount.fill('2000000');
    await page.getByLabel('Loan purpose').selectOption('P01');
    expect(await page.getByRole('radio').count()).toBe(4); // 3, 6, 9 and 12 months: a daily deduction of at least 10,000
    await page.getByRole('radio', { name: /12 months/ }).check();
    // Every promotion the loan will apply: the first loan's three months without interest.
    const quote = await page.locator('.gomodal-quote').innerText();
    expect(quote).toMatch(/Instalment 1 \(0% interest\)\s+Rp166\.674\s+Rp8\.334 a day/);
    expect(quote).toMatch(/Instalments 4 to 12\s+Rp201\.666\s+Rp10\.084 a day/);
    expect(quote).toMatch(/Total disbursement\s+Rp1\.960\.000/);
    expect(quote).toMatch(/Total to repay\s+Rp2\.315\.000/);
    await screenshot(page, 'gomodal-journey-form-en');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The draft survives a reload.
    await page.reload();
    await settled(page);
    expect(await page.getByLabel('Loan amount').inputValue()).toBe('2.000.000');
    expect(await page.getByRole('radio', { name: /12 months/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Bank, outlets, terms.
    await page.getByRole('button', { name: 'This is my account' }).waitFor();
    await screenshot(page, 'gomodal-journey-bank-en');
    await page.getByRole('button', { name: 'This is my account' }).click();
    await page.waitForURL('**/gomodal/loan/outlet');
    await settled(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await page.getByRole('alert').innerText()).toBe('Choose at least one outlet');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('checkbox');
    await page.getByRole('checkbox').first().check();
    await screenshot(page, 'gomodal-journey-outlet-en');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/gomodal/terms');
    await settled(page);
    const agree = page.getByRole('checkbox', { name: /I have read and agree/ });
    expect(await agree.isDisabled()).toBe(true);
    await page.getByTestId('terms-end').scrollIntoViewIfNeeded();
    await agree.check();
    await screenshot(page, 'gomodal-journey-terms-en');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.waitForURL(/\/gomodal\/loan\/status\?id=/);
    await settled(page);
    expect(await page.locator('main h2').first().innerText()).toBe('Application sent');
    await screenshot(page, 'gomodal-journey-status-en');

    // The review, then the contract: signed on the provider's page within the hour.
    await decide(merchant, 'ACCEPT');
    await decide(merchant, 'APPROVE');
    await decide(merchant, 'SEND_CONTRACT');
    expect(await homeCard(page)).toBe('CONTRACT_SENT');
    await page.getByRole('link', { name: 'Sign contract' }).click();
    await page.waitForURL('**/gomodal/privy/intro?id=*');
    await settled(page);
    expect(await page.locator('main').innerText()).toMatch(/Sign before \d{2} \w{3} \d{4}, \d{1,2}:\d{2} (AM|PM)/);
    await screenshot(page, 'gomodal-journey-privy-en');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Sign now' }).click();
    await page.getByRole('button', { name: 'Sign' }).click();
    await page.waitForURL(/\/gomodal\/loan\/status\?id=.*check=1/);
    await settled(page);
    expect(await page.locator('main h2').first().innerText()).toBe('Disbursing');
    expect(await homeCard(page)).toBe('LOAN_PROCESSING');

    // Paid out; deductions run on the sandbox clock. Ten days in (inside the month's 20 deduction
    // days, whatever the date the shared clock has reached), two days fail: the card says so, and
    // the missed amount is paid by VA.
    await decide(merchant, 'DISBURSE');
    expect(await homeCard(page)).toBe('ONGOING');
    await advanceDays(10);
    // Inside the VA hours from here on, so paying does not move the clock past the failed days.
    await clockInVaWindow();
    const today = await platformToday();
    await gomodalSandbox('failed-days', { phone: merchant.e164, date: today });
    await gomodalSandbox('failed-days', { phone: merchant.e164, date: addDays(today, 1) });
    await advanceDays(2);
    const missed = await homeCard(page);
    expect(['OUTSTANDING_BEFORE_DUE_DATE', 'OVERDUE']).toContain(missed);
    await screenshot(page, 'gomodal-journey-missed-en');
    await payByVa(page, /Overdue and missed deductions|Amount due now/, 'catch-up');
    expect(['ONGOING', 'REPAID']).toContain(await homeCard(page));

    // The rest of the month: the deductions go on (a month of sandbox clock ends the session).
    await advanceDays(20);
    await signInAgain(page, merchant);
    await page.getByRole('link', { name: 'See loan details' }).click();
    await page.waitForURL('**/gomodal/submission/detail?id=*');
    await settled(page);
    const detail = await page.locator('main').innerText();
    expect(detail).toMatch(/Deductions this month/);
    // A first loan's cashback month: the plan's figure and, beside it, what a day takes now.
    expect(detail).toMatch(/Daily deduction\s+Rp10\.084/);
    expect(detail).toMatch(/Daily deduction this period\s+Rp8\.334/);
    expect(detail).toMatch(/We deduct Rp8\.334 a day/);
    expect(await page.locator('.gomodal-days__item').count()).toBeGreaterThan(0);
    // A day's deduction shows its day, not a midnight time.
    expect(await page.locator('.gomodal-days__item', { hasText: 'Daily deduction' }).first().innerText()).not.toMatch(/\d:\d{2}/);
    await screenshot(page, 'gomodal-journey-detail-en');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The rest paid off: the loan is completed.
    await payByVa(page, /Pay off the loan/, 'payoff');
    expect(await homeCard(page)).toMatch(/LOAN_COMPLETED$/);
    await page.getByRole('link', { name: 'See summary' }).click();
    await page.waitForURL('**/gomodal/loan/completed?id=*');
    await settled(page);
    expect(await page.locator('main h2').first().innerText()).toMatch(/complete/);
    await screenshot(page, 'gomodal-journey-completed-en');
    await page.goto('/gomodal/submissions/completed');
    await settled(page);
    expect(await page.locator('main section.card').count()).toBe(1);
    await screenshot(page, 'gomodal-journey-cleared-en');
  });
});
