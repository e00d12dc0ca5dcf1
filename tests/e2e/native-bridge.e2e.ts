import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePagePerTest } from './support/phone-page';
import { storedEvents } from './support/sandbox';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

interface BridgedEvent {
  id: string;
  name: string;
  data: Record<string, unknown>;
}

/** The partner app's side, as each platform's webview would expose it; what it receives is kept in the page. */
const ANDROID_BRIDGE = `window.__bridged = [];
window.PaylaterAnalyticsBridge = { postEvent: (json) => window.__bridged.push(JSON.parse(json)) };`;
const IOS_BRIDGE = `window.__bridged = [];
window.webkit = { messageHandlers: { paylaterAnalytics: { postMessage: (event) => window.__bridged.push(event) } } };`;

async function bridgedPageViews(page: Page, paths: string[]): Promise<BridgedEvent[]> {
  const bridged = (await page.evaluate('window.__bridged')) as BridgedEvent[];
  return bridged.filter((event) => event.name === 'page_view' && paths.includes(String(event.data.path)));
}

async function collectedPageViews(paths: string[]) {
  return (await storedEvents('page_view')).filter((event) => paths.includes(String(event.data.path)));
}

/** Opens the first path from the partner app with its version, then moves to the second inside the app (the query is gone by then). */
async function visitFromApp(page: Page, appVersion: string): Promise<string[]> {
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const paths = [`/bridge-${run}-a`, `/bridge-${run}-b`];
  await page.goto(`${paths[0]}?source=gojek&app_version=${appVersion}`);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, paths[1]!);
  await expect.poll(async () => (await collectedPageViews(paths)).length, { timeout: 15_000 }).toBe(2);
  return paths;
}

describe('native analytics bridge', () => {
  it('hands each event to the Android app from version 4.67, with the id the collector stored', async () => {
    await device.page.addInitScript(ANDROID_BRIDGE);
    const paths = await visitFromApp(device.page, '4.67.1');
    await expect.poll(async () => (await bridgedPageViews(device.page, paths)).length).toBe(2);
    const bridged = await bridgedPageViews(device.page, paths);
    const collected = await collectedPageViews(paths);
    expect(bridged.map((event) => event.id).sort()).toEqual(collected.map((event) => event.id).sort());
    expect(bridged.map((event) => event.data.path)).toEqual(paths);
  });

  it('hands the event object to the iOS app', async () => {
    await device.page.addInitScript(IOS_BRIDGE);
    const paths = await visitFromApp(device.page, '4.100');
    await expect.poll(async () => (await bridgedPageViews(device.page, paths)).map((event) => event.data.path)).toEqual(paths);
  });

  it('gives an app older than 4.67 nothing, while the collector still gets every event', async () => {
    await device.page.addInitScript(ANDROID_BRIDGE);
    const paths = await visitFromApp(device.page, '4.66.9');
    expect(await bridgedPageViews(device.page, paths)).toEqual([]);
  });
});
