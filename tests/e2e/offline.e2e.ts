import { describe, expect, it } from 'vitest';
import { isPlatformPath } from '@domain/contract/http';
import { waitForServiceWorker } from './support/browser';
import { phonePagePerTest } from './support/phone-page';
import { storedEvents, type StoredEvent } from './support/sandbox';
import { openInEnglish } from './support/sign-in';
import { waitForSignInDraft } from './support/indexeddb';

const device = phonePagePerTest();

describe('offline', () => {
  it('opens the shell offline after one visit, and keeps what was typed', async () => {
    await openInEnglish(device.page);
    await device.page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    await waitForServiceWorker(device.page);
    await device.page.getByLabel('Mobile number').fill('81234567');
    await waitForSignInDraft(device.page, '81234567');

    await device.context.setOffline(true);
    await device.page.reload();
    await device.page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    await device.page.getByText('You are offline. What you type is saved on this device.').waitFor();
    // The pre-rendered form paints first; the draft fills it as soon as IndexedDB answers.
    await expect.poll(() => device.page.getByLabel('Mobile number').inputValue()).toBe('81234567');
    await device.page.getByText('Licensed and supervised by the Financial Services Authority of Indonesia (OJK).').waitFor();

    // The service worker's caches hold the app, never an answer of the platform.
    const cached = await device.page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter(isPlatformPath)).toEqual([]);

    // A deep link opens the shell offline as well (the not-found page here, a route with no feature yet).
    await device.page.goto('/no-such-page');
    await device.page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('delivers analytics events tracked offline exactly once when the network returns, even across a reload', async () => {
    await openInEnglish(device.page);
    await device.page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();
    await waitForServiceWorker(device.page);

    const run = Date.now().toString(36);
    const paths = ['a', 'b', 'c'].map((letter) => `/offline-${run}-${letter}`);
    const storedFor = async (): Promise<StoredEvent[]> =>
      (await storedEvents('page_view')).filter((event) => paths.includes(String(event.data.path)));

    await device.context.setOffline(true);
    // Three page views while offline: client-side navigations, each tracked by the app.
    for (const path of paths) {
      await device.page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await device.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    }
    // The queue tries while offline; nothing can arrive.
    await device.page.waitForTimeout(1500);
    expect(await storedFor()).toEqual([]);

    // A new page load while still offline: the events wait in IndexedDB, not in the page.
    await device.page.goto('/');
    await device.page.getByRole('heading', { name: 'Sign in or sign up' }).waitFor();

    await device.context.setOffline(false);
    await expect.poll(async () => (await storedFor()).length, { timeout: 30_000 }).toBe(3);
    // Nothing more arrives later, and each was stored once.
    await device.page.waitForTimeout(2000);
    const stored = await storedFor();
    expect(stored.map((event) => event.data.path).sort()).toEqual([...paths].sort());
    expect(new Set(stored.map((event) => event.id)).size).toBe(3);
  });
});
