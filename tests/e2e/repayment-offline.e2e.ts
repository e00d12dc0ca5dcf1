/**
 * The bill offline: after a VA was opened, a reload with no network still shows how much to pay
 * and where (amount, VA number, bank steps) "as of" when it was answered, and says what needs a
 * connection. The bill lives in the worker's IndexedDB, never in the service worker's caches.
 */
import { describe, expect, it } from 'vitest';
import { signInSeeded, switchLanguage } from './home-helpers';
import { waitForServiceWorker } from './support/browser';
import { storedRecords } from './support/indexeddb';
import { phonePagePerTest } from './support/phone-page';
import { capture, ensureVaHoursAhead, rupiah, shownVaNumber, waitForVaState } from './support/repayment';

const device = phonePagePerTest();

for (const language of ['en', 'id'] as const) {
  describe(`the bill offline (${language})`, () => {
    it('opens after a reload with no network, with the amount, the VA number and its steps as of when it was answered', {
      timeout: 120_000,
    }, async () => {
      const page = device.page;
      await signInSeeded(page, 'paylater-bill-due');
      await ensureVaHoursAhead();
      if (language === 'id') await switchLanguage(page, 'id');
      await page.goto('/paylater/repayment');
      await page.locator('form.repayment-form').waitFor();
      const amountDue = rupiah(await page.locator('.repayment-bill .repayment-figures__main dd').innerText());
      await page.locator('#repayment-type-CURRENT_DUES').check();
      await page.locator('#repayment-bank-BRI').check();
      await page.locator('form.repayment-form button[type="submit"]').click();
      await waitForVaState(page, 'ACTIVE');
      const vaNumber = await shownVaNumber(page);
      await waitForServiceWorker(page);
      await waitForVaState(page, 'ACTIVE');

      const bills = await storedRecords<{ bill: { virtualAccount: { vaNumber: string } | null } }>(page, 'repaymentBills');
      expect(bills.map((record) => record.bill.virtualAccount?.vaNumber)).toEqual([vaNumber]);

      await device.context.setOffline(true);
      await page.reload();
      const stored = page.getByTestId('stored-bill');
      await stored.waitFor();
      expect(await stored.innerText()).toMatch(
        language === 'en' ? /As of \d{2} \w{3} \d{4}, \d{2}:\d{2} WIB/ : /Per \d{2} \w{3} \d{4}, pukul \d{2}\.\d{2} WIB/,
      );
      expect(rupiah(await page.locator('.repayment-bill .repayment-figures__main dd').innerText())).toBe(amountDue);
      expect(await shownVaNumber(page)).toBe(vaNumber);
      await page.locator('.repayment-steps__channel').first().waitFor();
      expect(await page.locator('.repayment-steps__channel[open] li').count()).toBeGreaterThanOrEqual(3);
      await capture(page, `repayment-offline-va-${language}`);

      // The chooser offline shows the same bill: a VA cannot be made without a connection.
      await page.goto('/paylater/repayment');
      await page.getByTestId('stored-bill').waitFor();
      expect(await page.locator('form.repayment-form').count()).toBe(0);

      // Nothing of the bill is in the service worker's caches.
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        return urls;
      });
      expect(cached.filter((url) => url.includes('/sme/') || url.includes('/v1/user'))).toEqual([]);

      await device.context.setOffline(false);
      await page.getByTestId('stored-bill').waitFor({ state: 'detached', timeout: 15_000 });
    });
  });
}
