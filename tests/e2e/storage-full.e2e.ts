/**
 * Storage full, in a real Chromium: the origin's quota is cut to one byte (DevTools'
 * Storage.overrideQuotaForOrigin), so IndexedDB refuses every write as a full phone would. Typing
 * in a form and picking a photo then say so (on the page and on the photo's tile, never "Something
 * went wrong"), what was typed stays on screen, and once there is room again (the override lifted)
 * the draft and the photo are stored without the user typing or picking anything again.
 */
import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, screenshot } from './support/browser';
import { launchOnProfile, newProfile } from './support/crash';
import { storedRecords } from './support/indexeddb';
import { sandboxGet, uniquePhoneNumber } from './support/sandbox';
import { openInEnglish, signIn } from './support/sign-in';

const STEP1 = '/kyc/step1?product=paylater';
const STEP2 = '/kyc/step2?product=paylater';
const KTP = 'ID card (KTP)';
const FULL_NOTICE = /Your phone's storage is full/;
const FILE_WAITING = /Not saved yet: your phone's storage is full/;

/** A small photo of a card, drawn in the page (what a gallery pick hands over). */
async function cardPhoto(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1600, 1200);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#7a7a7a';
    context.fillRect(0, 0, 1600, 1200);
    context.fillStyle = '#f0f0f0';
    context.fillRect(240, 240, 1120, 720);
    context.fillStyle = '#202020';
    for (let y = 280; y < 920; y += 36) for (let x = 280; x < 1320; x += 20) context.fillRect(x, y, 10, 14);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return btoa(binary);
  });
  return { name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

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
      const photo = await cardPhoto(photos);

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
});
