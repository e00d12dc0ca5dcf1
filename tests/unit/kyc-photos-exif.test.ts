import { describe, expect, it } from 'vitest';
import {
  JpegFormatError,
  findExifSegment,
  insertExifSegment,
  jpegDisplaySize,
  jpegHeaderSegments,
  readOrientation,
  withOrientationReset,
  withOriginalExif,
} from '@domain/kyc/photos/exif';

/** A marker segment: FF marker, big-endian length (payload + 2), payload. */
function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** An APP1 Exif segment whose IFD0 holds Make ("Acme") and Orientation, in either byte order. */
function exifSegment(orientation: number, little: boolean): number[] {
  const u16 = (value: number): number[] => (little ? [value & 0xff, value >> 8] : [value >> 8, value & 0xff]);
  const u32 = (value: number): number[] =>
    little
      ? [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24]
      : [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  const entries = 2;
  const ifdSize = 2 + entries * 12 + 4;
  const makeOffset = 8 + ifdSize; // the string "Acme\0" follows the IFD
  const tiff = [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(8),
    ...u16(entries),
    // Make, ASCII, 5 bytes, stored at makeOffset
    ...u16(0x010f),
    ...u16(2),
    ...u32(5),
    ...u32(makeOffset),
    // Orientation, SHORT, 1 value, inline (left-justified in the 4 bytes)
    ...u16(0x0112),
    ...u16(3),
    ...u32(1),
    ...u16(orientation),
    0,
    0,
    ...u32(0), // no next IFD
    ...ascii('Acme'),
    0,
  ];
  return segment(0xe1, [...ascii('Exif'), 0, 0, ...tiff]);
}

const JFIF = segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const DQT = segment(0xdb, [0, ...new Array<number>(64).fill(1)]);
const SOS = segment(0xda, [1, 1, 0, 0, 0x3f, 0]);
/** Entropy-coded data: FF 00 is a stuffed byte, FF D0 a restart marker. */
const SCAN = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56];
const EOI = [0xff, 0xd9];

function jpeg(...parts: number[][]): Uint8Array {
  return new Uint8Array([0xff, 0xd8, ...parts.flat(), ...SCAN, ...EOI]);
}

describe('JPEG segments', () => {
  it('lists the header segments up to the start of scan, skipping fill bytes', () => {
    const bytes = jpeg(JFIF, [0xff], DQT, SOS);
    const markers = jpegHeaderSegments(bytes).map((found) => found.marker);
    expect(markers).toEqual([0xe0, 0xdb, 0xda]);
  });

  it('refuses what is not a JPEG, and a segment that runs past the end', () => {
    expect(() => jpegHeaderSegments(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toThrow(JpegFormatError);
    const truncated = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00, 0x45]);
    expect(() => jpegHeaderSegments(truncated)).toThrow(JpegFormatError);
  });
});

describe('EXIF orientation', () => {
  for (const little of [true, false]) {
    it(`reads and resets the orientation (${little ? 'Intel' : 'Motorola'} byte order), leaving every other byte alone`, () => {
      const bytes = jpeg(JFIF, exifSegment(6, little), DQT, SOS);
      const exif = findExifSegment(bytes);
      expect(exif).not.toBeNull();
      expect(readOrientation(exif!)).toBe(6);

      const reset = withOrientationReset(exif!);
      expect(readOrientation(reset)).toBe(1);
      expect(readOrientation(exif!)).toBe(6); // the original is not touched
      const differing = [...reset].map((byte, index) => (byte === exif![index] ? -1 : index)).filter((index) => index >= 0);
      expect(differing).toHaveLength(1);
    });
  }

  it('answers null when there is no Exif segment', () => {
    expect(findExifSegment(jpeg(JFIF, DQT, SOS))).toBeNull();
  });
});

describe('re-inserting the original EXIF into the compressed photo', () => {
  const original = jpeg(exifSegment(8, true), DQT, SOS);
  const compressed = jpeg(JFIF, DQT, SOS);

  it('puts the Exif segment right after the JFIF header, orientation 1, image data unchanged', () => {
    const result = withOriginalExif(original, compressed);
    expect(result.exif).toBe('kept');
    const markers = jpegHeaderSegments(result.bytes).map((found) => found.marker);
    expect(markers).toEqual([0xe0, 0xe1, 0xdb, 0xda]);
    expect(readOrientation(findExifSegment(result.bytes)!)).toBe(1);
    const scanAndEnd = [...SCAN, ...EOI];
    expect([...result.bytes.slice(-scanAndEnd.length)]).toEqual(scanAndEnd);
    expect(result.bytes.length).toBe(compressed.length + exifSegment(8, true).length);
  });

  it('puts it right after SOI when the compressed photo has no JFIF header, replacing an Exif segment it had', () => {
    const withOwnExif = jpeg(exifSegment(3, false), DQT, SOS);
    const inserted = insertExifSegment(withOwnExif, new Uint8Array(exifSegment(1, true)));
    const segments = jpegHeaderSegments(inserted);
    expect(segments.map((found) => found.marker)).toEqual([0xe1, 0xdb, 0xda]);
    expect(inserted[segments[0]!.start + 10]).toBe(0x49); // the Intel-order segment we inserted
  });

  it('keeps the compressed photo as it is when the original has no EXIF or is not a JPEG', () => {
    expect(withOriginalExif(jpeg(JFIF, DQT, SOS), compressed)).toEqual({ bytes: compressed, exif: 'none' });
    expect(withOriginalExif(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), compressed)).toEqual({ bytes: compressed, exif: 'none' });
  });

  it('falls back to the compressed photo when the original EXIF is broken', () => {
    const broken = exifSegment(6, true);
    broken[10] = 0x00; // the byte order mark is gone
    const result = withOriginalExif(jpeg(broken, DQT, SOS), compressed);
    expect(result).toEqual({ bytes: compressed, exif: 'failed' });
  });
});

describe('the display size from the header', () => {
  /** SOF0: precision 8, height, width, 1 component. */
  const sof = (width: number, height: number): number[] =>
    segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  const DHT = segment(0xc4, [0, ...new Array<number>(16).fill(0)]);

  it('reads the frame size, skipping a Huffman table (C4) in the SOF range', () => {
    expect(jpegDisplaySize(jpeg(JFIF, DHT, sof(4000, 3000), SOS))).toEqual({ width: 4000, height: 3000 });
  });

  it('swaps the sides when the EXIF orientation turns the photo a quarter', () => {
    expect(jpegDisplaySize(jpeg(exifSegment(6, true), sof(4000, 3000), SOS))).toEqual({ width: 3000, height: 4000 });
    expect(jpegDisplaySize(jpeg(exifSegment(3, false), sof(4000, 3000), SOS))).toEqual({ width: 4000, height: 3000 });
  });

  it('answers null when the header does not say (not a JPEG, no frame)', () => {
    expect(jpegDisplaySize(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(jpegDisplaySize(jpeg(JFIF, SOS))).toBeNull();
  });
});
