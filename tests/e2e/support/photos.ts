/** Photos the KYC tests pick, drawn in the page (what a gallery pick hands over). */
import type { Page } from 'playwright-core';

export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A photo of a card on a table as a JPEG of `width` x `height`. `grain` adds sensor-like noise, so
 * the file is as large as a phone camera's (a 4000 x 3000 with grain is some megabytes).
 */
export async function cardPhoto(page: Page, width = 2400, height = 1800, grain = false): Promise<PickedFile> {
  const base64 = await page.evaluate(
    async ({ w, h, noisy }) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#7a7a7a';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#f0f0f0';
      context.fillRect(w * 0.15, h * 0.2, w * 0.7, h * 0.6);
      context.fillStyle = '#202020';
      for (let y = h * 0.22; y < h * 0.78; y += 36) for (let x = w * 0.17; x < w * 0.83; x += 20) context.fillRect(x, y, 10, 14);
      if (noisy) {
        const image = context.getImageData(0, 0, w, h);
        for (let at = 0; at < image.data.length; at += 4) {
          const shift = (Math.random() - 0.5) * 40;
          image.data[at] = (image.data[at] ?? 0) + shift;
          image.data[at + 1] = (image.data[at + 1] ?? 0) + shift;
          image.data[at + 2] = (image.data[at + 2] ?? 0) + shift;
        }
        context.putImageData(image, 0, 0);
      }
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })).arrayBuffer());
      let binary = '';
      for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return btoa(binary);
    },
    { w: width, h: height, noisy: grain },
  );
  return { name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
