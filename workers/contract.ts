/**
 * The data worker's surface: the only thing the main thread imports from workers/ (as types).
 * Every method may reject with an ApiErrorData (a plain object that crosses Comlink intact).
 * The bearer token never leaves the worker; the main thread only learns whether there is one.
 */
import type { OtpResponse } from '@domain/contract/sign-in';
import type { AnalyticsEvent, EventData } from '@domain/contract/account-events';
import type { UserProfile } from '@domain/contract/account';
import type { FieldTimes } from '@domain/draft-fields';
import type { Language } from '@domain/languages';
import type { SsoWorkerApi } from './sign-in/contract';
import type { ProductsWorkerApi } from './home/contract';
import type { KycWorkerApi } from './kyc/contract';
import type { KycPhotosWorkerApi } from './kyc/photos/contract';
import type { ProgressiveKycWorkerApi } from './kyc/progressive/contract';
import type { LenderWorkerApi } from './lender/contract';
import type { LenderDocumentsWorkerApi } from './lender/documents/contract';
import type { RepaymentWorkerApi } from './repayment/contract';
import type { PaylaterWorkerApi } from './paylater/contract';
import type { CicilanWorkerApi } from './cicilan/contract';
import type { GomodalWorkerApi } from './gomodal/contract';
import type { PendingUploadsChoice, UploadSnapshot, UploadsWorkerApi } from './uploads/contract';
import type { SourceInfo } from '@domain/source-info';

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

export interface DataWorkerApi {
  session: {
    /** Called once at start-up; answers the stored session, if any. */
    start(config: WorkerConfig): Promise<SessionSnapshot | null>;
    /** The listener is a Comlink proxy made by the bridge. */
    subscribe(listener: WorkerListener): Promise<void>;
    setLanguage(language: Language): Promise<void>;
    current(): Promise<SessionSnapshot | null>;
    saveSourceInfo(info: SourceInfo): Promise<void>;
    sourceInfo(): Promise<SourceInfo | null>;
  };
  auth: {
    requestOtp(countryCode: string, phoneNumber: string): Promise<OtpResponse>;
    login(input: { otp: string; otpToken: string; phoneNumber: string; countryCode: string }): Promise<SessionSnapshot>;
    /** Revokes the token on the platform (best effort) and clears the session everywhere. */
    logout(options?: LogoutOptions): Promise<LogoutResult>;
  };
  user: {
    profile(): Promise<UserProfile>;
  };
  analytics: {
    /** Writes the event to IndexedDB, then lets the queue send it; answers the event queued (null when refused). */
    track(name: string, data?: EventData): Promise<AnalyticsEvent | null>;
    /** Wakes the queue (on online, visibilitychange, start). */
    resume(): Promise<void>;
    pendingCount(): Promise<number>;
  };
  drafts: {
    /** With `fieldTimes` the save merges by field with what another tab saved (draft-fields.ts). */
    save<T>(key: DraftKey, value: T, schemaVersion: number, fieldTimes?: FieldTimes): Promise<void>;
    load<T>(key: DraftKey, schemaVersion: number): Promise<DraftSnapshot<T> | null>;
    remove(key: DraftKey): Promise<void>;
  };
  /**
   * The outbox as a page sees it: files go in through their area's call (kycPhotos.take,
   * lenderDocuments.put) and are listed by it, always the signed-in user's: no page names a user.
   */
  uploads: Omit<UploadsWorkerApi, 'put' | 'list'>;
  sso: SsoWorkerApi;
  products: ProductsWorkerApi;
  kyc: KycWorkerApi;
  kycPhotos: KycPhotosWorkerApi;
  progressiveKyc: ProgressiveKycWorkerApi;
  lender: LenderWorkerApi;
  lenderDocuments: LenderDocumentsWorkerApi;
  repayment: RepaymentWorkerApi;
  paylater: PaylaterWorkerApi;
  cicilan: CicilanWorkerApi;
  gomodal: GomodalWorkerApi;
}
