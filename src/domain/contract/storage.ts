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
export const STORAGE_ERROR_CODES = ['UPLOAD_ADDRESS_EXPIRED', 'UPLOAD_ADDRESS_INVALID', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'] as const;
export type StorageErrorCode = (typeof STORAGE_ERROR_CODES)[number];

/** A PDF starts with "%PDF-" (ISO 32000: the header may follow up to 1 KiB of other bytes). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const marker = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
  const end = Math.min(bytes.length, 1024) - marker.length;
  for (let start = 0; start <= end; start++) {
    if (marker.every((byte, offset) => bytes[start + offset] === byte)) return true;
  }
  return false;
}

/** A JPEG starts with the SOI marker FF D8 and a marker FF xx. */
export function looksLikeJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

export function contentMatchesBucket(bucket: StorageBucket, bytes: Uint8Array): boolean {
  return bucket === 'kyc' ? looksLikeJpeg(bytes) : looksLikePdf(bytes);
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
