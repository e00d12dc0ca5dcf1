/**
 * Signed upload addresses and the files behind them (the platform's object storage; the sandbox
 * serves it under /sandbox/storage). Shared by the server, the worker's upload outbox and the areas
 * that upload (KYC photos, lender documents).
 */

export type StorageBucket = 'kyc' | 'lender';

export const STORAGE_PATH_PREFIX = '/sandbox/storage/';

/** What each bucket accepts, checked by content (magic bytes), not only by the declared type. */
export const BUCKET_RULES: Record<StorageBucket, { contentType: string; maxBytes: number }> = {
  kyc: { contentType: 'image/jpeg', maxBytes: 1_048_576 },
  lender: { contentType: 'application/pdf', maxBytes: 10 * 1_048_576 },
};

/** Error codes of the storage, as errorKey of the platform's error envelope. */
export const STORAGE_ERROR_CODES = [
  'UPLOAD_ADDRESS_EXPIRED',
  'UPLOAD_ADDRESS_INVALID',
  'UPLOAD_ADDRESS_USED',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'FILE_LOCKED',
] as const;
export type StorageErrorCode = (typeof STORAGE_ERROR_CODES)[number];

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PDF_EOF = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF

/** A PDF's first bytes: "%PDF-" at the very start (a file that starts as HTML is not a PDF, whatever follows). */
export function startsLikePdf(head: Uint8Array): boolean {
  return PDF_HEADER.every((byte, offset) => head[offset] === byte);
}

/** A PDF's last bytes: "%%EOF", then only whitespace (CR, LF, space, tab, NUL, form feed). */
export function endsLikePdf(tail: Uint8Array): boolean {
  let end = tail.length;
  while (end > 0 && [0x0d, 0x0a, 0x20, 0x09, 0x00, 0x0c].includes(tail[end - 1] as number)) end -= 1;
  const start = end - PDF_EOF.length;
  return start >= 0 && PDF_EOF.every((byte, offset) => tail[start + offset] === byte);
}

/** A whole PDF by its first and last bytes (what the server checks; the page checks the same when a file is picked). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return startsLikePdf(bytes) && endsLikePdf(bytes.subarray(Math.max(0, bytes.length - 1024)));
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * A JPEG's size from its frame header (SOF0-SOF15 but DHT, JPG and DAC), walking the segments
 * from the SOI marker; null when the bytes are not a JPEG or the header is not in `head`.
 */
export function jpegSize(head: Uint8Array): ImageSize | null {
  if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < head.length) {
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = ((head[at + 2] as number) << 8) | (head[at + 3] as number);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = ((head[at + 5] as number) << 8) | (head[at + 6] as number);
      const width = ((head[at + 7] as number) << 8) | (head[at + 8] as number);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    at += 2 + length;
  }
  return null;
}

/** A PNG's size from its IHDR chunk; null when the bytes are not a PNG. */
export function pngSize(head: Uint8Array): ImageSize | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length < 24 || !signature.every((byte, offset) => head[offset] === byte)) return null;
  const ihdr = String.fromCharCode(...head.subarray(12, 16));
  if (ihdr !== 'IHDR') return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** A JPEG starts with the SOI marker FF D8 and a marker FF xx. */
export function looksLikeJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** How many first bytes the checks need: a JPEG's frame header may follow up to 64 KiB of EXIF. */
export const CONTENT_HEAD_BYTES = 128 * 1024;
/** How many last bytes: a PDF's %%EOF with its trailing whitespace. */
export const CONTENT_TAIL_BYTES = 1024;

/**
 * Whether a file is what its bucket takes, from its first CONTENT_HEAD_BYTES and last
 * CONTENT_TAIL_BYTES: a photo must be a JPEG with a frame header and a size; a document a PDF
 * from "%PDF-" at byte 0 to "%%EOF" at the end.
 */
export function contentMatchesBucket(bucket: StorageBucket, head: Uint8Array, tail: Uint8Array = head): boolean {
  return bucket === 'kyc' ? jpegSize(head) !== null : startsLikePdf(head) && endsLikePdf(tail);
}

/**
 * When a signed address stops working, in epoch ms, read from the address itself: the sandbox's
 * `expires` (unix seconds), or S3's X-Amz-Date + X-Amz-Expires. null when it does not say.
 */
export function signedAddressExpiry(url: string): number | null {
  const param = (name: string): string | null => {
    const match = new RegExp(`[?&]${name}=([^&#]*)`).exec(url);
    return match?.[1] !== undefined ? decodeURIComponent(match[1]) : null;
  };
  const expires = Number(param('expires'));
  if (Number.isFinite(expires) && expires > 0) return expires * 1000;
  const amzDate = param('X-Amz-Date');
  const amzExpires = Number(param('X-Amz-Expires'));
  const match = amzDate ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate) : null;
  if (match && Number.isFinite(amzExpires)) {
    const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
    return Date.UTC(y, mo - 1, d, h, mi, s) + amzExpires * 1000;
  }
  return null;
}

/**
 * HEAD on an upload address answers what the platform holds there (200 with these headers, 404
 * when nothing), so an uploader cut off mid-send never stores a file twice.
 */
export const HELD_SIZE_HEADER = 'x-stored-size';
export const HELD_SHA256_HEADER = 'x-stored-sha256';

/**
 * Resumable uploads: tus 1.0 (core, creation, expiration) on the same signed upload
 * addresses (server/storage/CONTRACT.md). A POST to the address with Upload-Length and
 * Upload-Metadata opens a session; the session's address (Location) is the upload address's path
 * with `upload_id=<token>`; HEAD there answers Upload-Offset; PATCH appends at Upload-Offset.
 */
export const TUS_VERSION = '1.0.0';
export const TUS_EXTENSIONS = ['creation', 'expiration'] as const;
export const TUS_HEADERS = {
  resumable: 'tus-resumable',
  version: 'tus-version',
  extension: 'tus-extension',
  maxSize: 'tus-max-size',
  offset: 'upload-offset',
  length: 'upload-length',
  metadata: 'upload-metadata',
  expires: 'upload-expires',
} as const;
/** The body type of every PATCH (tus 1.0). */
export const TUS_CHUNK_TYPE = 'application/offset+octet-stream';
/** The query parameter that names a session on the file's path (its value is the session's credential). */
export const UPLOAD_SESSION_PARAM = 'upload_id';
/**
 * Upload-Metadata keys (each value base64): `filetype`, the file's MIME type (the bucket's, as for a
 * PUT); `sha256`, the whole file's SHA-256 as its 32 bytes, checked when the last byte arrives.
 */
export const UPLOAD_METADATA_KEYS = { type: 'filetype', sha256: 'sha256' } as const;

/**
 * Error codes of resumable sessions. The outbox handles every one of them itself (it asks the offset
 * again, waits, or starts a new session), so none is shown to a user and none has a message in the
 * catalogues.
 */
export const RESUMABLE_ERROR_CODES = [
  /** 404: no session at this address (never made, or not for this file). */
  'UPLOAD_SESSION_UNKNOWN',
  /** 410: the session expired before its last byte; its bytes are gone. */
  'UPLOAD_SESSION_EXPIRED',
  /** 409: Upload-Offset is not where the session stands (a chunk out of order, or sent twice). */
  'UPLOAD_OFFSET_MISMATCH',
  /** 413: the chunk goes past the declared Upload-Length. */
  'UPLOAD_PAST_LENGTH',
  /** 423: another request is writing to the session (one sender at a time). */
  'UPLOAD_BUSY',
  /** 422: the whole file's SHA-256 is not the one declared: nothing is stored. */
  'UPLOAD_CHECKSUM_MISMATCH',
  /** 412: a Tus-Resumable version the storage does not speak. */
  'TUS_VERSION_UNSUPPORTED',
] as const;
export type ResumableErrorCode = (typeof RESUMABLE_ERROR_CODES)[number];

/** Upload-Metadata: `key base64,key base64`; keys without a value map to ''. Null when it cannot be read. */
export function parseUploadMetadata(header: string | null | undefined): Map<string, string> | null {
  const pairs = new Map<string, string>();
  if (!header?.trim()) return pairs;
  for (const part of header.split(',')) {
    const [key, value = '', ...rest] = part.trim().split(' ');
    if (!key || rest.length > 0 || pairs.has(key) || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    pairs.set(key, value);
  }
  return pairs;
}
