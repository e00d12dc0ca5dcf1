import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './browser';

export interface PhonePage {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * One browser for the file and a fresh phone-size context (own storage, own service worker) for
 * every test: registers the hooks and answers the current objects.
 */
export function phonePagePerTest(locale: 'en-US' | 'id-ID' = 'en-US', options: { serviceWorkers?: 'allow' | 'block' } = {}): PhonePage {
  let browser: Browser | null = null;
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await newPhoneContext(browser!, locale, options);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });
  return currentObjects(() => ({ browser, context, page }));
}

/**
 * One browser, one phone-size context and one page for the whole file: the service worker
 * precaches the app once (or never, with `serviceWorkers: 'block'`, for files not about it). Tests
 * that share it start with signInThroughApi (support/session), which clears what an earlier test
 * left in the page's storage.
 */
export function phonePagePerFile(locale: 'en-US' | 'id-ID' = 'en-US', options: { serviceWorkers?: 'allow' | 'block' } = {}): PhonePage {
  let browser: Browser | null = null;
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newPhoneContext(browser, locale, options);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return currentObjects(() => ({ browser, context, page }));
}

/** The hooks' current objects, read when a test asks for them (outside a test they do not exist). */
function currentObjects(current: () => { browser: Browser | null; context: BrowserContext | null; page: Page | null }): PhonePage {
  const required = <T>(value: T | null, name: string): T => {
    if (!value) throw new Error(`${name} is only there inside a test`);
    return value;
  };
  return {
    get browser() {
      return required(current().browser, 'browser');
    },
    get context() {
      return required(current().context, 'context');
    },
    get page() {
      return required(current().page, 'page');
    },
  };
}
