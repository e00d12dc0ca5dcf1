/**
 * The KYC photo as the built data worker prepares it in Chromium: scaled to 1280 px on its longer
 * side, upright whatever the camera's EXIF orientation, its colours where they were. The worker
 * decodes camera JPEGs by eighths with WebCodecs when the browser keeps the orientation, so the
 * test first checks that this Chromium takes that way.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { insertExifSegment } from '@domain/kyc/photos/exif';
import { phonePagePerTest } from './support/phone-page';
import { DATA_WORKER_URL, WORKER_CALL_SOURCE } from './support/worker-call';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

/** An APP1 Exif segment holding only the orientation (big-endian TIFF, one IFD entry). */
function exifOrientationSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01];
  const payload = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, ...tiff, 0x00, orientation, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00];
  const length = payload.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...payload]);
}

/** A 2000 x 1000 JPEG as the camera stores it: red on the left half, blue on the right. */
const DRAW_HALVES = `async () => {
  const canvas = new OffscreenCanvas(2000, 1000);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ff0000';
  context.fillRect(0, 0, 1000, 1000);
  context.fillStyle = '#0000ff';
  context.fillRect(1000, 0, 1000, 1000);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  return [...new Uint8Array(await blob.arrayBuffer())];
}`;

interface PreparedLook {
  width: number;
  height: number;
  /** The decoded photo's size and two colours, read with and without the EXIF it carries. */
  withExif: { width: number; height: number; first: number[]; last: number[] };
  ignoringExif: { width: number; height: number; first: number[]; last: number[] };
}

/**
 * Prepares the photo in the app's worker and reads the result back: the colour a quarter in
 * along the longer side (`first`) and three quarters in (`last`), at the middle of the shorter.
 */
const PREPARE_AND_LOOK = `async ({ workerUrl, bytes }) => {
  const { worker, call } = (${WORKER_CALL_SOURCE})(workerUrl);
  try {
    await call(['session', 'start'], [{ apiBaseUrl: '', targetApplication: 'PAYLATER_WEB', language: 'en' }]);
    const prepared = await call(['kycPhotos', 'prepare'], [{ slot: 'KTP', name: 'camera.jpg', type: 'image/jpeg', bytes: new Uint8Array(bytes).buffer }]);
    const look = async (imageOrientation) => {
      const bitmap = await createImageBitmap(new Blob([prepared.bytes], { type: 'image/jpeg' }), { imageOrientation });
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      context.drawImage(bitmap, 0, 0);
      const tall = bitmap.height > bitmap.width;
      const at = (fraction) => tall
        ? [Math.floor(bitmap.width / 2), Math.floor(bitmap.height * fraction)]
        : [Math.floor(bitmap.width * fraction), Math.floor(bitmap.height / 2)];
      const colour = ([x, y]) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
      return { width: bitmap.width, height: bitmap.height, first: colour(at(0.25)), last: colour(at(0.75)) };
    };
    return { width: prepared.width, height: prepared.height, withExif: await look('from-image'), ignoringExif: await look('none') };
  } finally {
    worker.terminate();
  }
}`;

async function prepareInWorker(page: Page, orientation: number | null): Promise<PreparedLook> {
  const workerStarted = page.waitForEvent('worker', (worker) => DATA_WORKER_URL.test(worker.url()));
  await page.goto('/');
  const workerUrl = (await workerStarted).url();
  const drawn = new Uint8Array((await page.evaluate(`(${DRAW_HALVES})()`)) as number[]);
  const photo = orientation === null ? drawn : insertExifSegment(drawn, exifOrientationSegment(orientation));
  return (await page.evaluate(`(${PREPARE_AND_LOOK})(${JSON.stringify({ workerUrl, bytes: [...photo] })})`)) as PreparedLook;
}

const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
/** JPEG at 0.7 moves a flat colour by a few levels. */
function expectColour(actual: number[], expected: number[]): void {
  for (const [index, channel] of actual.entries()) expect(Math.abs(channel - (expected[index] ?? 0))).toBeLessThan(24);
}

describe('the KYC photo prepared in the data worker', () => {
  it('is decoded by eighths in this Chromium, whose VideoFrame carries the orientation', async () => {
    await device.page.goto('/');
    const fastWay = await device.page.evaluate(
      () => typeof ImageDecoder === 'function' && typeof VideoFrame === 'function' && 'rotation' in VideoFrame.prototype,
    );
    expect(fastWay).toBe(true);
  });

  it('comes out 1280 px wide with its colours in place', async () => {
    const look = await prepareInWorker(device.page, null);
    expect([look.width, look.height]).toEqual([1280, 640]);
    for (const view of [look.withExif, look.ignoringExif]) {
      expect([view.width, view.height]).toEqual([1280, 640]);
      expectColour(view.first, RED);
      expectColour(view.last, BLUE);
    }
  });

  it('turns a photo taken with the phone upright (EXIF orientation 6) once, and an app reading its EXIF sees the same', async () => {
    const look = await prepareInWorker(device.page, 6);
    expect([look.width, look.height]).toEqual([640, 1280]);
    for (const view of [look.withExif, look.ignoringExif]) {
      expect([view.width, view.height]).toEqual([640, 1280]);
      expectColour(view.first, RED); // the left of the stored image is the top of the photo
      expectColour(view.last, BLUE);
    }
  });
});
