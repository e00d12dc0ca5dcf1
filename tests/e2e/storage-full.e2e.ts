/**
 * Storage full, in a real Chromium: the origin's quota is cut to one byte (DevTools'
 * Storage.overrideQuotaForOrigin), so IndexedDB refuses every write as a full phone would. Typing
 * in a form and picking a photo then say so (on the page and on the photo's tile, never "Something
 * went wrong"), what was typed stays on screen, and once there is room again (the override lifted)
 * the draft and the photo are stored without the user typing or picking anything again: at once
 * (while full, what waits is tried every second), so a kill two seconds after room came back
 * loses nothing; and a form left and come back to while full shows what was typed, not the draft
 * from before (issue 39, case 1).
 */
import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, screenshot } from './support/browser';
import { crashRuns, holdsWithin, killAfter, LossTally, launchOnProfile, newProfile, type CrashableBrowser } from './support/crash';
import { cardPhoto } from './support/photos';
import { storedRecords } from './support/indexeddb';
import { sandboxGet, uniquePhoneNumber } from './support/sandbox';
import { openInEnglish, signIn } from './support/sign-in';
import { signInThroughApi } from './support/session';

const STEP1 = '/kyc/step1?product=paylater';
const STEP2 = '/kyc/step2?product=paylater';
const KTP = 'ID card (KTP)';
const FULL_NOTICE = /Your phone's storage is full/;
const FILE_WAITING = /Not saved yet: your phone's storage is full/;

/** Room enough for the app, set before it first opens. */
const ROOMY_QUOTA = 20 * 1024 * 1024;

async function setQuota(cdp: CDPSession, quotaSize: number | null): Promise<void> {
  const origin = new URL(baseUrl()).origin;
  await cdp.send('Storage.overrideQuotaForOrigin', quotaSize === null ? { origin } : { origin, quotaSize });
}

/**
 * Cuts the quota to one byte. Chromium's IndexedDB keeps the space it found left for a while and
 * lets small writes through on it; a write larger than that (into a database of its own, random so
 * that compression cannot shrink it) makes it ask again, and from then on every write of the
 * origin is refused.
 */
async function fillStorage(cdp: CDPSession, page: Page): Promise<void> {
  await setQuota(cdp, 1);
  const outcome = await page.evaluate(
    (bytes) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('storage-full-probe', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('filler');
        open.onerror = () => resolve(`open: ${open.error?.name}`);
        open.onsuccess = () => {
          const transaction = open.result.transaction('filler', 'readwrite');
          // Random bytes: Chromium compresses large values, and zeros would take no room.
          const filler = new Uint8Array(bytes);
          for (let at = 0; at < bytes; at += 65_536) crypto.getRandomValues(filler.subarray(at, at + 65_536));
          transaction.objectStore('filler').put(filler, 'filler');
          transaction.oncomplete = () => resolve('stored');
          transaction.onabort = () => resolve(transaction.error?.name ?? 'aborted');
          transaction.addEventListener('complete', () => open.result.close());
          transaction.addEventListener('abort', () => open.result.close());
        };
      }),
    ROOMY_QUOTA + 5 * 1024 * 1024,
  );
  expect(outcome).toBe('QuotaExceededError');
}

const tile = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function draftHolds(page: Page, text: string): Promise<boolean> {
  const drafts = await storedRecords<{ flow: string; value: unknown }>(page, 'drafts');
  return drafts.some((draft) => JSON.stringify(draft.value).includes(text));
}

describe('storage full', () => {
  it('says so on the form and the photo, keeps what was typed and picked, and stores both once there is room', async () => {
    const profile = await newProfile();
    const browser = await launchOnProfile(profile.dir);
    try {
      const phone = uniquePhoneNumber();
      const form = browser.page;
      // A file of the origin that opens no storage, so the app's first write already sees the quota.
      await form.goto('/robots.txt');
      const cdp = await browser.context.newCDPSession(form);
      await setQuota(cdp, ROOMY_QUOTA);
      await openInEnglish(form);
      await signIn(form, phone);
      await form.goto(STEP2);
      await form.getByRole('heading', { name: 'Personal information' }).waitFor();
      const photos = await browser.context.newPage();
      await photos.goto(STEP1);
      await photos.getByRole('heading', { name: 'Photo of your ID card and a selfie' }).waitFor();
      const photo = await cardPhoto(photos, 1600, 1200);

      await fillStorage(cdp, form);
      await form.getByLabel('Email address').fill('siti@example.co.id');
      await form.getByLabel('Mother’s maiden name').pressSequentially('Siti Aminah');
      await form.getByRole('alert').filter({ hasText: FULL_NOTICE }).waitFor({ timeout: 15_000 });

      await tile(photos, KTP).getByLabel('Choose from gallery').setInputFiles(photo);
      await tile(photos, KTP).getByText(FILE_WAITING).waitFor({ timeout: 20_000 });
      await photos.getByRole('alert').filter({ hasText: FULL_NOTICE }).waitFor();
      expect(await photos.getByText('Something went wrong').count()).toBe(0);
      expect(await seriousAxeViolations(photos)).toEqual([]);
      await screenshot(photos, 'storage-full-photo-en');
      await screenshot(form, 'storage-full-form-en');

      // What was typed is still on screen, and not in IndexedDB.
      expect(await form.getByLabel('Email address').inputValue()).toBe('siti@example.co.id');
      expect(await form.getByLabel('Mother’s maiden name').inputValue()).toBe('Siti Aminah');
      expect(await draftHolds(form, 'Siti Aminah')).toBe(false);

      // Room again: nothing is typed or picked again.
      await setQuota(cdp, null);
      await expect.poll(() => draftHolds(form, 'Siti Aminah'), { timeout: 30_000, interval: 500 }).toBe(true);
      await tile(photos, KTP).getByText('Uploaded').waitFor({ timeout: 40_000 });
      await form.getByRole('alert').filter({ hasText: FULL_NOTICE }).waitFor({ state: 'detached' });
      await photos.getByRole('alert').filter({ hasText: FULL_NOTICE }).waitFor({ state: 'detached' });
      const stored = await sandboxGet<{ slot: string; uploadCount: number }[]>(
        `/sandbox/storage-files?phone=${encodeURIComponent(`+62${phone}`)}&bucket=kyc`,
      );
      expect(stored.map(({ slot, uploadCount }) => [slot, uploadCount])).toEqual([['KTP', 1]]);
    } finally {
      await browser.context.close().catch(() => undefined);
      await profile.remove();
    }
  });

  /** A signed-in browser on a fresh profile with room for the app, on KYC step 2; the CDP session sets the quota. */
  async function fullOnStep2(): Promise<{
    browser: CrashableBrowser;
    cdp: CDPSession;
    remove: () => Promise<void>;
    launch: () => Promise<CrashableBrowser>;
  }> {
    const profile = await newProfile();
    const opened: CrashableBrowser[] = [];
    const launch = async () => {
      const next = await launchOnProfile(profile.dir);
      opened.push(next);
      return next;
    };
    const browser = await launch();
    await browser.page.goto('/robots.txt');
    const cdp = await browser.context.newCDPSession(browser.page);
    await setQuota(cdp, ROOMY_QUOTA);
    await signInThroughApi(browser.page, uniquePhoneNumber(), STEP2);
    await browser.page.getByRole('heading', { name: 'Personal information' }).waitFor();
    await fillStorage(cdp, browser.page);
    const remove = async () => {
      for (const each of opened) await each.context.close().catch(() => undefined);
      await profile.remove();
    };
    return { browser, cdp, remove, launch };
  }

  async function typeWhileFull(page: Page, name: string): Promise<void> {
    await page.getByLabel('Email address').fill('siti@example.co.id');
    await page.getByLabel('Mother’s maiden name').pressSequentially(name);
    await page.getByRole('alert').filter({ hasText: FULL_NOTICE }).waitFor({ timeout: 15_000 });
  }

  async function reopenedHolds(browser: CrashableBrowser, name: string): Promise<boolean> {
    await browser.page.goto(STEP2);
    await browser.page.getByRole('heading', { name: 'Personal information' }).waitFor();
    const field = browser.page.getByLabel('Mother’s maiden name');
    return holdsWithin(
      async () =>
        (await field.inputValue()) === name && (await browser.page.getByLabel('Email address').inputValue()) === 'siti@example.co.id',
    );
  }

  it('room back, then killed two seconds later: what was typed while full is kept', { timeout: 300_000 }, async () => {
    const tally = new LossTally('storage full, room back, killed 2 s later');
    for (let run = 1; run <= crashRuns(); run += 1) {
      const { browser, cdp, remove, launch } = await fullOnStep2();
      try {
        const name = `Siti Aminah ${String.fromCharCode(64 + run)}`; // letters only: the field's rule
        await typeWhileFull(browser.page, name);
        // Long enough full for the old back-off to have grown past the kill below.
        await browser.page.waitForTimeout(3_000);
        expect(await draftHolds(browser.page, name)).toBe(false);
        await setQuota(cdp, null);
        await killAfter(browser, 2_000);
        tally.record(await reopenedHolds(await launch(), name), `run ${run}`);
      } finally {
        await remove();
      }
    }
    expect(tally.report().lost).toBe(0);
  });

  it('left and come back to while full: the form shows what was typed, stores it when room returns, and keeps it through a kill', {
    timeout: 300_000,
  }, async () => {
    const tally = new LossTally('storage full, form left and come back to');
    for (let run = 1; run <= crashRuns(); run += 1) {
      const { browser, cdp, remove, launch } = await fullOnStep2();
      try {
        const page = browser.page;
        const name = `Siti Aminah ${String.fromCharCode(64 + run)}`; // letters only: the field's rule
        await typeWhileFull(page, name);
        // Another page of the app (the wizard's way back), then back to the form, all in the app.
        await page.getByRole('link', { name: 'Back' }).click();
        await page.getByRole('heading', { name: 'Photo of your ID card and a selfie' }).waitFor();
        await page.goBack();
        await page.getByRole('heading', { name: 'Personal information' }).waitFor();
        const field = page.getByLabel('Mother’s maiden name');
        const shown = await holdsWithin(async () => (await field.inputValue()) === name);
        await page.getByRole('alert').filter({ hasText: FULL_NOTICE }).waitFor();
        await screenshot(page, 'storage-full-form-returned-en');

        await setQuota(cdp, null);
        const stored = await holdsWithin(() => draftHolds(page, name), 10_000);
        await page.getByRole('alert').filter({ hasText: FULL_NOTICE }).waitFor({ state: 'detached' });
        await killAfter(browser, 50);
        const kept = await reopenedHolds(await launch(), name);
        tally.record(shown && stored && kept, `run ${run}: shown ${shown}, stored ${stored}, after the kill ${kept}`);
      } finally {
        await remove();
      }
    }
    expect(tally.report().lost).toBe(0);
  });
});
