/**
 * Cicilan repayment: the early repayment of one order (/cicilan/repayment?order=), replaced when
 * the account's instalments are paid by a new VA (the order's number is then CANCELLED), and the
 * account's VA paid through the sandbox bank.
 */
import { describe, expect, it } from 'vitest';
import { signInSeeded, switchLanguage } from './home-helpers';
import { phonePagePerTest } from './support/phone-page';
import {
  bankPays,
  capture,
  ensureVaHoursAhead,
  ledgerOf,
  openVaFromChooser,
  rupiah,
  shownVaNumber,
  waitForVaState,
} from './support/repayment';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

for (const language of ['en', 'id'] as const) {
  describe(`cicilan repayment (${language})`, () => {
    it('repays one order early, sees it replaced by the account VA, and pays that', { timeout: 120_000 }, async () => {
      const page = device.page;
      const phone = await signInSeeded(page, 'cicilan-early-repayable');
      await ensureVaHoursAhead();
      if (language === 'id') await switchLanguage(page, 'id');
      const orderId = (await ledgerOf(phone, 'cicilan')).entries.find((entry) => entry.orderId !== null)?.orderId;
      expect(orderId).toBeTruthy();

      // The order's early repayment: what settles it today, months not started waived.
      await page.goto(`/cicilan/repayment?order=${orderId}`);
      await page.locator('form.repayment-form').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
        language === 'en' ? 'Repay this order early' : 'Lunasi pesanan ini lebih awal',
      );
      expect(await page.locator('label[for="repayment-type-ALL_DUES"]').innerText()).toContain(
        language === 'en' ? 'Repay this order in full' : 'Lunasi pesanan ini',
      );
      expect(await page.locator('#repayment-type-ALL_DUES').isChecked()).toBe(true);
      await capture(page, `repayment-cicilan-order-${language}`);
      await openVaFromChooser(page, 'ALL_DUES', 'Mandiri');
      expect(page.url()).toContain(`order=${orderId}`);
      expect(await shownVaNumber(page)).toMatch(/^89508/);
      await capture(page, `repayment-cicilan-order-va-${language}`);

      // The account's instalments with a VA of their own: the order's number is cancelled.
      await page.goto('/cicilan/repayment');
      await page.locator('form.repayment-form').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
        language === 'en' ? 'Pay your PayLater Cicilan instalments' : 'Bayar cicilan PayLater Cicilan',
      );
      await openVaFromChooser(page, 'CURRENT_DUES', 'BNI');
      const accountVa = await shownVaNumber(page);
      const amount = rupiah(await page.locator('.repayment-va .repayment-figures__main dd').innerText());

      await page.goto(`/cicilan/repayment/va?order=${orderId}`);
      await waitForVaState(page, 'CANCELLED');
      await capture(page, `repayment-va-cancelled-${language}`);
      expect(await page.getByTestId('open-new').getAttribute('href')).toBe(`/cicilan/repayment?order=${orderId}`);

      expect((await bankPays(accountVa, amount)).result?.state).toBe('PAID');
      await page.goto('/cicilan/repayment/va');
      await waitForVaState(page, 'PAID');
      expect(await page.getByTestId('product-home').getAttribute('href')).toBe('/gopaylater/cicilan');
    });
  });
}
