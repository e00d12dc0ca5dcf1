/**
 * What the month-long browser journeys need from the outside world: the merchant's checkout page
 * and the bank's page (people's pages of the sandbox, opened in a tab of their own), the platform's
 * clock moved to a day of the month (Jakarta), and the figures the app shows read back as numbers.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { formatVaNumber } from '@domain/lending/virtual-account';
import { moveClockTo, platformNow, rupiah } from './repayment';

const WIB_OFFSET_MS = 7 * 3600_000;

/** The Jakarta calendar day of an instant. */
export function jakartaDay(instant: number): { year: number; month: number; day: number; hour: number } {
  const shifted = new Date(instant + WIB_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(), hour: shifted.getUTCHours() };
}

/** `hour`:00 WIB on a Jakarta date (month may run past 12: Date.UTC carries it into the year). */
function wib(year: number, month: number, day: number, hour: number): number {
  return Date.UTC(year, month - 1, day, hour) - WIB_OFFSET_MS;
}

/**
 * Moves the platform's clock forward to `hour`:00 WIB of the next `day` of a month (today's, if that
 * is still ahead); answers the instant. The clock never goes back (the ledger's past stays past).
 */
export async function moveClockToDay(day: number, hour = 9): Promise<number> {
  const now = await platformNow();
  const today = jakartaDay(now);
  let target = wib(today.year, today.month, day, hour);
  if (target < now) target = wib(today.year, today.month + 1, day, hour);
  await moveClockTo(target);
  return target;
}

/** Moves the platform's clock forward to `hour`:00 WIB of the day after its current Jakarta day. */
export async function moveClockToNextDay(hour = 9): Promise<number> {
  const today = jakartaDay(await platformNow());
  const target = wib(today.year, today.month, today.day + 1, hour);
  await moveClockTo(target);
  return target;
}

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
