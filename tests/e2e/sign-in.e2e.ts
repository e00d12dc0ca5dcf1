import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './support/browser';
import { storedRecords } from './support/indexeddb';
import { latestCode, uniquePhoneNumber } from './support/sandbox';
import { EN, expectMasked, flashText, openInEnglish, requestCode, signIn, submitCode } from './support/sign-in';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await newPhoneContext(browser, 'en-US');
  page = await context.newPage();
  await openInEnglish(page);
});
afterEach(async () => {
  await context.close();
});

/** Sessions the worker keeps in IndexedDB. */
async function storedSessionCount(target: Page): Promise<number> {
  return (await storedRecords(target, 'session')).length;
}

describe('sign-in by phone and one-time code', () => {
  it('signs in with the code from the SMS inbox, shows the masked number, and stays signed in after a reload', async () => {
    const phone = uniquePhoneNumber();
    await requestCode(page, phone);
    const sentTo = await page.getByText('We sent a 6-digit code to').innerText();
    expectMasked(sentTo, phone);
    await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/Resend the code in 1[12]:\d\d/);

    await submitCode(page, await latestCode(phone));
    await page.getByRole('heading', { name: EN.welcome }).waitFor();
    expect(await storedSessionCount(page)).toBe(1);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/token|bearer/i);

    await page.reload();
    await page.getByRole('heading', { name: EN.welcome }).waitFor();
    expectMasked(await page.getByText('Signed in as').innerText(), phone);
  });

  it('says the code is wrong, and keeps the user on the code screen', async () => {
    const phone = uniquePhoneNumber();
    await requestCode(page, phone);
    const right = await latestCode(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    await submitCode(page, wrong);
    expect(await flashText(page)).toBe('Wrong code. Please check it and try again.');
    expect(await page.getByRole('heading', { name: 'Enter the code' }).isVisible()).toBe(true);
  });

  it('refuses a code that was already used (a second tab still showing the same request)', async () => {
    const phone = uniquePhoneNumber();
    await requestCode(page, phone);
    const code = await latestCode(phone);
    // The second tab restores the code screen from the shared draft.
    const secondTab = await context.newPage();
    await secondTab.goto('/');
    await secondTab.getByRole('heading', { name: 'Enter the code' }).waitFor();

    await submitCode(page, code);
    await page.getByRole('heading', { name: EN.welcome }).waitFor();

    await submitCode(secondTab, code);
    expect(await flashText(secondTab)).toBe('This code has already been used. Please enter a new one.');
  });

  it('locks the code after five wrong tries', async () => {
    const phone = uniquePhoneNumber();
    await requestCode(page, phone);
    const right = await latestCode(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitCode(page, wrong);
      expect(await flashText(page)).toBe('Wrong code. Please check it and try again.');
      await page.getByRole('button', { name: 'Dismiss' }).click();
    }
    await submitCode(page, right);
    expect(await flashText(page)).toBe('Too many attempts. Please try again in a few minutes.');
  });

  it('logs out: the session is gone from IndexedDB and the sign-in form is back', async () => {
    await signIn(page, uniquePhoneNumber());
    await page.getByRole('link', { name: EN.logout }).click();
    await page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    expect(await page.getByText('You have logged out.').isVisible()).toBe(true);
    expect(await storedSessionCount(page)).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
  });
});
