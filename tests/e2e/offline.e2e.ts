import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './support/browser';
import { storedEvents, type StoredEvent } from './support/sandbox';
import { openInEnglish } from './support/sign-in';
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
beforeEach(async () => {
  context = await newPhoneContext(browser, 'en-US');
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

/** Waits until the service worker controls the page, i.e. the shell is precached. */
async function waitForServiceWorker(target: Page): Promise<void> {
  await target.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await target.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await target.reload();
    await target.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
}

describe('offline', () => {
  it('opens the shell offline after one visit, and keeps what was typed', async () => {
    await openInEnglish(page);
    await page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    await waitForServiceWorker(page);
    await page.getByLabel('Mobile number').fill('81234567');
    await waitForSignInDraft(page, '81234567');

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    expect(await page.getByText('You are offline. What you type is saved on this device.').isVisible()).toBe(true);
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('81234567');
    expect(await page.getByText('Licensed and supervised by the Financial Services Authority of Indonesia (OJK).').isVisible()).toBe(true);

    // A deep link opens the shell offline as well (the not-found page here, a route with no feature yet).
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('delivers analytics events tracked offline exactly once when the network returns, even across a reload', async () => {
    await openInEnglish(page);
    await page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    await waitForServiceWorker(page);

    const run = Date.now().toString(36);
    const paths = ['a', 'b', 'c'].map((letter) => `/offline-${run}-${letter}`);
    const storedFor = async (): Promise<StoredEvent[]> => (await storedEvents('page_view')).filter((event) => paths.includes(String(event.data.path)));

    await context.setOffline(true);
    // Three page views while offline: client-side navigations, each tracked by the app.
    for (const path of paths) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    }
    // The queue tries while offline; nothing can arrive.
    await page.waitForTimeout(1500);
    expect(await storedFor()).toEqual([]);

    // A new page load while still offline: the events wait in IndexedDB, not in the page.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();

    await context.setOffline(false);
    await expect.poll(async () => (await storedFor()).length, { timeout: 30_000 }).toBe(3);
    // Nothing more arrives later, and each was stored once.
    await page.waitForTimeout(2000);
    const stored = await storedFor();
    expect(stored.map((event) => event.data.path).sort()).toEqual([...paths].sort());
    expect(new Set(stored.map((event) => event.id)).size).toBe(3);
  });
});
