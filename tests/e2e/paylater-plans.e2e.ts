import { describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/session';
import type { Page } from 'playwright-core';
import type { PlanOfferScenario } from '@domain/contract/paylater-plans';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, screenshot } from './support/browser';
import { seedMoneyUser } from './support/money-pages';
import { phonePagePerTest } from './support/phone-page';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The limit now, as the page's first card says it. */
async function currentLimit(page: Page, amount: string): Promise<void> {
  await page.getByRole('region', { name: 'Your limit now' }).getByText(amount, { exact: true }).waitFor();
}

/** Seeds a user, names the plans offered to them, and signs in (English). */
async function signInWithOffers(state: 'paylater-activated' | 'paylater-month-of-purchases', scenario: PlanOfferScenario): Promise<void> {
  const { phone } = await seedMoneyUser(state);
  const offers = await fetch(`${baseUrl()}/sandbox/paylater/plan-offers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: `+62${phone}`, scenario }),
  });
  expect(offers.status).toBe(201);
  await signInThroughApi(device.page, phone, '/', 'en');
}

/** From the plans page: pick a limit, continue, confirm, and sign at the sandbox provider. */
async function chooseAndSign(page: Page, limit: RegExp, confirm: string, continueLabel: string): Promise<void> {
  await page.getByRole('radio', { name: limit }).check();
  await page.getByRole('button', { name: continueLabel, exact: true }).click();
  await page.getByRole('button', { name: confirm }).click();
  await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/privy/intro?product=paylater&flow=plans');
}

async function signAtProvider(page: Page, continueLabel: string): Promise<void> {
  await page.getByRole('button', { name: continueLabel }).click();
  await page.getByRole('heading', { name: 'E-signature provider (sandbox)' }).waitFor();
  await page.getByText('credit limit change from 10.000.000 to 15.000.000').waitFor();
  await page.getByLabel('I have read the contract and sign it electronically.').check();
  await page.getByRole('button', { name: 'Sign the contract' }).click();
  // /signed goes back to the plans: the stored plan selection survives the provider's pages.
  await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/paylater/plans');
}

describe('limits and plans', () => {
  it('raises the limit at once when it was not used this month: pick, confirm, sign, back to the plans', async () => {
    await signInWithOffers('paylater-activated', 'standard');
    await device.page.goto('/gopaylater/ab');
    await device.page.getByRole('link', { name: 'Limits and plans' }).click();
    await device.page.getByRole('heading', { name: 'Limits and plans', level: 1 }).waitFor();
    await currentLimit(device.page, 'Rp10.000.000');
    expect(await device.page.getByRole('radio', { name: /Rp10\.000\.000/ }).isDisabled()).toBe(true);
    expect(await device.page.getByRole('radio', { name: 'Rp15.000.000 Recommended' }).count()).toBe(1);
    await device.page.getByText('A new limit takes effect as soon as you sign its contract.').waitFor();
    expect(await seriousAxeViolations(device.page)).toEqual([]);
    await screenshot(device.page, 'paylater-plans-en');

    await device.page.getByRole('radio', { name: /Rp15\.000\.000/ }).check();
    await device.page.getByRole('button', { name: 'Continue', exact: true }).click();
    await device.page.getByRole('heading', { name: 'Confirm your new limit' }).waitFor();
    expect(await device.page.evaluate(() => document.activeElement?.textContent)).toBe('Confirm your new limit');
    expect(await seriousAxeViolations(device.page)).toEqual([]);
    await screenshot(device.page, 'paylater-plans-confirm-en');
    await device.page.getByRole('button', { name: 'Confirm and sign' }).click();
    await expect.poll(() => pathOf(device.page), { timeout: 10_000 }).toBe('/privy/intro?product=paylater&flow=plans');
    await signAtProvider(device.page, 'Continue');

    await device.page.getByRole('heading', { name: 'Earlier changes' }).waitFor();
    await device.page.getByText('Rp10.000.000 to Rp15.000.000').waitFor();
    await device.page.getByText(/^Applied on /).waitFor();
    await currentLimit(device.page, 'Rp15.000.000');
    expect(await device.page.getByRole('radio', { name: 'Rp15.000.000 Current' }).isDisabled()).toBe(true);
    await screenshot(device.page, 'paylater-plans-applied-en');
    await device.page.goto('/gopaylater/ab');
    await device.page.getByText('of Rp15.000.000', { exact: false }).first().waitFor();
  });

  it('waits for next month when the limit was used, and can be cancelled (the limit stays)', async () => {
    await signInWithOffers('paylater-month-of-purchases', 'standard');
    await device.page.goto('/paylater/plans');
    await device.page.getByText(/^You have used your limit this month, so a new limit takes effect on \d{2} \w{3} \d{4}\.$/).waitFor();
    await chooseAndSign(device.page, /Rp15\.000\.000/, 'Confirm and sign', 'Continue');
    await signAtProvider(device.page, 'Continue');
    const upcoming = device.page.getByRole('region', { name: 'Limit change' });
    await upcoming.getByText(/^Signed\. Your new limit takes effect on \d{2} \w{3} \d{4}\.$/).waitFor();
    // The new limit waiting to apply may not be picked again (the pick-limit rule).
    expect(await device.page.getByRole('radio', { name: /Rp15\.000\.000 New/ }).isDisabled()).toBe(true);
    expect(await seriousAxeViolations(device.page)).toEqual([]);
    await screenshot(device.page, 'paylater-plans-scheduled-en');
    await upcoming.getByRole('button', { name: 'Cancel this change' }).click();
    await device.page.getByText(/^Cancelled on /).waitFor();
    expect(await device.page.getByRole('region', { name: 'Limit change' }).count()).toBe(0);
    await currentLimit(device.page, 'Rp10.000.000');
  });

  it('shows the discounted plan and its detail, in Indonesian', async () => {
    await signInWithOffers('paylater-activated', 'promo');
    await device.page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await device.page.goto('/paylater/plans');
    await device.page.getByRole('heading', { name: 'Limit dan paket', level: 1 }).waitFor();
    await device.page.getByRole('radio', { name: 'Rp20.000.000 Diskon' }).waitFor();
    await device.page.getByText('Diskon biaya bulanan 50%: lihat detail').click();
    await device.page.getByText(/^Dengan limit ini biaya bulanan Anda 50% lebih rendah selama 3 bulan\. Pilih paling lambat /).waitFor();
    expect(await seriousAxeViolations(device.page)).toEqual([]);
    await screenshot(device.page, 'paylater-plans-id');
    await device.page.getByRole('radio', { name: /Rp20\.000\.000/ }).check();
    await device.page.getByRole('button', { name: 'Lanjut', exact: true }).click();
    await device.page.getByRole('heading', { name: 'Konfirmasi limit baru Anda' }).waitFor();
    await device.page.getByText('50% selama 3 bulan').waitFor();
    expect(await seriousAxeViolations(device.page)).toEqual([]);
    await screenshot(device.page, 'paylater-plans-confirm-id');
  });

  it('says no plans are available (SME01)', async () => {
    await signInWithOffers('paylater-activated', 'none');
    await device.page.goto('/paylater/plans');
    await device.page.getByRole('heading', { name: 'No plans available right now' }).waitFor();
    expect(await device.page.getByRole('radio').count()).toBe(0);
    await screenshot(device.page, 'paylater-plans-none-en');
    await device.page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await device.page.reload();
    await device.page.getByRole('heading', { name: 'Belum ada paket yang tersedia' }).waitFor();
    await screenshot(device.page, 'paylater-plans-none-id');
  });
});
