/**
 * Checks a photo for the problems the KYC reviewers reject it for (document 2, section 4: BLUR_*,
 * DARK_*, FLASH_*, CROPPED_*), so the user can retake it at once instead of being rejected a day
 * later. Pure functions on RGBA pixels: the worker gives them a copy of the photo scaled down to
 * QUALITY_SAMPLE_SIDE; tests give them images they draw.
 *
 * These are warnings, not rules: the user may always use the photo anyway.
 */
import type { KycPhotoSlot } from './rules';

export type PhotoIssue = 'blurred' | 'dark' | 'glare' | 'cropped';
/** The order issues are listed and announced in. */
export const PHOTO_ISSUES: readonly PhotoIssue[] = ['blurred', 'dark', 'glare', 'cropped'];

/** Pixels as ImageData holds them: RGBA, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** The longer side of the copy the checks look at: enough detail for text, cheap to scan. */
export const QUALITY_SAMPLE_SIDE = 480;

export const QUALITY_THRESHOLDS = {
  /** Variance of the Laplacian below this: no sharp edges anywhere (a sharp print of text scores in the hundreds). */
  blurVariance: 50,
  /** Mean luminance (0-255) below this: too dark to read. */
  darkMean: 55,
  /** A pixel this bright (0-255) is blown out. */
  saturatedLuminance: 250,
  /** Share of blown-out pixels in the worst cell of a 4 x 4 grid from which it is a flash spot. */
  glareCellShare: 0.35,
  /** A gradient (|dx| + |dy|) this strong marks an edge or print. */
  edgeGradient: 48,
  /** Share of edge pixels in a border strip from which the content runs over that side. */
  borderEdgeShare: 0.12,
  /** Width of the border strip, as a share of the side it lies along. */
  borderStrip: 0.03,
} as const;

const GLARE_GRID = 4;

export interface PhotoMetrics {
  laplacianVariance: number;
  meanLuminance: number;
  /** Share of blown-out pixels in the worst grid cell, 0 to 1. */
  glareShare: number;
  /** Share of edge pixels in each border strip, 0 to 1. */
  borderEdgeShare: { top: number; right: number; bottom: number; left: number };
}

export interface PhotoQuality {
  issues: PhotoIssue[];
  metrics: PhotoMetrics;
}

/**
 * A pixel of an array whose bounds the loop already keeps (the type cannot know it; 0 outside,
 * which no loop here reaches).
 */
function pixel(values: ArrayLike<number>, at: number): number {
  return values[at] ?? 0;
}

/** Luminance (Rec. 601) of every pixel, 0 to 255. */
export function luminance(image: RgbaImage): Float32Array {
  const { width, height, data } = image;
  if (data.length < width * height * 4) throw new RangeError('Fewer pixels than width x height');
  const grey = new Float32Array(width * height);
  for (let index = 0, at = 0; index < grey.length; index += 1, at += 4) {
    grey[index] = 0.299 * pixel(data, at) + 0.587 * pixel(data, at + 1) + 0.114 * pixel(data, at + 2);
  }
  return grey;
}

export function meanOf(values: Float32Array): number {
  let sum = 0;
  for (const value of values) sum += value;
  return values.length ? sum / values.length : 0;
}

/** Variance of the 4-neighbour Laplacian over the inner pixels: low when nothing is in focus. */
export function laplacianVariance(grey: Float32Array, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumOfSquares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      const value = pixel(grey, at - width) + pixel(grey, at + width) + pixel(grey, at - 1) + pixel(grey, at + 1) - 4 * pixel(grey, at);
      sum += value;
      sumOfSquares += value * value;
      count += 1;
    }
  }
  const mean = sum / count;
  return sumOfSquares / count - mean * mean;
}

/** Share of blown-out pixels in the worst cell of a 4 x 4 grid (a flash spot is local, not global). */
export function worstGlareShare(grey: Float32Array, width: number, height: number): number {
  let worst = 0;
  for (let row = 0; row < GLARE_GRID; row += 1) {
    for (let column = 0; column < GLARE_GRID; column += 1) {
      const x0 = Math.floor((column * width) / GLARE_GRID);
      const x1 = Math.floor(((column + 1) * width) / GLARE_GRID);
      const y0 = Math.floor((row * height) / GLARE_GRID);
      const y1 = Math.floor(((row + 1) * height) / GLARE_GRID);
      let saturated = 0;
      for (let y = y0; y < y1; y += 1) {
        for (let x = x0; x < x1; x += 1) if (pixel(grey, y * width + x) >= QUALITY_THRESHOLDS.saturatedLuminance) saturated += 1;
      }
      const cell = (x1 - x0) * (y1 - y0);
      if (cell > 0) worst = Math.max(worst, saturated / cell);
    }
  }
  return worst;
}

/** Share of edge pixels inside [x0, x1) x [y0, y1). */
function edgeShare(grey: Float32Array, width: number, height: number, x0: number, x1: number, y0: number, y1: number): number {
  let edges = 0;
  let count = 0;
  for (let y = Math.max(1, y0); y < Math.min(height - 1, y1); y += 1) {
    for (let x = Math.max(1, x0); x < Math.min(width - 1, x1); x += 1) {
      const at = y * width + x;
      const gradient = Math.abs(pixel(grey, at + 1) - pixel(grey, at - 1)) + Math.abs(pixel(grey, at + width) - pixel(grey, at - width));
      if (gradient >= QUALITY_THRESHOLDS.edgeGradient) edges += 1;
      count += 1;
    }
  }
  return count ? edges / count : 0;
}

/**
 * Edge density along each side. A document framed with some background around it has quiet
 * borders; print or card edges running through a border mean it was cut off on that side.
 */
export function borderEdgeShares(grey: Float32Array, width: number, height: number): PhotoMetrics['borderEdgeShare'] {
  const across = Math.max(2, Math.round(width * QUALITY_THRESHOLDS.borderStrip)) + 1;
  const down = Math.max(2, Math.round(height * QUALITY_THRESHOLDS.borderStrip)) + 1;
  return {
    top: edgeShare(grey, width, height, 0, width, 0, down),
    bottom: edgeShare(grey, width, height, 0, width, height - down, height),
    left: edgeShare(grey, width, height, 0, across, 0, height),
    right: edgeShare(grey, width, height, width - across, width, 0, height),
  };
}

/**
 * How many busy sides make a photo "cropped": any one for the ID card (it must be whole with
 * background around it); three for the selfie, whose background reaches the edges anyway and
 * which is cut off when the face and card fill the frame past its sides.
 */
const BUSY_SIDES_FOR_CROPPED: Record<KycPhotoSlot, number> = { KTP: 1, KTP_SELFIE: 3 };

export function assessPhoto(image: RgbaImage, slot: KycPhotoSlot): PhotoQuality {
  const grey = luminance(image);
  const { width, height } = image;
  const metrics: PhotoMetrics = {
    laplacianVariance: laplacianVariance(grey, width, height),
    meanLuminance: meanOf(grey),
    glareShare: worstGlareShare(grey, width, height),
    borderEdgeShare: borderEdgeShares(grey, width, height),
  };
  const busySides = Object.values(metrics.borderEdgeShare).filter((share) => share >= QUALITY_THRESHOLDS.borderEdgeShare).length;
  const found: Record<PhotoIssue, boolean> = {
    blurred: metrics.laplacianVariance < QUALITY_THRESHOLDS.blurVariance,
    dark: metrics.meanLuminance < QUALITY_THRESHOLDS.darkMean,
    glare: metrics.glareShare >= QUALITY_THRESHOLDS.glareCellShare,
    cropped: busySides >= BUSY_SIDES_FOR_CROPPED[slot],
  };
  return { issues: PHOTO_ISSUES.filter((issue) => found[issue]), metrics };
}
