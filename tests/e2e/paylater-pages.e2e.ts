import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PaylaterProfile } from '@domain/contract/paylater';
import { screenshot } from './support/browser';
import { apiToken, asUser, buy, clockInVaWindow, openAsMoneyUser, repayByVa, seedMoneyUser } from './support/money-pages';
import { expectNoDeadLinks, pathOf, shootBothLanguages } from './support/page-checks';
import { signInThroughApi } from './support/session';
import { phonePagePerTest } from './support/phone-page';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

async function openReceipt(page: Page, linkName: RegExp, kind: string): Promise<void> {
  await page.getByRole('link', { name: linkName }).first().click();
  await page.locator(`.receipt[data-kind="${kind}"]`).waitFor();
}

describe('unpaid transactions and their receipts', () => {
  it('lists an overdue bill with its late fees, by due date, and opens the payment and late-fee receipts', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'paylater-overdue', '/paylater/unpaid');
    const summary = page.locator('.bill-card');
    await summary.waitFor();
    // Overdue only what is past due, since its date; everything owed beside it (money-walk.e2e.ts: against the ledger).
    expect(await summary.innerText()).toMatch(/Overdue since \d{2} \w{3} \d{4}\s+Rp[\d.]+[\s\S]*Everything you owe\s+Rp[\d.]+/);
    expect(await page.locator('.due-info').innerText()).toMatch(/A late fee of Rp2\.000 is added every day/);
    expect(await page.getByRole('link', { name: 'Pay', exact: true }).getAttribute('href')).toBe('/paylater/repayment');
    const groups = page.locator('.line-group h2');
    expect(await groups.count()).toBeGreaterThan(0);
    expect(await groups.first().innerText()).toMatch(/^Due \d{2} [A-Z][a-z]{2} \d{4}/);
    await shootBothLanguages(page, 'paylater-unpaid-overdue', () => page.locator('.line-group').first().waitFor());

    await openReceipt(page, /^Late fee/, 'LATE_FEE');
    expect(await page.locator('.receipt').innerText()).toMatch(/Days late\s+\d+ days? × Rp2\.000/);
    await shootBothLanguages(page, 'paylater-receipt-late-fee', () => page.locator('.receipt').waitFor());
    await page.goBack();
    await openReceipt(page, /^Tokopedia|^Bukalapak|^Blibli|^Traveloka|^Alfamart/, 'PAYMENT');
    expect(await page.locator('.receipt').innerText()).toMatch(/Merchant[\s\S]*Due date[\s\S]*Order ID/);
    await shootBothLanguages(page, 'paylater-receipt-payment', () => page.locator('.receipt').waitFor());
    await page.goto('/paylater/unpaid');
    await page.locator('.line-group').first().waitFor();
    await expectNoDeadLinks(page, '/paylater/unpaid');
  });

  it('opens the monthly fee of an issued bill', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'paylater-bill-due', '/paylater/unpaid');
    await page.locator('.line-group').first().waitFor();
    await openReceipt(page, /^Monthly fee/, 'FEE');
    expect(await page.locator('.receipt').innerText()).toMatch(/Billing period\s+\d{2} \w{3} \d{4} – \d{2} \w{3} \d{4}/);
    await shootBothLanguages(page, 'paylater-receipt-fee', () => page.locator('.receipt').waitFor());
  });

  it('says when there is nothing to pay', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'paylater-activated', '/paylater/unpaid');
    await page.getByText('You have nothing to pay. All settled!').waitFor();
    await shootBothLanguages(page, 'paylater-unpaid-empty', () => page.locator('.empty-state').waitFor());
  });

  it('does not call it settled, nor offer limits, to someone whose PayLater is not active', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'new', '/paylater/unpaid');
    await page.getByText('Nothing to pay: your PayLater is not active yet.').waitFor();
    await page.goto('/paylater/plans');
    await page.getByText('Limits can be chosen once your PayLater is active.').waitFor();
  });

  it('shows a failed read with a way to try again, and loads by itself once the platform answers', async () => {
    const { page, context } = device;
    await openAsMoneyUser(page, 'paylater-bill-due', null);
    await context.route('**/pls/akhirbulan/transactions/unpaid', (route) => route.abort('internetdisconnected'));
    await page.goto('/paylater/unpaid');
    await page.getByText('We could not load your unpaid transactions.').waitFor();
    // No answer at all: the page says the platform is out of reach (the offline notice, which takes
    // the place of a "No internet connection" flash), without promising to keep typing on a page
    // that has no form.
    await page.getByText('You are offline. What you see is what this device kept; the rest loads when you are back online.').waitFor();
    await screenshot(page, 'paylater-unpaid-failed-en');
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await context.unroute('**/pls/akhirbulan/transactions/unpaid');
    // No press needed: while calls get no answer the page tries again on a growing tick (src/state/connectivity.ts).
    await page.locator('.line-group').first().waitFor({ timeout: 30_000 });
    await page.locator('.offline-notice').waitFor({ state: 'detached' });
  });
});

describe('the paid history and its receipts', () => {
  it('shows a refunded purchase with its refunds, Pending to read on the refund receipt, shared as text', async () => {
    const { page } = device;
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { sharedReceipts: shared });
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data), configurable: true });
    });
    await openAsMoneyUser(page, 'paylater-refund-pending', '/paylater/history');
    await page.locator('.transaction-list').waitFor();
    expect(await page.locator('main').innerText()).toMatch(/Refunded/);
    await shootBothLanguages(page, 'paylater-history', () => page.locator('.transaction-list').waitFor());
    await page.goto('/paylater/unpaid');
    await page.locator('.line-group').first().waitFor();
    await openReceipt(page, /^Refund · .*Pending/, 'REFUND');
    const receipt = await page.locator('.receipt').innerText();
    expect(receipt).toMatch(/Status\s+Pending/);
    expect(receipt).toMatch(/Refund ID/);
    await page.getByRole('button', { name: 'Share receipt' }).click();
    const shared =
      (await page.evaluate(() => (window as unknown as { sharedReceipts: Array<{ title: string; text: string }> }).sharedReceipts)) ?? [];
    expect(shared[0]?.title).toBe('Refund');
    expect(shared[0]?.text).toMatch(/^Refund\nAmount: Rp[\d.]+\nStatus: Pending/);
    await shootBothLanguages(page, 'paylater-receipt-refund', () => page.locator('.receipt').waitFor());
    await page.goto('/paylater/history');
    await page.locator('.transaction-list').waitFor();
    await expectNoDeadLinks(page, '/paylater/history');
  });

  it('opens a repayment receipt (bank, virtual account), and prints where the device cannot share', async () => {
    const { page } = device;
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      window.print = () => void Object.assign(window, { printed: true });
    });
    await openAsMoneyUser(page, 'paylater-paid', '/paylater/history');
    await page.locator('.transaction-list').waitFor();
    await openReceipt(page, /^Payment received/, 'REPAYMENT');
    expect(await page.locator('.receipt').innerText()).toMatch(/Bank\s+\w+[\s\S]*Virtual account\s+[\d ]{16,}/);
    await page.getByRole('button', { name: 'Save or print receipt' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true);
    await shootBothLanguages(page, 'paylater-receipt-repayment', () => page.locator('.receipt').waitFor());
  });

  it('shows 20 lines, then 20 more with "Show more", and keeps them when coming back from a receipt', async () => {
    const { page } = device;
    const { phone } = await seedMoneyUser('paylater-activated');
    for (let i = 0; i < 21; i += 1) await buy(phone, 10_000 + i * 1_000, { merchant: `Toko ${i + 1}` });
    await clockInVaWindow();
    const token = await apiToken(phone);
    const profile = await asUser<PaylaterProfile>(token, '/pls/akhirbulan/profile');
    await repayByVa(token, profile.account_id ?? '', 'ALL_DUES');

    await signInThroughApi(page, phone, '/paylater/history', 'en');
    const items = page.locator('.transaction-item');
    await page.locator('.transaction-list').waitFor();
    expect(await items.count()).toBe(20);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => items.count()).toBe(22);
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await screenshot(page, 'paylater-history-more-en');
    await items.nth(21).getByRole('link').click();
    await page.locator('.receipt').waitFor();
    await page.goBack();
    await page.locator('.transaction-list').waitFor();
    expect(await items.count()).toBe(22);
  });
});

describe('applying and activation', () => {
  it('a new user applies from the home and goes on to the identity check for pay-later', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'new', '/gopaylater/ab');
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.waitForURL('**/kyc/step1?product=paylater');
    expect(pathOf(page)).toBe('/kyc/step1?product=paylater');
  });

  it('a user whose rest period is over applies again and waits for the review', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'paylater-rejected-ended', '/paylater/apply');
    await page.waitForURL('**/kyc/progress?**');
    expect(pathOf(page)).toBe('/kyc/progress?product=paylater&retry_url=%2Fpaylater%2Fapply');
  });

  it('a user still resting is told the date to apply again', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'paylater-rejected', '/paylater/apply');
    await page.getByText(/You can apply again on \d{2} [A-Z][a-z]{2} \d{4}\./).waitFor();
    await shootBothLanguages(page, 'paylater-apply-rejected', () => page.locator('.entry-card').waitFor());
    await expectNoDeadLinks(page, '/paylater/apply (rejected)');
  });

  it('a user not eligible is told so on the apply page', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'paylater-ineligible', '/paylater/apply');
    await page.getByRole('heading', { name: 'PayLater is not available to you yet' }).waitFor();
    await screenshot(page, 'paylater-apply-not-eligible-en');
  });
});
