/**
 * The money pages offline (issue 36): each product's home, the merchant loan's home and the VA pages
 * of all three, opened once online, then reloaded with no network, show the bill as this device kept
 * it with "Per <time>" ("As of" in English) and say what cannot be done offline, in both languages; the
 * figures are the ones shown online.
 * The answers live in the data worker's IndexedDB (keptAnswers), never in the service worker's
 * caches; the network's return reads them again by itself.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SeedState } from '@domain/contract/home';
import { screenshot, waitForServiceWorker } from './support/browser';
import { seedMerchant, settled } from './support/gomodal';
import { storedRecords } from './support/indexeddb';
import { seedMoneyUser } from './support/money-pages';
import { shownRows } from './support/money-checks';
import { phonePagePerFile } from './support/phone-page';
import { ensureVaHoursAhead, openVaFromChooser, shownVaNumber } from './support/repayment';
import { pageShown, signInThroughApi } from './support/session';

const device = phonePagePerFile();

type Language = 'en' | 'id';

/** What each language says: the kept answer's time ("Per 20 Feb 2026, 10.32 WIB."), what needs a connection, the loan VA's buttons. */
const SHOWN = {
  en: {
    asOf: /As of \d{2} \w{3} \d{4}, \d{1,2}[:.]\d{2}( [AP]M)?( WIB)?/,
    cannot: 'need a connection',
    payOff: /Pay off the loan/,
    create: 'Get virtual account number',
  },
  id: {
    asOf: /Per \d{2} \w{3} \d{4}, (pukul )?\d{1,2}\.\d{2}( WIB)?/,
    cannot: 'butuh koneksi',
    payOff: /Lunasi pinjaman/,
    create: 'Dapatkan nomor virtual account',
  },
} as const;

const LANGUAGES: readonly Language[] = ['en', 'id'];

// A test that failed offline leaves the next one its network.
afterEach(async () => {
  await device.context.setOffline(false);
});

/** A page's word that it shows what this device kept: the kit's notice, or the repayment pages' own (with the kept VA). */
const offlineNotice = (page: Page) => page.getByTestId('kept-notice').or(page.getByTestId('stored-bill')).first();

/** Reloads the page with no network and waits for the kept answer's notice. */
async function reloadOffline(page: Page, language: Language): Promise<string> {
  await waitForServiceWorker(page);
  await device.context.setOffline(true);
  await page.reload();
  const notice = offlineNotice(page);
  await notice.waitFor({ timeout: 15_000 });
  const text = await notice.innerText();
  expect(text).toMatch(SHOWN[language].asOf);
  expect(text).toContain(SHOWN[language].cannot);
  return text;
}

async function backOnline(page: Page): Promise<void> {
  await device.context.setOffline(false);
  await offlineNotice(page).waitFor({ state: 'detached', timeout: 15_000 });
}

/** Nothing personal in the service worker's caches: no platform answer. */
async function expectNoAnswerCached(page: Page): Promise<void> {
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.filter((url) => /\/(sme|pls|v1|v2)\//.test(url))).toEqual([]);
}

describe.each(
  LANGUAGES.flatMap((language) => [
    { language, product: 'paylater', state: 'paylater-bill-due' as SeedState, home: '/gopaylater/ab' },
    { language, product: 'cicilan', state: 'cicilan-with-orders' as SeedState, home: '/gopaylater/cicilan' },
  ]),
)('$product offline ($language)', ({ language, product, state, home }) => {
  it('the home reloaded offline shows the bill as kept, "Per" its time', async () => {
    const page = device.page;
    const { phone } = await seedMoneyUser(state);
    await signInThroughApi(page, phone, home, language);
    const bill = page.getByTestId('bill-card');
    await bill.waitFor();
    const online = await shownRows(bill);
    await reloadOffline(page, language);
    expect(await shownRows(bill)).toEqual(online);
    await screenshot(page, `money-offline-${product}-home-${language}`);
    const kept = await storedRecords<{ key: string }>(page, 'keptAnswers');
    expect(kept.map((record) => record.key)).toContain(`${product}:profile`);
    await expectNoAnswerCached(page);
    await backOnline(page);
  });

  it('the VA page reloaded offline shows the VA to pay with its steps, "Per" its time', { timeout: 120_000 }, async () => {
    const page = device.page;
    const { phone } = await seedMoneyUser(state);
    await ensureVaHoursAhead();
    await signInThroughApi(page, phone, `/${product}/repayment`, language);
    await page.locator('form.repayment-form').waitFor();
    await openVaFromChooser(page, 'CURRENT_DUES', 'BRI');
    const vaNumber = await shownVaNumber(page);
    await reloadOffline(page, language);
    await page.getByTestId('stored-bill').waitFor();
    expect(await shownVaNumber(page)).toBe(vaNumber);
    expect(await page.locator('.repayment-steps__channel[open] li').count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, `money-offline-${product}-va-${language}`);
    // Each page shows its own kept answer: the unpaid list, never opened on this device, has none.
    await page.goto(`/${product}/unpaid`);
    await pageShown(page);
    expect(await page.getByTestId('kept-notice').count()).toBe(0);
    await page.goto(`/${product}/repayment/va`);
    await page.getByTestId('stored-bill').waitFor();
    await backOnline(page);
    await page.locator('[data-va-state="ACTIVE"]').waitFor({ timeout: 15_000 });
  });
});

describe.each(LANGUAGES.map((language) => ({ language })))('the merchant loan offline ($language)', ({ language }) => {
  const shown = SHOWN[language];
  it('the home and the VA page reloaded offline show the loan and its VA as kept, "Per" their time', { timeout: 120_000 }, async () => {
    const page = device.page;
    const merchant = await seedMerchant('ongoing');
    await ensureVaHoursAhead();
    await signInThroughApi(page, merchant.phone, '/gomodal/home', language);
    const card = page.locator('[data-card]');
    await card.waitFor();
    const online = await shownRows(card);
    await reloadOffline(page, language);
    expect(await shownRows(card)).toEqual(online);
    await screenshot(page, `money-offline-gomodal-home-${language}`);
    await backOnline(page);

    const repayment = `/gomodal/submission/repayment?id=${encodeURIComponent(merchant.submissionId ?? '')}`;
    await page.goto(repayment);
    await settled(page);
    await page.getByRole('radio', { name: shown.payOff }).first().check();
    await page.getByRole('radio', { name: 'BCA' }).check();
    await page.getByRole('button', { name: shown.create }).click();
    await page.getByTestId('va-number').waitFor();
    const vaNumber = (await page.getByTestId('va-number').innerText()).replace(/\D/g, '');
    await reloadOffline(page, language);
    expect((await page.getByTestId('va-number').innerText()).replace(/\D/g, '')).toBe(vaNumber);
    await screenshot(page, `money-offline-gomodal-va-${language}`);
    await backOnline(page);
  });
});
