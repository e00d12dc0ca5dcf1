import { describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/session';
import type { Page } from 'playwright-core';
import { dueDateForPurchase } from '@domain/paylater/billing';
import { formatPlainDate } from '@domain/plain-date';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, screenshot } from './support/browser';
import { jakartaDay } from './support/sandbox-clock';
import { seedMoneyUser } from './support/money-pages';
import { phonePagePerTest } from './support/phone-page';
import { moveClockTo, platformNow } from './support/repayment';
import { openInEnglish } from './support/sign-in';
import { switchLanguage } from './home-helpers';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

async function sandboxPost(path: string, body: object): Promise<void> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function expectAccessible(page: Page, name: string): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, name);
}

describe('pay-later extras', () => {
  it('the marketing page opens signed out from the sign-in page, says the limits and fees, and leads to sign-in', async () => {
    const { page } = device;
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await page.goto('/');
    // The sign-in page, in each language: the signed-out pay-later card links the page.
    await page.getByRole('article', { name: 'PayLater', exact: true }).getByRole('link', { name: 'Pelajari tentang PayLater' }).waitFor();
    await openInEnglish(page, '/');
    await page.getByRole('article', { name: 'PayLater', exact: true }).getByRole('link', { name: 'Learn about PayLater' }).click();
    await page.getByRole('heading', { name: 'PayLater: shop now, pay later', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/paylater/about');
    const main = await page.locator('main').innerText();
    expect(main).toContain('A limit of up to Rp30.000.000 (up to Rp3.000.000 with the old provider)');
    expect(main).toContain('A monthly fee from Rp15.000 (old provider) or 2% of the month');
    expect(main).toContain('Your first month of use is free');
    expect(main).toContain('Up to 12 instalments per purchase');
    expect(await page.getByRole('link', { name: 'Sign in to apply' }).first().getAttribute('href')).toBe('/?referrer=%2Fgopaylater%2Fab');
    await expectAccessible(page, 'paylater-about-en');
    await switchLanguage(page, 'id');
    await page.getByRole('heading', { name: 'PayLater: belanja sekarang, bayar nanti', level: 1 }).waitFor();
    await page.getByText('Bulan pertama pemakaian Anda gratis').waitFor();
    await expectAccessible(page, 'paylater-about-id');
  });

  it('the home shows the badge, the discount on offer and the first-visit tour; the tour, slider and fee pages', async () => {
    const { page } = device;
    const { phone } = await seedMoneyUser('paylater-paid');
    await sandboxPost('/sandbox/paylater/plan-offers', { phone: `+62${phone}`, scenario: 'promo' });
    await signInThroughApi(page, phone, '/gopaylater/ab', 'en');
    await page.locator('.dashboard[data-status="ACTIVE_PAID"]').waitFor();
    await page.getByText('No dues', { exact: true }).waitFor();
    const offer = page.getByRole('region', { name: '50% off your monthly fee' });
    await offer
      .getByText(/^Choose the Rp\d{1,2}\.000\.000 limit by \d{2} \w{3} \d{4} and pay 50% less monthly fee for 3 months\.$/)
      .waitFor();
    expect(await offer.getByRole('link', { name: 'See the plan' }).getAttribute('href')).toBe('/paylater/plans');
    await page.getByRole('region', { name: 'New to PayLater?' }).waitFor();
    await expectAccessible(page, 'paylater-extras-home-en');
    await switchLanguage(page, 'id');
    await page.getByText('Tanpa tagihan', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Diskon 50% biaya bulanan' }).waitFor();
    await expectAccessible(page, 'paylater-extras-home-id');

    // The tour: moved by its buttons, one slide at a time; Indonesian first, then English.
    await page.getByRole('link', { name: 'Tunjukkan cara kerjanya' }).click();
    await page.getByRole('heading', { name: 'PayLater dalam 4 langkah', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Belanja sekarang, bayar tanggal 1' }).waitFor();
    await expectAccessible(page, 'paylater-walkthrough-id');
    await switchLanguage(page, 'en');
    const slide = page.getByRole('group', { name: '1 of 4' });
    await slide.getByRole('heading', { name: 'Shop now, pay on the 1st' }).waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('group', { name: '2 of 4' }).getByRole('heading', { name: 'A limit of up to Rp30.000.000' }).waitFor();
    await page.getByRole('button', { name: 'Go to step 4' }).click();
    await page.getByRole('heading', { name: 'A fee only in months you use it' }).waitFor();
    expect(await page.getByRole('button', { name: 'Go to step 4' }).getAttribute('aria-current')).toBe('true');
    await expectAccessible(page, 'paylater-walkthrough-en');
    await page.getByRole('link', { name: 'Start using PayLater' }).click();
    await page.locator('.dashboard').waitFor();
    // Seen: the home no longer invites, its links remain.
    expect(await page.getByRole('region', { name: 'New to PayLater?' }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'How PayLater works' }).getByRole('link', { name: 'PayLater slider' }).click();
    await page.getByRole('heading', { name: 'PayLater slider', level: 1 }).waitFor();
    const count = page.getByLabel('Number of instalments');
    await count.focus();
    await page.keyboard.press('End');
    expect(await page.locator('.slider-result li').count()).toBe(12);
    await page.getByLabel('Purchase amount').focus();
    await page.keyboard.press('Home');
    // Rp100.000 in 12: the remainder on the first instalment, whole rupiah.
    expect(await page.locator('.slider-result li strong').allInnerTexts()).toEqual(['Rp8.337', ...Array<string>(11).fill('Rp8.333')]);
    await expectAccessible(page, 'paylater-slider-en');

    await page.getByRole('link', { name: 'How the monthly fee works' }).click();
    await page.getByRole('heading', { name: 'The monthly fee explained', level: 1 }).waitFor();
    // paylater-paid is a new-provider account: its own fee, with a worked example.
    await page
      .getByText("Your PayLater's fee is 2% of the month's purchases. For example, Rp1.500.000 of purchases costs Rp30.000.")
      .waitFor();
    await page.getByText('After the grace period a late fee of Rp2.000 a day is added until you pay.').waitFor();
    await expectAccessible(page, 'paylater-fees-en');
  });

  it('GoPay Plus: consent posted and read back, verification, then the contract', async () => {
    const { page } = device;
    const { phone } = await seedMoneyUser('kyc-approved');
    await signInThroughApi(page, phone, '/', 'en');
    await switchLanguage(page, 'id');
    await page.goto('/paylater/gopay-plus');
    await page.getByRole('heading', { name: 'Hubungkan GoPay Plus Anda', level: 1 }).waitFor();
    await expectAccessible(page, 'paylater-gopay-plus-id');
    await switchLanguage(page, 'en');
    await page.goto('/gopaylater/ab');
    await page.getByRole('link', { name: 'Sign contract' }).click();
    await page.getByRole('heading', { name: 'Link your GoPay Plus', level: 1 }).waitFor();
    const agree = page.getByRole('button', { name: 'Agree and continue' });
    expect(await agree.isDisabled()).toBe(true);
    await page.getByLabel('I agree to link my GoPay Plus account to PayLater.').check();
    await agree.click();
    await page.getByRole('status').getByText('GoPay Plus linked and verified').waitFor();
    await expectAccessible(page, 'paylater-gopay-plus-verified-en');
    // Read back from the platform: the page does not ask again.
    await page.reload();
    await page.getByRole('heading', { name: 'GoPay Plus verification', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Continue to the contract' }).click();
    await page.waitForURL('**/privy/intro?product=paylater');
  });

  it("the slider counts from the platform's date, not the device's", async () => {
    const { page } = device;
    const { phone } = await seedMoneyUser('kyc-approved');
    // The platform a cycle and more ahead of the device: the 20th of its next month, 09:00 WIB.
    const today = jakartaDay(await platformNow());
    await moveClockTo(Date.UTC(today.year, today.month, 20, 2));
    const firstDue = dueDateForPurchase(await platformNow());
    expect(firstDue).not.toBe(dueDateForPurchase(Date.now()));
    await signInThroughApi(page, phone, '/paylater/slider', 'en');
    await page.getByRole('heading', { name: 'PayLater slider', level: 1 }).waitFor();
    expect(await page.locator('.slider-result li span').first().innerText()).toBe(`Due ${formatPlainDate(firstDue, 'en')}`);
  });
});
