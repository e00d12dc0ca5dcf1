/** The KYC photo rules (document 2, sections 5 and 9): one place for the limits. */

/** The two photos of step 1, in the order the KYC submission lists them (docs[0], docs[1]). */
export const KYC_PHOTO_SLOTS = ['KTP', 'KTP_SELFIE'] as const;
export type KycPhotoSlot = (typeof KYC_PHOTO_SLOTS)[number];

export function isKycPhotoSlot(value: string): value is KycPhotoSlot {
  return (KYC_PHOTO_SLOTS as readonly string[]).includes(value);
}

/** A photo over 1 MB after compression is refused ("Photo should be smaller than 1MB."). */
export const MAX_PHOTO_BYTES = 1_048_576;
/** The longer side after scaling. */
export const MAX_PHOTO_SIDE = 1280;
export const PHOTO_JPEG_QUALITY = 0.7;

/**
 * Error codes the photo preparation answers (as ApiErrorData codes, shown through
 * errors.<CODE> messages): too large after compression, or not an image the browser can decode.
 */
export const KYC_PHOTO_ERROR_CODES = ['PHOTO_TOO_LARGE', 'PHOTO_UNREADABLE'] as const;
export type KycPhotoErrorCode = (typeof KYC_PHOTO_ERROR_CODES)[number];

/** The size that fits the longer side into `maxSide`, never enlarging; at least 1 px each way. */
export function scaledSize(width: number, height: number, maxSide: number = MAX_PHOTO_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The size to ask a JPEG decoder for so that it decodes by eighths (libjpeg's DCT scaling, n/8 for
 * n = 1..8) and still covers the photo's scaled size: the smallest eighth whose longer side is at
 * least `maxSide`. Chromium picks the largest eighth whose area fits the size asked for, so asking
 * for the target itself would give a smaller photo that the resize then enlarges. Null when the
 * photo needs no scaling, or when only the full size covers it.
 */
export function eighthsDecodeSize(
  width: number,
  height: number,
  maxSide: number = MAX_PHOTO_SIDE,
): { width: number; height: number } | null {
  const longer = Math.max(width, height);
  if (longer <= maxSide) return null;
  const eighths = Math.ceil((maxSide * 8) / longer);
  if (eighths >= 8) return null;
  return { width: Math.ceil((width * eighths) / 8), height: Math.ceil((height * eighths) / 8) };
}
