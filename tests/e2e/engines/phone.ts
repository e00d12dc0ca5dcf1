/**
 * The thin driver layer the journeys (tests/e2e/journeys/) run through, so one test's code runs in
 * both engines: Chromium through playwright-core, WebKit (WebKitGTK's MiniBrowser) through
 * WebDriver (selenium-webdriver and WebKitWebDriver, under Xvfb). The project picks the engine
 * (E2E_ENGINE, set by vitest.config.ts). Elements are found in the page by the same script in both
 * (./in-page.ts: role and accessible name, or label), so what a journey names is what a user sees.
 */
export type Engine = 'chromium' | 'webkit';

/** A name as the user reads it: the whole text (whitespace folded), or a pattern. */
export type Name = string | RegExp;

/** What a journey finds: a control by its label, a button, link or heading by its name, or a CSS selector. */
export type Target =
  | { label: Name }
  | { role: 'button' | 'link' | 'heading' | 'checkbox' | 'radio'; name: Name }
  | { css: string; nth?: number };

export interface Phone {
  readonly engine: Engine;
  /** Opens a path of the app's origin (or a whole URL). */
  goto(pathOrUrl: string): Promise<void>;
  reload(): Promise<void>;
  /** location.pathname + location.search. */
  location(): Promise<string>;
  /** Runs `fn` in the page with a JSON argument; a promise it answers is awaited. */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** Waits until the target is in the page and shown. */
  waitFor(target: Target, timeoutMs?: number): Promise<void>;
  /** Whether the target is in the page and shown now. */
  isShown(target: Target): Promise<boolean>;
  /** The text the user reads in the target (innerText). */
  text(target: Target): Promise<string>;
  /** The value of a field (input, select, textarea). */
  value(target: Target): Promise<string>;
  /** Waits for the page (<body>) to show this text. */
  waitForText(text: Name, timeoutMs?: number): Promise<void>;
  /** Types into an empty field, as a person does. */
  type(target: Target, text: string): Promise<void>;
  /** Presses: a tap on the target, once. */
  press(target: Target): Promise<void>;
  /** Picks a file of the disk in a file input (found by its label or CSS selector). */
  pickFile(target: Target, path: string): Promise<void>;
  /** Picks an option of a <select> by its value. */
  select(target: Target, value: string): Promise<void>;
  /** The viewport as it is, as a PNG. */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

export const PHONE_SIZE = { width: 390, height: 844 };

export function currentEngine(): Engine {
  const engine = process.env.E2E_ENGINE ?? 'chromium';
  if (engine !== 'chromium' && engine !== 'webkit') throw new Error(`E2E_ENGINE=${engine}: chromium or webkit`);
  return engine;
}

/** A fresh phone (its own cookies, storage, service worker) of the project's engine on `origin`. */
export async function openPhone(origin: string): Promise<Phone> {
  if (currentEngine() === 'webkit') return (await import('./webkit-phone')).openWebKitPhone(origin);
  return (await import('./chromium-phone')).openChromiumPhone(origin);
}
