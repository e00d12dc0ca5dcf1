/**
 * Builds the worker's services and the one object the main thread talks to. Kept apart from
 * data.worker.ts (which only exposes it) so unit tests can drive the real surface in Node.
 *
 * Every method rejects with ApiErrorData and nothing else: Comlink sends an Error as a bare
 * { message, name, stack } but passes any other thrown value through structured clone intact
 * (comlink 4, throwTransferHandler), so the main thread gets status, errors and errorKey.
 */
import { transfer } from 'comlink';
import type { EventData } from '@domain/contract/analytics-events';
import { API_PATHS } from '@domain/contract/http';
import type { FieldTimes } from '@domain/draft-fields';
import type { Language } from '@domain/languages';
import { AnalyticsQueue, eventUserDetails } from './analytics';
import type { LockManagerLike } from './queue/lock';
import { createAuthApi, type LoginInput } from './sign-in/auth';
import { createUserApi } from './account/api';
import type { EarlyProfile } from './boot/early-start';
import { systemClock, type Clock } from './clock';
import { Connectivity, ReachabilityReport } from './connectivity';
import { configKey, WorkerConfigStore } from './config';
import type { DataWorkerApi, DraftKey, LogoutOptions, SessionSnapshot, SourceInfo, WorkerConfig, WorkerListener } from './contract';
import { openDataDb, type DataDb } from './db';
import { DraftStore, SessionDrafts } from './drafts';
import { WorkerEventHub } from './events';
import { guarded } from './http/api-error';
import { createApiClient, resolveBaseUrl, type FetchFn } from './http/client';
import { SendLedger } from './sends';
import { type SessionChannel, SessionStore } from './session';
import type { WorkerAreaDeps } from './area-deps';
import { fetchHeldQuery } from './uploads/held';
import { UploadOutbox } from './uploads/outbox';
import { fetchRequest } from './uploads/request';
import type { PutTransport } from './uploads/transport';
import { createSsoApi } from './sign-in/api';
import { createProductsApi } from './home/api';
import { createKycApi } from './kyc/api';
import { createKycPhotosApi } from './kyc/photos/api';
import { createProgressiveKycApi } from './kyc/progressive/api';
import { createLenderApi } from './lender/api';
import { createLenderDocumentsApi } from './lender/documents/api';
import { KeptAnswers } from './kept-answers';
import { createRepaymentApi } from './repayment/api';
import { createPaylaterApi } from './paylater/api';
import { createCicilanApi } from './cicilan/api';
import { createGomodalApi } from './gomodal/api';

export interface DataWorkerOptions {
  db?: DataDb;
  fetch?: FetchFn;
  clock?: Clock;
  /** The origin a '' API base URL resolves against (the worker's own by default). */
  origin?: () => string;
  isOnline?: () => boolean;
  locks?: LockManagerLike | null;
  uploadTransport?: PutTransport;
  uploadLocks?: LockManagerLike | null;
  /** Where tabs announce sign-ins and sign-outs (the worker's entry passes a BroadcastChannel). */
  sessionChannel?: SessionChannel | null;
}

/** The services behind the surface, for the worker's own wiring and for tests. */
export interface DataWorkerServices {
  db: DataDb;
  config: WorkerConfigStore;
  events: WorkerEventHub;
  session: SessionStore;
  drafts: DraftStore;
  analytics: AnalyticsQueue;
  uploads: UploadOutbox;
  connectivity: Connectivity;
}

interface Gate {
  opened: Promise<void>;
  readonly failed: boolean;
  open(): void;
  fail(error: unknown): void;
}

function openGate(): Gate {
  let open: () => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const opened = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  opened.catch(() => undefined); // nobody may be waiting: not an unhandled rejection
  let failed = false;
  return {
    opened,
    open,
    fail(error) {
      failed = true;
      fail(error);
    },
    get failed() {
      return failed;
    },
  };
}

export function createDataWorker(options: DataWorkerOptions = {}): {
  api: DataWorkerApi;
  startOnBoot(config: WorkerConfig, early?: EarlyProfile): Promise<SessionSnapshot | null>;
  services: DataWorkerServices;
} {
  const clock = options.clock ?? systemClock;
  const db = options.db ?? openDataDb();
  const config = new WorkerConfigStore();
  const events = new WorkerEventHub();
  const session = new SessionStore(db, events, options.sessionChannel ?? null);
  const drafts = new DraftStore(db, clock);
  const sessionDrafts = new SessionDrafts(drafts, session);
  const connectivity = new Connectivity(options.isOnline, clock);
  const reachability = new ReachabilityReport(events);
  const client = createApiClient({
    onReachability: (reachable) => reachability.report(reachable),
    settings: () => config.get(),
    session,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
    clock,
  });
  const analytics = new AnalyticsQueue({
    db,
    // Each event carries its own id, which the platform deduplicates by: no idempotency key.
    send: (batch) => client.post(API_PATHS.events, batch, { idempotencyKey: null }),
    userDetails: async () =>
      eventUserDetails({
        session: session.snapshot(),
        language: config.get().language,
        sourceApp: (await session.sourceInfo())?.sourceApp ?? null,
      }),
    emit: (event) => events.emit(event),
    clock,
    connectivity,
    ...(options.locks !== undefined ? { locks: options.locks } : {}),
  });
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const auth = createAuthApi({ client, session, config });
  const user = createUserApi({ client, session, drafts });
  const uploads = new UploadOutbox({
    db,
    events,
    clock,
    currentUserId: () => session.snapshot()?.csTrackingId ?? null,
    resolveUrl: (url) => new URL(url, `${resolveBaseUrl(config.get().apiBaseUrl, options.origin)}/`).toString(),
    ...(options.uploadTransport ? { transport: options.uploadTransport } : {}),
    ...(options.fetch ? { request: fetchRequest(options.fetch) } : {}),
    held: fetchHeldQuery(fetchFn),
    connectivity,
    ...(options.uploadLocks !== undefined ? { locks: options.uploadLocks } : {}),
  });
  const kept = new KeptAnswers(db, () => session.snapshot()?.csTrackingId ?? null, clock);
  const sends = new SendLedger(db, session, sessionDrafts, clock);
  const areaDeps: WorkerAreaDeps = {
    client,
    session,
    config,
    db,
    drafts: sessionDrafts,
    sends,
    events,
    clock,
    uploads,
    kept,
    fetch: fetchFn,
  };

  /** Every method of an area waits for start() and rejects with ApiErrorData only. */
  function areaApi<Area extends object>(area: Area): Area {
    const wrapped: Record<string, unknown> = {};
    for (const [name, method] of Object.entries(area)) {
      wrapped[name] =
        typeof method === 'function' ? (...args: unknown[]) => afterStart(() => Promise.resolve(method.apply(area, args))) : method;
    }
    return wrapped as Area;
  }

  // Calls made before start() has finished wait for it (the bridge does not await start); if
  // start fails they fail with its error until a later start() succeeds.
  let gate = openGate();
  const afterStart = <T>(task: () => Promise<T>): Promise<T> =>
    guarded(async () => {
      await gate.opened;
      try {
        return await task();
      } finally {
        wakeUploadsOnSignIn();
      }
    });

  // Any sign-in (OTP, a partner's, another tab's seen at the next call) lets the files that user
  // left at an earlier logout go; the sign-in calls live in several areas, so it is checked here.
  let outboxUser: string | null = null;
  function wakeUploadsOnSignIn(): void {
    const userId = session.snapshot()?.csTrackingId ?? null;
    if (userId !== null && userId !== outboxUser) void uploads.wake();
    outboxUser = userId;
  }

  function startWith(workerConfig: WorkerConfig, early?: EarlyProfile): Promise<SessionSnapshot | null> {
    return guarded(async () => {
      if (gate.failed) gate = openGate(); // a retried start
      config.set(workerConfig);
      const snapshot = await session.start();
      // A stored session: the page the main thread is about to show first asks for the profile (the
      // boot file may have asked already, and the page has that answer: it is only stored here).
      if (snapshot && early)
        void user.storeEarly(early.answer, early.token).catch((error: unknown) => console.warn('[worker] profile not stored', error));
      else if (snapshot) user.prefetch();
      await drafts.purgeExpired();
      await analytics.start();
      await uploads.dropExpired();
      gate.open();
      outboxUser = snapshot?.csTrackingId ?? null;
      void uploads.wake();
      return snapshot;
    }).catch((error: unknown) => {
      gate.fail(error);
      throw error;
    });
  }

  // The start the worker made itself on a signed-in reload (data.worker.ts), for the main thread's
  // start with the same configuration to take instead of starting again; taken once.
  let bootStart: { key: string; result: Promise<SessionSnapshot | null> } | null = null;

  const api = {
    session: {
      start: (workerConfig: WorkerConfig): Promise<SessionSnapshot | null> => {
        const early = bootStart;
        bootStart = null;
        // What the session is now: the boot start's profile call may have found it rejected since.
        // A boot start that fails while the app waits on it is made anew, as one that failed before.
        if (early?.key === configKey(workerConfig) && !gate.failed) {
          return early.result.then(
            () => session.snapshot(),
            () => startWith(workerConfig),
          );
        }
        return startWith(workerConfig);
      },
      subscribe: (listener: WorkerListener) =>
        guarded(async () => {
          events.subscribe(listener);
        }),
      setLanguage: (language: Language) => afterStart(async () => config.setLanguage(language)),
      current: () => afterStart(async () => session.snapshot()),
      saveSourceInfo: (info: SourceInfo) => afterStart(() => session.saveSourceInfo(info)),
      sourceInfo: () => afterStart(() => session.sourceInfo()),
    },
    auth: {
      requestOtp: (countryCode: string, phoneNumber: string) => afterStart(() => auth.requestOtp(countryCode, phoneNumber)),
      login: (input: LoginInput) => afterStart(() => auth.login(input)),
      logout: (options?: LogoutOptions) =>
        afterStart(async () => {
          // Before the session ends: the wipe is of the user signing out.
          const userId = session.snapshot()?.csTrackingId ?? null;
          if (userId && options?.pendingUploads === 'wipe') await uploads.removeUnsent(userId);
          const result = await auth.logout(options?.everywhere ?? false);
          await kept.clear(); // the money answers are personal: nothing of them stays after a logout
          return result;
        }),
    },
    user: {
      profile: () => afterStart(() => user.profile()),
    },
    analytics: {
      track: (name: string, data?: EventData) => afterStart(() => analytics.track(name, data)),
      // Wakes the queue, and writes events waiting for room; the main thread does not wait for the sending.
      resume: () =>
        afterStart(async () => {
          await analytics.storeWaitingNow();
          void analytics.wake();
        }),
      pendingCount: () => afterStart(() => analytics.pendingCount()),
    },
    drafts: {
      save<T>(key: DraftKey, value: T, schemaVersion: number, fieldTimes?: FieldTimes): Promise<void> {
        return afterStart(() => sessionDrafts.save(key, value, schemaVersion, fieldTimes));
      },
      load<T>(key: DraftKey, schemaVersion: number) {
        return afterStart(() => sessionDrafts.load<T>(key, schemaVersion));
      },
      remove: (key: DraftKey) => afterStart(() => sessionDrafts.remove(key)),
    },
    uploads: areaApi({
      // A fresh copy read from IndexedDB: handed over to the page, not cloned once more.
      bytes: async (id: string) => {
        const bytes = await uploads.bytes(id);
        return bytes ? transfer(bytes, [bytes]) : null;
      },
      retry: (id: string) => uploads.retry(id),
      remove: (id: string) => uploads.remove(id),
      resume: async () => {
        void uploads.networkReturned();
      },
      pendingForCurrentUser: () => uploads.pendingForCurrentUser(),
    }),
    sso: areaApi(createSsoApi(areaDeps)),
    products: areaApi(createProductsApi(areaDeps)),
    kyc: areaApi(createKycApi(areaDeps)),
    kycPhotos: areaApi(createKycPhotosApi(areaDeps)),
    progressiveKyc: areaApi(createProgressiveKycApi(areaDeps)),
    lender: areaApi(createLenderApi(areaDeps)),
    lenderDocuments: areaApi(createLenderDocumentsApi(areaDeps)),
    repayment: areaApi(createRepaymentApi(areaDeps)),
    paylater: areaApi(createPaylaterApi(areaDeps)),
    cicilan: areaApi(createCicilanApi(areaDeps)),
    gomodal: areaApi(createGomodalApi(areaDeps)),
  } satisfies DataWorkerApi;

  /**
   * Starts the worker before the main thread asks (a signed-in reload: index.html started this
   * worker while the app's code was still downloading), so the stored session is read and the
   * profile asked for meanwhile; the main thread's start with the same configuration takes this one.
   */
  function startOnBoot(workerConfig: WorkerConfig, early?: EarlyProfile): Promise<SessionSnapshot | null> {
    const result = startWith(workerConfig, early);
    result.catch(() => undefined); // the main thread's own start tries again
    bootStart = { key: configKey(workerConfig), result };
    return result;
  }

  return { api, startOnBoot, services: { db, config, events, session, drafts, analytics, uploads, connectivity } };
}
