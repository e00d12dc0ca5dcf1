/**
 * The original photo's EXIF, carried over to the compressed JPEG (document 2, section 5): the
 * APP1 "Exif" segment is copied byte for byte with the orientation tag reset to 1, because the
 * compressed pixels are already upright (the decoder applied the orientation). Pure code on bytes,
 * so it runs in the worker and in unit tests alike.
 */

export class JpegFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JpegFormatError';
  }
}

/** One marker segment before the image data: bytes [start, end) including the FF xx marker. */
export interface JpegSegment {
  marker: number;
  start: number;
  end: number;
}

const SOI = 0xd8;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
const ORIENTATION_TAG = 0x0112;
const TYPE_SHORT = 3;
/** FF 01 (TEM) and FF D0 to FF D7 (RSTn) stand alone, without a length. */
const standalone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === SOI && bytes[2] === 0xff;
}

/** The segments from after SOI up to and including SOS (where the entropy-coded data starts). */
export function jpegHeaderSegments(bytes: Uint8Array): JpegSegment[] {
  if (!isJpeg(bytes)) throw new JpegFormatError('Not a JPEG: no start-of-image marker');
  const segments: JpegSegment[] = [];
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) throw new JpegFormatError(`No marker at byte ${offset}`);
    // Any number of FF fill bytes may precede a marker.
    let markerAt = offset;
    while (bytes[markerAt + 1] === 0xff) markerAt += 1;
    const marker = bytes[markerAt + 1];
    if (marker === undefined) throw new JpegFormatError('Truncated marker');
    if (standalone(marker)) {
      segments.push({ marker, start: offset, end: markerAt + 2 });
      offset = markerAt + 2;
      continue;
    }
    const high = bytes[markerAt + 2];
    const low = bytes[markerAt + 3];
    if (high === undefined || low === undefined) throw new JpegFormatError('Truncated segment length');
    const length = (high << 8) | low;
    const end = markerAt + 2 + length;
    if (length < 2 || end > bytes.length) throw new JpegFormatError(`Segment FF${marker.toString(16)} runs past the end`);
    segments.push({ marker, start: offset, end });
    if (marker === SOS) return segments;
    offset = end;
  }
  throw new JpegFormatError('No start-of-scan marker');
}

function isExifSegment(bytes: Uint8Array, segment: JpegSegment): boolean {
  if (segment.marker !== APP1) return false;
  const headerAt = segment.start + 4;
  return EXIF_HEADER.every((byte, index) => bytes[headerAt + index] === byte);
}

/** The APP1 Exif segment (marker, length and payload), or null when the photo has none. */
export function findExifSegment(jpeg: Uint8Array): Uint8Array | null {
  const segment = jpegHeaderSegments(jpeg).find((candidate) => isExifSegment(jpeg, candidate));
  return segment ? jpeg.slice(segment.start, segment.end) : null;
}

/** Offset of the TIFF header inside an APP1 Exif segment: FF E1, 2 length bytes, "Exif\0\0". */
const TIFF_START = 10;

/** A reader of the TIFF structure in the segment, in its own byte order, with bounds checks. */
function tiffView(segment: Uint8Array): { view: DataView; little: boolean } {
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  if (segment.length < TIFF_START + 8) throw new JpegFormatError('Exif segment too short for a TIFF header');
  const order = view.getUint16(TIFF_START);
  if (order !== 0x4949 && order !== 0x4d4d) throw new JpegFormatError('Unknown TIFF byte order');
  const little = order === 0x4949;
  if (view.getUint16(TIFF_START + 2, little) !== 42) throw new JpegFormatError('Not a TIFF header');
  return { view, little };
}

/** Where IFD0's orientation entry is in the segment, or null when there is none. */
function orientationEntryOffset(segment: Uint8Array): number | null {
  const { view, little } = tiffView(segment);
  const ifd0 = TIFF_START + view.getUint32(TIFF_START + 4, little);
  if (ifd0 + 2 > segment.length) throw new JpegFormatError('IFD0 lies outside the segment');
  const count = view.getUint16(ifd0, little);
  if (ifd0 + 2 + count * 12 > segment.length) throw new JpegFormatError('IFD0 entries run past the segment');
  for (let index = 0; index < count; index += 1) {
    const entry = ifd0 + 2 + index * 12;
    if (view.getUint16(entry, little) === ORIENTATION_TAG) return entry;
  }
  return null;
}

/** The orientation (1 to 8) the segment records, or null without one. */
export function readOrientation(segment: Uint8Array): number | null {
  const entry = orientationEntryOffset(segment);
  if (entry === null) return null;
  const { view, little } = tiffView(segment);
  return view.getUint16(entry + 8, little);
}

/** A copy of the segment whose orientation says "upright" (1); unchanged when it has no orientation. */
export function withOrientationReset(segment: Uint8Array): Uint8Array {
  const copy = segment.slice();
  const entry = orientationEntryOffset(copy);
  if (entry === null) return copy;
  const { view, little } = tiffView(copy);
  if (view.getUint16(entry + 2, little) !== TYPE_SHORT || view.getUint32(entry + 4, little) !== 1) {
    throw new JpegFormatError('Orientation entry is not one SHORT');
  }
  view.setUint16(entry + 8, 1, little);
  return copy;
}

/**
 * The JPEG with `exif` placed right after SOI and a JFIF APP0 (which must come first), replacing
 * any Exif segment it already had.
 */
export function insertExifSegment(jpeg: Uint8Array, exif: Uint8Array): Uint8Array {
  const kept = jpegHeaderSegments(jpeg).filter((segment) => !isExifSegment(jpeg, segment));
  const last = kept[kept.length - 1];
  if (!last) throw new JpegFormatError('No segments');
  const parts: Uint8Array[] = [jpeg.subarray(0, 2)];
  const insertAfter = kept[0]?.marker === APP0 ? 0 : -1;
  if (insertAfter < 0) parts.push(exif);
  kept.forEach((segment, index) => {
    parts.push(jpeg.subarray(segment.start, segment.end));
    if (index === insertAfter) parts.push(exif);
  });
  parts.push(jpeg.subarray(last.end)); // the image data after the start of scan
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export type ExifOutcome = 'kept' | 'none' | 'failed';

/**
 * The compressed JPEG carrying the original's EXIF with the orientation reset ('kept'); the
 * compressed JPEG as it is when the original had no EXIF ('none') or when anything about the
 * bytes was not as expected ('failed': the spec's fallback to the compressed file).
 */
export function withOriginalExif(original: Uint8Array, compressed: Uint8Array): { bytes: Uint8Array; exif: ExifOutcome } {
  try {
    if (!isJpeg(original)) return { bytes: compressed, exif: 'none' };
    const segment = findExifSegment(original);
    if (!segment) return { bytes: compressed, exif: 'none' };
    return { bytes: insertExifSegment(compressed, withOrientationReset(segment)), exif: 'kept' };
  } catch {
    return { bytes: compressed, exif: 'failed' };
  }
}

/** SOF0 to SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * The size the photo shows at, read from its header without decoding it: the frame's size, sides
 * swapped when the EXIF orientation turns it a quarter (5 to 8). null when the bytes do not say.
 */
export function jpegDisplaySize(jpeg: Uint8Array): { width: number; height: number } | null {
  try {
    const segments = jpegHeaderSegments(jpeg);
    const frame = segments.find((segment) => isStartOfFrame(segment.marker));
    if (!frame || frame.end - frame.start < 9) return null;
    // Big-endian 16-bit sides (the segment holds at least 9 bytes, checked above).
    const sides = new DataView(jpeg.buffer, jpeg.byteOffset + frame.start, frame.end - frame.start);
    const height = sides.getUint16(5);
    const width = sides.getUint16(7);
    if (width === 0 || height === 0) return null;
    const exif = segments.find((segment) => isExifSegment(jpeg, segment));
    let orientation: number | null = null;
    try {
      orientation = exif ? readOrientation(jpeg.subarray(exif.start, exif.end)) : null;
    } catch {
      orientation = null; // a broken EXIF: the decoder will not turn the photo either
    }
    return orientation !== null && orientation >= 5 && orientation <= 8 ? { width: height, height: width } : { width, height };
  } catch {
    return null;
  }
}
