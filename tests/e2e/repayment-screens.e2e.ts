/**
 * The repayment screens off the main path, in both languages: nothing due, no account, an order
 * the platform does not know (the payment-method load failure, with retry), offline with no bill
 * saved yet; and the due date saved as a calendar file.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { signInSeeded, switchLanguage } from './home-helpers';
import { waitForServiceWorker } from './support/browser';
import { phonePagePerTest } from './support/phone-page';
import { capture } from './support/repayment';

const device = phonePagePerTest();

for (const language of ['en', 'id'] as const) {
  describe(`repayment screens (${language})`, () => {
    it('nothing due, and no account to repay', async () => {
      const page = device.page;
      await signInSeeded(page, 'cicilan-activated');
      if (language === 'id') await switchLanguage(page, 'id');
      await page.goto('/paylater/repayment');
      await page.getByTestId('nothing-due').waitFor();
      expect(await page.getByTestId('nothing-due').getByRole('link').getAttribute('href')).toBe('/gopaylater/ab');
      await capture(page, `repayment-nothing-due-fresh-${language}`);

      await page.goto('/cicilan/repayment?order=ORDER-NOBODY-HAS');
      const failure = page.getByRole('alert').filter({ hasText: language === 'en' ? 'could not load' : 'gagal dimuat' });
      await failure.waitFor();
      expect(await failure.innerText()).toContain(language === 'en' ? 'could not find this bill' : 'tidak ditemukan');
      await capture(page, `repayment-load-failed-${language}`);
      await page.locator('.repayment button').click();
      expect(await page.locator('.repayment a.btn--text').getAttribute('href')).toBe('/gopaylater/cicilan');
      await failure.waitFor();
    });

    it('a user without the product is told so, with the way home', async () => {
      const page = device.page;
      await signInSeeded(page, 'new');
      if (language === 'id') await switchLanguage(page, 'id');
      await page.goto('/paylater/repayment');
      await page.locator('.repayment a[href="/"]').waitFor();
      await capture(page, `repayment-no-account-${language}`);
    });

    it('offline with no bill saved on this device yet: says so, with retry', async () => {
      const page = device.page;
      await signInSeeded(page, 'paylater-bill-due');
      if (language === 'id') await switchLanguage(page, 'id');
      await waitForServiceWorker(page);
      await device.context.setOffline(true);
      await page.goto('/paylater/repayment');
      await page
        .getByRole('alert')
        .filter({ hasText: language === 'en' ? 'no bill is saved' : 'belum ada tagihan' })
        .waitFor();
      await capture(page, `repayment-offline-nothing-saved-${language}`);
      await device.context.setOffline(false);
      await page.locator('form.repayment-form').waitFor({ timeout: 15_000 });
    });
  });
}

describe('add the due date to my calendar', () => {
  it('downloads an .ics with the due date in Asia/Jakarta, the amount and a reminder', async () => {
    const page = device.page;
    await signInSeeded(page, 'paylater-bill-due', '/paylater/repayment');
    await page.locator('form.repayment-form').waitFor();
    const amount = await page.locator('.repayment-bill .repayment-figures__main dd').innerText();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add the due date to my calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^paylater-due-\d{4}-\d{2}-\d{2}\.ics$/);
    const text = await readFile(await download.path(), 'utf8');
    const dueDate = download.suggestedFilename().slice('paylater-due-'.length, -'.ics'.length).replace(/-/g, '');
    expect(text).toContain(`DTSTART;TZID=Asia/Jakarta:${dueDate}T090000`);
    expect(text).toContain(`SUMMARY:Pay PayLater: ${amount}`);
    expect(text).toContain('TRIGGER:-P1D');
    await page.getByRole('status').filter({ hasText: 'Calendar file saved' }).waitFor();
  });
});
