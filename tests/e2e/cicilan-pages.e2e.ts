import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { apiToken, buy, clockInVaWindow, openAsMoneyUser, repayByVa, seedMoneyUser } from './support/money-pages';
import { expectNoDeadLinks, pathOf, shootBothLanguages } from './support/page-checks';
import { signInThroughApi } from './support/session';
import { phonePagePerFile } from './support/phone-page';

const device = phonePagePerFile('en-US', { serviceWorkers: 'block' });

const orderReady = (page: Page) => () => page.locator('#cicilan-schedule-title').waitFor();

describe('instalments to pay, orders and receipts', () => {
  it('splits what is due from what comes, pairs each amount with its own date, and leads to the order with its schedule and receipts', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'cicilan-with-orders', '/cicilan/unpaid');
    await page.locator('.bill-card').waitFor();
    // The second instalment is billed but due after today: upcoming, not yet overdue.
    expect(await page.getByRole('heading', { name: 'Upcoming' }).count()).toBe(1);
    // Each amount with its own date (money-walk.e2e.ts holds them to the ledger).
    expect(await page.getByTestId('unpaid-summary').innerText()).toMatch(/Due \d{2} \w{3} \d{4}\s+Rp[\d.]+/);
    expect(await page.getByRole('link', { name: 'Pay', exact: true }).getAttribute('href')).toBe('/cicilan/repayment');
    await shootBothLanguages(page, 'cicilan-unpaid', () => page.locator('.line-group').first().waitFor());
    await expectNoDeadLinks(page, '/cicilan/unpaid');

    // The Tokopedia order (its first instalment repaid by the seed): an order with a schedule and a repayment receipt.
    await page.goto('/cicilan/unpaid');
    await page.locator('.line-group a', { hasText: 'Tokopedia' }).first().click();
    await orderReady(page)();
    expect(pathOf(page)).toMatch(/^\/cicilan\/orders\/.+/);
    expect(await page.locator('main').innerText()).toMatch(/Cost \(2\.75% a month\)/);
    await shootBothLanguages(page, 'cicilan-order', orderReady(page));
    const orderPath = pathOf(page);

    await page.getByRole('link', { name: 'Instalment order' }).click();
    await page.locator('.receipt[data-kind="LOAN_ORDER"]').waitFor();
    expect(await page.locator('.receipt').innerText()).toMatch(
      /First due date[\s\S]*First instalment[\s\S]*Next instalments\s+\d+ × Rp[\d.]+/,
    );
    await shootBothLanguages(page, 'cicilan-receipt-loan-order', () => page.locator('.receipt').waitFor());
    await expectNoDeadLinks(page, 'loan-order receipt');

    await page.goto(orderPath);
    await orderReady(page)();
    const repayment = page.getByRole('link', { name: /^Repayment \d+$/ });
    expect(await repayment.count(), 'the Tokopedia order was paid into once').toBe(1);
    await repayment.click();
    await page.locator('.receipt[data-kind="REPAYMENT"]').waitFor();
    expect(await page.locator('.receipt').innerText()).toMatch(/Virtual account\s+[\d ]{16,}/);
    await shootBothLanguages(page, 'cicilan-receipt-repayment', () => page.locator('.receipt').waitFor());
  });

  it('puts overdue instalments and their late fees first', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'cicilan-overdue', '/cicilan/unpaid');
    await page.locator('.line-group').first().waitFor();
    const overdue = page.locator('.line-group').first();
    expect(await overdue.getByRole('heading').innerText()).toBe('Overdue or due today');
    expect(await overdue.innerText()).toMatch(/Late fee[\s\S]*Overdue/);
    expect(await page.locator('.due-info').innerText()).toMatch(/A late fee of Rp2\.000 is added every day/);
    expect(await page.locator('.bill-card--overdue').count()).toBe(1);
    await shootBothLanguages(page, 'cicilan-unpaid-overdue', () => page.locator('.line-group').first().waitFor());
  });

  it('an order paid into shows its repayment receipt', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'cicilan-with-orders', '/cicilan/history');
    await page.locator('.line-group').first().waitFor();
    const paidInto = page.locator('.transaction-item', { hasText: /[1-9]\d* of \d+ paid/ });
    await paidInto.first().getByRole('link').click();
    await orderReady(page)();
    await page.getByRole('link', { name: 'Repayment 1' }).click();
    await page.locator('.receipt[data-kind="REPAYMENT"]').waitFor();
    expect(await page.locator('.receipt').innerText()).toMatch(/Bank\s+\w+[\s\S]*Virtual account\s+[\d ]{16,}/);
    await screenshot(page, 'cicilan-receipt-repayment-en');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('quotes an early repayment (what to pay, what is saved) and leads to the repayment of that order', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'cicilan-early-repayable', '/cicilan/history');
    await page.locator('.line-group').first().waitFor();
    await page.locator('.transaction-item a').first().click();
    await orderReady(page)();
    // The quote is read beside the order and may come after it (a spinner meanwhile).
    const early = page.locator('[data-early-repayment]:not([data-early-repayment="pending"])');
    await early.waitFor();
    expect(await early.getAttribute('data-early-repayment')).toBe('true');
    expect(await early.innerText()).toMatch(/To pay off today\s+Rp[\d.]+[\s\S]*You save\s+Rp[1-9][\d.]*/);
    const orderId = decodeURIComponent(pathOf(page).split('/').pop() ?? '');
    expect(await page.getByRole('link', { name: 'Pay off this order' }).getAttribute('href')).toBe(
      `/cicilan/repayment?order=${encodeURIComponent(orderId)}`,
    );
    await shootBothLanguages(page, 'cicilan-order-early-repayment', orderReady(page));
  });

  it('an order paid off early shows the waived cost and no early repayment any more', async () => {
    const { page } = device;
    const { phone } = await seedMoneyUser('cicilan-early-repayable');
    await clockInVaWindow();
    const token = await apiToken(phone);
    await signInThroughApi(page, phone, '/cicilan/history', 'en');
    await page.locator('.line-group').first().waitFor();
    await page.locator('.transaction-item a').first().click();
    await orderReady(page)();
    const orderId = decodeURIComponent(pathOf(page).split('/').pop() ?? '');
    await repayByVa(token, orderId, 'ALL_DUES');
    await page.reload();
    await orderReady(page)();
    expect(await page.locator('main').innerText()).toMatch(/Paid early/);
    expect(await page.locator('main').innerText()).toMatch(/Rp[\d.]+ waived/);
    expect(await page.locator('[data-early-repayment]').count()).toBe(0);
    await shootBothLanguages(page, 'cicilan-order-paid-early', orderReady(page));
  });

  it('says when there is nothing to pay', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'cicilan-activated', '/cicilan/unpaid');
    await page.getByText('You have no instalments to pay. All settled!').waitFor();
    await shootBothLanguages(page, 'cicilan-unpaid-empty', () => page.locator('.empty-state').waitFor());
  });
});

describe('the history by month', () => {
  it('shows 20 orders by month, then the rest with "Show more", the month at the seam joined', async () => {
    const { page } = device;
    const { phone } = await seedMoneyUser('cicilan-closing-open');
    for (let batch = 0; batch < 3; batch += 1) {
      await Promise.all(
        Array.from({ length: 7 }, (_, i) => buy(phone, 100_000, { product: 'cicilan', tenor: 2, merchant: `Toko ${batch * 7 + i + 1}` })),
      );
    }
    await signInThroughApi(page, phone, '/cicilan/history', 'en');
    const orders = page.locator('.transaction-item');
    await page.locator('.line-group').first().waitFor();
    expect(await orders.count()).toBe(20);
    await shootBothLanguages(page, 'cicilan-history', () => page.locator('.line-group').first().waitFor());
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => orders.count()).toBe(21);
    // All were bought this month: one heading, not one per page.
    expect(await page.locator('.line-group h2').count()).toBe(1);
    expect(await page.locator('.line-group h2').innerText()).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await expectNoDeadLinks(page, '/cicilan/history');
  });

  it('says when there is no order yet', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'cicilan-activated', '/cicilan/history');
    await page.getByText('No orders yet.').waitFor();
    await screenshot(page, 'cicilan-history-empty-en');
  });
});

describe('applying and activation', () => {
  it('an allowed user applies with paylater_cicilan and waits for the review, coming back to cicilan', async () => {
    const { page, context } = device;
    const bodies: string[] = [];
    // The data worker makes the call: the context sees its requests.
    context.on('request', (request) => {
      if (request.url().endsWith('/v1/user/account') && request.method() === 'POST') bodies.push(request.postData() ?? '');
    });
    await openAsMoneyUser(page, 'paylater-activated', '/gopaylater/cicilan');
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.waitForURL('**/kyc/progress?**');
    expect(pathOf(page)).toBe('/kyc/progress?product=paylater_cicilan&retry_url=%2Fcicilan%2Fapply');
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.every((body) => body === '{"productName":"paylater_cicilan"}')).toBe(true);
  });

  it('a user not on the allow-list is told Cicilan is not available', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'new', '/cicilan/apply');
    await page.getByRole('heading', { name: 'Cicilan is not available to you yet' }).waitFor();
    await shootBothLanguages(page, 'cicilan-apply-not-eligible', () => page.locator('.entry-card').waitFor());
    await expectNoDeadLinks(page, '/cicilan/apply (not eligible)');
  });
});
