import { describe, expect, it } from 'vitest';
import { assessPhoto, laplacianVariance, luminance, type RgbaImage } from '@domain/kyc/photos/quality';

const WIDTH = 320;
const HEIGHT = 200;

/** An image drawn by `shade(x, y)` (grey, 0-255). */
function draw(shade: (x: number, y: number) => number, width = WIDTH, height = HEIGHT): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = shade(x, y);
      data.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

/** A card of "print" (2-px stripes of ink on white) on a plain table, inside the given box. */
function card(box: { x0: number; x1: number; y0: number; y1: number }, ink = 30, paper = 230, table = 120) {
  return (x: number, y: number): number => {
    const inside = x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1;
    if (!inside) return table;
    return Math.floor(x / 2) % 2 === 0 && Math.floor(y / 6) % 2 === 0 ? ink : paper;
  };
}

const FRAMED = { x0: 40, x1: 280, y0: 30, y1: 170 };

/** A 9 x 9 box blur, applied `times` times. */
function blur(image: RgbaImage, times: number): RgbaImage {
  let grey = luminance(image);
  const { width, height } = image;
  for (let pass = 0; pass < times; pass += 1) {
    const next = new Float32Array(grey.length);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        let sum = 0;
        let count = 0;
        for (let dy = -4; dy <= 4; dy += 1) {
          for (let dx = -4; dx <= 4; dx += 1) {
            const sx = x + dx;
            const sy = y + dy;
            if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
            sum += grey[sy * width + sx]!;
            count += 1;
          }
        }
        next[y * width + x] = sum / count;
      }
    }
    grey = next;
  }
  return draw((x, y) => Math.round(grey[y * width + x]!), width, height);
}

describe('photo quality checks', () => {
  it('finds nothing wrong with a sharp, bright, framed ID card', () => {
    expect(assessPhoto(draw(card(FRAMED)), 'KTP').issues).toEqual([]);
  });

  it('says blurred when the print has no sharp edges left', () => {
    const sharp = draw(card(FRAMED));
    const blurred = blur(sharp, 2);
    const before = laplacianVariance(luminance(sharp), WIDTH, HEIGHT);
    const after = laplacianVariance(luminance(blurred), WIDTH, HEIGHT);
    expect(after).toBeLessThan(before / 10);
    expect(assessPhoto(blurred, 'KTP').issues).toEqual(['blurred']);
  });

  it('says too dark for an under-exposed photo, and only that', () => {
    const dark = draw(card(FRAMED, 5, 90, 25));
    expect(assessPhoto(dark, 'KTP').issues).toEqual(['dark']);
  });

  it('says flash glare when one part of the card is blown out white', () => {
    const glare = draw((x, y) => (Math.hypot(x - 200, y - 90) < 40 ? 255 : card(FRAMED)(x, y)));
    const quality = assessPhoto(glare, 'KTP');
    expect(quality.issues).toEqual(['glare']);
    expect(quality.metrics.glareShare).toBeGreaterThan(0.35);
  });

  it('does not call a bright but even photo glare', () => {
    const bright = draw(card(FRAMED, 60, 245, 200));
    expect(assessPhoto(bright, 'KTP').issues).not.toContain('glare');
  });

  it('says cropped when the card runs over a side of the photo', () => {
    const cutOff = draw(card({ x0: 0, x1: 240, y0: 30, y1: 170 }));
    const quality = assessPhoto(cutOff, 'KTP');
    expect(quality.issues).toEqual(['cropped']);
    expect(quality.metrics.borderEdgeShare.left).toBeGreaterThan(quality.metrics.borderEdgeShare.right);
  });

  it('lets a selfie reach one side (the background does), but not three', () => {
    const oneSide = draw(card({ x0: 0, x1: 240, y0: 30, y1: 170 }));
    expect(assessPhoto(oneSide, 'KTP_SELFIE').issues).toEqual([]);
    const filled = draw(card({ x0: 0, x1: WIDTH, y0: 0, y1: 170 }));
    expect(assessPhoto(filled, 'KTP_SELFIE').issues).toEqual(['cropped']);
  });

  it('reports every problem at once, in a fixed order', () => {
    const flat = draw(() => 20);
    expect(assessPhoto(flat, 'KTP').issues).toEqual(['blurred', 'dark']);
  });

  it('refuses pixel data smaller than the size says', () => {
    expect(() => luminance({ width: 10, height: 10, data: new Uint8ClampedArray(10) })).toThrow(RangeError);
  });
});
