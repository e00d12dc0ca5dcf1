/**
 * The warm start (issue 41): signed in, installed (the service worker in control), the network slow
 * or gone. The home shows the product cards with the figures this device kept, and their "as of"
 * time, before GET /v1/user and the product reads answer; when they answer, the current figures
 * replace them, as the ledger says. The kept account is the data worker's (IndexedDB, per session),
 * never the service worker's caches.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { productCard, signInSeeded, switchLanguage, waitForCards } from './home-helpers';
import { waitForServiceWorker } from './support/browser';
import { cardFigures, expectCardAsLedger, platformToday } from './support/money-checks';
import { phonePagePerFile } from './support/phone-page';
import { capture, checkout, ledgerOf } from './support/repayment';

const device = phonePagePerFile();

/** Every platform call the page's data worker makes. */
const PLATFORM_CALLS = /\/v[12]\/(?!otp)/;

/** The kept time as each language says it ("As of 20 Feb 2026, 10.32"). */
const AS_OF = {
  en: /As of \d{2} \w{3} \d{4}, \d{1,2}[:.]\d{2}/,
  id: /Per \d{2} \w{3} \d{4}, (pukul )?\d{1,2}\.\d{2}/,
} as const;

let release: (() => Promise<void>) | null = null;
afterEach(async () => {
  await release?.();
  release = null;
});

/** Holds every platform call unanswered (a network that carries nothing) until `release`. */
async function holdPlatform(): Promise<Route[]> {
  const held: Route[] = [];
  const hold = (route: Route): void => {
    held.push(route);
  };
  await device.context.route(PLATFORM_CALLS, hold);
  release = async () => {
    await device.context.unroute(PLATFORM_CALLS, hold);
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  };
  return held;
}

const limitLeft = async (page: Page): Promise<string> =>
  productCard(page, 'PayLater').locator('.product-card__figures > div').first().locator('dd').innerText();

describe('the warm start', () => {
  it('shows the kept figures with their time before the platform answers, then the current ones', async () => {
    const page = device.page;
    const phone = await signInSeeded(page, 'paylater-bill-due');
    await waitForCards(page);
    const shownOnline = await cardFigures(page, 'PayLater');
    const keptLimit = await limitLeft(page);
    await waitForServiceWorker(page);
    // The account moves while the device is away: a purchase lowers the limit left.
    await checkout(phone, 'paylater', 150_000);

    const held = await holdPlatform();
    await page.reload();
    const notice = page.getByTestId('home-kept-notice');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.innerText()).toMatch(AS_OF.en);
    expect(await cardFigures(page, 'PayLater')).toEqual(shownOnline);
    // Shown while GET /v1/user was asked and is still unanswered.
    expect(held.some((route) => new URL(route.request().url()).pathname === '/v1/user')).toBe(true);
    await capture(page, 'warm-start-kept-en');

    await release?.();
    await notice.waitFor({ state: 'detached', timeout: 15_000 });
    await waitForCards(page);
    await expect.poll(() => limitLeft(page), { timeout: 10_000 }).not.toBe(keptLimit);
    expectCardAsLedger(await cardFigures(page, 'PayLater'), await ledgerOf(phone, 'paylater'), await platformToday(), 'paylater-bill-due');
  });

  it('says the time in Indonesian, and opens with no network at all', async () => {
    const page = device.page;
    const phone = await signInSeeded(page, 'paylater-bill-due');
    await waitForCards(page);
    await waitForServiceWorker(page);
    await page.evaluate(() => localStorage.setItem('app.language', 'id'));

    await device.context.setOffline(true);
    try {
      await page.reload();
      const notice = page.getByTestId('home-kept-notice');
      await notice.waitFor({ timeout: 15_000 });
      expect(await notice.innerText()).toMatch(AS_OF.id);
      // The offline notice says the page is what the device kept; the kept figures' notice adds only their time.
      await page.getByText('Anda sedang offline. Yang tampil adalah data yang tersimpan di perangkat ini').waitFor();
      expect(await page.getByText('tersimpan di perangkat ini').count()).toBe(1);
      // The figures kept online, as the ledger still says them (nothing moved), in Indonesian.
      const ledger = await ledgerOf(phone, 'paylater');
      expectCardAsLedger(await cardFigures(page, 'PayLater'), ledger, await platformToday(), 'kept, offline', 'id');
      await capture(page, 'warm-start-kept-id');
    } finally {
      await device.context.setOffline(false);
    }
    await page.getByTestId('home-kept-notice').waitFor({ state: 'detached', timeout: 20_000 });
    await switchLanguage(page, 'en');
  });
});
