/** The phone in Chromium, through playwright-core: a context of its own at phone size, touch, Jakarta time. */
import { writeFile } from 'node:fs/promises';
import type { Browser, BrowserContext, ElementHandle, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { BasePhone, FIND_SCRIPT } from './base-phone';
import type { SerialisedTarget } from './in-page';
import { PHONE_SIZE } from './phone';

type Handle = ElementHandle<Element>;

/** A script body called with its argument (`arguments[0]`), as one expression. */
const expression = (body: string, arg: unknown): string => `(function () { ${body} }).call(null, ${JSON.stringify(arg ?? null)})`;

class ChromiumPhone extends BasePhone<Handle> {
  readonly engine = 'chromium' as const;

  constructor(
    private readonly browser: Browser,
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly origin: string,
  ) {
    super();
  }

  async goto(pathOrUrl: string): Promise<void> {
    await this.page.goto(new URL(pathOrUrl, this.origin).toString());
  }

  async reload(): Promise<void> {
    await this.page.reload();
  }

  async screenshot(path: string): Promise<void> {
    await writeFile(path, await this.page.screenshot());
  }

  async close(): Promise<void> {
    await this.context.close();
    await this.browser.close();
  }

  protected run<T>(body: string, arg?: unknown): Promise<T> {
    // An expression, not a function built in the page: the app's CSP allows no eval.
    return this.page.evaluate(expression(body, arg)) as Promise<T>;
  }

  protected async find(target: SerialisedTarget): Promise<Handle | null> {
    const handle = await this.page.evaluateHandle(expression(FIND_SCRIPT, target));
    const element = handle.asElement();
    if (!element) await handle.dispose();
    return element as Handle | null;
  }

  protected async click(element: Handle): Promise<void> {
    await element.click();
  }

  protected async typeInto(element: Handle, text: string): Promise<void> {
    await element.fill(text);
  }

  protected async setFile(element: Handle, path: string): Promise<void> {
    await element.setInputFiles(path);
  }

  protected async choose(element: Handle, value: string): Promise<void> {
    await element.selectOption(value);
  }
}

export async function openChromiumPhone(origin: string): Promise<ChromiumPhone> {
  const browser = await launchBrowser();
  const context = await browser.newContext({
    viewport: PHONE_SIZE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  return new ChromiumPhone(browser, context, await context.newPage(), origin);
}
