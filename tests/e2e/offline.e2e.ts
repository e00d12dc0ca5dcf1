import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './support/browser';
import { storedEvents } from './support/sandbox';
import { openInEnglish } from './support/sign-in';

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

  it('delivers analytics events tracked offline exactly once when the network returns', async () => {
    await openInEnglish(page);
    await page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    // Three page views while offline: client-side navigations, each tracked.
    for (const path of ['/offline-a', '/offline-b', '/offline-c']) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    }
    // Give the queue time to try (and fail) while offline.
    await page.waitForTimeout(1500);
    const whileOffline = await storedEvents('page_view');
    expect(whileOffline.filter((event) => event.id)).toBeDefined();

    await context.setOffline(false);
    await expect
      .poll(async () => (await page.evaluate(() => true)) && (await storedEvents('page_view')).length - whileOffline.length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    // A reload must not send them again.
    await page.reload();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.waitForTimeout(1500);
    const after = await storedEvents('page_view');
    const offlineIds = after.filter((event) => !whileOffline.some((known) => known.id === event.id));
    expect(after.every((event) => event.deliveries === 1)).toBe(true);
    expect(offlineIds.length).toBeGreaterThanOrEqual(3);
  });
});
