import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext, screenshot } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { uniquePhoneNumber } from './support/sandbox';
import { openInEnglish, requestCode } from './support/sign-in';
import { waitForSignInDraft } from './support/indexeddb';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
afterEach(async () => {
  await context.close();
});

describe('languages', () => {
  beforeEach(async () => {
    context = await newPhoneContext(browser, 'en-US');
    page = await context.newPage();
  });

  it('starts in the browser language, switches to Indonesian, and keeps the choice', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await page.getByRole('heading', { name: 'Masuk atau daftar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');

    await page.reload();
    await page.getByRole('heading', { name: 'Masuk atau daftar' }).waitFor();
    expect(await page.getByText('Berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK).').isVisible()).toBe(true);
  });

  it('falls back to Indonesian for a browser language the app does not have', async () => {
    const french = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'fr-FR' });
    const frenchPage = await french.newPage();
    await frenchPage.goto('/');
    await frenchPage.getByRole('heading', { name: 'Masuk atau daftar' }).waitFor();
    await french.close();
  });
});

describe('the shell', () => {
  beforeEach(async () => {
    context = await newPhoneContext(browser, 'en-US');
    page = await context.newPage();
    await openInEnglish(page);
  });

  it('shows the not-found page with a way back home', async () => {
    await page.goto('/this/does/not/exist');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
  });

  it('keeps the send button disabled until nine characters, and explains a number starting with 0', async () => {
    const send = page.getByRole('button', { name: 'Send code' });
    await page.getByLabel('Mobile number').fill('81234567');
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Mobile number').fill('081234567');
    expect(await send.isDisabled()).toBe(false);
    expect(await page.getByText('Invalid phone number.').first().isVisible()).toBe(true);
    await send.click();
    expect(await page.getByRole('alert').filter({ hasText: 'Invalid phone number.' }).isVisible()).toBe(true);
    // Nothing was requested: still on the phone form.
    expect(await page.getByRole('heading', { name: 'Sign in or sign up' }).isVisible()).toBe(true);
  });

  it('has no serious accessibility violation on the phone and code screens', async () => {
    await page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await requestCode(page, uniquePhoneNumber());
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('a new version of the app', () => {
  beforeEach(async () => {
    context = await newPhoneContext(browser, 'en-US');
    page = await context.newPage();
    await openInEnglish(page);
  });

  it('is offered in a toast, and reloading into it keeps what the user typed', async () => {
    await page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.getByLabel('Mobile number').fill('8129876');
    await waitForSignInDraft(page, '8129876');

    // Ship a new version: the service worker's bytes change on the server (its precompressed
    // siblings go, so the server sends the new file whatever the browser accepts).
    const swPath = join(inject('staticDir'), 'sw.js');
    const original = await readFile(swPath, 'utf8');
    const siblings = await Promise.all(['.br', '.gz'].map(async (ending) => [ending, await readFile(`${swPath}${ending}`).catch(() => null)] as const));
    await writeFile(swPath, `${original}\n// version ${Date.now()}\n`);
    await Promise.all(siblings.map(([ending]) => rm(`${swPath}${ending}`, { force: true })));
    try {
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const reload = page.getByRole('button', { name: 'Reload' });
      await reload.waitFor({ timeout: 20_000 });
      expect(await page.getByText('A new version of the app is ready.').isVisible()).toBe(true);
      await screenshot(page, 'update-toast-en');
      await Promise.all([page.waitForEvent('load'), reload.click()]);
      await page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
      expect(await page.getByLabel('Mobile number').inputValue()).toBe('8129876');
    } finally {
      await writeFile(swPath, original);
      await Promise.all(siblings.map(([ending, bytes]) => (bytes ? writeFile(`${swPath}${ending}`, bytes) : undefined)));
    }
  });
});
