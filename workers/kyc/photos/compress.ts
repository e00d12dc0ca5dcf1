/**
 * The photo work that must never run on the main thread: decode, scale, re-encode, carry the EXIF
 * over and look for quality problems. Uses the worker's ImageDecoder, createImageBitmap and OffscreenCanvas.
 */
import { makeApiError, type ApiErrorData } from '@domain/errors';
import { isJpeg, jpegDisplaySize, withOriginalExif } from '@domain/kyc/photos/exif';
import { QUALITY_SAMPLE_SIDE, assessPhoto } from '@domain/kyc/photos/quality';
import { MAX_PHOTO_BYTES, PHOTO_JPEG_QUALITY, eighthsDecodeSize, scaledSize, type KycPhotoErrorCode } from '@domain/kyc/photos/rules';
import type { PreparedPhoto, RawPhoto } from './contract';

function photoError(code: KycPhotoErrorCode, message: string): ApiErrorData {
  return makeApiError(0, [{ code, message, errorKey: code }]);
}

/** "IMG_0042.HEIC" -> "IMG_0042.jpg"; a name the camera did not give becomes "photo.jpg". */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'photo'}.jpg`;
}

/**
 * WebCodecs' decoder, when this browser has one that keeps the EXIF orientation: Chromium hands it
 * over as the frame's `rotation`, which createImageBitmap applies. Older decoders drop it, so a
 * browser whose VideoFrame has no `rotation` is not trusted with a photo.
 */
function orientingImageDecoder(): typeof ImageDecoder | null {
  if (typeof ImageDecoder !== 'function' || typeof VideoFrame !== 'function') return null;
  return 'rotation' in VideoFrame.prototype ? ImageDecoder : null;
}

/**
 * A camera JPEG decoded by eighths: libjpeg scales while it decodes, so a 12-megapixel photo
 * decodes under half the time of a full decode. Null when this browser cannot, so the caller falls back.
 */
async function decodeByEighths(photo: RawPhoto, size: { width: number; height: number }): Promise<ImageBitmap | null> {
  const Decoder = orientingImageDecoder();
  const desired = eighthsDecodeSize(size.width, size.height);
  if (!Decoder || !desired || !isJpeg(new Uint8Array(photo.bytes))) return null;
  let decoder: ImageDecoder | null = null;
  try {
    decoder = new Decoder({ data: photo.bytes, type: 'image/jpeg', desiredWidth: desired.width, desiredHeight: desired.height });
    const { image } = await decoder.decode();
    try {
      return await createImageBitmap(image);
    } finally {
      image.close();
    }
  } catch {
    return null; // a file this decoder refuses may still be one createImageBitmap reads
  } finally {
    decoder?.close();
  }
}

/**
 * Decodes the photo upright ('from-image' applies the EXIF orientation), by eighths where the
 * browser can, else with createImageBitmap (whose resize options still decode every pixel).
 */
async function decode(photo: RawPhoto): Promise<ImageBitmap> {
  const size = jpegDisplaySize(new Uint8Array(photo.bytes));
  const byEighths = size ? await decodeByEighths(photo, size) : null;
  if (byEighths) return byEighths;
  // Made only here: a Blob copies the whole photo, and the way above never reads it.
  const blob = new Blob([photo.bytes], { type: photo.type || 'image/jpeg' });
  const target = size ? scaledSize(size.width, size.height) : null;
  try {
    if (target && size && (target.width < size.width || target.height < size.height)) {
      return await createImageBitmap(blob, {
        imageOrientation: 'from-image',
        resizeWidth: target.width,
        resizeHeight: target.height,
        resizeQuality: 'medium',
      });
    }
    return await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch {
    throw photoError('PHOTO_UNREADABLE', 'The file is not an image this browser can read.');
  }
}

function context2d(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently: false });
  if (!context) throw photoError('PHOTO_UNREADABLE', 'No 2D canvas in this browser.');
  return context;
}

export async function preparePhoto(photo: RawPhoto, now: () => number = () => performance.now()): Promise<PreparedPhoto> {
  const started = now();
  const bitmap = await decode(photo);
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(width, height);
    const context = context2d(canvas);
    context.imageSmoothingQuality = 'medium';
    context.drawImage(bitmap, 0, 0, width, height);
    const encoded = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY })).arrayBuffer());
    const { bytes, exif } = withOriginalExif(new Uint8Array(photo.bytes), encoded);
    if (bytes.length > MAX_PHOTO_BYTES) throw photoError('PHOTO_TOO_LARGE', 'Photo should be smaller than 1MB.');

    const sample = scaledSize(width, height, QUALITY_SAMPLE_SIDE);
    const sampleCanvas = new OffscreenCanvas(sample.width, sample.height);
    const sampleContext = context2d(sampleCanvas);
    sampleContext.drawImage(canvas, 0, 0, sample.width, sample.height);
    const { issues } = assessPhoto(sampleContext.getImageData(0, 0, sample.width, sample.height), photo.slot);

    // A buffer of exactly the photo (the Uint8Array may be a view into a larger one).
    const out = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
    return {
      slot: photo.slot,
      name: jpegName(photo.name),
      bytes: out as ArrayBuffer,
      width,
      height,
      originalBytes: photo.bytes.byteLength,
      issues,
      exif,
      tookMs: Math.round(now() - started),
    };
  } finally {
    bitmap.close();
  }
}
