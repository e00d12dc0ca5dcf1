import { SLIK_ANSWERS } from '../server/support/slik-answers';
import { signInThroughApi } from './support/session';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, screenshot } from './support/browser';
import { seedMoneyUser } from './support/money-pages';
import { checkout, ensureVaHoursAhead, openVaFromChooser, waitForVaState } from './support/repayment';
import { phonePagePerTest } from './support/phone-page';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function sandbox(path: string, body: object, expected = 201): Promise<void> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBe(expected);
}

async function inLanguage(page: Page, language: 'id' | 'en', path: string): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('app.language', value), language);
  await page.goto(path);
}

async function checked(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name, level: 2 }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('pay-later migration and the SLIK detour', () => {
  it('moves an old-version account (consent, reservation, signing round trip, what is new), then the cut-off and the SLIK detour', async () => {
    const page = device.page;
    const { phone } = await seedMoneyUser('paylater-activated');
    await sandbox('/sandbox/paylater/migration', { phone: `+62${phone}`, scenario: 'open' });
    await signInThroughApi(page, phone, '/', 'en');

    // The journey in Indonesian, from the home's card.
    await inLanguage(page, 'id', '/gopaylater/ab');
    await page.getByRole('link', { name: 'Lihat perpindahan' }).click();
    await checked(page, 'PayLater pindah ke penyedia baru');
    await screenshot(page, 'paylater-migration-consent-id');
    const agree = page.getByRole('button', { name: 'Setuju dan lanjutkan' });
    expect(await agree.isDisabled()).toBe(true);
    await page.getByLabel('Saya setuju memindahkan akun PayLater dan datanya ke penyedia baru.').check();
    await agree.click();
    await checked(page, 'Pesan limit baru Anda');
    await page.getByText('Rp10.000.000', { exact: true }).waitFor();
    await screenshot(page, 'paylater-migration-reservation-id');
    await page.getByRole('button', { name: 'Pesan limit saya' }).click();
    await checked(page, 'Tanda tangani kontrak baru');
    await page.getByRole('button', { name: 'Tanda tangani kontrak' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/privy/intro?product=paylater&flow=migration');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await page.getByText('move to the new provider, limit 10.000.000').waitFor();
    await page.getByLabel('I have read the contract and sign it electronically.').check();
    await page.getByRole('button', { name: 'Sign the contract' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/paylater/migration/redirect');
    await checked(page, 'Kontrak sudah ditandatangani');
    await page.getByRole('link', { name: 'Lihat yang baru' }).click();
    await checked(page, 'Anda sudah pindah ke penyedia baru');
    await screenshot(page, 'paylater-migration-done-id');
    // A reload keeps it done: the signature moved the account once.
    await page.reload();
    await page.getByRole('heading', { name: 'Anda sudah pindah ke penyedia baru' }).waitFor();
    await page.getByRole('link', { name: 'Buka aplikasi' }).click();
    await expect.poll(() => pathOf(page)).toBe('/gopaylater/ab');
    await page.locator('.dashboard').waitFor();
    expect(await page.getByRole('link', { name: 'Lihat perpindahan' }).count()).toBe(0);

    // Key screens in English: done, and the service no longer available after the cut-off.
    await inLanguage(page, 'en', '/paylater/migration');
    await checked(page, 'You have moved to the new provider');
    await screenshot(page, 'paylater-migration-done-en');
    await sandbox('/sandbox/paylater/migration', { phone: `+62${phone}`, scenario: 'closed' });
    await page.reload();
    await checked(page, 'This service is no longer available');
    await screenshot(page, 'paylater-migration-unavailable-en');

    // The SLIK detour from the banner, kept across a reload, and back to the home.
    await sandbox(
      '/sandbox/slik/bureau-record',
      {
        phone: `+62${phone}`,
        values: SLIK_ANSWERS,
      },
      200,
    );
    await sandbox('/sandbox/paylater/slik', { phone: `+62${phone}`, state: 'force-resubmission' });
    await page.goto('/gopaylater/ab');
    await checked(page, 'Update your SLIK data');
    await screenshot(page, 'paylater-slik-banner-en');
    // A purchase from the home (where to use PayLater) takes the same detour, as source transaction.
    expect(await page.getByRole('link', { name: 'Tokopedia' }).getAttribute('href')).toBe(
      '/kyc/slik?product=paylater&source=transaction&returnTo=%2Fgopaylater%2Fab',
    );
    await page.getByRole('link', { name: 'Update my data' }).click();
    await expect.poll(() => pathOf(page)).toBe('/kyc/slik?product=paylater&source=banner&returnTo=%2Fgopaylater%2Fab');
    await page.reload();
    await page.getByRole('heading', { name: 'A few questions for the credit bureau' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Employer name', exact: true }).inputValue()).toBe('PT Maju Jaya');
    await page.getByRole('button', { name: 'Send answers' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/gopaylater/ab');
    await page.getByRole('link', { name: 'Limits and plans' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Update your SLIK data' }).count()).toBe(0);
    // Past the cut-off (scenario closed) the old version takes no purchase: where to use leads to the
    // "service no longer available" page.
    await expect.poll(() => page.getByRole('link', { name: 'Tokopedia' }).getAttribute('href')).toBe('/paylater/migration');

    // The repayment source: the VA page itself, opened directly, detours and comes back to it.
    await sandbox('/sandbox/paylater/migration', { phone: `+62${phone}`, scenario: 'open' });
    await checkout(phone, 'paylater', 150_000);
    await ensureVaHoursAhead();
    await page.goto('/paylater/repayment');
    await page.locator('form.repayment-form').waitFor();
    await openVaFromChooser(page, 'ALL_DUES', 'BCA');
    await sandbox('/sandbox/paylater/slik', { phone: `+62${phone}`, state: 'invalid' });
    await page.goto('/paylater/repayment/va');
    await expect
      .poll(() => pathOf(page), { timeout: 10_000 })
      .toBe('/kyc/slik?product=paylater&source=repayment&returnTo=%2Fpaylater%2Frepayment%2Fva');
    await page.getByRole('heading', { name: 'A few questions for the credit bureau' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Employer name', exact: true }).inputValue()).toBe('PT Maju Jaya');
    await page.getByRole('button', { name: 'Send answers' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/paylater/repayment/va');
    await waitForVaState(page, 'ACTIVE');
  });
});
