/**
 * KYC photos: compression, quality checks and their upload (issue 4), one call per thing the user
 * does. Bytes cross the bridge transferred, never copied: the picked photo to the worker, each
 * preview back. The worker keeps every photo under its own session's user. Part of DataWorkerApi
 * (workers/contract.ts); the main thread imports it as types only.
 */
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
  /** Transferred to the worker. */
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

/**
 * A photo just picked, as the picker gave it: the File itself, structured-cloned to the worker (a
 * handle: nothing is read or copied on the page), so it is stored before anything else is done.
 */
export interface PickedPhoto {
  slot: KycPhotoSlot;
  name: string;
  type: string;
  file: Blob;
}

/** A photo just taken for a product's KYC (the product goes with the upload addresses): its bytes, or the picked File. */
export type TakePhotoInput = (RawPhoto | PickedPhoto) & { product: string };

/**
 * What became of a photo taken: `queued`, in the upload outbox (replacing the slot's previous
 * file); `warned`, the quality checks found problems and the photo waits, kept on the device,
 * for the user to retake it or use it anyway (acceptWarned). `preview` is the prepared JPEG,
 * transferred to the page to show.
 */
export type TakenPhoto =
  | { outcome: 'queued'; upload: UploadSnapshot; preview: ArrayBuffer }
  | { outcome: 'warned'; issues: PhotoIssue[]; preview: ArrayBuffer };

/** One slot as this device holds it, for the page opened again (a reload, a day later). */
export interface PhotoOnDevice {
  slot: KycPhotoSlot;
  /** The slot's file in the upload outbox; null when there is none. */
  upload: UploadSnapshot | null;
  /** A photo still waiting on its quality warning (it shows over the outbox's file); null when none. */
  warning: { issues: PhotoIssue[] } | null;
  /** The bytes to show: the warned photo's, else the outbox file's while it is stored; transferred. */
  preview: ArrayBuffer | null;
}

/** One slot as the platform holds it (GET /v1/user/kyc/submission). */
export interface PhotoOnPlatform {
  slot: KycPhotoSlot;
  uploaded: boolean;
  /** The stored photo, read back when the page asked for it (withPreview) and it is there; transferred. */
  preview: ArrayBuffer | null;
}

/** Whether the platform has each photo (or, offline, whether the outbox saw it confirmed). */
export interface KycPhotosConfirmed {
  ktp: boolean;
  selfie: boolean;
}

export interface KycPhotosWorkerApi {
  /**
   * Decodes, scales (longer side 1280 px), encodes JPEG 0.7, re-inserts the EXIF and checks the
   * photo, and nothing else (the bench measures it). Rejects with PHOTO_TOO_LARGE (over 1 MB after
   * all that) or PHOTO_UNREADABLE.
   */
  prepare(photo: RawPhoto): Promise<PreparedPhoto>;
  /**
   * Taking a photo: prepares it (as prepare, rejecting the same way), then queues it for upload, or
   * keeps it waiting on its quality warning when the checks found problems.
   */
  take(photo: TakePhotoInput): Promise<TakenPhoto>;
  /** "Use anyway": the slot's photo waiting on its warning goes to the upload outbox. */
  acceptWarned(product: string, slot: KycPhotoSlot): Promise<UploadSnapshot>;
  /** The two slots as this device has them, ID card first. */
  onDevice(product: string): Promise<PhotoOnDevice[]>;
  /** The two slots as the platform has them, ID card first, with the stored photo of the slots in `withPreview`. */
  onPlatform(product: string, withPreview: KycPhotoSlot[]): Promise<PhotoOnPlatform[]>;
  /** Whether both photos are there: the platform's word, or offline the outbox's record of it. */
  confirmed(product: string): Promise<KycPhotosConfirmed>;
}
