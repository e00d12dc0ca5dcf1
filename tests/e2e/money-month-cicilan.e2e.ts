/**
 * A cicilan order's life on the sandbox clock, driven as a user would: bought in 6 months at the
 * merchant's checkout, the first instalment billed on the cicilan home and the platform home's card,
 * overdue in grace, late fees day by day (the session of 30 days runs out on the way: the user signs
 * in again), then the whole order repaid early from its quote by VA at the bank: the months not
 * started are waived, and the loan-order and repayment receipts say so. The sandbox plays only the
 * merchant, the bank and the clock.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatRupiah } from '@domain/money';
import { productCard, waitForCards } from './home-helpers';
import { screenshot } from './support/browser';
import { bankPaysOnItsPage, buyAtCheckout, detailAmount, detailValue, shownDate } from './support/money-month';
import { signInMoneyUser } from './support/money-pages';
import { phonePagePerTest } from './support/phone-page';
import { checkStatusUntilPaid, ledgerOf, openVaFromChooser, platformNow, rupiah, shownVaNumber } from './support/repayment';
import { jakartaDay, moveClockToDay, moveClockToNextDay } from './support/sandbox-clock';
import { signInThroughApi } from './support/session';
import { EN } from './support/sign-in';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

const PRINCIPAL = 1_200_000;
const TENOR = 6;
/** 2.75% a month on the principal: 33,000 a month. */
const MONTHLY_COST = 33_000;
const INSTALMENT = PRINCIPAL / TENOR + MONTHLY_COST;

const bill = (page: Page): Locator => page.locator('.bill-card');

async function openHome(page: Page, status: string): Promise<void> {
  await page.goto('/gopaylater/cicilan');
  await page.locator(`.dashboard[data-status="${status}"]`).waitFor();
}

async function cicilanCard(page: Page): Promise<Locator> {
  await page.goto('/');
  await waitForCards(page);
  const card = productCard(page, 'PayLater Cicilan');
  await card.locator('.product-card__figures, .product-card__status').first().waitFor();
  return card;
}

const cardFigure = (card: Locator, label: string): Locator =>
  card.locator('.product-card__figures > div', { has: card.page().locator('dt', { hasText: label }) }).locator('dd');

async function openOrder(page: Page): Promise<void> {
  await page.goto('/cicilan/history');
  await page.locator('.transaction-item a').first().click();
  await page.locator('#cicilan-schedule-title').waitFor();
}

describe('a cicilan order repaid early', () => {
  it('buys in 6 months, sees the instalment billed, overdue and late fees, repays the order early from its quote and reads the receipts', {
    timeout: 180_000,
  }, async () => {
    const { page, context } = device;
    // Bought on the 23rd: due on the 20th of the next month (the 9th-23rd band), billed 14 days before.
    const start = jakartaDay(await platformNow());
    if (start.day !== 23 || start.hour >= 17) await moveClockToDay(23);
    const phone = await signInMoneyUser(page, 'cicilan-closing-open');
    const bought = jakartaDay(await platformNow());
    const dueDate = shownDate(bought.year, bought.month + 1, 20);

    await openHome(page, 'ACTIVATED');
    const shop = await context.newPage();
    await shop.goto('/sandbox/checkout');
    const orderId = await buyAtCheckout(shop, { phone, merchant: 'Blibli', amount: PRINCIPAL, product: 'cicilan', tenor: TENOR });
    await shop.close();

    // Nothing billed yet: all six instalments ahead, the first on the 20th of next month.
    await openHome(page, 'ACTIVE_NODUES');
    expect(await detailAmount(bill(page), 'Everything you owe')).toBe(PRINCIPAL + TENOR * MONTHLY_COST);
    // The next bill is only the first instalment, with its own date.
    expect(await detailAmount(bill(page), `Next bill, due ${dueDate}`)).toBe(INSTALMENT);
    await screenshot(page, 'money-month-cicilan-bought-en');

    // The 6th: the first instalment is billed.
    await moveClockToDay(6);
    await openHome(page, 'ACTIVE_WITHDUES');
    expect(await detailAmount(bill(page), `Due ${dueDate}`)).toBe(INSTALMENT);
    await screenshot(page, 'money-month-cicilan-bill-en');
    const card = await cicilanCard(page);
    expect(await cardFigure(card, 'Amount due').innerText()).toBe(`${formatRupiah(INSTALMENT)}\ndue ${dueDate}`);

    // The 21st: overdue, in grace until the 25th.
    await moveClockToDay(21);
    await openHome(page, 'OVERDUE');
    expect(await detailValue(bill(page), 'Grace period ends').innerText()).toBe(shownDate(bought.year, bought.month + 1, 25));

    // The 26th: 33 days after signing in, the session is over; the user signs in again and finds
    // the first late fee, then a second the next day.
    await moveClockToDay(26);
    await page.goto('/');
    await page.getByLabel(EN.phone).waitFor();
    await signInThroughApi(page, phone, '/', 'en');
    const lateFees: number[] = [];
    for (const _day of [26, 27]) {
      if (lateFees.length > 0) await moveClockToNextDay();
      await openHome(page, 'OVERDUE_LATEFEE');
      lateFees.push(await detailAmount(bill(page), 'Of which late fees'));
    }
    expect(lateFees).toEqual([2_000, 4_000]);
    await screenshot(page, 'money-month-cicilan-late-fees-en');
    const overdueCard = await cicilanCard(page);
    expect(await cardFigure(overdueCard, 'Overdue').innerText()).toBe(`${formatRupiah(INSTALMENT + 4_000)}\nsince ${dueDate}`);

    // The order's quote: the months not started (3 to 6) are waived, late fees included.
    await openOrder(page);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/cicilan/orders/${orderId}`);
    const early = page.locator('[data-early-repayment="true"]');
    const quote = await early.innerText();
    const toPay = rupiah(/To pay off today\s+(Rp[\d.]+)/.exec(quote)?.[1] ?? '');
    const saved = rupiah(/You save\s+(Rp[\d.]+)/.exec(quote)?.[1] ?? '');
    expect(saved).toBe(4 * MONTHLY_COST);
    expect(toPay).toBe(PRINCIPAL + TENOR * MONTHLY_COST + 4_000 - saved);
    await screenshot(page, 'money-month-cicilan-quote-en');

    // Pay it off: the chooser offers the order in full, the bank pays the VA.
    await page.getByRole('link', { name: 'Pay off this order' }).click();
    await page.locator('form.repayment-form').waitFor();
    expect(await page.locator('#repayment-type-ALL_DUES').isChecked()).toBe(true);
    await screenshot(page, 'money-month-cicilan-repay-order-en');
    await openVaFromChooser(page, 'ALL_DUES', 'BNI');
    expect(rupiah(await page.locator('.repayment-va .repayment-figures__main dd').innerText())).toBe(toPay);
    await bankPaysOnItsPage(context, await shownVaNumber(page));
    await checkStatusUntilPaid(page);
    await screenshot(page, 'money-month-cicilan-paid-en');

    // Paid early: the waived cost on the schedule, no quote any more, nothing owed anywhere.
    await openOrder(page);
    const order = await page.locator('main').innerText();
    expect(order).toMatch(/Paid early/);
    expect(order.match(/Rp33\.000 waived/g)?.length).toBe(4);
    // What it cost: paid and waived, closed; never the original total.
    expect(order).toMatch(/You paid\s+Rp[\d.]+[\s\S]*Cost waived \(early repayment\)\s+Rp132\.000/);
    expect(order).toMatch(/Closed: paid off early on/);
    expect(await page.locator('[data-early-repayment]').count()).toBe(0);
    await screenshot(page, 'money-month-cicilan-order-paid-early-en');
    expect((await ledgerOf(phone, 'cicilan')).dues.payoff).toBe(0);
    await page.goto('/gopaylater/cicilan');
    await page.locator('.dashboard[data-status]').waitFor();
    expect(await bill(page).count()).toBe(0);
    expect(await (await cicilanCard(page)).innerText()).toContain('No bill to pay');

    // The receipts: the loan order as bought, and the one repayment with its bank and VA.
    await openOrder(page);
    expect(await page.getByRole('link', { name: /^Repayment \d+$/ }).count()).toBe(1);
    await page.getByRole('link', { name: 'Instalment order' }).click();
    const loanOrder = page.locator('.receipt[data-kind="LOAN_ORDER"]');
    await loanOrder.waitFor();
    expect(await loanOrder.innerText()).toMatch(/Next instalments\s+5 × Rp233\.000/);
    await screenshot(page, 'money-month-cicilan-receipt-loan-order-en');
    await page.goBack();
    await page.getByRole('link', { name: 'Repayment 1' }).click();
    const repayment = page.locator('.receipt[data-kind="REPAYMENT"]');
    await repayment.waitFor();
    const repaymentText = await repayment.innerText();
    expect(repaymentText).toContain(formatRupiah(toPay));
    expect(repaymentText).toMatch(/Bank\s+BNI[\s\S]*Virtual account\s+9882 0/);
    await screenshot(page, 'money-month-cicilan-receipt-repayment-en');
  });
});
