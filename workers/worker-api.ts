/**
 * The worker's composition root: the services (services.ts), when calls may run (start.ts), the
 * session, sign-in, profile, analytics, drafts and outbox calls, and each area's surface from its
 * own factory (workers/<area>/api.ts). Kept apart from data.worker.ts (which only exposes it) so
 * unit tests can drive the real surface in Node.
 *
 * Every method rejects with ApiErrorData and nothing else: Comlink sends an Error as a bare
 * { message, name, stack } but passes any other thrown value through structured clone intact
 * (comlink 4, throwTransferHandler), so the main thread gets status, errors and errorKey.
 */
import { transfer } from 'comlink';
import type { EventData } from '@domain/contract/analytics-events';
import type { FieldTimes } from '@domain/draft-fields';
import type { Language } from '@domain/languages';
import { createUserApi } from './account/api';
import type { EarlyProfile } from './boot/early-start';
import type { DataWorkerApi, DraftKey, LogoutOptions, SessionSnapshot, SourceInfo, WorkerConfig, WorkerListener } from './contract';
import { guarded } from './http/api-error';
import { createWorkerServices, type DataWorkerOptions, type DataWorkerServices } from './services';
import { createAuthApi, type LoginInput } from './sign-in/auth';
import { createStarter } from './start';
import { createSsoApi } from './sign-in/api';
import { createProductsApi } from './home/api';
import { createKycApi } from './kyc/api';
import { createKycPhotosApi } from './kyc/photos/api';
import { createProgressiveKycApi } from './kyc/progressive/api';
import { createLenderApi } from './lender/api';
import { createLenderDocumentsApi } from './lender/documents/api';
import { createRepaymentApi } from './repayment/api';
import { createPaylaterApi } from './paylater/api';
import { createCicilanApi } from './cicilan/api';
import { createGomodalApi } from './gomodal/api';

export function createDataWorker(options: DataWorkerOptions = {}): {
  api: DataWorkerApi;
  startOnBoot(config: WorkerConfig, early?: EarlyProfile): Promise<SessionSnapshot | null>;
  services: DataWorkerServices;
} {
  const services = createWorkerServices(options);
  const { db, config, events, session, drafts, sessionDrafts, analytics, uploads, connectivity, kept, areaDeps } = services;
  const { client } = areaDeps;
  const auth = createAuthApi({ client, session, config });
  const user = createUserApi({ client, session, drafts });
  const starter = createStarter(services, user);
  const { afterStart, areaApi } = starter;

  const api = {
    session: {
      start: (workerConfig: WorkerConfig) => starter.start(workerConfig),
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
      keptProfile: () => afterStart(() => session.lastProfile()),
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

  return { api, startOnBoot: starter.startOnBoot, services: { db, config, events, session, drafts, analytics, uploads, connectivity } };
}
