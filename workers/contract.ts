/**
 * The data worker's surface: the only thing the main thread imports from workers/ (as types).
 * Every method may reject with an ApiErrorData (a plain object that crosses Comlink intact).
 * The bearer token never leaves the worker; the main thread only learns whether there is one.
 */
import type { OtpResponse } from '@domain/contract/sign-in';
import type { AnalyticsEvent, EventData } from '@domain/contract/analytics-events';
import type { UserProfile } from '@domain/contract/profile';
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
import type { UploadsWorkerApi } from './uploads/contract';
import type {
  DraftKey,
  DraftSnapshot,
  LogoutOptions,
  LogoutResult,
  SessionSnapshot,
  SourceInfo,
  WorkerConfig,
  WorkerListener,
} from './shared/contract';

export type {
  DraftKey,
  DraftOwner,
  DraftSnapshot,
  LogoutOptions,
  LogoutResult,
  SendState,
  SessionEndReason,
  SessionSnapshot,
  SourceInfo,
  WorkerConfig,
  WorkerEvent,
  WorkerListener,
} from './shared/contract';

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
    /** The last profile the platform answered, kept on this device with the session (a warm start's first page); null without one. */
    keptProfile(): Promise<UserProfile | null>;
  };
  analytics: {
    /** Writes the event to IndexedDB, then lets the queue send it; answers the event queued (null when refused). */
    track(name: string, data?: EventData): Promise<AnalyticsEvent | null>;
    /** Wakes the queue (on online, visibilitychange, start) and writes the events waiting in memory for room. */
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
