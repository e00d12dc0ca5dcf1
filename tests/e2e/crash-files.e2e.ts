/**
 * Files and events through a killed browser (SIGKILL, relaunched on the same profile): a KYC photo
 * killed 50 ms after it was picked, an upload killed mid-file or just as the platform stored it
 * (never stored twice), and analytics events queued offline (none lost, none doubled).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { storedRecords } from './support/indexeddb';
import { cardPhoto } from './support/photos';
import { killAfter, killBrowser, shapeNetwork, withSignedInProfile } from './support/crash';
import { sandboxGet, storedEvents } from './support/sandbox';

const STEP1 = '/kyc/step1?product=paylater';
const KTP = 'ID card (KTP)';
const SELFIE = 'Selfie with your ID card';

interface StoredFile {
  slot: string;
  uploadCount: number;
}

function storedPhotos(phone: string): Promise<StoredFile[]> {
  return sandboxGet<StoredFile[]>(`/sandbox/storage-files?phone=${encodeURIComponent(`+62${phone}`)}&bucket=kyc`);
}

async function openStep1(page: Page): Promise<void> {
  await page.goto(STEP1);
  await page.getByRole('heading', { name: 'Photo of your ID card and a selfie' }).waitFor();
}

const tile = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function pick(page: Page, title: string): Promise<void> {
  const photo = await cardPhoto(page);
  await tile(page, title).getByLabel('Choose from gallery').setInputFiles(photo);
}

async function waitUploaded(page: Page, title: string): Promise<void> {
  await tile(page, title).getByText('Uploaded').waitFor({ timeout: 30_000 });
  await tile(page, title)
    .getByRole('img', { name: `Preview: ${title}` })
    .waitFor();
}

describe('files and events through a killed browser', () => {
  it('a photo killed 50 ms after it was picked is compressed and uploaded, once, after the relaunch', async () => {
    await withSignedInProfile(async (first, phone, relaunch) => {
      await openStep1(first.page);
      await first.context.setOffline(true); // nothing may reach the platform before the kill
      await pick(first.page, KTP);
      await killAfter(first);

      const second = await relaunch();
      await openStep1(second.page);
      await waitUploaded(second.page, KTP);
      expect((await storedPhotos(phone)).map(({ slot, uploadCount }) => [slot, uploadCount])).toEqual([['KTP', 1]]);
    });
  });

  it('an upload killed mid-file, or just as the platform stored it, is completed after the relaunch and stored once', async () => {
    await withSignedInProfile(async (first, phone, relaunch) => {
      await openStep1(first.page);
      // A slow uplink, so the kill lands while the file is on its way.
      await shapeNetwork(first, { latency: 50, downloadThroughput: 200_000, uploadThroughput: 20_000 });
      await pick(first.page, KTP);
      await tile(first.page, KTP).getByText('Uploading').first().waitFor({ timeout: 20_000 });
      await killAfter(first, 300);

      const second = await relaunch();
      await openStep1(second.page);
      // The selfie: killed the moment the platform has it, before the page can know.
      await pick(second.page, SELFIE);
      const deadline = Date.now() + 30_000;
      while (!(await storedPhotos(phone)).some((file) => file.slot === 'KTP_SELFIE') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      await killBrowser(second);

      const third = await relaunch();
      await openStep1(third.page);
      await waitUploaded(third.page, KTP);
      await waitUploaded(third.page, SELFIE);
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // time for a second PUT, were one to go
      const stored = await storedPhotos(phone);
      expect(stored.map(({ slot, uploadCount }) => [slot, uploadCount]).sort()).toEqual([
        ['KTP', 1],
        ['KTP_SELFIE', 1],
      ]);
    });
  });

  it('analytics events queued offline survive the kill and arrive once each', async () => {
    await withSignedInProfile(async (first, _phone, relaunch) => {
      await openStep1(first.page);
      await first.context.setOffline(true);
      await pick(first.page, SELFIE);
      await tile(first.page, SELFIE)
        .getByText(/No connection/)
        .waitFor({ timeout: 20_000 });
      const queued = (await storedRecords<{ event: { id: string; name: string } }>(first.page, 'analyticsOutbox')).map(
        (record) => record.event.id,
      );
      expect(queued.length).toBeGreaterThan(0);
      await killAfter(first);

      const second = await relaunch();
      await openStep1(second.page);
      await expect
        .poll(async () => (await storedEvents()).filter((event) => queued.includes(event.id)).length, { timeout: 30_000, interval: 250 })
        .toBe(queued.length);
      const delivered = (await storedEvents()).filter((event) => queued.includes(event.id));
      expect(new Set(delivered.map((event) => event.id)).size).toBe(queued.length);
    });
  });
});
