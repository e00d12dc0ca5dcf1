/**
 * The crash harness: Chromium on a persistent profile directory, killed with SIGKILL (no close, no
 * pagehide, no unload: what a phone does to a backgrounded browser, or a power loss) and started
 * again on the same profile, so a test can check what survived on the device.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { baseUrl, PHONE_VIEWPORT } from './browser';
import { uniquePhoneNumber } from './sandbox';
import { openInEnglish, signIn } from './sign-in';

/** How long after the last change the browser is killed (issue 12: drafts must survive 50 ms). */
export const KILL_AFTER_MS = 50;

export interface CrashableBrowser {
  readonly context: BrowserContext;
  readonly page: Page;
  /** The browser process (the one every other Chromium process of this profile hangs from). */
  readonly pid: number;
}

/** A fresh profile directory for one test; `remove` deletes it (call it in a finally). */
export async function newProfile(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'crash-profile-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The main browser process started on `profileDir`: its command line names the profile and has no --type. */
async function browserPid(profileDir: string): Promise<number> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
      const args = cmdline.split('\0');
      if (args.includes(`--user-data-dir=${profileDir}`) && !args.some((arg) => arg.startsWith('--type='))) return Number(entry);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No Chromium process found for ${profileDir}`);
}

/** Chromium on `profileDir`, as a phone in English (the tests' language), with one page open. */
export async function launchOnProfile(profileDir: string): Promise<CrashableBrowser> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: baseUrl(),
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: 'Asia/Jakarta',
  });
  const pid = await browserPid(profileDir);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, pid };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGKILL to the browser process and to every process of its group (renderers, the GPU and network
 * services), then waits until they are gone. Only the processes this harness started are named.
 */
export async function killBrowser(browser: CrashableBrowser): Promise<void> {
  const stat = await readFile(`/proc/${browser.pid}/stat`, 'utf8').catch(() => '');
  // Field 5 of /proc/<pid>/stat is the process group (after the parenthesised command name).
  const pgid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  if (pgid === browser.pid) process.kill(-browser.pid, 'SIGKILL');
  else process.kill(browser.pid, 'SIGKILL');
  const deadline = Date.now() + 10_000;
  while (alive(browser.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await browser.context.close().catch(() => undefined); // the connection is dead already: only playwright's bookkeeping
}

/** Waits `ms` after the last change, then kills the browser (the kill the drafts must survive). */
export async function killAfter(browser: CrashableBrowser, ms: number = KILL_AFTER_MS): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await killBrowser(browser);
}

/**
 * Sets several form fields in one task, each with the events a browser's autofill fires, the way
 * an autofill fills a whole step at once. `fields` maps a field's label to the value.
 */
export async function autofill(page: Page, fields: Record<string, string>): Promise<void> {
  const controls = await Promise.all(
    Object.keys(fields).map(async (label) => {
      const handle = await page.getByLabel(label).elementHandle();
      if (!handle) throw new Error(`No field labelled ${label}`);
      return handle;
    }),
  );
  await page.evaluate(
    ({ elements, values }) => {
      elements.forEach((control, index) => {
        // React listens to the value setter of the element's prototype, not the instance's.
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
        setter?.call(control, values[index]);
        control.dispatchEvent(new Event('input', { bubbles: true }));
        control.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    { elements: controls, values: Object.values(fields) },
  );
}

/** The kill delays issue 39 names: at once, and 50 and 200 ms after the last action. */
export const KILL_DELAYS_MS = [0, 50, 200] as const;

/**
 * CRASH_RUNS (a positive integer) asks for the full sweep: every kill delay of a case, that many
 * rounds (the bench's and a person's soak). Unset, CI's pass runs each case once, at the delays
 * that lost work before the fix: each relaunch of Chromium costs 10 to 40 s on CI's two cores.
 */
function sweepRounds(): number | null {
  const runs = Number(process.env.CRASH_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : null;
}

/** How many rounds a crash case makes: CRASH_RUNS when set, else one. */
export function crashRuns(): number {
  return sweepRounds() ?? 1;
}

/** The kill delays a case tries: all of `all` in the full sweep (CRASH_RUNS), only `ci` in CI's pass. */
export function crashDelays<Delay extends number>(all: readonly Delay[], ci: readonly Delay[]): readonly Delay[] {
  return sweepRounds() === null ? ci : all;
}

/** Whether this is the full sweep (CRASH_RUNS set): measurements that assert nothing run only then. */
export function fullCrashSweep(): boolean {
  return sweepRounds() !== null;
}

/** What a crash case kept and lost over its runs; `report` prints `lost n/total` (and what was lost). */
export class LossTally {
  private total = 0;
  private readonly losses: string[] = [];

  constructor(private readonly name: string) {}

  record(kept: boolean, detail: string): void {
    this.total += 1;
    if (!kept) this.losses.push(detail);
  }

  get lost(): number {
    return this.losses.length;
  }

  report(): { lost: number; total: number } {
    const lost = this.losses.length;
    console.log(`[crash] ${this.name}: lost ${lost}/${this.total}${lost > 0 ? ` (${this.losses.join('; ')})` : ''}`);
    return { lost, total: this.total };
  }
}

/**
 * One profile for a whole crash case: `launch` starts Chromium on it (again after each kill); every
 * browser started is closed and the profile removed at the end.
 */
export async function withCrashProfile(run: (launch: () => Promise<CrashableBrowser>) => Promise<void>): Promise<void> {
  const profile = await newProfile();
  const opened: CrashableBrowser[] = [];
  const launch = async (): Promise<CrashableBrowser> => {
    const browser = await launchOnProfile(profile.dir);
    opened.push(browser);
    return browser;
  };
  try {
    await run(launch);
  } finally {
    for (const browser of opened) await browser.context.close().catch(() => undefined);
    await profile.remove();
  }
}

/**
 * withCrashProfile with its first browser signed in, in English, as a new user: `run` gets that
 * browser, the user's phone number and `relaunch` (Chromium on the same profile again).
 */
export async function withSignedInProfile(
  run: (first: CrashableBrowser, phone: string, relaunch: () => Promise<CrashableBrowser>) => Promise<void>,
): Promise<void> {
  await withCrashProfile(async (launch) => {
    const first = await launch();
    const phone = uniquePhoneNumber();
    await openInEnglish(first.page);
    await signIn(first.page, phone);
    await run(first, phone, launch);
  });
}

/** A shaped link for the browser's page (DevTools' network emulation), so a kill lands while a file is on its way. */
export async function shapeNetwork(
  browser: CrashableBrowser,
  link: { latency: number; downloadThroughput: number; uploadThroughput: number },
): Promise<void> {
  const cdp = await browser.context.newCDPSession(browser.page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link });
}

/** Whether `check` holds within `timeout` ms (asked every 100 ms): a relaunched page restores what it kept a moment after it shows. */
export async function holdsWithin(check: () => Promise<boolean>, timeout = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
