/**
 * The phone in WebKit: WebKitGTK's MiniBrowser driven through WebDriver, its window sized so the
 * page gets 390 x 844 CSS pixels. Each phone has a WebKitWebDriver of its own (it takes one session
 * at a time), on the Xvfb display tests/e2e/webkit-setup.ts started.
 * What WebDriver cannot do here: emulate offline (journeys stop a server of their own instead),
 * touch, a device pixel ratio other than the display's (1), or hold a request.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver';
import { inject } from 'vitest';
import { freePort } from '../../../scripts/lib/start-server';
import { BasePhone, FIND_SCRIPT } from './base-phone';
import type { SerialisedTarget } from './in-page';
import { PHONE_SIZE } from './phone';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The X display MiniBrowser opens on (tests/e2e/webkit-setup.ts). */
    xDisplay: string;
  }
}

export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

class WebKitPhone extends BasePhone<WebElement> {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly driver: WebDriver,
    private readonly driverProcess: ChildProcess,
    private readonly origin: string,
  ) {
    super();
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
    await this.driver.quit().catch(() => undefined);
    this.driverProcess.kill();
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

  /** Sizes the window so that the page's viewport is the phone's (the window adds its own frame). */
  async fitViewport(): Promise<void> {
    const window = this.driver.manage().window();
    await window.setRect({ width: PHONE_SIZE.width, height: PHONE_SIZE.height, x: 0, y: 0 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const inner = await this.driver.executeScript<{ width: number; height: number }>(
        'return { width: window.innerWidth, height: window.innerHeight };',
      );
      if (inner.width === PHONE_SIZE.width && inner.height === PHONE_SIZE.height) return;
      const rect = await window.getRect();
      await window.setRect({
        width: rect.width + PHONE_SIZE.width - inner.width,
        height: rect.height + PHONE_SIZE.height - inner.height,
      });
    }
  }
}

async function startDriver(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: inject('xDisplay') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', () => undefined); // MiniBrowser's GTK warnings are not the test's output
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    const up = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`WebKitWebDriver not up at ${url}`);
}

export async function openWebKitPhone(origin: string): Promise<WebKitPhone> {
  const started = await startDriver();
  const driver = await new Builder()
    .usingServer(started.url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation', '--time-zone=Asia/Jakarta'] },
    })
    .build();
  const phone = new WebKitPhone(driver, started.process, origin);
  await phone.goto('/sandbox/clock'); // a page of the origin, to size the viewport on
  await phone.fitViewport();
  return phone;
}
