/**
 * A KYC photo killed just after it was picked (issue 39, case 4). The page hands the picked File to
 * the worker in the change event itself, and the worker stores the File as it is (a Blob) before
 * reading a byte of it (workers/kyc/photos/picked-originals.ts). Asserted: a kill as soon as the
 * picked photo can be read back from IndexedDB leaves it on the device. Measured (figures, not
 * asserted: they depend on the machine's load): how long a pick stays unstored, and what kills 0, 5
 * and 20 ms after the pick leave (the full sweep, CRASH_RUNS).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DATA_DB_NAME } from '@worker/db';
import { crashRuns, fullCrashSweep, killAfter, LossTally, withCrashProfile, type CrashableBrowser } from './support/crash';
import { storedRecords } from './support/indexeddb';
import { cardPhoto, type PickedFile } from './support/photos';
import { uniquePhoneNumber } from './support/sandbox';
import { signInThroughApi } from './support/session';

const STEP1 = '/kyc/step1?product=paylater';
const KTP = 'ID card (KTP)';
/** Kills timed after the pick: figures of the full sweep (CRASH_RUNS). */
const PHOTO_KILL_DELAYS_MS = [0, 5, 20] as const;

const chooser = (page: Page) => page.getByRole('region', { name: KTP, exact: true }).getByLabel('Choose from gallery');

async function openStep1(page: Page): Promise<void> {
  await page.goto(STEP1);
  await page.getByRole('heading', { name: 'Photo of your ID card and a selfie' }).waitFor();
  await page.getByRole('region', { name: KTP, exact: true }).waitFor();
}

/**
 * Arms the page to time the next pick: from the file input's change event until the photo can be
 * read back from IndexedDB (as picked, or already compressed into the outbox), asked again and again
 * on a connection of the page's own. Counted by key, never read (the photo is megabytes); the
 * previous run's photos are forgotten first, so any photo there is this pick.
 */
async function armPickTimer(page: Page): Promise<void> {
  await page.evaluate((dbName) => {
    const timing = new Promise<number>((resolve) => {
      document.addEventListener(
        'change',
        () => {
          const start = performance.now();
          const request = indexedDB.open(dbName);
          request.onsuccess = () => {
            const db = request.result;
            const look = (): void => {
              const tx = db.transaction(['session', 'drafts', 'uploads'], 'readonly');
              const session = tx.objectStore('session').get('current');
              let originals = 0;
              session.onsuccess = () => {
                const userId = (session.result as { csTrackingId: string }).csTrackingId;
                const counted = tx.objectStore('drafts').count([userId, 'kyc-photo-original', 'paylater:KTP']);
                counted.onsuccess = () => {
                  originals = counted.result;
                };
              };
              const uploads = tx.objectStore('uploads').count();
              tx.oncomplete = () => {
                if (originals + uploads.result === 0) return look();
                db.close();
                resolve(performance.now() - start);
              };
            };
            look();
          };
        },
        { capture: true, once: true },
      );
    });
    (window as unknown as { pickWindow: Promise<number> }).pickWindow = timing;
  }, DATA_DB_NAME);
}

/** Times `picks` picks of `photo` (no kill); the photos are forgotten after each. */
async function pickWindows(page: Page, photo: PickedFile, picks: number): Promise<number[]> {
  const windows: number[] = [];
  for (let pick = 1; pick <= picks; pick += 1) {
    await page.goto('/robots.txt');
    await forgetPhotos(page);
    await openStep1(page);
    await armPickTimer(page);
    await chooser(page).setInputFiles({ ...photo, name: `IMG_T${pick}.jpg` });
    windows.push(await page.evaluate(() => (window as unknown as { pickWindow: Promise<number> }).pickWindow));
  }
  await page.goto('/robots.txt');
  await forgetPhotos(page);
  return windows;
}

const describeWindows = (label: string, windows: number[]): string =>
  `[crash] ${label}: a pick stays unstored ${median(windows).toFixed(1)} ms (median of ${windows.length}: ${windows.map((ms) => ms.toFixed(1)).join(', ')} ms)`;

/** Whether this device holds the photo named `name` (picked, or compressed into the outbox). */
async function photoKept(page: Page, name: string): Promise<boolean> {
  const originals = await storedRecords<{ flow: string; value: { name?: string } }>(page, 'drafts');
  const uploads = await storedRecords<{ name: string }>(page, 'uploads');
  return (
    originals.some((record) => record.flow === 'kyc-photo-original' && record.value.name === name) ||
    uploads.some((record) => record.name === name)
  );
}

/** Forgets the photos a run left (so the next visit does not compress them while the next pick is timed). */
async function forgetPhotos(page: Page): Promise<void> {
  await page.evaluate(async (dbName) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(['drafts', 'uploads', 'uploadBytes'], 'readwrite');
      const drafts = tx.objectStore('drafts');
      const all = drafts.getAll();
      all.onsuccess = () => {
        for (const record of all.result as Array<{ userId: string; flow: string; product: string }>)
          if (record.flow === 'kyc-photo-original') drafts.delete([record.userId, record.flow, record.product]);
      };
      tx.objectStore('uploads').clear();
      tx.objectStore('uploadBytes').clear();
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, DATA_DB_NAME);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Picks `photo` as `name` on step 1, offline (nothing may reach the platform), ready to be killed. */
async function pickOffline(browser: CrashableBrowser, photo: PickedFile, name: string): Promise<void> {
  await openStep1(browser.page);
  await browser.context.setOffline(true);
  await chooser(browser.page).setInputFiles({ ...photo, name });
}

/** The pick timer's answer: the photo can be read back from this device's IndexedDB. */
const pickStored = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { pickWindow: Promise<number> }).pickWindow);

describe('a KYC photo killed just after the pick', () => {
  it('is kept through a kill the moment it is stored, within milliseconds of the pick (timed kills: measured)', {
    timeout: 300_000,
  }, async () => {
    const kept = new LossTally('KYC photo killed as soon as it was stored');
    const tallies = new Map(PHOTO_KILL_DELAYS_MS.map((delay) => [delay, new LossTally(`KYC photo killed ${delay} ms after the pick`)]));
    const report: string[] = [];
    await withCrashProfile(async (launch) => {
      let browser = await launch();
      await signInThroughApi(browser.page, uniquePhoneNumber(), null);
      await openStep1(browser.page); // online once: the profile is kept for the offline visits
      // The photo of the crash runs (a few hundred KB, as issue 39 measured with), and a phone
      // camera's (some megabytes): the store copies the file, so its time grows with the size.
      const photo = await cardPhoto(browser.page);
      const photoPicks = fullCrashSweep() ? 3 * crashRuns() : 1;
      report.push(
        describeWindows(`${Math.round(photo.buffer.length / 1024)} KB photo`, await pickWindows(browser.page, photo, photoPicks)),
      );
      if (fullCrashSweep()) {
        const camera = await cardPhoto(browser.page, 4000, 3000, true);
        report.push(
          describeWindows(
            `${(camera.buffer.length / 1024 / 1024).toFixed(1)} MB camera photo`,
            await pickWindows(browser.page, camera, 2 * crashRuns()),
          ),
        );
      }

      // Killed the moment the stored photo can be read back: it must be there after the relaunch.
      let run = 0;
      for (let round = 0; round < crashRuns(); round += 1) {
        run += 1;
        const name = `IMG_S${run}.jpg`;
        await openStep1(browser.page);
        await browser.context.setOffline(true);
        await armPickTimer(browser.page);
        await chooser(browser.page).setInputFiles({ ...photo, name });
        await pickStored(browser.page);
        await killAfter(browser, 0);
        browser = await launch();
        await browser.page.goto('/robots.txt'); // the app stays closed: what the kill left, as it left it
        kept.record(await photoKept(browser.page, name), name);
        await forgetPhotos(browser.page);
      }

      if (fullCrashSweep()) {
        for (let round = 0; round < crashRuns(); round += 1) {
          for (const delay of PHOTO_KILL_DELAYS_MS) {
            run += 1;
            const name = `IMG_K${run}.jpg`;
            await pickOffline(browser, photo, name);
            await killAfter(browser, delay);
            browser = await launch();
            await browser.page.goto('/robots.txt');
            tallies.get(delay)?.record(await photoKept(browser.page, name), `${name} at ${delay} ms`);
            await forgetPhotos(browser.page);
          }
        }
      }
    });
    for (const line of report) console.log(line);
    // On a quiet machine the window is a few ms and 20 ms after the pick lost nothing (16 of 16,
    // docs/nothing-lost.md); on a loaded one it stretches, so the timed kills are printed, not asserted.
    if (fullCrashSweep()) for (const tally of tallies.values()) tally.report();
    expect(kept.report().lost).toBe(0);
  });
});
