import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdRequests } from './support/hold-requests';
import { phonePagePerTest } from './support/phone-page';
import { staticDir } from './support/platform';
import { uniquePhoneNumber } from './support/sandbox';
import { EN, signIn } from './support/sign-in';

const device = phonePagePerTest();

/** Lazy chunks of the build (pages and the modules only they use), from Vite's manifest. */
async function lazyChunks(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(staticDir(), '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isDynamicEntry?: boolean }
  >;
  return Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map((chunk) => `/${chunk.file}`);
}

describe('the first screen', () => {
  it('is the sign-in form in the HTML itself, usable before the app code runs, and keeps what was typed', async () => {
    // The app's code held back: what shows is index.html alone.
    const release = await holdRequests(device.page, '**/assets/main-*.js');
    await device.page.goto('/');
    const field = device.page.getByLabel(EN.phone);
    await field.fill('0812345');
    await release();
    await device.page.getByRole('button', { name: 'Bahasa Indonesia' }).waitFor();
    await field.pressSequentially('6789');
    await expect.poll(() => device.page.getByRole('button', { name: EN.sendCode }).isEnabled()).toBe(true);
    expect(await field.inputValue()).toBe('08123456789');
  });

  it('paints the form styled, with its illustration, from the HTML alone; the app never fetches those styles again', async () => {
    const errors: string[] = [];
    device.page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const requested: string[] = [];
    device.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // Every built file held back: only index.html has arrived.
    const release = await holdRequests(device.page, '**/assets/**');
    await device.page.goto('/', { waitUntil: 'commit' });
    const send = device.page.getByRole('button', { name: EN.sendCode });
    await send.waitFor();
    // The button's look comes from the inline stylesheet (the CSP allows it: no console error).
    expect(await send.evaluate((button) => getComputedStyle(button).borderRadius)).not.toBe('0px');
    const illustration = device.page.locator('svg.hero');
    expect((await illustration.boundingBox())?.height).toBeGreaterThan(100);
    expect(requested.filter((path) => /\.(css|svg)$/.test(path) && !path.startsWith('/icons/') && !path.startsWith('/badges/'))).toEqual(
      [],
    );

    await release();
    await device.page.getByRole('button', { name: 'Bahasa Indonesia' }).waitFor();
    // A lazy page with a stylesheet of its own: that one is fetched, the first screen's are not.
    await device.page.getByRole('link', { name: 'About us, customer service and complaints' }).click();
    // The preload helper fetches a page's stylesheet before the page renders.
    await device.page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    expect(requested.some((path) => /\/assets\/AboutPage-[^/]+\.css$/.test(path))).toBe(true);
    expect(requested.filter((path) => /\/assets\/(index|first-screen)-[^/]+\.css$/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps the pre-rendered form where a visitor scrolled it when the app starts, so a tap on the footer lands', async () => {
    const release = await holdRequests(device.page, '**/assets/main-*.js');
    await device.page.goto('/');
    await device.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await device.page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await release();
    // The app's own flag for the head script: from here React handles presses itself.
    await device.page.waitForFunction(() => (window as { __appReady?: boolean }).__appReady === true);
    expect(await device.page.evaluate(() => window.scrollY)).toBe(scrolled);
    await device.page.getByRole('link', { name: 'About us, customer service and complaints' }).click();
    await device.page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    // A new page starts at its top.
    expect(await device.page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('readies the browser’s Intl data in a worker of its own after the first paint, before the app code runs', async () => {
    const errors: string[] = [];
    device.page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const release = await holdRequests(device.page, '**/assets/main-*.js');
    const warmUp = device.page.waitForEvent('worker', (worker) => worker.url().startsWith('blob:'));
    await device.page.goto('/');
    // Allowed by the CSP (no console error) and gone once done: it closes itself.
    await warmUp;
    await expect.poll(() => device.page.workers().some((worker) => worker.url().startsWith('blob:'))).toBe(false);
    await release();
    await device.page.getByRole('button', { name: 'Bahasa Indonesia' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('on a signed-in reload, the HTML starts the data worker, the catalogue and the home before the app code has arrived', async () => {
    await device.page.goto('/');
    await signIn(device.page, uniquePhoneNumber());

    const requested: string[] = [];
    device.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const release = await holdRequests(device.page, '**/assets/first-screen-*.js');
    await device.page.reload({ waitUntil: 'commit' });
    // The app's own chunk is held back: only index.html can have asked for these.
    const homeFile = /\/assets\/(data\.worker|_catalogue_en|HomePage)-/;
    await expect.poll(() => requested.filter((path) => homeFile.test(path)).length).toBe(3);
    expect(requested.some((path) => /\/assets\/_catalogue_id-/.test(path))).toBe(false); // only the language in use
    // The pre-rendered form's footer badge (the form is hidden until the neutral frame replaces it,
    // and Chromium may still fetch its lazy image) never goes ahead of the catalogue and the home's
    // chunks the head script asked for. (The worker's own file is fetched once its thread starts,
    // at a moment of its own.)
    const badge = requested.indexOf('/badges/afpi.svg');
    const lastOfHome = Math.max(...requested.map((path, index) => (/\/assets\/(_catalogue_en|HomePage)-/.test(path) ? index : -1)));
    if (badge >= 0) expect(badge).toBeGreaterThan(lastOfHome);
    await release();
    await device.page.getByRole('heading', { name: EN.welcome }).waitFor();
    // One worker: the app took over the one the HTML started.
    expect(device.page.workers().filter((worker) => /data\.worker/.test(worker.url()))).toHaveLength(1);
  });

  it("on a signed-in reload, the home shows before the worker's services (and Dexie with them) have arrived", async () => {
    await device.page.goto('/');
    await signIn(device.page, uniquePhoneNumber());

    const requested: string[] = [];
    device.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const release = await holdRequests(device.page, '**/assets/worker-api-*.js');
    await device.page.reload({ waitUntil: 'commit' });
    await device.page.getByRole('heading', { name: EN.welcome }).waitFor();
    // Asked for, and still held back: the home came from the worker's boot file alone.
    expect(requested.filter((path) => /\/assets\/worker-api-/.test(path))).toHaveLength(1);
    expect(requested.filter((path) => path === '/v1/user')).toHaveLength(1);

    // Once the services arrive, everything else works as before: the session is still there to end.
    await release();
    await device.page.getByRole('button', { name: EN.logout }).click();
    await device.page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out', exact: true }).click();
    await device.page.getByText('You have logged out.').waitFor();
  });

  it('shows neither the sign-in form nor a blank page on a signed-in reload or a deep link, and loads every page chunk', async () => {
    const errors: string[] = [];
    device.page.on('console', (message) => {
      if (message.type() === 'error' || /HydrateFallback/.test(message.text())) errors.push(message.text());
    });
    device.page.on('pageerror', (error) => errors.push(error.message));
    await device.page.goto('/');
    await signIn(device.page, uniquePhoneNumber());

    // What the first paint shows, before any of the app's code: recorded by a script that runs first.
    // And whether the pre-rendered form could be laid out as the parser reached it (it must not:
    // under load the parser lays out what it has, and the form showed for a moment).
    await device.context.addInitScript(() => {
      const record = window as { firstPaint?: string; rootWhenParsed?: string };
      const watch = new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root || record.rootWhenParsed) return;
        record.rootWhenParsed = getComputedStyle(root).contentVisibility;
        watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        const pending = document.documentElement.hasAttribute('data-first-paint-frame') ? 'frame pending' : 'frame in';
        record.firstPaint = `${root?.getAttribute('data-first-paint')}|${root?.querySelector('form') ? 'form' : 'no form'}|${root?.querySelector('.app-header') ? 'header' : 'no header'}|${pending}`;
      });
    });
    const firstPaint = () => device.page.evaluate(() => (window as { firstPaint?: string }).firstPaint);
    const rootWhenParsed = () => device.page.evaluate(() => (window as { rootWhenParsed?: string }).rootWhenParsed);
    await device.page.reload();
    expect(await firstPaint()).toBe('frame|no form|header|frame in');
    expect(await rootWhenParsed()).toBe('hidden');
    await device.page.getByRole('heading', { name: EN.welcome }).waitFor();

    await device.page.goto('/kyc/step2');
    expect(await firstPaint()).toBe('frame|no form|header|frame in');
    expect(await rootWhenParsed()).toBe('hidden');
    await device.page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await device.page.getByRole('button', { name: EN.sendCode }).count()).toBe(0);

    // Module order: every lazy chunk evaluates on top of the merged first-screen chunk.
    for (const chunk of await lazyChunks()) {
      // A string, not a function: the test runner would rewrite import() inside a function.
      const failure = await device.page.evaluate(
        `import(${JSON.stringify(chunk)}).then(() => null, (error) => ${JSON.stringify(chunk)} + ': ' + String(error))`,
      );
      expect(failure).toBeNull();
    }
    expect(errors).toEqual([]);
  });
});
