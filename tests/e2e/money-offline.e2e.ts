/**
 * The bill opened offline after a reload, for both products, in both languages: once a VA was
 * opened, the product home reloaded with no network shows the bill this device kept (amount, due
 * date, the VA number, "as of" when) and leads to the repayment page, which shows it with the
 * bank's steps; the network's return brings the live home back by itself.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SeedState } from '@domain/contract/home';
import { formatVaNumber } from '@domain/repayment/virtual-account';
import { signInSeeded, switchLanguage } from './home-helpers';
import { waitForServiceWorker } from './support/browser';
import { phonePagePerTest } from './support/phone-page';
import { capture, ensureVaHoursAhead, openVaFromChooser, rupiah, shownVaNumber } from './support/repayment';

const device = phonePagePerTest();

const PRODUCTS: { product: 'paylater' | 'cicilan'; state: SeedState; home: string; bank: string }[] = [
  { product: 'paylater', state: 'paylater-bill-due', home: '/gopaylater/ab', bank: 'BRI' },
  { product: 'cicilan', state: 'cicilan-with-orders', home: '/gopaylater/cicilan', bank: 'Mandiri' },
];

async function keptBillAmount(page: Page): Promise<number> {
  return rupiah(await page.locator('[data-testid="kept-bill"] .detail-list__row--emphasis dd').innerText());
}

for (const { product, state, home, bank } of PRODUCTS) {
  for (const language of ['en', 'id'] as const) {
    describe(`${product}: the bill offline (${language})`, () => {
      it('the home reloaded with no network shows the kept bill and its VA, and leads to the repayment page', {
        timeout: 120_000,
      }, async () => {
        const { page, context } = device;
        await signInSeeded(page, state);
        await ensureVaHoursAhead();
        if (language === 'id') await switchLanguage(page, 'id');

        // Online: the user opens a VA for what is due now; the worker keeps that bill.
        await page.goto(`/${product}/repayment`);
        await page.locator('form.repayment-form').waitFor();
        const amountDue = rupiah(await page.locator('.repayment-bill .repayment-figures__main dd').innerText());
        await openVaFromChooser(page, 'CURRENT_DUES', bank);
        const vaNumber = await shownVaNumber(page);
        await waitForServiceWorker(page);

        // No signal, the app opened again: the home shows the kept bill, as of when.
        await context.setOffline(true);
        await page.goto(home);
        const kept = page.getByTestId('kept-bill');
        await kept.waitFor();
        const text = await kept.innerText();
        expect(text).toMatch(
          language === 'en' ? /As of \d{2} \w{3} \d{4}, \d{2}:\d{2} WIB/ : /Per \d{2} \w{3} \d{4}, pukul \d{2}\.\d{2} WIB/,
        );
        expect(await keptBillAmount(page)).toBe(amountDue);
        expect(text).toContain(`(${bank})`);
        expect(text).toContain(formatVaNumber(vaNumber));
        await capture(page, `${product}-home-offline-${language}`);

        // How to pay: the repayment page reloaded offline, with the VA and the bank's steps.
        await kept.getByRole('link').click();
        await page.getByTestId('stored-bill').waitFor();
        expect(await shownVaNumber(page)).toBe(vaNumber);
        await page.reload();
        await page.getByTestId('stored-bill').waitFor();
        expect(await page.locator('.repayment-steps__channel[open] li').count()).toBeGreaterThanOrEqual(3);
        await page.goto(`/${product}/repayment/va`);
        await page.getByTestId('stored-bill').waitFor();
        expect(await shownVaNumber(page)).toBe(vaNumber);

        // Back online: the home loads the live account by itself.
        await page.goto(home);
        await kept.waitFor();
        await context.setOffline(false);
        await page.locator('.dashboard[data-status]').waitFor({ timeout: 15_000 });
        expect(await kept.count()).toBe(0);
      });
    });
  }
}
