/**
 * What the month-long browser journeys need from the outside world: the merchant's checkout page
 * and the bank's page (people's pages of the sandbox, opened in a tab of their own), and the figures
 * the app shows read back as numbers and dates (the clock is in ./sandbox-clock).
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { formatVaNumber } from '@domain/lending/virtual-account';
import { rupiah } from './repayment';

/**
 * The sandbox merchant's checkout page (already open in `shop`), as a person uses it: buyer's
 * number, merchant, amount, product and months. Answers the order id the merchant shows.
 */
export async function buyAtCheckout(
  shop: Page,
  purchase: { phone: string; merchant: string; amount: number; product: 'paylater' | 'cicilan'; tenor: number },
): Promise<string> {
  await shop.getByLabel('Phone number of the buyer').fill(`+62${purchase.phone}`);
  await shop.getByLabel('Merchant').selectOption(purchase.merchant);
  await shop.getByLabel('Amount (rupiah, 10,000 to 30,000,000)').fill(String(purchase.amount));
  await shop.getByLabel(purchase.product === 'paylater' ? 'PayLater' : 'Cicilan', { exact: true }).check();
  await shop.getByLabel(/^Months/).selectOption(String(purchase.tenor));
  await shop.getByRole('button', { name: 'Buy', exact: true }).click();
  const bought = shop.locator('#result-title');
  await bought.waitFor();
  return (await bought.innerText()).replace(/^Bought: order /, '').trim();
}

/** The sandbox bank pays a VA from its own page (a tab of its own): the VA's exact amount, settled. */
export async function bankPaysOnItsPage(context: BrowserContext, vaNumber: string): Promise<void> {
  const bank = await context.newPage();
  await bank.goto('/sandbox/bank');
  const account = bank.locator('article', { has: bank.locator('.va-number', { hasText: formatVaNumber(vaNumber) }) });
  await account.getByRole('button', { name: 'Pay', exact: true }).click();
  await bank
    .getByRole('status')
    .filter({ hasText: /Notice taken; the VA is PAID/ })
    .waitFor();
  await bank.close();
}

/** The value of a detail-list row (dt / dd) by its label, inside `scope`. */
export function detailValue(scope: Locator, label: string | RegExp): Locator {
  return scope.locator('.detail-list__row', { has: scope.page().locator('dt', { hasText: label }) }).locator('dd');
}

/** A rupiah figure of a detail-list row, as a number. */
export async function detailAmount(scope: Locator, label: string | RegExp): Promise<number> {
  return rupiah(await detailValue(scope, label).innerText());
}

/** "01 Mar 2027": how the app writes a Jakarta date in English (month may run past 12 into the next year). */
export function shownDate(year: number, month: number, day: number): string {
  const name = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][(month - 1) % 12];
  return `${String(day).padStart(2, '0')} ${name} ${year + Math.floor((month - 1) / 12)}`;
}
