/**
 * The words the worker's surfaces share (the session as the page may know it, drafts, events,
 * logout, a send's state): imported by the worker's own modules and by each area's surface, re-exported by
 * workers/contract.ts for the main thread. It imports no surface, so no surface imports back.
 */
import type { FieldTimes } from '@domain/draft-fields';
import type { ApiErrorData } from '@domain/errors';
import type { Language } from '@domain/languages';
import type { PendingUploadsChoice, UploadSnapshot } from '../uploads/contract';

export interface WorkerConfig {
  /** Build-time API base URL; '' means the app's own origin. */
  apiBaseUrl: string;
  targetApplication: string;
  language: Language;
}

/** What the UI may know of the session. */
export interface SessionSnapshot {
  csTrackingId: string;
  phoneNumber: string;
  countryCode: string;
  segments: string[];
}

export type { SourceInfo } from '@domain/source-info';

/** `elsewhere`: another tab of the app signed out, or had its session refused. */
export type SessionEndReason = 'logout' | 'rejected' | 'elsewhere';

/** Pushed from the worker to the UI. */
export type WorkerEvent =
  | { type: 'session-ended'; reason: SessionEndReason; status: number | null }
  /** Another tab signed in (this tab's own sign-ins answer their call instead). */
  | { type: 'session-started'; session: SessionSnapshot }
  | { type: 'analytics-delivered'; ids: string[] }
  /**
   * The analytics queue could not write events to IndexedDB (`error`: why, a full disk above all;
   * they wait in the worker's memory and are written again), or could again (null).
   */
  | { type: 'analytics-storage'; error: ApiErrorData | null }
  | { type: 'upload-changed'; upload: UploadSnapshot }
  /** The platform answered a call (true) after a call that got no answer at all (false), or the other way. */
  | { type: 'platform-reachability'; reachable: boolean };

export type WorkerListener = (event: WorkerEvent) => void;

/**
 * Whose draft: the signed-in user's, or the visitor's (the sign-in form, before any session). The
 * worker keys it by its own session's user, or by a fixed visitor key: the page never names a user.
 */
export type DraftOwner = 'user' | 'visitor';

/** A draft is keyed by its owner, flow and product. */
export interface DraftKey {
  owner: DraftOwner;
  flow: string;
  product: string;
}

export interface DraftSnapshot<T> {
  value: T;
  schemaVersion: number;
  /** Epoch milliseconds of the last save. */
  updatedAt: number;
  /** When each top-level field was last changed (src/domain/draft-fields.ts). */
  fieldTimes: FieldTimes;
}

export interface LogoutOptions {
  /**
   * The signed-in user's files not yet confirmed (uploads.pendingForCurrentUser()): 'keep' (the
   * default) leaves them to be sent when that user signs in again; 'wipe' deletes them, records
   * and bytes. The page asks the user before it passes 'wipe'.
   */
  pendingUploads?: PendingUploadsChoice;
  /** Sign out on every device too (POST /v1/logout/all), not only this one. */
  everywhere?: boolean;
}

/** What a logout did: this device is always signed out; the others only when asked and reached. */
export interface LogoutResult {
  everywhere: boolean;
  /** The platform confirmed every session of the user ended (false offline or on a failed call). */
  signedOutElsewhere: boolean;
}

/**
 * Where a send that changes the user's state stands (workers/sends.ts): nothing sent (or refused),
 * answered (the platform has it; `kept` is what the area kept of the answer), or unknown (sent, the
 * answer never heard, and the platform cannot be asked now: offline).
 */
export type SendState<Kept = unknown> = { state: 'none' } | { state: 'answered'; kept: Kept } | { state: 'unknown' };
