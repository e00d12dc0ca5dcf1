import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, screenshot } from './support/browser';
import { staticDir } from './support/platform';
import { phonePagePerTest } from './support/phone-page';
import { seriousAxeViolations } from './support/axe';
import { uniquePhoneNumber } from './support/sandbox';
import { openInEnglish, requestCode } from './support/sign-in';
import { waitForSignInDraft } from './support/indexeddb';

const device = phonePagePerTest();

describe('languages', () => {
  it('starts in the browser language, switches to Indonesian, and keeps the choice', async () => {
    await device.page.goto('/');
    await device.page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    expect(await device.page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    await device.page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await device.page.getByRole('heading', { name: 'Masuk atau daftar' }).waitFor();
    expect(new URL(device.page.url()).pathname).toBe('/');
    expect(await device.page.evaluate(() => document.documentElement.lang)).toBe('id');

    await device.page.reload();
    await device.page.getByRole('heading', { name: 'Masuk atau daftar' }).waitFor();
    await device.page.getByText('Berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK).').waitFor();
  });

  it('falls back to Indonesian for a browser language the app does not have', async () => {
    const french = await device.browser.newContext({ baseURL: baseUrl(), locale: 'fr-FR' });
    const frenchPage = await french.newPage();
    await frenchPage.goto('/');
    await frenchPage.getByRole('heading', { name: 'Masuk atau daftar' }).waitFor();
    await french.close();
  });
});

describe('the shell', () => {
  beforeEach(async () => {
    await openInEnglish(device.page);
  });

  it('shows the not-found page with a way back home', async () => {
    await device.page.goto('/this/does/not/exist');
    await device.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await device.page.getByRole('link', { name: 'Back to home' }).click();
    await device.page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
  });

  it('keeps the send button disabled until the number is whole, reading a leading 0 as the trunk prefix', async () => {
    const send = device.page.getByRole('button', { name: 'Send code' });
    const field = device.page.getByLabel('Mobile number');
    await field.fill('81234567');
    expect(await send.isDisabled()).toBe(true);
    // 0 then eight digits is an eight-digit number: not whole yet, and said so once the field is left.
    await field.fill('081234567');
    expect(await send.isDisabled()).toBe(true);
    await field.blur();
    await device.page.getByText('Invalid phone number.').first().waitFor();
    await field.fill('0812345678');
    expect(await send.isDisabled()).toBe(false);
    // Nothing was requested: still on the phone form.
    await device.page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
  });

  it('the generic error dialog: Try again reloads the same page, Close stays on it', async () => {
    const page = device.page;
    await page.goto('/styleguide');
    await page.getByRole('button', { name: 'Open the error dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Something went wrong on our side' });
    await dialog.waitFor();
    await screenshot(page, 'error-dialog-en');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Try again' }).click()]);
    await page.getByRole('heading', { name: 'Style guide' }).waitFor();
    expect(await dialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Open the error dialog' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The page under the dialog is kept (README "Readings": D1 says Close goes home; it would lose the page).
    expect(await page.getByRole('heading', { name: 'Style guide' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/styleguide');
  });

  it('shows flash messages and toasts where asked', async () => {
    const page = device.page;
    await page.goto('/styleguide');
    await page.getByRole('button', { name: 'Show a flash message' }).click();
    await page.getByRole('status').filter({ hasText: 'This is a flash message.' }).waitFor();
    await page.getByRole('button', { name: 'Show a toast at the bottom' }).click();
    const toast = page.getByText('This is a toast.');
    await toast.waitFor();
    const box = await toast.boundingBox();
    expect(box && box.y > 844 / 2).toBe(true);
  });

  it('scales the app to 70 % in very narrow webviews (200 to 350 px), and not in wider ones', async () => {
    const zoomAt = async (width: number): Promise<string> => {
      await device.page.setViewportSize({ width, height: 700 });
      return device.page.evaluate(() => getComputedStyle(document.documentElement).zoom);
    };
    expect(await zoomAt(320)).toBe('0.7');
    expect(await zoomAt(200)).toBe('0.7');
    expect(await zoomAt(351)).toBe('1');
    expect(await zoomAt(390)).toBe('1');
  });

  it('has no serious accessibility violation on the phone and code screens', async () => {
    await device.page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    expect(await seriousAxeViolations(device.page)).toEqual([]);
    await requestCode(device.page, uniquePhoneNumber());
    expect(await seriousAxeViolations(device.page)).toEqual([]);
  });
});

describe('a new version of the app', () => {
  beforeEach(async () => {
    await openInEnglish(device.page);
  });

  it('is offered in a toast, and reloading into it keeps what the user typed', async () => {
    await device.page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    await device.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await device.page.getByLabel('Mobile number').fill('8129876');
    await waitForSignInDraft(device.page, '8129876');

    // Ship a new version: the service worker's bytes change on the server (its precompressed
    // siblings go, so the server sends the new file whatever the browser accepts).
    const swPath = join(staticDir(), 'sw.js');
    const original = await readFile(swPath, 'utf8');
    const siblings = await Promise.all(
      ['.br', '.gz'].map(async (ending) => [ending, await readFile(`${swPath}${ending}`).catch(() => null)] as const),
    );
    await writeFile(swPath, `${original}\n// version ${Date.now()}\n`);
    await Promise.all(siblings.map(([ending]) => rm(`${swPath}${ending}`, { force: true })));
    try {
      await device.page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const reload = device.page.getByRole('button', { name: 'Reload' });
      await reload.waitFor({ timeout: 20_000 });
      await device.page.getByText('A new version of the app is ready.').waitFor();
      await screenshot(device.page, 'update-toast-en');
      await Promise.all([device.page.waitForEvent('load'), reload.click()]);
      await device.page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
      // The form is there with the HTML; the draft's value fills it as soon as the worker reads it.
      await expect.poll(() => device.page.getByLabel('Mobile number').inputValue()).toBe('8129876');
    } finally {
      await writeFile(swPath, original);
      await Promise.all(siblings.map(([ending, bytes]) => (bytes ? writeFile(`${swPath}${ending}`, bytes) : undefined)));
    }
  });
});
