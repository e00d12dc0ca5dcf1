import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { phonePagePerTest } from './support/phone-page';
import { openAsMoneyUser } from './support/money-pages';
import { latestCode, uniquePhoneNumber } from './support/sandbox';
import { EN, flashText, openInEnglish, requestCode } from './support/sign-in';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

describe('every navigation', () => {
  it('opens the new page at its top with its heading focused, and back returns to where the user was', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'paylater-overdue', '/gopaylater/ab');
    await page.locator('.dashboard[data-status]').waitFor();
    // The lowest link of the page, as a user scrolling down would reach it.
    const links = page.locator('main a[href^="/"]');
    const lowest = links.nth((await links.count()) - 1);
    await lowest.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(100);
    await lowest.click();
    await page.waitForURL((url) => url.pathname !== '/gopaylater/ab');
    await page.locator('main h1').waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    await page.goBack();
    await page.locator('.dashboard[data-status]').waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});

describe('messages live as long as their cause', () => {
  it('"wrong code" goes once the right code signs the user in', async () => {
    const { page } = device;
    await openInEnglish(page);
    const phone = uniquePhoneNumber();
    await requestCode(page, phone);
    const right = await latestCode(phone);
    await page.getByLabel(EN.code).fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: EN.verify }).click();
    expect(await flashText(page)).toMatch(/^Wrong code/);
    await page.getByLabel(EN.code).fill('');
    await page.getByLabel(EN.code).pressSequentially(right, { delay: 200 });
    await page.getByRole('button', { name: EN.verify }).click();
    await page.getByRole('heading', { name: EN.welcome }).waitFor();
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /Wrong code/ })
        .count(),
    ).toBe(0);
  });
});

describe('the phone number as Indonesians write it', () => {
  for (const written of ['0{n}', '0{4}-{4}-{rest}', '62{n}', '+62 {n}']) {
    it(`accepts ${written} and sends the code to the national number`, async () => {
      const { page } = device;
      await openInEnglish(page);
      const national = uniquePhoneNumber();
      const typed = written
        .replace('{n}', national)
        .replace('{4}-{4}-{rest}', `${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`);
      await requestCode(page, typed);
      expect(await page.getByText('We sent a 6-digit code to').innerText()).toContain(national.slice(-4));
      expect(await latestCode(national)).toMatch(/^\d{6}$/);
    });
  }

  it('says nothing while the number is typed, keeps "Send code" off until it is whole, and explains once the field is left', async () => {
    const { page } = device;
    await openInEnglish(page);
    const field = page.getByLabel(EN.phone);
    await field.pressSequentially('08123', { delay: 30 });
    expect(await page.locator('.field__error').count()).toBe(0);
    expect(await page.getByRole('button', { name: EN.sendCode }).isDisabled()).toBe(true);
    await field.blur();
    await page.locator('.field__error').waitFor();
    await field.pressSequentially('4567890', { delay: 30 });
    expect(await page.getByRole('button', { name: EN.sendCode }).isDisabled()).toBe(false);
    expect(await page.locator('.field__error').count()).toBe(0);
  });
});

describe('who runs the service', () => {
  it('the footer leads to the company, its licence, customer service and complaints, in both languages, each page titled by its heading', async () => {
    const { page } = device;
    await openInEnglish(page);
    await expect.poll(() => page.title()).toBe('Sign in or sign up · PayLater & Business Capital');
    await page.getByRole('link', { name: 'About us, customer service and complaints' }).click();
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    await expect.poll(() => page.title()).toBe('About us · PayLater & Business Capital');
    for (const name of ['The company', 'Customer service', 'Complaints']) await page.getByRole('heading', { level: 2, name }).waitFor();
    expect(
      await page
        .getByRole('link', { name: /^Call / })
        .first()
        .getAttribute('href'),
    ).toMatch(/^tel:\+?\d+$/);
    expect(
      await page
        .getByRole('link', { name: /^E-mail / })
        .first()
        .getAttribute('href'),
    ).toMatch(/^mailto:/);
    expect(await page.getByRole('link', { name: 'Call 157' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'about-en');

    await page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tentang kami' }).waitFor();
    await expect.poll(() => page.title()).toBe('Tentang kami · PayLater & Modal Usaha');
    await screenshot(page, 'about-id');
    await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
