import { beforeEach, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/session';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { screenshot, waitForServiceWorker } from './support/browser';
import { storedRecords } from './support/indexeddb';
import { phonePagePerTest } from './support/phone-page';
import { advancePlatformClock, sandboxGet, uniquePhoneNumber } from './support/sandbox';
import { openInEnglish, signIn } from './support/sign-in';

const device = phonePagePerTest();

type Kind = 'noisy-jpeg' | 'binary-noise-png' | 'framed-card' | 'dark-card' | 'cut-card';

/**
 * Draws a photo in the page and answers its bytes: noisy-jpeg, a 4000 x 3000 camera-size JPEG of
 * random noise (about 10 MB); binary-noise-png, 1280 x 1280 of black/white colour noise that no
 * JPEG 0.7 gets under 1 MB; framed-card, a sharp card of print on a plain table; dark-card, the
 * same in the dark; cut-card, the card running over the left edge. (A string, so the bundler adds nothing the page does not have.)
 */
const DRAW = `async ({ kind, width, height }) => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (kind === 'noisy-jpeg' || kind === 'binary-noise-png') {
    const image = context.createImageData(width, height);
    const data = image.data;
    for (let at = 0; at < data.length; at += 4) {
      for (let channel = 0; channel < 3; channel += 1) {
        data[at + channel] = kind === 'noisy-jpeg' ? Math.random() * 256 : (Math.random() < 0.5 ? 0 : 255);
      }
      data[at + 3] = 255;
    }
    context.putImageData(image, 0, 0);
  } else {
    const dark = kind === 'dark-card';
    context.fillStyle = dark ? '#151515' : '#7a7a7a';
    context.fillRect(0, 0, width, height);
    const x0 = kind === 'cut-card' ? -width * 0.1 : width * 0.15, y0 = height * 0.2, cardWidth = width * 0.7, cardHeight = height * 0.6;
    context.fillStyle = dark ? '#3a3a3a' : '#f0f0f0';
    context.fillRect(x0, y0, cardWidth, cardHeight);
    context.fillStyle = dark ? '#050505' : '#202020';
    for (let y = y0 + 30; y < y0 + cardHeight - 30; y += 36) {
      for (let x = kind === 'cut-card' ? 0 : x0 + 30; x < x0 + cardWidth - 30; x += 20) context.fillRect(x, y, 10, 14);
    }
  }
  const blob = await canvas.convertToBlob(kind === 'binary-noise-png' ? { type: 'image/png' } : { type: 'image/jpeg', quality: 0.92 });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}`;

interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

async function drawPhoto(page: Page, kind: Kind, width: number, height: number): Promise<Photo> {
  const base64 = await page.evaluate(`(${DRAW})(${JSON.stringify({ kind, width, height })})`);
  const png = kind === 'binary-noise-png';
  return {
    name: png ? 'noise.png' : `${kind}.jpg`,
    mimeType: png ? 'image/png' : 'image/jpeg',
    buffer: Buffer.from(String(base64), 'base64'),
  };
}

const KTP = 'ID card (KTP)';
const SELFIE = 'Selfie with your ID card';

function tile(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

async function pick(page: Page, title: string, photo: Photo): Promise<void> {
  await tile(page, title).getByLabel('Choose from gallery').setInputFiles(photo);
}

async function openStep1(page: Page, phone: string): Promise<void> {
  await signInThroughApi(page, phone, '/kyc/step1?product=paylater', 'en');
  await page.getByRole('heading', { name: 'Photo of your ID card and a selfie' }).waitFor();
}

interface StoredFile {
  slot: string;
  size: number;
  contentType: string;
  uploadCount: number;
}

function storedPhotos(phone: string): Promise<StoredFile[]> {
  return sandboxGet<StoredFile[]>(`/sandbox/storage-files?phone=${encodeURIComponent(`+62${phone}`)}&bucket=kyc`);
}

async function waitUploaded(page: Page, title: string): Promise<void> {
  await tile(page, title).getByText('Uploaded').waitFor({ timeout: 20_000 });
  await tile(page, title)
    .getByRole('img', { name: `Preview: ${title}` })
    .waitFor();
}

/** The size and SHA-256 of the tile's preview pixels, to tell the same photo from another (the page's CSP keeps fetch off blob: URLs). */
async function previewFingerprint(page: Page, title: string): Promise<{ width: number; height: number; sha256: string }> {
  const preview = tile(page, title).getByRole('img', { name: `Preview: ${title}` });
  await preview.waitFor();
  return preview.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const pixels = context.getImageData(0, 0, img.naturalWidth, img.naturalHeight).data;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', pixels));
    return {
      width: img.naturalWidth,
      height: img.naturalHeight,
      sha256: Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join(''),
    };
  });
}

async function reviewDrafts(page: Page): Promise<{ flow: string; product: string }[]> {
  const drafts = await storedRecords<{ flow: string; product: string }>(page, 'drafts');
  return drafts.filter((draft) => draft.flow === 'kyc-photo-review').map(({ flow, product }) => ({ flow, product }));
}

beforeEach(async () => {
  await openInEnglish(device.page);
});

describe('KYC step 1: photos', () => {
  it('compresses a 12-megapixel photo below 1 MB in the worker and uploads it; warns about a cut-off card and uploads it when used anyway', async () => {
    const phone = uniquePhoneNumber();
    await openStep1(device.page, phone);
    await screenshot(device.page, 'kyc-photos-step1-empty-en');
    expect(await seriousAxeViolations(device.page)).toEqual([]);

    const camera = await drawPhoto(device.page, 'noisy-jpeg', 4000, 3000);
    expect(camera.buffer.byteLength).toBeGreaterThan(5 * 1_048_576);
    await pick(device.page, KTP, camera);
    await waitUploaded(device.page, KTP);
    const [stored] = await storedPhotos(phone);
    expect(stored).toMatchObject({ slot: 'KTP', contentType: 'image/jpeg', uploadCount: 1 });
    expect(stored!.size).toBeLessThanOrEqual(1_048_576);
    expect(stored!.size).toBeGreaterThan(100_000);

    // A card running over the edge: the checks say so and offer a retake, before anything is sent.
    await pick(device.page, KTP, await drawPhoto(device.page, 'cut-card', 1600, 1200));
    const warning = tile(device.page, KTP).getByRole('alert');
    await warning.getByText('This photo may be rejected').waitFor({ timeout: 20_000 });
    await warning.getByText('Part of the card is cut off.', { exact: false }).waitFor();
    await tile(device.page, KTP).getByRole('button', { name: 'Retake photo' }).waitFor();
    await tile(device.page, KTP)
      .getByRole('img', { name: `Preview: ${KTP}` })
      .waitFor();
    expect((await storedPhotos(phone))[0]!.uploadCount).toBe(1);
    await screenshot(device.page, 'kyc-photos-step1-warning-en');
    expect(await seriousAxeViolations(device.page)).toEqual([]);

    await tile(device.page, KTP).getByRole('button', { name: 'Use this photo anyway' }).click();
    await waitUploaded(device.page, KTP);
    await expect.poll(async () => (await storedPhotos(phone))[0]!.uploadCount).toBe(2);
    await expect.poll(async () => (await reviewDrafts(device.page)).length).toBe(0);
    expect(await device.page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
  });

  it('keeps a photo awaiting its quality warning through a reload, then uploads it when used anyway', async () => {
    const phone = uniquePhoneNumber();
    await openStep1(device.page, phone);
    await pick(device.page, KTP, await drawPhoto(device.page, 'cut-card', 1600, 1200));
    await tile(device.page, KTP)
      .getByRole('alert')
      .getByText('Part of the card is cut off.', { exact: false })
      .waitFor({ timeout: 20_000 });
    const before = await previewFingerprint(device.page, KTP);
    // Not in the outbox yet: only the drafts store holds it, until the user decides.
    await expect.poll(async () => (await reviewDrafts(device.page)).map((draft) => draft.product)).toEqual(['paylater:KTP']);
    expect(await storedRecords(device.page, 'uploads')).toEqual([]);

    await device.page.reload();
    const warning = tile(device.page, KTP).getByRole('alert');
    await warning.getByText('This photo may be rejected').waitFor({ timeout: 20_000 });
    await warning.getByText('Part of the card is cut off.', { exact: false }).waitFor();
    expect(await previewFingerprint(device.page, KTP)).toEqual(before);
    await tile(device.page, KTP).getByRole('button', { name: 'Retake photo' }).waitFor();
    expect(await storedPhotos(phone)).toEqual([]);

    await tile(device.page, KTP).getByRole('button', { name: 'Use this photo anyway' }).click();
    await waitUploaded(device.page, KTP);
    const stored = await storedPhotos(phone);
    expect(stored.map((file) => [file.slot, file.contentType, file.uploadCount])).toEqual([['KTP', 'image/jpeg', 1]]);
    await expect.poll(async () => (await reviewDrafts(device.page)).length).toBe(0);
  });

  it('refuses a photo still over 1 MB after compression, with the message, and keeps the photo the user had', async () => {
    const phone = uniquePhoneNumber();
    await openStep1(device.page, phone);
    await pick(device.page, SELFIE, await drawPhoto(device.page, 'framed-card', 1600, 1200));
    await waitUploaded(device.page, SELFIE);

    await pick(device.page, SELFIE, await drawPhoto(device.page, 'binary-noise-png', 1280, 1280));
    // Said on the selfie's tile (not in the flash), until the user takes or picks another.
    await tile(device.page, SELFIE).getByRole('alert').filter({ hasText: 'Photo should be smaller than 1MB.' }).waitFor();
    expect(await device.page.locator('.flash__text').count()).toBe(0);
    await screenshot(device.page, 'kyc-photos-step1-refused-en');
    await tile(device.page, SELFIE).getByText('Uploaded').waitFor();
    await tile(device.page, SELFIE)
      .getByRole('img', { name: `Preview: ${SELFIE}` })
      .waitFor();
    expect((await storedPhotos(phone)).map((file) => [file.slot, file.uploadCount])).toEqual([['KTP_SELFIE', 1]]);
  });

  it('keeps photos taken offline through a reload, and uploads them when the network returns', async () => {
    const phone = uniquePhoneNumber();
    await openStep1(device.page, phone);
    // Every file kept, the pages the test goes to offline included (the second stage of the precache).
    await waitForServiceWorker(device.page);
    const card = await drawPhoto(device.page, 'framed-card', 1600, 1200);
    const selfie = await drawPhoto(device.page, 'framed-card', 1200, 1600);

    await device.context.setOffline(true);
    await pick(device.page, KTP, card);
    await pick(device.page, SELFIE, selfie);
    for (const title of [KTP, SELFIE])
      await tile(device.page, title).getByText('No connection.', { exact: false }).waitFor({ timeout: 20_000 });
    // Both taken: the user may go on while they wait to upload.
    expect(await device.page.getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true);
    await device.page.getByText('You can go on while the photos finish uploading.').waitFor();

    await device.page.reload();
    await device.page.waitForLoadState('domcontentloaded');
    const waiting = await storedRecords<{ slot: string; state: string }>(device.page, 'uploads');
    expect(waiting.map((record) => [record.slot, record.state]).sort()).toEqual([
      ['KTP', 'waiting-network'],
      ['KTP_SELFIE', 'waiting-network'],
    ]);
    expect(await storedRecords(device.page, 'uploadBytes')).toHaveLength(2);
    expect(await storedPhotos(phone)).toEqual([]);

    await device.context.setOffline(false);
    const retry = device.page.getByRole('button', { name: 'Try again' });
    if (await retry.isVisible().catch(() => false)) await retry.click();
    await device.page.getByRole('heading', { name: 'Photo of your ID card and a selfie' }).waitFor();
    await waitUploaded(device.page, KTP);
    await waitUploaded(device.page, SELFIE);
    expect((await storedPhotos(phone)).map((file) => file.slot).sort()).toEqual(['KTP', 'KTP_SELFIE']);
    // Uploaded: the note about going on while they upload is gone.
    await device.page.getByText('You can go on while the photos finish uploading.').waitFor({ state: 'detached' });

    // After a reload the previews come back from the platform (the outbox has let go of the bytes).
    await device.page.reload();
    await waitUploaded(device.page, KTP);
    await waitUploaded(device.page, SELFIE);
    await screenshot(device.page, 'kyc-photos-step1-preview-en');
    await device.page.getByRole('button', { name: 'Continue' }).click();
    await device.page.waitForURL(/\/kyc\/step2\?product=paylater/);
  });

  it('asks before logging out with a photo still unsent: deleting it leaves nothing, keeping it sends it after the next sign-in', async () => {
    const phone = uniquePhoneNumber();
    await openStep1(device.page, phone);
    // Every file kept, the pages the test goes to offline included (the second stage of the precache).
    await waitForServiceWorker(device.page);
    const card = await drawPhoto(device.page, 'framed-card', 1600, 1200);
    await device.context.setOffline(true);
    await pick(device.page, KTP, card);
    await tile(device.page, KTP).getByText('No connection.', { exact: false }).waitFor({ timeout: 20_000 });

    const logOutAsking = async (choice: 'Log out, delete files' | 'Log out, keep files') => {
      await device.page.goto('/');
      await device.page.getByRole('button', { name: 'Log out' }).click();
      const dialog = device.page.getByRole('dialog', { name: 'Log out?' });
      await dialog.getByText('1 photo or document has not been sent yet.', { exact: false }).waitFor();
      await screenshot(device.page, 'logout-unsent-files-en');
      await dialog.getByRole('button', { name: choice }).click();
      await device.page.getByText('You have logged out.').waitFor();
    };

    await logOutAsking('Log out, keep files');
    expect(await storedRecords(device.page, 'uploadBytes')).toHaveLength(1);
    await device.context.setOffline(false);
    await signIn(device.page, phone);
    await expect.poll(async () => (await storedPhotos(phone)).map((file) => file.slot), { timeout: 20_000 }).toEqual(['KTP']);

    await device.page.goto('/kyc/step1?product=paylater');
    await device.context.setOffline(true);
    await pick(device.page, SELFIE, await drawPhoto(device.page, 'framed-card', 1200, 1600));
    await tile(device.page, SELFIE).getByText('No connection.', { exact: false }).waitFor({ timeout: 20_000 });
    await logOutAsking('Log out, delete files');
    expect(await storedRecords(device.page, 'uploadBytes')).toHaveLength(0);
    await device.context.setOffline(false);
    await signIn(device.page, phone);
    await device.page.waitForTimeout(2_000);
    expect((await storedPhotos(phone)).map((file) => file.slot)).toEqual(['KTP']);
  });

  it('renews an expired upload address without the user noticing', async () => {
    const phone = uniquePhoneNumber();
    await openStep1(device.page, phone);
    const card = await drawPhoto(device.page, 'framed-card', 1600, 1200);
    // The first address the outbox gets is let expire, by moving the platform's clock past its 15
    // minutes, while the first request to it is held on its way.
    let held = true;
    const answers: string[] = [];
    await device.context.route('**/sandbox/storage/kyc/**', async (route) => {
      answers.push(`${route.request().method()} held`);
      while (held) await new Promise((resolve) => setTimeout(resolve, 50));
      const response = await route.fetch();
      answers.push(`${route.request().method()} ${response.status()}`);
      await route.fulfill({ response });
    });
    await pick(device.page, KTP, card);
    await expect.poll(() => answers.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const resetClock = await advancePlatformClock(20);
    try {
      held = false;
      await waitUploaded(device.page, KTP);
      // UPLOAD_ADDRESS_EXPIRED: the outbox asked for a fresh address, opened its session and sent the photo.
      expect(answers.slice(0, 2)).toEqual(['POST held', 'POST 403']);
      expect(answers.filter((answer) => !answer.endsWith('held')).at(-1)).toBe('PATCH 204');
      expect(await device.page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
      expect((await storedPhotos(phone)).map((file) => file.slot)).toEqual(['KTP']);
    } finally {
      await resetClock();
    }
  });
});

describe('KYC step 1 in Indonesian', () => {
  it('shows the empty step, a warning and a preview in Indonesian', async () => {
    const phone = uniquePhoneNumber();
    await openStep1(device.page, phone);
    await device.page.evaluate(() => localStorage.setItem('app.language', 'id'));
    await device.page.reload();
    await device.page.getByRole('heading', { name: 'Foto KTP dan selfie' }).waitFor();
    await screenshot(device.page, 'kyc-photos-step1-empty-id');

    await tile(device.page, 'Foto KTP')
      .getByLabel('Pilih dari galeri')
      .setInputFiles(await drawPhoto(device.page, 'dark-card', 1600, 1200));
    await tile(device.page, 'Foto KTP').getByText('Foto terlalu gelap.', { exact: false }).waitFor({ timeout: 20_000 });
    await screenshot(device.page, 'kyc-photos-step1-warning-id');
    expect(await seriousAxeViolations(device.page)).toEqual([]);
    await tile(device.page, 'Foto KTP').getByRole('button', { name: 'Tetap gunakan foto ini' }).click();
    await tile(device.page, 'Foto KTP').getByText('Berhasil diunggah').waitFor({ timeout: 20_000 });

    await tile(device.page, 'Selfie dengan KTP')
      .getByLabel('Pilih dari galeri')
      .setInputFiles(await drawPhoto(device.page, 'framed-card', 1200, 1600));
    await tile(device.page, 'Selfie dengan KTP').getByText('Berhasil diunggah').waitFor({ timeout: 20_000 });
    await screenshot(device.page, 'kyc-photos-step1-preview-id');
  });
});
