/** KYC photos: compression, quality checks and their upload (issue 4). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type { ExifOutcome } from '@domain/kyc/photos/exif';
import type { PhotoIssue } from '@domain/kyc/photos/quality';
import type { KycPhotoSlot } from '@domain/kyc/photos/rules';
import type { UploadSnapshot } from '@worker/uploads/contract';

/** A photo as the camera or the file picker gave it. */
export interface RawPhoto {
  slot: KycPhotoSlot;
  name: string;
  /** The picked file's MIME type ('' when the browser does not know it). */
  type: string;
  bytes: ArrayBuffer;
}

/** The photo ready to upload: scaled, JPEG 0.7, EXIF carried over, checked. */
export interface PreparedPhoto {
  slot: KycPhotoSlot;
  /** A .jpg name derived from the picked file's name. */
  name: string;
  bytes: ArrayBuffer;
  width: number;
  height: number;
  originalBytes: number;
  /** What the quality checks found (empty: nothing). */
  issues: PhotoIssue[];
  exif: ExifOutcome;
  /** Time spent in the worker, for the bench. */
  tookMs: number;
}

export interface PhotoUploadInput {
  userId: string;
  /** Sent as x-product-name when the worker asks the platform for upload addresses. */
  product: string;
  slot: KycPhotoSlot;
  name: string;
  bytes: ArrayBuffer;
}

/** What the platform holds for one slot (GET /v1/user/kyc/submission). */
export interface KycPhotoOnPlatform {
  slot: KycPhotoSlot;
  uploaded: boolean;
  /** A signed address to show it (owner only); null until uploaded. */
  readUrl: string | null;
}

export interface KycPhotosWorkerApi {
  /**
   * Decodes, scales (longer side 1280 px), encodes JPEG 0.7, re-inserts the EXIF and checks the
   * photo. Rejects with PHOTO_TOO_LARGE (over 1 MB after all that) or PHOTO_UNREADABLE.
   */
  prepare(photo: RawPhoto): Promise<PreparedPhoto>;
  /** Hands the prepared photo to the upload outbox (replacing the slot's previous one). */
  upload(input: PhotoUploadInput): Promise<UploadSnapshot>;
  /** The two slots as the platform has them, ID card first. */
  onPlatform(product: string): Promise<KycPhotoOnPlatform[]>;
  /** The bytes behind a readUrl of onPlatform (it needs the session, which only the worker has). */
  readStored(readUrl: string): Promise<ArrayBuffer>;
}
