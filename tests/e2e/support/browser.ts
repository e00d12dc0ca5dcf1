import { PRECACHE_REST_MESSAGE } from '@domain/service-worker-messages';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { baseUrl } from './platform';

export { baseUrl };

/** A phone in a partner's webview: about 390 x 844 CSS pixels, touch, the given language. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A phone in Jakarta with the app at `baseURL`: the options every test context is made with. */
export function phoneOptions(baseURL: string, locale: 'id-ID' | 'en-US' = 'id-ID') {
  return {
    baseURL,
    viewport: PHONE_VIEWPORT,
    // A phone's 2x screen only when a person will look at the screenshots: at 1x Chromium paints a
    // quarter of the pixels, and the page's layout and text under test are the same.
    deviceScaleFactor: SCREENSHOTS_WANTED ? 2 : 1,
    isMobile: true,
    hasTouch: true,
    locale,
    timezoneId: 'Asia/Jakarta',
  };
}

/** `serviceWorkers: 'block'` lets a test hold the app's files with route() on a reload too (no precache answers). */
export async function newPhoneContext(
  browser: Browser,
  locale: 'id-ID' | 'en-US' = 'id-ID',
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...options, ...phoneOptions(baseUrl(), locale) });
}

const SCREENSHOT_DIR = join(process.cwd(), 'tests', 'e2e', 'screenshots');

/**
 * Whether the run saves screenshots (E2E_SCREENSHOTS=1): they are for a person to look at, and a
 * full-page shot at 2x costs about half a second, a minute and a half of CI over the suite.
 */
export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';

/** Saves a phone-size screenshot for a person to look at (not compared by the tests), when wanted. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Waits until the service worker controls the page and has cached every file (its second stage,
 * sw/precache-rest.ts, included): then every route opens offline.
 */
export async function waitForServiceWorker(target: Page): Promise<void> {
  await target.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await target.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await target.reload();
    await target.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
  const precached = await target.evaluate(everyFileCachedInPage, PRECACHE_REST_MESSAGE);
  if (!precached) throw new Error('The service worker could not cache every file');
}

/**
 * Runs in the page: asks the controlling service worker to finish its precache's second stage
 * (sw/precache-rest.ts) and answers, through a port, whether every file is cached. Self-contained,
 * so each engine's driver can send its text.
 */
export function everyFileCachedInPage(message: { type: string }): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ precached: boolean }>) => resolve(event.data.precached);
    navigator.serviceWorker.controller?.postMessage(message, [channel.port2]);
  });
}
