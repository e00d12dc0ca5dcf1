/**
 * When the worker's calls may run: every call waits for start() (the bridge does not await it) and
 * rejects with ApiErrorData only; a start the worker made itself on a signed-in reload is taken by
 * the main thread's start with the same configuration.
 */
import type { EarlyProfile } from './boot/early-start';
import { configKey } from './config';
import { guarded } from './http/api-error';
import type { WorkerServices } from './services';
import type { SessionSnapshot, WorkerConfig } from './shared/contract';

/** What start() does besides the services': the profile the boot file read, or a prefetch of it. */
export interface ProfileStart {
  storeEarly(answer: EarlyProfile['answer'], token: EarlyProfile['token']): Promise<unknown>;
  prefetch(): void;
}

export interface Starter {
  /** Runs a call once start() has finished, with its failure as ApiErrorData. */
  afterStart<T>(task: () => Promise<T>): Promise<T>;
  /** Every method of an area waits for start() and rejects with ApiErrorData only. */
  areaApi<Area extends object>(area: Area): Area;
  /** The main thread's start (DataWorkerApi.session.start). */
  start(workerConfig: WorkerConfig): Promise<SessionSnapshot | null>;
  startOnBoot(workerConfig: WorkerConfig, early?: EarlyProfile): Promise<SessionSnapshot | null>;
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

export function createStarter(services: WorkerServices, user: ProfileStart): Starter {
  const { config, session, drafts, analytics, uploads } = services;

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

  function start(workerConfig: WorkerConfig): Promise<SessionSnapshot | null> {
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
  }

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

  return { afterStart, areaApi, start, startOnBoot };
}
