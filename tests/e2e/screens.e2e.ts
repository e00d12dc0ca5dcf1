import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
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
  { code: 'en', locale: 'en-US', sendCode: 'Send code', verify: 'Verify', phone: 'Mobile number', code6: '6-digit code', welcome: 'Welcome' },
  { code: 'id', locale: 'id-ID', sendCode: 'Kirim kode', verify: 'Verifikasi', phone: 'Nomor HP', code6: 'Kode 6 digit', welcome: 'Selamat datang' },
] as const;

/** Phone-size screenshots of every screen of this slice, in both languages, for people to look at. */
describe('screens at phone size', () => {
  for (const language of LANGUAGES) {
    it(`renders every screen in ${language.code}`, async () => {
      const context = await newPhoneContext(browser, language.locale);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: language.sendCode }).waitFor();
      await screenshot(page, `phone-${language.code}`);

      await page.getByLabel(language.phone).fill('0812');
      await page.getByLabel(language.phone).blur();
      await screenshot(page, `phone-invalid-${language.code}`);

      const phone = uniquePhoneNumber();
      await page.getByLabel(language.phone).fill(phone);
      await page.getByRole('button', { name: language.sendCode }).click();
      await page.getByLabel(language.code6).waitFor();
      await screenshot(page, `otp-${language.code}`);

      await page.getByLabel(language.code6).fill(await latestCode(phone));
      await page.getByRole('button', { name: language.verify }).click();
      await page.getByRole('heading', { name: language.welcome }).waitFor();
      await screenshot(page, `home-${language.code}`);

      await page.goto('/missing');
      await page.getByRole('link').first().waitFor();
      await screenshot(page, `not-found-${language.code}`);

      await page.goto('/styleguide');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, `styleguide-${language.code}`);
      await context.close();
    });
  }
});
