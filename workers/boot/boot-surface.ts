/**
 * The worker's surface from its first moment, before its services have loaded: the services (all
 * areas, the queues, and Dexie, about half of the worker's bytes) come in a chunk of their own,
 * imported at once. Every call waits for them, except the two a signed-in reload's first page waits
 * on: the start, answered from the stored session read without Dexie, and the profile, asked for
 * with its token meanwhile (early-start.ts). The services store that answer when they arrive.
 */
import { isApiErrorData } from '@domain/errors';
import type { DataWorkerApi, SessionSnapshot, WorkerConfig, WorkerListener } from '../contract';
import type { UserProfile } from '@domain/contract/profile';
import { configKey } from '../config';
import { guarded } from '../http/api-error';
import type { createDataWorker } from '../worker-api';
import { snapshotOf } from '../session-snapshot';
import { startEarly, type EarlyStart, type EarlyStartDeps } from './early-start';

export type LoadedWorker = Pick<ReturnType<typeof createDataWorker>, 'api' | 'startOnBoot' | 'services'>;

/** How long the boot's profile answer stands for "now": the page that asks for it comes within a second or two. */
const EARLY_FRESH_MS = 10_000;

export interface BootOptions extends Omit<EarlyStartDeps, 'rejected'> {
  /** Imports and builds the services (a dynamic import in the worker; tests pass them directly). */
  load(): Promise<LoadedWorker>;
  /** Set on a signed-in reload (the worker's name carries the page's language): start at once with it. */
  bootConfig: WorkerConfig | null;
}

type AnyMethod = (...args: unknown[]) => Promise<unknown>;
type Surface = Record<string, Record<string, AnyMethod | undefined> | undefined>;

export function bootDataWorker(options: BootOptions): { api: DataWorkerApi; loaded: () => Promise<LoadedWorker> } {
  const now = options.now ?? Date.now;
  let bootStarted: Promise<SessionSnapshot | null> = Promise.resolve(null);

  const early: EarlyStart | null = options.bootConfig
    ? startEarly(options.bootConfig, {
        ...options,
        // As SessionStore does for any call: the session ends once, in the services, and the page hears it.
        rejected: async (status, token) => {
          const worker = await loaded();
          await bootStarted.catch(() => undefined);
          await worker.services.session.rejected(status, token);
        },
      })
    : null;

  // The services once they are here, without asking for them (a listener waits for them, it does not fetch them).
  let arrived: (worker: LoadedWorker) => void = () => undefined;
  const servicesArrived = new Promise<LoadedWorker>((resolve) => {
    arrived = resolve;
  });

  // Loaded once; a failed import (a dropped connection) is tried again by the next call.
  let loading: Promise<LoadedWorker> | null = null;
  function loaded(): Promise<LoadedWorker> {
    loading ??= options.load().then(
      async (worker) => {
        if (early) bootStarted = worker.startOnBoot(early.config, (await early.profile) ?? undefined);
        arrived(worker);
        return worker;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }
  // Loaded at once, but on a signed-in reload only once the profile has its answer (or a call needs
  // them first): their chunk would share the slow link with the first screen's.
  const loadNow = (): void => void loaded().catch((error: unknown) => console.warn('[worker] services not loaded yet', error));
  if (early) {
    const answered = early.profile.then((asked) => asked?.answer);
    answered.then(loadNow, loadNow);
  } else {
    loadNow();
  }

  const forward =
    (area: string, method: string): AnyMethod =>
    (...args) =>
      guarded(async () => {
        const { api } = await loaded();
        const target = (api as unknown as Surface)[area]?.[method];
        if (!target) throw new Error(`No ${area}.${method} in the data worker`);
        return target(...args);
      });

  let startTaken = false;
  function start(config: WorkerConfig): Promise<SessionSnapshot | null> {
    const taken = early && !startTaken && configKey(config) === early.key ? early : null;
    startTaken = true;
    const fromServices = () => loaded().then(({ api }) => api.session.start(config));
    if (!taken) return guarded(fromServices);
    return guarded(() =>
      taken.stored.then(
        (record) => (record ? snapshotOf(record) : null),
        // IndexedDB refused the read: the services' own start reads it (and fails as it fails).
        fromServices,
      ),
    );
  }

  let profileTaken = false;
  function profile(): Promise<UserProfile> {
    const taken = early && !profileTaken && now() - early.at <= EARLY_FRESH_MS ? early : null;
    profileTaken = true;
    const fromServices = () => loaded().then(({ api }) => api.user.profile());
    if (!taken) return guarded(fromServices);
    return guarded(async () => {
      const asked = await taken.profile;
      if (!asked) return fromServices();
      try {
        return await asked.answer;
      } catch (error) {
        // No answer (offline, a timeout): the services open the page with the last profile stored.
        if (isApiErrorData(error) && error.status === 0) return fromServices();
        throw error;
      }
    });
  }

  /**
   * The profile kept with the stored session, from the boot's own read of it: a warm start's first
   * page shows it at once, without waiting for the services (or the network). Only the first call:
   * a later one may come after a sign-out or another sign-in.
   */
  let keptTaken = false;
  function keptProfile(): Promise<UserProfile | null> {
    const taken = early && !keptTaken ? early : null;
    keptTaken = true;
    const fromServices = () => loaded().then(({ api }) => api.user.keptProfile());
    if (!taken) return guarded(fromServices);
    return guarded(() =>
      taken.stored.then(
        (record) => record?.profile ?? null,
        fromServices, // IndexedDB refused the boot's read: the services read it their way
      ),
    );
  }

  function subscribe(listener: WorkerListener): Promise<void> {
    // Added when the services arrive: they keep what happened before anyone listened (WorkerEventHub),
    // and only they emit events.
    void servicesArrived
      .then(({ api }) => api.session.subscribe(listener))
      .catch((error: unknown) => console.warn('[worker] listener not added', error));
    return Promise.resolve();
  }

  const own: Surface = {
    session: { start: start as AnyMethod, subscribe: subscribe as AnyMethod },
    user: { profile, keptProfile },
  };
  const areas = new Map<string, Record<string, AnyMethod>>();
  const areaSurface = (area: string): Record<string, AnyMethod> =>
    new Proxy({} as Record<string, AnyMethod>, {
      get: (_, method) => (typeof method === 'string' ? (own[area]?.[method] ?? forward(area, method)) : undefined),
    });
  const api = new Proxy({} as DataWorkerApi, {
    get(_, area) {
      if (typeof area !== 'string') return undefined;
      let surface = areas.get(area);
      if (!surface) {
        surface = areaSurface(area);
        areas.set(area, surface);
      }
      return surface;
    },
  });
  return { api, loaded };
}
