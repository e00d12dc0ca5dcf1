/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * "Usable" times under a slow phone's conditions (issue 14), measured in Chromium through the
 * DevTools protocol: 4x CPU slowdown, slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up), the HTTP
 * cache disabled (every run is a cold load). The page itself records, from its first frame on,
 * the first animation frame in which the target is there, visible and editable (the phone field)
 * or shown (the home's heading), the long tasks, and the scripts it had requested by then.
 */
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';

export type UsableTarget = 'phone-field' | 'home-heading' | 'home-cards' | 'home-figures';

export interface UsableRun {
  /** From navigation start to the first frame with the target usable. */
  usableMs: number;
  /** Scripts requested before that frame (modulepreloads included). */
  scriptsBefore: number;
  /** Long tasks (> 50 ms) from the first paint until the network was quiet: their excess over 50 ms summed, and the longest. */
  blockingMs: number;
  longestTaskMs: number;
  /** Issue 41: the later of the target usable and the end of the last long task (> 50 ms) until the network was quiet. */
  quietMs: number;
  /** Long tasks that started after the target was usable, and the longest of them. */
  tasksAfterUsable: number;
  longestAfterUsableMs: number;
  /** From the target usable to a service worker in control (`controllerchange`), when one was allowed. */
  controlledAfterUsableMs: number | null;
  /** 'home-figures': whether the figures shown in that frame were this device's copy (its "as of" notice on screen). */
  keptShown: boolean;
}

declare global {
  interface Window {
    __bench?: { usable: number | null; tasks: Array<[number, number]>; controlled: number | null; kept: boolean };
  }
}

/** Runs in the page before any of its scripts (its text is sent as is: no closures; see `initScript`). */
function recordUsable(target: string): void {
  const bench: NonNullable<Window['__bench']> = { usable: null, tasks: [], controlled: null, kept: false };
  window.__bench = bench;
  navigator.serviceWorker?.addEventListener('controllerchange', () => {
    bench.controlled ??= performance.now();
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const usable = (): boolean => {
    if (target === 'phone-field') {
      const field = document.querySelector<HTMLInputElement>('input[type="tel"][inputmode="tel"]:not([autocomplete="tel-country-code"])');
      return (
        !!field &&
        !field.disabled &&
        !field.readOnly &&
        field.getBoundingClientRect().height > 0 &&
        !field.closest('[inert],[hidden],template')
      );
    }
    if (target === 'home-figures') {
      // A warm start: a product card's figures on screen, kept or live, whichever came first.
      const figures = document.querySelector('section.product-cards .product-card__figures');
      if (!figures || figures.getBoundingClientRect().height === 0) return false;
      bench.kept = document.querySelector('[data-testid="home-kept-notice"]') !== null;
      return true;
    }
    if (target === 'home-cards') {
      const cards = document.querySelector('section.product-cards:not([aria-busy])');
      return !!cards && cards.getBoundingClientRect().height > 0;
    }
    const heading = [...document.querySelectorAll('h1')].find((h) => /Selamat datang|Welcome/.test(h.textContent ?? ''));
    return !!heading && heading.getBoundingClientRect().height > 0;
  };
  const check = (): void => {
    if (usable()) {
      bench.usable = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * The page-side recorder as init-script text. tsx (esbuild with keepNames) compiles every named
 * inner function of `recordUsable` to `__name(fn, "name")`, a helper that exists in Node but not in
 * the page: passed as a function, the script threw a ReferenceError before recording anything and
 * every run waited for a `__bench` that never came. The text brings its own `__name`.
 */
function initScript(target: UsableTarget): { content: string } {
  return { content: `(() => { const __name = (fn) => fn; (${recordUsable.toString()})(${JSON.stringify(target)}); })();` };
}

/** Slow 4G as DevTools defines it. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function throttle(context: BrowserContext, page: Page, options: { cacheDisabled?: boolean } = {}): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Off for the usable times (every run cold); on for a first visit that installs the service
  // worker, which then finds in the HTTP cache what the page loaded, as on a phone.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: options.cacheDisabled ?? true });
  // A worker's own requests (its imports) do not honour "cache disabled": they would come from what
  // an earlier run left in the cache.
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * A page's CDP session throttles the page and its dedicated workers, not a service worker, which is
 * a target of its own: every service worker the browser starts is slowed down to slow 4G and 4x
 * CPU too, as soon as it appears (attached through the browser's session, the protocol's messages
 * passed through by `Target.sendMessageToTarget`).
 */
export async function throttleServiceWorkers(browser: Browser): Promise<() => Promise<void>> {
  const cdp = await browser.newBrowserCDPSession();
  let id = 0;
  const send = (sessionId: string, method: string, params: object): Promise<unknown> =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: (id += 1), method, params }) });
  cdp.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return;
    void (async () => {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false });
      await send(sessionId, 'Network.enable', {});
      await send(sessionId, 'Network.emulateNetworkConditions', SLOW_4G);
      await send(sessionId, 'Emulation.setCPUThrottlingRate', { rate: 4 });
    })().catch(() => undefined);
  });
  if (process.env.BENCH_TRACE_SW)
    cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
      const parsed = JSON.parse(message) as {
        method?: string;
        params?: { response?: { url: string; fromDiskCache: boolean; timing?: { requestTime: number } }; timestamp?: number };
      };
      if (parsed.method === 'Network.responseReceived')
        console.log(
          'sw',
          parsed.params?.timestamp,
          parsed.params?.response?.url.replace(/^.*\//, ''),
          parsed.params?.response?.fromDiskCache,
        );
    });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  return () => cdp.detach();
}

/** `whenUsable`: runs once the target is usable, before the network is waited for (a held platform released). */
async function measure(page: Page, url: string, whenUsable: () => Promise<void> = async () => undefined): Promise<UsableRun> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__bench?.usable != null, undefined, { timeout: 60_000, polling: 250 });
  await whenUsable();
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  // Read once the network is idle: a resource entry exists only when its response has ended, and a
  // script requested before the target was usable may well end after it.
  const bench = await page.evaluate(() => ({
    ...window.__bench!,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    scriptStarts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(m?js|tsx?)(\?|$)/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  const usableMs = Math.max(bench.usable ?? 0, bench.fcp);
  const after = bench.tasks.filter(([start]) => start >= bench.fcp);
  const afterUsable = bench.tasks.filter(([start, duration]) => start + duration > usableMs);
  return {
    usableMs,
    quietMs: Math.max(usableMs, ...bench.tasks.map(([start, duration]) => start + duration)),
    tasksAfterUsable: afterUsable.length,
    longestAfterUsableMs: Math.max(0, ...afterUsable.map(([, duration]) => duration)),
    controlledAfterUsableMs: bench.controlled === null ? null : bench.controlled - usableMs,
    keptShown: bench.kept,
    scriptsBefore: bench.scriptStarts.filter((start) => start <= usableMs).length,
    blockingMs: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    longestTaskMs: Math.max(0, ...bench.tasks.map(([, duration]) => duration)),
  };
}

/** One cold load in a fresh context (nothing stored: a first visit); `throttled: false` as WebKit's is measured. */
export async function coldLoad(
  browser: Browser,
  url: string,
  target: UsableTarget,
  options: { throttled?: boolean } = {},
): Promise<UsableRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', locale: 'id-ID' });
  try {
    await context.addInitScript(initScript(target));
    const page = await context.newPage();
    if (options.throttled ?? true) await throttle(context, page);
    return await measure(page, url);
  } finally {
    await context.close();
  }
}

/**
 * A first visit that installs the service worker (issue 41): the page and the worker throttled (the
 * browser's service workers slowed by {@link throttleServiceWorkers}), the HTTP cache on (emptied
 * first). Waits until a worker controls the page, up to `controlWithinMs`.
 */
export async function firstVisitInstalling(browser: Browser, url: string, controlWithinMs = 30_000): Promise<UsableRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow', locale: 'id-ID' });
  try {
    await context.addInitScript(initScript('phone-field'));
    const page = await context.newPage();
    await throttle(context, page, { cacheDisabled: false });
    if (process.env.BENCH_TRACE_SW) {
      await page.addInitScript(() => {
        const t: Record<string, number> = {};
        (window as unknown as { __sw: typeof t }).__sw = t;
        window.addEventListener('load', () => (t.load = performance.now()));
        const original = navigator.serviceWorker.register.bind(navigator.serviceWorker);
        navigator.serviceWorker.register = async (...args) => {
          t.register = performance.now();
          const registration = await original(...args);
          t.registered = performance.now();
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => (t[worker.state] = performance.now()));
          return registration;
        };
      });
    }
    const run = await measure(page, url);
    if (process.env.BENCH_TRACE_SW) {
      await page.waitForTimeout(8000);
      console.log(run.usableMs, await page.evaluate(() => (window as unknown as { __sw: unknown }).__sw));
    }
    if (run.controlledAfterUsableMs !== null) return run;
    await page
      .waitForFunction(() => window.__bench?.controlled != null, undefined, { timeout: controlWithinMs, polling: 250 })
      .catch(() => undefined);
    const controlled = await page.evaluate(() => window.__bench?.controlled ?? null);
    return { ...run, controlledAfterUsableMs: controlled === null ? null : controlled - run.usableMs };
  } finally {
    await context.close();
  }
}

/** A signed-in reload: the context keeps its storage (the session), the HTTP cache is off. */
export async function signedInReload(context: BrowserContext, url: string): Promise<UsableRun> {
  const page = await context.newPage();
  try {
    await throttle(context, page);
    return await measure(page, url);
  } finally {
    await page.close();
  }
}

/**
 * V8 flag: every function's source positions are recorded when it is compiled, not on demand.
 * A browser driven through the DevTools protocol (Playwright, Lighthouse) has the inspector's
 * Runtime domain on, and V8 then takes a detailed stack trace, with line and column, for every
 * Error created. React DOM creates five while its module is evaluated (sentinels such as
 * SuspenseException, never thrown to the user), and each frame's positions are found by parsing
 * its function again on the main thread: React DOM's 200 KB factory and its chunk's program
 * (29 Nov, traced at 4x: two `V8.CollectSourcePositions` of 30-75 ms each, in a task of 100-160 ms;
 * with those five `Error(...)` calls taken out of a copy of the build, the task was 42 ms). Without
 * DevTools, V8 keeps a cheap stack of code offsets and positions are never needed. With this
 * flag the positions are made while the file is compiled, mostly off the main thread as it
 * streams in. Unthrottled (28 Nov), React's chunk evaluated in 29-58 ms under Playwright, in 5-17
 * ms in the same Chromium started without DevTools, and in 3-5 ms under Playwright with this flag.
 */
const SOURCE_POSITIONS_AT_COMPILE = '--js-flags=--no-enable-lazy-source-positions';

/**
 * The bench's Chromium. `asWithoutDevTools`: with {@link SOURCE_POSITIONS_AT_COMPILE}, so the long
 * tasks are those of a page no debugger is attached to (what a user's phone runs): the longest
 * task's budget is measured so. Every other figure is measured without it.
 */
export async function launchBenchBrowser(options: { asWithoutDevTools?: boolean } = {}): Promise<Browser> {
  const args = options.asWithoutDevTools ? [...CHROMIUM_ARGS, SOURCE_POSITIONS_AT_COMPILE] : CHROMIUM_ARGS;
  return chromium.launch({ executablePath: CHROMIUM_PATH, args });
}

/** Seeds the sandbox user `phone` in `state` (/sandbox/users). */
async function seededPhone(url: string, phone: string, state: string): Promise<void> {
  const response = await fetch(`${url}/sandbox/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: `+62${phone}`, state }),
  });
  if (response.status !== 201) throw new Error(`seed ${state}: HTTP ${response.status} ${await response.text()}`);
}

/**
 * Signs a new sandbox user in (phone, code from the sandbox's SMS inbox), unthrottled, and leaves the
 * context signed in; `serviceWorker`: installed too (the worker in control, its precache done), with
 * a user whose pay-later is active with a bill (the warm start measures its card's figures).
 */
export async function signedInContext(browser: Browser, url: string, options: { serviceWorker?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    locale: 'id-ID',
  });
  await context.addInitScript(initScript(options.serviceWorker ? 'home-figures' : 'home-heading'));
  const page = await context.newPage();
  const phone = `81${String(Date.now()).slice(-8)}`;
  if (options.serviceWorker) await seededPhone(url, phone, 'paylater-bill-due');
  await page.goto(url);
  await page.getByLabel('Nomor HP').fill(phone);
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  const codeField = page.getByLabel('Kode 6 digit');
  await codeField.waitFor();
  const sms = (await (await fetch(`${url}/sandbox/sms?phone=${encodeURIComponent(`+62${phone}`)}`)).json()) as {
    data: Array<{ code: string }>;
  };
  await codeField.fill(sms.data[0]?.code ?? '');
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await page.waitForFunction(() => window.__bench?.usable != null, undefined, { timeout: 30_000 });
  if (options.serviceWorker) {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    // Every file cached: the second stage's cache holds as many files as it will (sw/precache-rest.ts).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3_000);
  }
  await page.close();
  return context;
}

/** Every platform call (the app's files are the service worker's). */
const PLATFORM_CALLS = /\/v[12]\//;

/**
 * A warm start of an installed app: the worker in control answers the app's files, the network is
 * slow 4G. `platformHeld`: no platform call is answered until the figures are shown (a network that
 * carries nothing), so they can only be the ones this device kept.
 */
export async function warmSignedInReload(
  context: BrowserContext,
  url: string,
  options: { platformHeld?: boolean } = {},
): Promise<UsableRun> {
  const page = await context.newPage();
  const held: Route[] = [];
  const hold = (route: Route): void => {
    held.push(route);
  };
  const release = async (): Promise<void> => {
    await context.unroute(PLATFORM_CALLS, hold);
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  };
  try {
    if (options.platformHeld) await context.route(PLATFORM_CALLS, hold);
    await throttle(context, page, { cacheDisabled: false });
    return await measure(page, url, release);
  } finally {
    await release();
    await page.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
