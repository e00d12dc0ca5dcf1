/**
 * A month of pay-later on the sandbox clock, driven as a user would: a purchase at the merchant's
 * checkout (reached from the home's "where to shop"), the bill on the pay-later home and on the
 * platform home's card, part of it paid by VA at the bank, overdue in grace, late fees added day by
 * day, everything paid, and the receipts of each kind. The sandbox is used only for what the outside
 * world does: the merchant, the bank and the clock.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatRupiah } from '@domain/money';
import { productCard, waitForCards } from './home-helpers';
import { screenshot } from './support/browser';
import { signInMoneyUser } from './support/money-pages';
import { bankPaysOnItsPage, buyAtCheckout, detailAmount, detailValue, shownDate } from './support/money-month';
import { jakartaDay, moveClockToDay, moveClockToNextDay } from './support/sandbox-clock';
import { phonePagePerTest } from './support/phone-page';
import { checkStatusUntilPaid, ledgerOf, openVaFromChooser, platformNow, rupiah, shownVaNumber } from './support/repayment';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

const PURCHASE = 432_100;
const PARTIAL = 150_000;

const bill = (page: Page): Locator => page.locator('.bill-card');

async function openHome(page: Page, status?: string): Promise<void> {
  await page.goto('/gopaylater/ab');
  await page.locator(status ? `.dashboard[data-status="${status}"]` : '.dashboard[data-status]').waitFor();
}

/** Everything not billed yet: the next bill and what falls due after it. */
async function notBilled(page: Page): Promise<number> {
  const next = await detailAmount(bill(page), /^Next bill, due /);
  const later = bill(page).locator('.detail-list__row', { has: page.locator('dt', { hasText: 'Due later' }) });
  return next + ((await later.count()) > 0 ? rupiah(await later.locator('dd').innerText()) : 0);
}

async function availableLimit(page: Page): Promise<number> {
  return rupiah(await page.locator('.limit-card__amount').innerText());
}

/** The platform home's PayLater card figure under `label`. */
async function cardFigure(page: Page, label: string): Promise<string> {
  await page.goto('/');
  await waitForCards(page);
  const figures = productCard(page, 'PayLater').locator('.product-card__figures');
  await figures.waitFor();
  return figures
    .locator('div', { has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .innerText();
}

/** Pays through the repayment pages from the home's Pay button; answers the VA's amount. */
async function payFromHome(page: Page, type: 'PARTIAL' | 'ALL_DUES', bank: string, partial?: string): Promise<number> {
  await bill(page)
    .getByRole('link', { name: /^Pay( early)?$/ })
    .click();
  await page.locator('form.repayment-form').waitFor();
  await openVaFromChooser(page, type, bank, partial);
  const amount = rupiah(await page.locator('.repayment-va .repayment-figures__main dd').innerText());
  await bankPaysOnItsPage(device.context, await shownVaNumber(page));
  await checkStatusUntilPaid(page);
  return amount;
}

async function openReceipt(page: Page, item: Locator, kind: string): Promise<string> {
  await item.getByRole('link').click();
  const receipt = page.locator(`.receipt[data-kind="${kind}"]`);
  await receipt.waitFor();
  await screenshot(page, `money-month-paylater-receipt-${kind.toLowerCase()}-en`);
  const text = await receipt.innerText();
  await page.goBack();
  return text;
}

describe('a month of pay-later', () => {
  it('buys, sees the bill, pays part, goes overdue, pays late fees day by day and everything, and finds every receipt', {
    timeout: 180_000,
  }, async () => {
    const { page } = device;
    // Start between the 12th and the 15th: the bill is issued on the 17th, and the late fees of the
    // 7th to 9th come within the 30 days a session lasts.
    const start = jakartaDay(await platformNow());
    if (start.day < 12 || start.day > 15 || start.hour >= 17) await moveClockToDay(12);
    const phone = await signInMoneyUser(page, 'paylater-month-of-purchases');
    const opened = jakartaDay(await platformNow());
    const dueDate = shownDate(opened.year, opened.month + 1, 1);

    // Before the purchase: nothing billed yet, the seeded purchases waiting for the next bill.
    await waitForCards(page);
    // Nothing billed: the card says the next bill, only what falls due on its date.
    expect(await productCard(page, 'PayLater').innerText()).toMatch(/Limit left[\s\S]*Next bill\s+Rp[\d.]+\s+due \d{2} \w{3} \d{4}/);
    await productCard(page, 'PayLater').getByRole('link').click();
    await page.locator('.dashboard[data-status="ACTIVE_NODUES"]').waitFor();
    const limitBefore = await availableLimit(page);
    const notBilledBefore = await notBilled(page);
    expect(await bill(page).getByRole('heading').innerText()).toBe('Next bill');

    // The user shops at a partner merchant from the home and pays with PayLater.
    await page.getByRole('link', { name: 'Tokopedia', exact: true }).click();
    await page.waitForURL('**/sandbox/checkout?merchant=Tokopedia');
    await buyAtCheckout(page, { phone, merchant: 'Tokopedia', amount: PURCHASE, product: 'paylater', tenor: 1 });
    await openHome(page, 'ACTIVE_NODUES');
    expect(await availableLimit(page)).toBe(limitBefore - PURCHASE);
    expect(await notBilled(page)).toBe(notBilledBefore + PURCHASE);
    expect(await detailValue(bill(page), `Next bill, due ${dueDate}`).count()).toBe(1);
    expect(await page.locator('main').innerText()).toMatch(/2% of this month's purchases: Rp[\d.]+ so far/);
    await screenshot(page, 'money-month-paylater-bought-en');

    // The 17th: the cycle closes and the bill, with its 2% fee, is due on the 1st.
    await moveClockToDay(17);
    await openHome(page, 'ACTIVE_WITHDUES');
    // What is due, with its own date.
    const amountDue = await detailAmount(bill(page), `Due ${dueDate}`);
    expect(amountDue).toBeGreaterThan(PURCHASE);
    expect(await page.locator('.status-summary').innerText()).toContain(`Your bill is ready. Pay it by ${dueDate}.`);
    await screenshot(page, 'money-month-paylater-bill-en');
    expect(await cardFigure(page, 'Amount due')).toBe(`${formatRupiah(amountDue)}\ndue ${dueDate}`);
    await screenshot(page, 'money-month-paylater-home-card-bill-en');

    // The bill's lines: the purchase and the monthly fee, each with its receipt.
    await page.goto('/paylater/unpaid');
    await page.locator('.line-group').first().waitFor();
    const purchaseLine = page.locator('.transaction-item', { hasText: formatRupiah(PURCHASE) });
    const purchaseReceipt = await openReceipt(page, purchaseLine, 'PAYMENT');
    expect(purchaseReceipt).toMatch(/Merchant\s+Tokopedia/);
    expect(purchaseReceipt).toContain(`Due date\n${dueDate}`);
    const feeReceipt = await openReceipt(page, page.locator('.transaction-item', { hasText: 'Monthly fee' }), 'FEE');
    const fee = rupiah(/Amount\s+(Rp[\d.]+)/.exec(feeReceipt)?.[1] ?? '');
    expect(fee).toBeGreaterThan(Math.floor(PURCHASE * 0.02) - 1);

    // Part of it now, by BCA: the bank pays the VA, the bill goes down by that much.
    await openHome(page, 'ACTIVE_WITHDUES');
    expect(await payFromHome(page, 'PARTIAL', 'BCA', String(PARTIAL))).toBe(PARTIAL);
    await page.getByTestId('product-home').click();
    await page.locator('.dashboard[data-status="ACTIVE_WITHDUES"]').waitFor();
    expect(await detailAmount(bill(page), `Due ${dueDate}`)).toBe(amountDue - PARTIAL);

    // The 2nd: overdue, within the grace period (until the 6th), no late fee yet.
    await moveClockToDay(2);
    await openHome(page, 'OVERDUE');
    expect(await detailValue(bill(page), 'Grace period ends').innerText()).toBe(shownDate(opened.year, opened.month + 1, 6));
    expect(await detailValue(bill(page), 'Of which late fees').count()).toBe(0);
    expect(await detailAmount(bill(page), `Overdue since ${dueDate}`)).toBe(amountDue - PARTIAL);
    await screenshot(page, 'money-month-paylater-grace-en');

    // From the 7th a late fee of 2,000 each day.
    await moveClockToDay(7);
    const lateFees: number[] = [];
    for (let day = 7; day <= 9; day += 1) {
      if (day > 7) await moveClockToNextDay();
      await openHome(page, 'OVERDUE_LATEFEE');
      lateFees.push(await detailAmount(bill(page), 'Of which late fees'));
    }
    expect(lateFees).toEqual([2_000, 4_000, 6_000]);
    await screenshot(page, 'money-month-paylater-late-fees-en');
    expect(await cardFigure(page, 'Overdue')).toBe(`${formatRupiah(amountDue - PARTIAL + 6_000)}\nsince ${dueDate}`);
    await screenshot(page, 'money-month-paylater-home-card-overdue-en');

    // Everything, by Mandiri: nothing left, the limit whole again.
    await openHome(page, 'OVERDUE_LATEFEE');
    const total = await detailAmount(bill(page), 'Everything you owe');
    expect(await payFromHome(page, 'ALL_DUES', 'Mandiri')).toBe(total);
    await page.getByTestId('product-home').click();
    await page.locator('.dashboard[data-status="ACTIVE_PAID"]').waitFor();
    expect(await bill(page).count()).toBe(0);
    expect(await page.locator('.status-summary').innerText()).toContain('Your last bill is paid.');
    expect(await availableLimit(page)).toBe(limitBefore + notBilledBefore);
    await screenshot(page, 'money-month-paylater-paid-en');
    expect(await cardFigure(page, 'Limit left')).toMatch(/^Rp[\d.]+$/);
    expect(await productCard(page, 'PayLater').innerText()).toContain('No bill to pay');
    expect((await ledgerOf(phone, 'paylater')).dues.payoff).toBe(0);

    // Every receipt in the paid history: both repayments, the late fee, the fee and the purchase.
    await page.goto('/paylater/history');
    await page.locator('.transaction-list').waitFor();
    await screenshot(page, 'money-month-paylater-history-en');
    // The seeded first month was repaid too: this month's two are the 150,000 and the whole rest.
    const repayment = (amount: number) =>
      page.locator('.transaction-item', { hasText: 'Payment received' }).filter({ hasText: formatRupiah(amount) });
    expect(await repayment(PARTIAL).count()).toBe(1);
    // Part of the bill: "Partial" with what it left on it, never "Paid" (issue 36); the rest paid later is "Paid".
    const partialLine = await repayment(PARTIAL).innerText();
    expect(partialLine).toContain(`${formatRupiah(amountDue - PARTIAL)} left`);
    expect(partialLine).toContain('Partial');
    expect(await repayment(total).innerText()).toMatch(/Paid/);
    const partialReceipt = await openReceipt(page, repayment(PARTIAL), 'REPAYMENT');
    expect(partialReceipt).toMatch(/Bank\s+BCA[\s\S]*Virtual account\s+3935 8/);
    expect(partialReceipt).toContain(`Left to pay on that bill\n${formatRupiah(amountDue - PARTIAL)}`);
    expect(await openReceipt(page, repayment(total), 'REPAYMENT')).toMatch(/Bank\s+Mandiri[\s\S]*Virtual account\s+8950 8/);
    const lateFeeReceipt = await openReceipt(page, page.locator('.transaction-item', { hasText: 'Late fee' }), 'LATE_FEE');
    expect(lateFeeReceipt).toMatch(/Amount\s+Rp6\.000/);
    expect(lateFeeReceipt).toMatch(/Days late\s+3 days × Rp2\.000/);
    expect(await openReceipt(page, page.locator('.transaction-item', { hasText: 'Monthly fee' }), 'FEE')).toContain(formatRupiah(fee));
    expect(await openReceipt(page, page.locator('.transaction-item', { hasText: formatRupiah(PURCHASE) }), 'PAYMENT')).toMatch(
      /Merchant\s+Tokopedia/,
    );
  });
});
