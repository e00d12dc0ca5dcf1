/**
 * Pay-later repayment by virtual account, in both languages, against the sandbox platform and its
 * bank: part of the bill with another amount, then every VA state the user can meet (pending,
 * paid, denied, due amount changed, replaced, expired and the freeze period after it), and paying
 * everything. Every screen is captured at phone size and checked by axe.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInSeeded, switchLanguage } from './home-helpers';
import { baseUrl } from './support/browser';
import { phonePagePerTest } from './support/phone-page';
import {
  bankPays,
  capture,
  checkout,
  ensureVaHoursAhead,
  ledgerOf,
  moveClockPastVaExpiry,
  moveToNextMorning,
  openVaFromChooser,
  rupiah,
  shownVaNumber,
  waitForVaState,
} from './support/repayment';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

const form = (page: Page) => page.locator('form.repayment-form');

async function openChooser(page: Page, query = ''): Promise<void> {
  await page.goto(`/paylater/repayment${query}`);
  await form(page).waitFor();
}

async function amountDue(page: Page): Promise<number> {
  return rupiah(await page.locator('.repayment-bill .repayment-figures__main dd').innerText());
}

async function checkStatus(page: Page): Promise<void> {
  const button = page.getByTestId('check-status');
  // The page's own polling may move the state on first and take the button away: nothing to press then.
  await button.click({ timeout: 10_000 }).catch(async (error: unknown) => {
    if ((await button.count()) > 0) throw error;
  });
  // Done when the button is no longer busy, or gone (the state moved on).
  await expect.poll(() => page.locator('[data-testid="check-status"][aria-busy]').count(), { timeout: 15_000 }).toBe(0);
}

for (const language of ['en', 'id'] as const) {
  describe(`pay-later repayment (${language})`, () => {
    it('walks a bill from a partial payment through every VA state to paying everything', { timeout: 180_000 }, async () => {
      const page = device.page;
      const phone = await signInSeeded(page, 'paylater-bill-due');
      await ensureVaHoursAhead();
      if (language === 'id') await switchLanguage(page, 'id');
      await device.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });

      // The bill and what can be paid.
      await openChooser(page);
      const dueBefore = await amountDue(page);
      expect(dueBefore).toBeGreaterThan(100_000);
      expect(await page.locator('#repayment-type-CURRENT_DUES').isChecked()).toBe(true);
      await capture(page, `repayment-choose-${language}`);

      // Another amount: grouped as typed, its bounds said in the user's language.
      await page.locator('#repayment-type-PARTIAL').check();
      const amountField = page.locator('.repayment-option__amount-field input');
      await amountField.pressSequentially('40000');
      expect(await amountField.inputValue()).toBe('40.000');
      const tooLow = await page.locator('.repayment-option__amount-field .field__error').innerText();
      expect(tooLow).toContain('Rp50.000');
      expect(tooLow).toContain(language === 'en' ? 'smallest' : 'terkecil');
      await capture(page, `repayment-partial-too-low-${language}`);
      await amountField.fill(String(dueBefore * 10));
      expect(await page.locator('.repayment-option__amount-field .field__error').innerText()).toContain(
        language === 'en' ? 'The most' : 'terbesar',
      );

      // Pay 100,000 of it through BCA.
      await openVaFromChooser(page, 'PARTIAL', 'BCA', '100000');
      const partialVa = await shownVaNumber(page);
      expect(partialVa).toMatch(/^39358\d{11}$/);
      expect(rupiah(await page.locator('.repayment-va .repayment-figures__main dd').innerText())).toBe(100_000);
      await expect.poll(() => page.locator('.repayment-countdown__time').innerText()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      await page.getByRole('button', { name: language === 'en' ? 'Copy virtual account number' : 'Salin nomor virtual account' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: language === 'en' ? 'Virtual account number copied' : 'Nomor virtual account disalin' })
        .waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(partialVa);
      // The amount has its own copy button too: digits only, as a bank app's amount field takes them.
      await page.getByRole('button', { name: language === 'en' ? 'Copy the amount to pay' : 'Salin nominal yang dibayar' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: language === 'en' ? 'Amount copied' : 'Nominal disalin' })
        .waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('100000');
      await capture(page, `repayment-va-active-${language}`);

      await checkStatus(page);
      await page.locator('.repayment-status-line').filter({ hasText: /\S/ }).waitFor();

      // The bank announces the payment, then settles it.
      expect((await bankPays(partialVa, 100_000, 'PENDING')).result?.state).toBe('PENDING');
      await checkStatus(page);
      await waitForVaState(page, 'PENDING');
      await capture(page, `repayment-va-pending-${language}`);
      // A pending payment is shown even when asked for a new VA.
      await page.goto('/paylater/repayment?new=1');
      await page.waitForURL('**/paylater/repayment/va');
      await waitForVaState(page, 'PENDING');

      expect((await bankPays(partialVa, 100_000)).result?.state).toBe('PAID');
      await checkStatus(page);
      await waitForVaState(page, 'PAID');
      expect(await page.getByTestId('product-home').getAttribute('href')).toBe('/gopaylater/ab');
      await capture(page, `repayment-va-paid-${language}`);

      await openChooser(page);
      expect(await amountDue(page)).toBe(dueBefore - 100_000);

      // Denied by the bank: try again, with the same choice.
      await openVaFromChooser(page, 'CURRENT_DUES', 'BRI');
      const deniedVa = await shownVaNumber(page);
      expect(deniedVa).toMatch(/^88810/);
      expect((await bankPays(deniedVa, dueBefore - 100_000, 'DENIED')).result?.state).toBe('DENIED');
      await checkStatus(page);
      await waitForVaState(page, 'DENIED');
      await capture(page, `repayment-va-denied-${language}`);
      await page.getByTestId('open-new').click();
      await form(page).waitFor();
      await page.getByTestId('previous-va-state').waitFor();
      expect(await page.locator('#repayment-type-CURRENT_DUES').isChecked()).toBe(true);
      expect(await page.locator('#repayment-bank-BRI').isChecked()).toBe(true);
      await capture(page, `repayment-choose-after-denied-${language}`);

      // What is owed moves after the VA was made (a purchase): the VA is cancelled by the platform.
      await openVaFromChooser(page, 'ALL_DUES', 'Mandiri');
      const payoffVa = await shownVaNumber(page);
      await checkout(phone, 'paylater', 50_000);
      await checkStatus(page);
      await waitForVaState(page, 'DUE_AMOUNT_CHANGED');
      await capture(page, `repayment-va-due-amount-changed-${language}`);
      expect((await bankPays(payoffVa, 1)).code).toBe('VA_AMOUNT_MISMATCH');

      // Changing amount or bank replaces the ACTIVE VA: the old number can no longer be paid.
      await page.getByTestId('open-new').click();
      await openVaFromChooser(page, 'CURRENT_DUES', 'BNI');
      const replacedVa = await shownVaNumber(page);
      const replacedAmount = rupiah(await page.locator('.repayment-va .repayment-figures__main dd').innerText());
      await page.getByTestId('change-choice').click();
      await form(page).waitFor();
      await page
        .locator('.repayment-notice')
        .filter({ hasText: language === 'en' ? 'replaces it' : 'menggantikannya' })
        .waitFor();
      await capture(page, `repayment-choose-replacing-${language}`);
      await openVaFromChooser(page, 'CURRENT_DUES', 'Permata');
      expect((await bankPays(replacedVa, replacedAmount)).code).toBe('VA_CANCELLED');
      expect(await page.locator('.repayment-va').innerText()).toContain(language === 'en' ? 'Other bank' : 'Bank lain');
      await capture(page, `repayment-va-other-bank-${language}`);

      // 23:00 WIB passes unpaid: expired; until midnight no VA can be made (the freeze period).
      expect(await page.locator('.repayment-va__valid').innerText()).toContain(language === 'en' ? '23:00' : '23.00');
      await moveClockPastVaExpiry();
      await checkStatus(page);
      await waitForVaState(page, 'EXPIRED');
      await capture(page, `repayment-va-expired-${language}`);
      await page.getByTestId('open-new').click();
      await form(page).waitFor();
      await page.getByTestId('va-window-closed').waitFor();
      expect(await form(page).locator('button[type="submit"]').isDisabled()).toBe(true);
      await capture(page, `repayment-choose-window-closed-${language}`);

      // The next morning: pay everything, and nothing is left to pay.
      await moveToNextMorning();
      await openChooser(page);
      await openVaFromChooser(page, 'ALL_DUES', 'BCA');
      const everything = rupiah(await page.locator('.repayment-va .repayment-figures__main dd').innerText());
      expect((await bankPays(await shownVaNumber(page), everything)).result?.state).toBe('PAID');
      await checkStatus(page);
      await waitForVaState(page, 'PAID');
      await page.goto('/paylater/repayment');
      await page.getByTestId('nothing-due').waitFor();
      await capture(page, `repayment-nothing-due-${language}`);
      expect((await ledgerOf(phone, 'paylater')).dues.payoff).toBe(0);
    });
  });
}
