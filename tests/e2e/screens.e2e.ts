import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPhoneContext, screenshot } from './support/browser';
import { latestCode, uniquePhoneNumber } from './support/sandbox';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const LANGUAGES = [
  {
    code: 'en',
    locale: 'en-US',
    sendCode: 'Send code',
    verify: 'Verify',
    phone: 'Mobile number',
    code6: '6-digit code',
    welcome: 'Welcome',
  },
  {
    code: 'id',
    locale: 'id-ID',
    sendCode: 'Kirim kode',
    verify: 'Verifikasi',
    phone: 'Nomor HP',
    code6: 'Kode 6 digit',
    welcome: 'Selamat datang',
  },
] as const;

/** A screenshot for people to look at, and the serious accessibility problems axe finds there. */
async function capture(page: Page, name: string, problems: string[]): Promise<void> {
  await screenshot(page, name);
  for (const violation of await seriousAxeViolations(page)) problems.push(`${name}: ${violation.id} (${violation.help})`);
}

/** Phone-size screenshots of every screen of this slice, in both languages, checked by axe. */
describe('screens at phone size', () => {
  for (const language of LANGUAGES) {
    it(`renders every screen in ${language.code}`, async () => {
      const context = await newPhoneContext(browser, language.locale, { serviceWorkers: 'block' });
      const page = await context.newPage();
      const problems: string[] = [];
      await page.goto('/');
      await page.getByRole('button', { name: language.sendCode }).waitFor();
      await capture(page, `phone-${language.code}`, problems);

      await page.getByLabel(language.phone).fill('0812');
      await page.getByLabel(language.phone).blur();
      await capture(page, `phone-invalid-${language.code}`, problems);

      const phone = uniquePhoneNumber();
      await page.getByLabel(language.phone).fill(phone);
      await page.getByRole('button', { name: language.sendCode }).click();
      await page.getByLabel(language.code6).waitFor();
      await capture(page, `otp-${language.code}`, problems);

      await page.getByLabel(language.code6).fill(await latestCode(phone));
      await page.getByRole('button', { name: language.verify }).click();
      await page.getByRole('heading', { name: language.welcome }).waitFor();
      await capture(page, `home-${language.code}`, problems);

      await page.goto('/missing');
      await page.getByRole('link').first().waitFor();
      await capture(page, `not-found-${language.code}`, problems);

      await page.goto('/styleguide');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await capture(page, `styleguide-${language.code}`, problems);
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});
