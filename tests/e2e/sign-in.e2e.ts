import { beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newPhoneContext, screenshot } from './support/browser';
import { holdRequests } from './support/hold-requests';
import { phonePagePerTest } from './support/phone-page';
import { signInOtpToken, storedRecords, waitForSignInDraft } from './support/indexeddb';
import { advancePlatformClock, latestCode, loginDirectly, requestCodeDirectly, uniquePhoneNumber } from './support/sandbox';
import { EN, expectMasked, flashText, openInEnglish, requestCode, signIn, submitCode } from './support/sign-in';

const device = phonePagePerTest();

beforeEach(async () => {
  await openInEnglish(device.page);
});

/** Sessions the worker keeps in IndexedDB. */
async function storedSessionCount(target: Page): Promise<number> {
  return (await storedRecords(target, 'session')).length;
}

describe('sign-in by phone and one-time code', () => {
  it('signs in with the code from the SMS inbox, shows the masked number, and stays signed in after a reload', async () => {
    const phone = uniquePhoneNumber();
    await requestCode(device.page, phone);
    const sentTo = await device.page.getByText('We sent a 6-digit code to').innerText();
    expectMasked(sentTo, phone);
    await expect.poll(() => device.page.getByRole('timer').innerText()).toMatch(/Resend the code in (10:00|09:[0-5]\d)/);

    await submitCode(device.page, await latestCode(phone));
    await device.page.getByRole('heading', { name: EN.welcome }).waitFor();
    expect(await storedSessionCount(device.page)).toBe(1);
    expect(await device.page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/token|bearer/i);

    await device.page.reload();
    await device.page.getByRole('heading', { name: EN.welcome }).waitFor();
    expectMasked(await device.page.getByText('Signed in as').innerText(), phone);
  });

  it('says the code is wrong, and keeps the user on the code screen', async () => {
    const phone = uniquePhoneNumber();
    await requestCode(device.page, phone);
    const right = await latestCode(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    await submitCode(device.page, wrong);
    expect(await flashText(device.page)).toBe('Wrong code. Please check it and try again.');
    await device.page.getByRole('heading', { name: 'Enter the code' }).waitFor();
  });

  it('refuses a code that was already used (redeemed on another device meanwhile)', async () => {
    const phone = uniquePhoneNumber();
    await requestCode(device.page, phone);
    const code = await latestCode(phone);
    expect(await loginDirectly(phone, code, await signInOtpToken(device.page))).toBe(200);

    await submitCode(device.page, code);
    expect(await flashText(device.page)).toBe('This code has already been used. Please enter a new one.');
    await device.page.getByRole('heading', { name: 'Enter the code' }).waitFor();
  });

  it('a second tab follows a sign-in and a sign-out made in the first, without a reload', async () => {
    const secondTab = await device.context.newPage();
    await secondTab.goto('/');
    await secondTab.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();

    const phone = uniquePhoneNumber();
    await signIn(device.page, phone);
    await secondTab.getByRole('heading', { name: EN.welcome }).waitFor();
    expectMasked(await secondTab.getByText('Signed in as').innerText(), phone);
    // A guarded page in the second tab opens with the session the first one made.
    await secondTab.goto('/lender/step1');
    await secondTab.getByRole('heading', { name: 'Legal entity information' }).waitFor();

    await device.page.getByRole('button', { name: EN.logout }).click();
    await device.page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out', exact: true }).click();
    await device.page.getByText('You have logged out.').waitFor();
    // The second tab's page needs a session: it sends the visitor to sign in, and back after it.
    await secondTab.waitForURL((url) => url.pathname === '/' && url.searchParams.get('referrer') === '/lender/step1');
    await secondTab.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
  });

  it('locks the code after five wrong tries', async () => {
    const phone = uniquePhoneNumber();
    await requestCode(device.page, phone);
    const right = await latestCode(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitCode(device.page, wrong);
      expect(await flashText(device.page)).toBe('Wrong code. Please check it and try again.');
    }
    await submitCode(device.page, right);
    expect(await flashText(device.page)).toBe('Too many attempts. Please try again in a few minutes.');
  });

  it('says an expired code has expired, and offers a new one at once', async () => {
    const phone = uniquePhoneNumber();
    await requestCode(device.page, phone);
    const code = await latestCode(phone);
    expect(await device.page.getByRole('button', { name: 'Resend code' }).count()).toBe(0);
    const resetClock = await advancePlatformClock(11);
    try {
      await submitCode(device.page, code);
      expect(await flashText(device.page)).toBe('This code has expired. Please request a new one.');
      await device.page.getByRole('button', { name: 'Resend code' }).click();
      await device.page.getByText('We sent you a new code.').waitFor();
      const fresh = await latestCode(phone);
      await submitCode(device.page, fresh);
      await device.page.getByRole('heading', { name: EN.welcome }).waitFor();
    } finally {
      await resetClock();
    }
  });

  it('says so when a number asked for too many codes', async () => {
    const phone = uniquePhoneNumber();
    for (let i = 0; i < 5; i += 1) expect(await requestCodeDirectly(phone)).toBe(200);
    await device.page.getByLabel(EN.phone).fill(phone);
    await device.page.getByRole('button', { name: EN.sendCode }).click();
    // The wait the platform named counts down under the button (sign-in-refusals.e2e.ts says more).
    expect(await flashText(device.page)).toMatch(/^Too many attempts\. You can ask for a code again in 1[45]:\d\d\.$/);
    expect(await device.page.getByLabel(EN.phone).inputValue()).toBe(phone);
  });

  it('a session the platform no longer accepts (401) is cleared, and the user is sent to sign in again', async () => {
    await signIn(device.page, uniquePhoneNumber());
    expect(await storedSessionCount(device.page)).toBe(1);
    // Sessions last 30 days on the platform's clock.
    const resetClock = await advancePlatformClock(31 * 24 * 60);
    try {
      await device.page.reload();
      await device.page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
      await device.page.getByText('Your session has ended. Please sign in again.').waitFor();
      expect(await storedSessionCount(device.page)).toBe(0);
    } finally {
      await resetClock();
    }
  });

  it('logs out: the session is gone from IndexedDB and the sign-in form is back', async () => {
    await signIn(device.page, uniquePhoneNumber());
    await device.page.getByRole('button', { name: EN.logout }).click();
    await device.page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out', exact: true }).click();
    await device.page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    await device.page.getByText('You have logged out.').waitFor();
    expect(await storedSessionCount(device.page)).toBe(0);
    await device.page.reload();
    await device.page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
  });
});

/** A phone context without the service worker, so a reload's app files can be held with route(). */
async function withoutServiceWorker(run: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await newPhoneContext(device.browser, 'en-US', { serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await openInEnglish(page);
    await run(page, context);
  } finally {
    await context.close();
  }
}

const typedNumber = (): string => `0${uniquePhoneNumber()}`;

describe('the sign-in draft and the code request', () => {
  it('the number typed before a reload is back before the data worker starts; what is typed before the draft arrives stays', async () => {
    await withoutServiceWorker(async (page, context) => {
      const field = page.getByLabel(EN.phone);
      const kept = typedNumber();
      await field.fill(kept);
      await waitForSignInDraft(page, kept);

      // The data worker's code held: the number comes from the early read of IndexedDB.
      const releaseWorker = await holdRequests(context, '**/assets/data.worker-*.js');
      await page.reload();
      await expect.poll(() => field.inputValue()).toBe(kept);
      await releaseWorker();

      // The app's code held: the user types into the painted form before any draft can arrive.
      const releaseApp = await holdRequests(context, '**/assets/first-screen-*.js');
      await page.reload({ waitUntil: 'commit' }); // 'load' and DOMContentLoaded wait for the held code
      const typed = typedNumber();
      await field.fill(typed);
      await releaseApp();
      await page.getByRole('button', { name: 'Bahasa Indonesia' }).waitFor();
      await waitForSignInDraft(page, typed); // the worker answered and stored the typed number over the draft
      await page.waitForTimeout(300);
      expect(await field.inputValue()).toBe(typed);
      expect(await page.getByRole('button', { name: EN.sendCode }).isEnabled()).toBe(true);
    });
  });

  it('an answer for a number the user has since changed does not open the code step; the new number gets its own', async () => {
    const field = device.page.getByLabel(EN.phone);
    const first = typedNumber();
    const second = typedNumber();
    const releaseAnswer = await holdRequests(device.context, '**/v1/otp');
    await field.fill(first);
    await device.page.getByRole('button', { name: EN.sendCode }).click();
    await field.fill(second); // corrected while the answer is on its way
    await releaseAnswer();
    await device.page.getByText('The number changed while we were sending the code.', { exact: false }).waitFor();
    await screenshot(device.page, 'sign-in-number-changed-en');
    expect(await device.page.getByRole('heading', { name: 'Enter the code' }).count()).toBe(0);
    expect(await field.inputValue()).toBe(second);

    await device.page.getByRole('button', { name: EN.sendCode }).click();
    await device.page.getByRole('heading', { name: 'Enter the code' }).waitFor();
    expectMasked(await device.page.getByText('We sent a 6-digit code to').innerText(), second.slice(1));
  });

  it('a kept code request does not open the code step after a reload when another number was typed meanwhile', async () => {
    await withoutServiceWorker(async (page, context) => {
      const first = typedNumber();
      await requestCode(page, first);
      await signInOtpToken(page); // the request is in the draft

      const releaseApp = await holdRequests(context, '**/assets/first-screen-*.js');
      await page.reload({ waitUntil: 'commit' }); // 'load' and DOMContentLoaded wait for the held code
      const typed = typedNumber();
      await page.getByLabel(EN.phone).fill(typed);
      await releaseApp();
      await page.getByRole('button', { name: 'Bahasa Indonesia' }).waitFor();
      await waitForSignInDraft(page, typed);
      await page.waitForTimeout(300);
      expect(await page.getByRole('heading', { name: 'Enter the code' }).count()).toBe(0);
      expect(await page.getByLabel(EN.phone).inputValue()).toBe(typed);

      // Without typing, the kept request for the number in the field opens the code step as before.
      const again = typedNumber();
      await page.getByLabel(EN.phone).fill(again);
      await page.getByRole('button', { name: EN.sendCode }).click();
      await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
      expectMasked(await page.getByText('We sent a 6-digit code to').innerText(), again.slice(1));
    });
  });
});
