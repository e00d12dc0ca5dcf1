/**
 * The phone in WebKit: WebKitGTK's MiniBrowser driven through WebDriver (scripts/lib/webkit-driver.ts),
 * its window sized so the page gets 390 x 844 CSS pixels, on the Xvfb display
 * tests/e2e/webkit-setup.ts started.
 * What WebDriver cannot do here: emulate offline (journeys stop a server of their own instead),
 * touch, a device pixel ratio other than the display's (1), or hold a request.
 */
import { writeFile } from 'node:fs/promises';
import { By, type WebDriver, type WebElement } from 'selenium-webdriver';
import { inject } from 'vitest';
import { openMiniBrowser, type WebKitBrowser } from '../../../scripts/lib/webkit-driver';
import { BasePhone, FIND_SCRIPT } from './base-phone';
import type { SerialisedTarget } from './in-page';
import { PHONE_SIZE } from './phone';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The X display MiniBrowser opens on (tests/e2e/webkit-setup.ts). */
    xDisplay: string;
  }
}

class WebKitPhone extends BasePhone<WebElement> {
  readonly engine = 'webkit' as const;

  private readonly driver: WebDriver;

  constructor(
    private readonly browser: WebKitBrowser,
    private readonly origin: string,
  ) {
    super();
    this.driver = browser.driver;
  }

  async goto(pathOrUrl: string): Promise<void> {
    await this.driver.get(new URL(pathOrUrl, this.origin).toString());
  }

  async reload(): Promise<void> {
    await this.driver.navigate().refresh();
  }

  async screenshot(path: string): Promise<void> {
    await writeFile(path, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }

  async close(): Promise<void> {
    await this.browser.close();
  }

  protected run<T>(body: string, arg?: unknown): Promise<T> {
    return this.driver.executeScript<T>(body, arg ?? null);
  }

  protected find(target: SerialisedTarget): Promise<WebElement | null> {
    return this.driver.executeScript<WebElement | null>(FIND_SCRIPT, target);
  }

  protected async click(element: WebElement): Promise<void> {
    await element.click();
  }

  protected async typeInto(element: WebElement, text: string): Promise<void> {
    await element.sendKeys(text);
  }

  protected async setFile(element: WebElement, path: string): Promise<void> {
    // WebDriver sets a file input's files from a path on the driver's machine (this one).
    await element.sendKeys(path);
  }

  protected async choose(element: WebElement, value: string): Promise<void> {
    await element.findElement(By.css(`option[value="${value.replace(/"/g, '\\"')}"]`)).click();
  }

  /** Sizes the window so that the page's viewport is the phone's (the window adds its toolbar). */
  async fitViewport(): Promise<void> {
    const window = this.driver.manage().window();
    let size = { width: PHONE_SIZE.width, height: PHONE_SIZE.height };
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const resized = await window.setRect({ ...size, x: 0, y: 0 }).then(
        () => true,
        (error: unknown) => {
          // A window between two states refuses a size it takes a moment later: ask again.
          if (error instanceof Error && error.name === 'InvalidArgumentError') return false;
          throw error;
        },
      );
      if (!resized) {
        size = { width: PHONE_SIZE.width, height: PHONE_SIZE.height };
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      const inner = await this.driver.executeScript<{ width: number; height: number }>(
        'return { width: window.innerWidth, height: window.innerHeight };',
      );
      if (inner.width === PHONE_SIZE.width && inner.height === PHONE_SIZE.height) return;
      // A window not yet laid out answers 0: ask again; otherwise add what the toolbar takes.
      if (inner.width > 0 && inner.height > 0) {
        const rect = await window.getRect();
        size = windowSizeFor(rect, inner);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`WebKit's viewport never became the phone's ${PHONE_SIZE.width} x ${PHONE_SIZE.height}`);
  }
}

/**
 * The window size that gives the phone's viewport, from the window's rect and its viewport now.
 * A window still being mapped can answer a rect of 0 or a fraction: then the phone's size is asked
 * for again rather than a width WebDriver refuses ("Invalid width value").
 */
function windowSizeFor(
  rect: { width: number; height: number },
  inner: { width: number; height: number },
): { width: number; height: number } {
  const width = Math.round(rect.width + PHONE_SIZE.width - inner.width);
  const height = Math.round(rect.height + PHONE_SIZE.height - inner.height);
  const plausible =
    width >= PHONE_SIZE.width && width <= PHONE_SIZE.width * 2 && height >= PHONE_SIZE.height && height <= PHONE_SIZE.height * 2;
  return plausible ? { width, height } : { width: PHONE_SIZE.width, height: PHONE_SIZE.height };
}

export async function openWebKitPhone(origin: string): Promise<WebKitPhone> {
  const phone = new WebKitPhone(await openMiniBrowser(inject('xDisplay')), origin);
  await phone.goto('/sandbox/clock'); // a page of the origin, to size the viewport on
  await phone.fitViewport();
  return phone;
}
