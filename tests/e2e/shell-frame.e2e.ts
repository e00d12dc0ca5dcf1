import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { phonePagePerTest } from './support/phone-page';
import { uniquePhoneNumber } from './support/sandbox';
import { EN, openInEnglish, signIn } from './support/sign-in';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

describe('the frame', () => {
  it('names the product of each page in the header and the tab, and logout asks, offering every device', async () => {
    const { page } = device;
    await openInEnglish(page);
    await expect.poll(() => page.locator('header.app-header').innerText()).toBe('PayLater & Business Capital');
    // Signed out, a deep link to the lender registration lands on the sign-in page, named for it.
    await page.goto('/lender');
    await page.waitForURL('**/?referrer=%2Flender');
    await expect.poll(() => page.locator('header.app-header').innerText()).toBe('Lender registration');
    await expect.poll(() => page.title()).toBe('Sign in or sign up · Lender registration');
    await page.goto('/about');
    await expect.poll(() => page.title()).toBe('About us · PayLater & Business Capital');

    await page.goto('/');
    await signIn(page, uniquePhoneNumber());
    // Only the number's last four digits are visible (document 1).
    expect(await page.locator('.masked-phone').innerText()).toMatch(/^\+62\s•••-••••-\d{4}$/);
    await page.getByRole('button', { name: EN.logout }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    await dialog.getByRole('button', { name: 'Log out on every device' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'shell-logout-confirm-en');
    await dialog.getByRole('button', { name: 'Log out on every device' }).click();
    await page.getByText('You have logged out on every device.').waitFor();
  });

  it('inside a partner app: the partner’s sign-in first, a compact bar with back, no logout of our own', async () => {
    const { page } = device;
    await openInEnglish(page, '/?source=gopay');
    const header = page.locator('header.app-header');
    await header.getByRole('button', { name: 'Back' }).waitFor();
    expect(await header.locator('img').count()).toBe(0);
    const partner = page.getByRole('link', { name: 'Continue with GoPay' });
    await partner.waitFor();
    expect(await partner.getAttribute('href')).toBe('/sso/gopay');
    // Before the phone number field.
    const [partnerTop, phoneTop] = await Promise.all([
      partner.evaluate((element) => element.getBoundingClientRect().top),
      page.getByLabel(EN.phone).evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(partnerTop).toBeLessThan(phoneTop);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'shell-partner-sign-in-en');

    // The frame stays for the tab (the query is gone after navigation and reload).
    await signIn(page, uniquePhoneNumber());
    await page.reload();
    await page.getByRole('heading', { name: EN.welcome }).waitFor();
    expect(await page.getByRole('button', { name: EN.logout }).count()).toBe(0);
    await header.getByRole('button', { name: 'Back' }).waitFor();
    await screenshot(page, 'shell-partner-home-en');
    await page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await page.reload();
    await page.getByRole('button', { name: 'Kembali' }).waitFor();
    await screenshot(page, 'shell-partner-home-id');
  });

  it('the error dialog’s close keeps the user on the page', async () => {
    const { page } = device;
    await openInEnglish(page, '/styleguide');
    await page.getByRole('button', { name: 'Open the error dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Something went wrong on our side' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/styleguide');
  });
});
