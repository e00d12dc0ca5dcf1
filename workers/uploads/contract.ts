/**
 * The upload outbox: a file is written to IndexedDB first, then sent to a signed address (in chunks
 * by the resumable protocol where the store offers it, by a single PUT where not), resumed from
 * what the platform acknowledged after a lost connection, a reload, a kill or a day away, and only
 * forgotten once the platform has confirmed it. Areas (KYC photos, lender documents) put files in
 * and say where they go.
 *
 * Retention: the bytes are deleted as soon as the platform confirms the file. A file never
 * confirmed is kept 30 days (as drafts are); then, at the worker's start, its bytes are deleted and
 * its record stays, `failed` with the error code UploadExpiredCode, so the page can say the file was
 * lost and ask for it again (retry() rejects for it: there is nothing left to send).
 * Logout: the files of the user not yet confirmed stay by default and are sent when that user
 * signs in again. The page asks `pendingForCurrentUser()` before signing out; when it is above 0 it
 * asks the user, then calls `auth.logout({ pendingUploads: 'keep' | 'wipe' })` (workers/contract.ts).
 */
import type { ApiErrorData } from '@domain/errors';

/** Which area a file belongs to; each kind has one address source (see UploadAddressSource). */
export type UploadKind = 'kyc-photo' | 'lender-document';

/**
 * queued: waiting its turn (with `error` set after a 408, 429 or 5xx: it tries again by itself);
 * waiting-network: offline or the connection dropped, resumes by itself; uploading: bytes on the
 * way (see loaded/size); uploaded: the platform confirmed it (its bytes are gone);
 * failed: the platform refused it, or it expired (error says which): the user retries or picks
 * another file.
 */
export type UploadState = 'queued' | 'waiting-network' | 'uploading' | 'uploaded' | 'failed';

/** One file per (user, kind, slot): picking a new file for a slot replaces the old one. */
export interface UploadSlot {
  /**
   * Whose file it is: the session's csTrackingId (SessionSnapshot.csTrackingId). The outbox only
   * sends a user's files while that user is signed in.
   */
  userId: string;
  kind: UploadKind;
  /** The area's name for the place the file goes: 'KTP', 'KTP_SELFIE', 'passbookDoc', ... */
  slot: string;
}

export interface UploadSnapshot extends UploadSlot {
  id: string;
  state: UploadState;
  name: string;
  /** MIME type, as the PUT's Content-Type. */
  type: string;
  size: number;
  /**
   * For a progress bar: the bytes the platform has acknowledged (a store that resumes uploads,
   * server/storage/CONTRACT.md), or, sent by a single PUT to a store that does not, the bytes sent
   * in the current attempt.
   */
  loaded: number;
  /** Why the last attempt failed; null when it did not. */
  error: ApiErrorData | null;
  /** Epoch ms of the last change. */
  updatedAt: number;
}

/** The error code of a file whose bytes were dropped after 30 days unconfirmed (see the top). */
export type UploadExpiredCode = 'UPLOAD_EXPIRED';

/** What a logout does with the user's files not yet confirmed: keep them for the next sign-in, or delete them. */
export type PendingUploadsChoice = 'keep' | 'wipe';

/** A new file for a slot. The page passes the bytes with Comlink.transfer: the worker stores them and keeps no reference. */
export interface UploadInput extends UploadSlot {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** The slice of DataWorkerApi the main thread uses. */
export interface UploadsWorkerApi {
  /** Stores the file (replacing the slot's previous one) and starts sending it; answers its snapshot. */
  put(input: UploadInput): Promise<UploadSnapshot>;
  /** Every upload of that user and kind, for the tiles. */
  list(userId: string, kind: UploadKind): Promise<UploadSnapshot[]>;
  /**
   * The stored bytes of a file not yet confirmed (a preview, a draft restored); null once gone.
   * Transferred to the page (a copy read for it; the worker keeps none).
   */
  bytes(id: string): Promise<ArrayBuffer | null>;
  /** Sends a failed upload again. */
  retry(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** Wakes the outbox (online, visible, start); files waiting on a lost connection go at once. */
  resume(): Promise<void>;
  /**
   * How many files of the signed-in user the platform has not confirmed yet (waiting, sending or
   * refused, bytes still on this device); 0 when nobody is signed in. Asked before a logout.
   */
  pendingForCurrentUser(): Promise<number>;
}
