/**
 * `npm run bench`: the speed and size figures, printed against their budgets.
 * - JavaScript that `/` loads on the main thread before the sign-in form is interactive (gzip).
 * - The usable-form time of `/` against an empty-stack reference app (scripts/bench-reference/)
 *   built and measured in the same run (4x CPU, slow 4G, cold cache; median of 5), the same for a
 *   signed-in reload of the home, the long tasks, and the scripts requested before the form works.
 * - Lighthouse mobile (simulated slow 4G, 4x CPU) performance score and LCP of `/`.
 * - A 9 MB deed over a 100 KB/s uplink cut every 20 s: its time and the bytes sent over its size
 *   (issue 40; `--resumable` runs the sizes and this only).
 * Figures, not a pass/fail test (not part of `npm test`): timings on a shared machine vary.
 */
import { spawn, execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { freePort, startServer } from './lib/start-server';
import { kycPhotoCompression } from './lib/kyc-photo-bench';
import { pageChunks } from './lib/page-chunks';
import { workerFiles } from './lib/worker-files';
import { BUDGET_LOAD_FACTOR, BUDGET_MEMORY_GROWTH_MB, uploadLoad } from './lib/upload-load-bench';
import { SHAPED_UPLOAD_RUNS, shapedUploadRuns } from './lib/shaped-upload-bench';
import { build as viteBuild, preview as vitePreview } from 'vite';
import {
  coldLoad,
  firstVisitInstalling,
  launchBenchBrowser,
  median,
  signedInContext,
  signedInReload,
  throttleServiceWorkers,
  warmSignedInReload,
  type UsableRun,
} from './lib/usable-bench';
import { startXvfb } from './lib/webkit-driver';
import { webkitColdLoad } from './lib/webkit-usable-bench';

const DIST = join(process.cwd(), 'dist');
/** 130 KB for the sign-in form alone; 140 since the visitor's product cards (issue 3) share the first screen. */
const BUDGET_JS_GZIP_KB = 140;
const BUDGET_PERFORMANCE = 95;
/** Google's "good" threshold; the first screen's content must not jump while it loads. */
const BUDGET_CLS = 0.1;
const BUDGET_LCP_MS = 1500;
const BUDGET_PHOTO_MS = 400;
const BUDGET_LONG_TASK_MS = 50;
/** What a lazy page adds to what `/` loaded (issue 9: each money page). */
const BUDGET_PAGE_GZIP_KB = 30;
/**
 * Lighthouse runs through npx rather than as a dev dependency: it is only needed here, and its
 * dependency on a `latest` tag would make `npm ci` refuse the lock file whenever that tag moves.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
/** Issue 14: the form usable no later than the empty-stack app's (1.0x), the signed-in home within 1.2x of it. */
const BUDGET_FORM_RATIO = 1.0;
/** Issue 41: the signed-in home as soon as the reference's form (1.2x since issue 14). */
const BUDGET_HOME_RATIO = 1.0;
/** Issue 41: quiet (the form shown and no long task left) at 0.6x the reference's, no task over 50 ms once it is shown. */
const BUDGET_QUIET_RATIO = 0.6;
/** Issue 41: a first visit's worker in control (the shell and the home's files cached) 3 s after the form is shown. */
const BUDGET_CONTROLLED_MS = 3000;
/** Issue 41: a warm start's home at half the reference's cold form. */
const BUDGET_WARM_RATIO = 0.5;
const BUDGET_SCRIPTS_BEFORE_USABLE = 6;
const BUDGET_TBT_MS = 150;
const BUDGET_TASK_MS = 100;
const USABLE_RUNS = 5;
/** Issue 40: the deed finishes within the 4 minutes it never finished in, sending at most 1.3x its size. */
const BUDGET_SHAPED_UPLOAD_S = 240;
const BUDGET_SHAPED_UPLOAD_RATIO = 1.3;

interface LighthouseResult {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

function row(name: string, value: string, budget: string, ok: boolean): void {
  console.log(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(48)} ${value.padStart(12)}   budget ${budget}`);
}

async function ensureBuild(): Promise<void> {
  const built = await stat(join(DIST, 'index.html')).then(
    () => true,
    () => false,
  );
  if (built && !process.argv.includes('--rebuild')) return;
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed: ${code}`))));
  });
}

/** Gzip size (level 9, as the server's precompressed .gz) of each script the page and its worker load. */
async function firstScreenScripts(url: string): Promise<{
  mainKb: number;
  workerBootKb: number;
  workerKb: number;
  files: Array<{ path: string; gzipKb: number }>;
  loaded: Set<string>;
}> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const mainScripts = new Set<string>();
  const workerScripts = new Set<string>();
  const loaded = new Set<string>();
  // Files of the build only: the Intl warm-up worker comes from a blob: URL (index.html's own bytes).
  page.on('request', (request) => {
    if (request.url().startsWith('blob:')) return;
    if (request.frame() === page.mainFrame()) loaded.add(new URL(request.url()).pathname.replace(/^\//, ''));
    if (request.resourceType() === 'script' && request.frame() === page.mainFrame()) mainScripts.add(new URL(request.url()).pathname);
  });
  page.on('worker', (worker) => {
    if (!worker.url().startsWith('blob:')) workerScripts.add(new URL(worker.url()).pathname);
  });
  await page.goto(url);
  await page.getByRole('button', { name: /Kirim kode|Send code/ }).waitFor();
  await page.waitForLoadState('networkidle');
  await browser.close();
  const fileKb = async (path: string): Promise<number> => gzipSync(await readFile(join(DIST, path)), { level: 9 }).length / 1024;
  const gzipKb = async (paths: Iterable<string>): Promise<number> => {
    let kb = 0;
    for (const path of paths) kb += await fileKb(path);
    return kb;
  };
  // The worker's chunks that were fetched: its boot file (the worker's own script) and what it imported.
  const workerLoaded = new Set<string>();
  for (const entry of workerScripts) {
    for (const path of await workerFiles(DIST, entry)) if (path === entry || mainScripts.has(path)) workerLoaded.add(path);
  }
  for (const path of workerLoaded) mainScripts.delete(path);
  const files = await Promise.all([...mainScripts].map(async (path) => ({ path, gzipKb: await fileKb(path) })));
  return {
    mainKb: await gzipKb(mainScripts),
    workerBootKb: await gzipKb(workerScripts),
    workerKb: await gzipKb(workerLoaded),
    files: files.sort((a, b) => b.gzipKb - a.gzipKb),
    loaded,
  };
}

type ThrottlingMethod = 'simulate' | 'devtools';

/**
 * Lighthouse's mobile run. 'simulate' (the default) replays the trace through a network and CPU
 * model; 'devtools' really slows the browser down, so the static shell's early paint counts as it
 * would on a phone.
 */
interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
}

/**
 * One Lighthouse run varies a lot on a shared machine (simulated LCP from 1.1 to 2.2 s on the same
 * build here), so each mode runs a few times and each figure is the median, as Lighthouse's own
 * guidance on variability advises.
 */
const LIGHTHOUSE_RUNS = 3;

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (pick: (figures: LighthouseFigures) => number): number => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    score: median((f) => f.score),
    lcpMs: median((f) => f.lcpMs),
    tbtMs: median((f) => f.tbtMs),
    fcpMs: median((f) => f.fcpMs),
    cls: median((f) => f.cls),
  };
}

async function lighthouseMobile(url: string, throttlingMethod: ThrottlingMethod): Promise<LighthouseFigures> {
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'lh-'));
  const chrome = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 100; i += 1) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const { stdout } = await promisify(execFile)(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        `--port=${port}`,
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance',
        `--throttling-method=${throttlingMethod}`,
        '--quiet',
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const lhr = JSON.parse(stdout) as LighthouseResult;
    const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
    };
  } finally {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill('SIGKILL');
    await exited;
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

await ensureBuild();
const server = await startServer(DIST);
try {
  console.log(`Benchmarks against ${server.url} (the built app as npm start serves it)\n`);
  const scripts = await firstScreenScripts(server.url);
  row(
    'JS on the main thread before / is interactive (gzip)',
    `${scripts.mainKb.toFixed(1)} KB`,
    `${BUDGET_JS_GZIP_KB} KB`,
    scripts.mainKb <= BUDGET_JS_GZIP_KB,
  );
  // What the figure is made of: the first-screen chunk and what / loads after its first frame.
  for (const { path, gzipKb } of scripts.files) row(`    ${path.replace(/^\/assets\//, '')}`, `${gzipKb.toFixed(1)} KB`, 'n/a', true);
  row('  data worker (off the main thread): all it loaded on /', `${scripts.workerKb.toFixed(1)} KB`, 'n/a', true);
  row('    its boot file (a signed-in home waits for this only)', `${scripts.workerBootKb.toFixed(1)} KB`, 'n/a', true);
  console.log('\nEach lazy page: JS and CSS it adds to what / loaded (gzip)');
  for (const { page, gzipKb } of await pageChunks(DIST, /^src\/features\//, scripts.loaded)) {
    row(`  ${page.replace(/^src\/features\//, '')}`, `${gzipKb.toFixed(1)} KB`, `${BUDGET_PAGE_GZIP_KB} KB`, gzipKb <= BUDGET_PAGE_GZIP_KB);
  }
  console.log('');
  // `npm run bench -- --sizes`: the sizes only (seconds instead of minutes of Lighthouse runs).
  // `--usable`: the sizes and the usable-time comparison only (no photo, upload or Lighthouse runs).
  // `--warm`: the sizes and the warm start against the reference's cold form only.
  if (process.argv.includes('--resumable')) await resumableUpload(server.url);
  else if (process.argv.includes('--warm')) await warmStartOnly(server.url);
  else if (!process.argv.includes('--sizes')) {
    await usableAgainstReference(server.url);
    await usableInWebKit(server.url);
    if (!process.argv.includes('--usable')) {
      await speed(server.url);
      await resumableUpload(server.url);
    }
  }
} finally {
  await server.stop();
}

/** Median (min-max) of the runs' figure, with `digits` decimals. */
function spreadOf(values: readonly number[], digits: number): string {
  const fixed = (value: number): string => value.toFixed(digits);
  return `${fixed(median(values))} (${fixed(Math.min(...values))}-${fixed(Math.max(...values))})`;
}

async function resumableUpload(url: string): Promise<void> {
  const runs = await shapedUploadRuns(url);
  const seconds = runs.map((run) => run.ms / 1000);
  const ratios = runs.map((run) => run.ratio);
  console.log(`9 MB deed, lender step 4, uplink 100 KB/s cut every 20 s: median of ${SHAPED_UPLOAD_RUNS} (min-max)`);
  row(
    '  from the pick to Uploaded',
    `${spreadOf(seconds, 1)} s`,
    `<= ${BUDGET_SHAPED_UPLOAD_S} s (the bytes alone ${((runs[0]?.fileBytes ?? 0) / 100_000).toFixed(1)} s)`,
    median(seconds) <= BUDGET_SHAPED_UPLOAD_S,
  );
  row(
    '  bytes sent up / file size',
    `${spreadOf(ratios, 3)}x`,
    `<= ${BUDGET_SHAPED_UPLOAD_RATIO}x`,
    median(ratios) <= BUDGET_SHAPED_UPLOAD_RATIO,
  );
  row('  connections cut', runs.map((run) => run.cuts).join(' / '), 'n/a', true);
  row('    of them mid-chunk', runs.map((run) => run.bodiesCut).join(' / '), 'n/a', true);
  row(
    '  bytes the platform read / file size',
    runs.map((run) => (run.sessions.reduce((sum, session) => sum + session.receivedBytes, 0) / run.fileBytes).toFixed(3)).join(' / '),
    'n/a',
    true,
  );
  console.log('');
}

async function speed(url: string): Promise<void> {
  const photo = await kycPhotoCompression(url);
  row(
    '12 MP KYC photo compressed in the worker (median)',
    `${Math.round(photo.roundTripMs)} ms`,
    `< ${BUDGET_PHOTO_MS} ms`,
    photo.roundTripMs < BUDGET_PHOTO_MS,
  );
  row(
    '  longest main-thread task meanwhile',
    `${Math.round(photo.longestTaskMs)} ms`,
    `<= ${BUDGET_LONG_TASK_MS} ms`,
    photo.longestTaskMs <= BUDGET_LONG_TASK_MS,
  );
  row(
    '  photo size in / out',
    `${(photo.inputBytes / 1_048_576).toFixed(1)} MB / ${Math.round(photo.outputBytes / 1024)} KB`,
    '<= 1024 KB out',
    photo.outputBytes <= 1_048_576,
  );
  const load = await uploadLoad(server.url, server.pid);
  row('Profile reads p95, quiet', `${load.quietP95Ms.toFixed(1)} ms`, 'n/a', true);
  row(
    `  while ten 10 MB uploads run (${load.uploadsOk}/10 stored, ${load.reads} reads)`,
    `${load.loadedP95Ms.toFixed(1)} ms`,
    `<= ${BUDGET_LOAD_FACTOR}x quiet`,
    load.loadedP95Ms <= BUDGET_LOAD_FACTOR * load.quietP95Ms && load.uploadsOk === 10,
  );
  row(
    'Server memory (RSS) before / after the uploads',
    `${Math.round(load.startRssMb)} / ${Math.round(load.afterRssMb)} MB`,
    `<= +${BUDGET_MEMORY_GROWTH_MB} MB`,
    load.afterRssMb - load.startRssMb <= BUDGET_MEMORY_GROWTH_MB,
  );
  for (const method of ['simulate', 'devtools'] as const) {
    const runs: LighthouseFigures[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseMobile(url, method));
    const lh = medianFigures(runs);
    row(
      `Lighthouse mobile (${method}) performance score, median of ${LIGHTHOUSE_RUNS}`,
      `${lh.score}`,
      `>= ${BUDGET_PERFORMANCE}`,
      lh.score >= BUDGET_PERFORMANCE,
    );
    row('  LCP of each run', runs.map((each) => `${Math.round(each.lcpMs)}`).join(' / ') + ' ms', 'n/a', true);
    row(`Lighthouse mobile (${method}) LCP`, `${Math.round(lh.lcpMs)} ms`, `< ${BUDGET_LCP_MS} ms`, lh.lcpMs < BUDGET_LCP_MS);
    row('  first contentful paint', `${Math.round(lh.fcpMs)} ms`, 'n/a', true);
    row('  total blocking time', `${Math.round(lh.tbtMs)} ms`, 'n/a', true);
    row('  cumulative layout shift', lh.cls.toFixed(3), `< ${BUDGET_CLS}`, lh.cls < BUDGET_CLS);
  }
}

/** The reference app (scripts/bench-reference/) built into a temporary folder and served uncompressed by `vite preview`. */
async function startReference(): Promise<{ url: string; stop(): Promise<void> }> {
  const configFile = join(process.cwd(), 'scripts', 'bench-reference', 'vite.config.ts');
  const outDir = await mkdtemp(join(tmpdir(), 'bench-reference-'));
  await viteBuild({ configFile, build: { outDir } });
  const port = await freePort();
  const server = await vitePreview({ configFile, build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1' } });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

function spread(runs: readonly UsableRun[], pick: (run: UsableRun) => number): string {
  const values = runs.map(pick);
  return `${Math.round(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;
}

async function usableAgainstReference(url: string): Promise<void> {
  const reference = await startReference();
  const browser = await launchBenchBrowser();
  // The same cold loads of `/` without the second parse of React DOM that DevTools' stack traces
  // cost (see `launchBenchBrowser`): the longest task's budget is measured on these.
  const withoutDevTools = await launchBenchBrowser({ asWithoutDevTools: true });
  try {
    const signedIn = await signedInContext(browser, url);
    const installed = await signedInContext(withoutDevTools, url, { serviceWorker: true });
    const stopThrottlingWorkers = await throttleServiceWorkers(withoutDevTools);
    const runs = {
      reference: [] as UsableRun[],
      form: [] as UsableRun[],
      home: [] as UsableRun[],
      formWithoutDevTools: [] as UsableRun[],
      referenceWithoutDevTools: [] as UsableRun[],
      firstVisit: [] as UsableRun[],
      warmHome: { slow: [], held: [] } as WarmRuns,
    };
    // Interleaved, so a busy moment of the shared machine falls on all alike.
    for (let run = 0; run < USABLE_RUNS; run += 1) {
      runs.reference.push(await coldLoad(browser, reference.url, 'phone-field'));
      runs.form.push(await coldLoad(browser, url, 'phone-field'));
      runs.home.push(await signedInReload(signedIn, url));
      runs.formWithoutDevTools.push(await coldLoad(withoutDevTools, url, 'phone-field'));
      runs.referenceWithoutDevTools.push(await coldLoad(withoutDevTools, reference.url, 'phone-field'));
      runs.firstVisit.push(await firstVisitInstalling(withoutDevTools, url));
      runs.warmHome.slow.push(await warmSignedInReload(installed, url));
      runs.warmHome.held.push(await warmSignedInReload(installed, url, { platformHeld: true }));
    }
    await stopThrottlingWorkers();
    await installed.close();
    const ms = (run: UsableRun): number => run.usableMs;
    const referenceMs = median(runs.reference.map(ms));
    const formMs = median(runs.form.map(ms));
    const homeMs = median(runs.home.map(ms));
    console.log(`Usable under 4x CPU, slow 4G, cold cache: median of ${USABLE_RUNS} ms (min-max)`);
    row('  empty-stack reference app: phone field usable', `${spread(runs.reference, ms)} ms`, 'n/a', true);
    row('  / sign-in: phone field usable', `${spread(runs.form, ms)} ms`, 'n/a', true);
    row(
      '    ratio to the reference',
      `${(formMs / referenceMs).toFixed(2)}x`,
      `<= ${BUDGET_FORM_RATIO}x`,
      formMs <= BUDGET_FORM_RATIO * referenceMs,
    );
    row('  / signed-in reload: home heading shown', `${spread(runs.home, ms)} ms`, 'n/a', true);
    row(
      '    ratio to the reference',
      `${(homeMs / referenceMs).toFixed(2)}x`,
      `<= ${BUDGET_HOME_RATIO}x`,
      homeMs <= BUDGET_HOME_RATIO * referenceMs,
    );
    const scripts = median(runs.form.map((run) => run.scriptsBefore));
    row(
      '  / scripts requested before the form is usable',
      `${scripts}`,
      `<= ${BUDGET_SCRIPTS_BEFORE_USABLE}`,
      scripts <= BUDGET_SCRIPTS_BEFORE_USABLE,
    );
    const blocking = median(runs.form.map((run) => run.blockingMs));
    row(
      '  / blocking time after first paint (CDP long tasks)',
      `${spread(runs.form, (run) => run.blockingMs)} ms`,
      `<= ${BUDGET_TBT_MS} ms`,
      blocking <= BUDGET_TBT_MS,
    );
    // The budget's row: long tasks of a page no debugger is attached to (see `launchBenchBrowser`).
    // The same loads under DevTools' stack traces follow it, as information.
    const longest = median(runs.formWithoutDevTools.map((run) => run.longestTaskMs));
    row(
      '  / longest task (no debugger: positions at compile)',
      `${spread(runs.formWithoutDevTools, (run) => run.longestTaskMs)} ms`,
      `<= ${BUDGET_TASK_MS} ms`,
      longest <= BUDGET_TASK_MS,
    );
    row('    under DevTools (React DOM parsed again)', `${spread(runs.form, (run) => run.longestTaskMs)} ms`, 'n/a', true);
    // Issue 41's figures, each measured in the page (its long task observer and the frame the field
    // was usable in), on the browser no debugger re-parses scripts in, the reference's too.
    const quiet = (run: UsableRun): number => run.quietMs;
    const quietRatio = median(runs.formWithoutDevTools.map(quiet)) / median(runs.referenceWithoutDevTools.map(quiet));
    console.log('Quiet: the later of the form shown and the end of the last long task (> 50 ms), in-page marks');
    row('  empty-stack reference app', `${spread(runs.referenceWithoutDevTools, quiet)} ms`, 'n/a', true);
    row('    its form shown', `${spread(runs.referenceWithoutDevTools, ms)} ms`, 'n/a', true);
    row('  / sign-in', `${spread(runs.formWithoutDevTools, quiet)} ms`, 'n/a', true);
    row('    its form shown', `${spread(runs.formWithoutDevTools, ms)} ms`, 'n/a', true);
    row('    ratio to the reference', `${quietRatio.toFixed(2)}x`, `<= ${BUDGET_QUIET_RATIO}x`, quietRatio <= BUDGET_QUIET_RATIO);
    const tasksAfter = median(runs.formWithoutDevTools.map((run) => run.tasksAfterUsable));
    row(
      '  / tasks > 50 ms after the form is shown (longest)',
      `${runs.formWithoutDevTools.map((run) => run.tasksAfterUsable).join('/')} (${spread(runs.formWithoutDevTools, (run) => run.longestAfterUsableMs)} ms)`,
      '0',
      tasksAfter === 0,
    );
    const controlled = runs.firstVisit.map((run) => run.controlledAfterUsableMs ?? Number.POSITIVE_INFINITY);
    console.log('Offline-ready, a first visit (the page and its service worker at slow 4G and 4x CPU, HTTP cache on)');
    row('  / form shown', `${spread(runs.firstVisit, ms)} ms`, 'n/a', true);
    row(
      '  worker in control, after the form is shown',
      `${spreadOf(controlled, 0)} ms`,
      `<= ${BUDGET_CONTROLLED_MS} ms`,
      median(controlled) <= BUDGET_CONTROLLED_MS,
    );
    row('  tasks > 50 ms after the form is shown', runs.firstVisit.map((run) => run.tasksAfterUsable).join('/'), 'n/a', true);
    warmStartRows(runs.warmHome, runs.reference);
    row(
      '  reference: blocking time / longest task',
      `${Math.round(median(runs.reference.map((run) => run.blockingMs)))} / ${Math.round(median(runs.reference.map((run) => run.longestTaskMs)))} ms`,
      'n/a',
      true,
    );
    row(
      '  / home: blocking time / longest task',
      `${Math.round(median(runs.home.map((run) => run.blockingMs)))} / ${Math.round(median(runs.home.map((run) => run.longestTaskMs)))} ms`,
      'n/a',
      true,
    );
    console.log('');
    await signedIn.close();
  } finally {
    await browser.close();
    await withoutDevTools.close();
    await reference.stop();
  }
}

/**
 * Issue 41's warm start: the first frame with a product card's figures on screen (in-page), against
 * the reference's cold form; and how many of those frames showed this device's kept copy.
 */
function warmStartRows(warm: WarmRuns, reference: readonly UsableRun[]): void {
  const ms = (run: UsableRun): number => run.usableMs;
  const referenceMs = median(reference.map(ms));
  console.log("Warm start, signed in, installed (the worker in control, slow 4G, 4x CPU): the home's cards with their kept figures shown");
  for (const [name, runs] of [
    ['slow 4G', warm.slow],
    ['the platform not answering', warm.held],
  ] as const) {
    const ratio = median(runs.map(ms)) / referenceMs;
    row(`  / signed-in home, pay-later card figures, ${name}`, `${spread(runs, ms)} ms`, 'n/a', true);
    row('    ratio to the reference cold form', `${ratio.toFixed(2)}x`, `<= ${BUDGET_WARM_RATIO}x`, ratio <= BUDGET_WARM_RATIO);
    // Information: on slow 4G GET /v1/user may answer before the home has rendered, and then its figures come first.
    const kept = runs.filter((run) => run.keptShown).length;
    row('    the kept copy ("as of" shown) in that frame', `${kept} of ${runs.length} runs`, 'n/a', true);
  }
}

interface WarmRuns {
  slow: UsableRun[];
  held: UsableRun[];
}

/** `npm run bench -- --warm`: the warm start and the reference's cold form only, interleaved. */
async function warmStartOnly(url: string): Promise<void> {
  const reference = await startReference();
  const browser = await launchBenchBrowser();
  const withoutDevTools = await launchBenchBrowser({ asWithoutDevTools: true });
  try {
    const installed = await signedInContext(withoutDevTools, url, { serviceWorker: true });
    const stopThrottlingWorkers = await throttleServiceWorkers(withoutDevTools);
    const runs = { reference: [] as UsableRun[], warm: { slow: [], held: [] } as WarmRuns };
    for (let run = 0; run < USABLE_RUNS; run += 1) {
      runs.reference.push(await coldLoad(browser, reference.url, 'phone-field'));
      runs.warm.slow.push(await warmSignedInReload(installed, url));
      runs.warm.held.push(await warmSignedInReload(installed, url, { platformHeld: true }));
    }
    await stopThrottlingWorkers();
    await installed.close();
    console.log(`Median of ${USABLE_RUNS} ms (min-max)`);
    row('  empty-stack reference app: phone field usable', `${spread(runs.reference, (run) => run.usableMs)} ms`, 'n/a', true);
    warmStartRows(runs.warm, runs.reference);
    console.log('');
  } finally {
    await browser.close();
    await withoutDevTools.close();
    await reference.stop();
  }
}

/**
 * The same page's usable form in WebKit (issue 42), beside Chromium's. WebDriver emulates neither a
 * slow CPU nor a slow network for WebKit, so both are measured unthrottled here (cold cache, no
 * service worker); the throttled figures above are Chromium's alone.
 */
async function usableInWebKit(url: string): Promise<void> {
  const display = await startXvfb().catch((error: unknown) => {
    console.log(`WebKit: not measured (${error instanceof Error ? error.message : String(error)})\n`);
    return null;
  });
  if (!display) return;
  const browser = await launchBenchBrowser();
  try {
    const runs = { chromium: [] as UsableRun[], webkit: [] as UsableRun[] };
    for (let run = 0; run < USABLE_RUNS; run += 1) {
      runs.chromium.push(await coldLoad(browser, url, 'phone-field', { throttled: false }));
      runs.webkit.push(await webkitColdLoad(display.display, url));
    }
    const ms = (run: UsableRun): number => run.usableMs;
    console.log(
      `Usable in WebKit beside Chromium: unthrottled (WebDriver cannot slow WebKit's CPU or network), cold cache, median of ${USABLE_RUNS} ms (min-max)`,
    );
    row('  / sign-in: phone field usable, Chromium', `${spread(runs.chromium, ms)} ms`, 'n/a', true);
    row('  / sign-in: phone field usable, WebKit (first paint)', `${spread(runs.webkit, ms)} ms`, 'n/a', true);
    row('    WebKit / Chromium', `${(median(runs.webkit.map(ms)) / median(runs.chromium.map(ms))).toFixed(2)}x`, 'n/a', true);
    row('  / scripts requested before it, WebKit', `${median(runs.webkit.map((run) => run.scriptsBefore))}`, 'n/a', true);
    console.log('');
  } finally {
    await browser.close();
    display.stop();
  }
}
