/**
 * The worker's services (the database, the session, drafts, the HTTP client, the analytics queue,
 * the upload outbox, kept answers, sends) and what each area is built from (WorkerAreaDeps), made
 * once per worker by the composition root (worker-api.ts). It imports no area.
 */
import { API_PATHS } from '@domain/contract/http';
import { AnalyticsQueue, eventUserDetails } from './analytics';
import type { WorkerAreaDeps } from './area-deps';
import { systemClock, type Clock } from './clock';
import { WorkerConfigStore } from './config';
import { Connectivity, ReachabilityReport } from './connectivity';
import { openDataDb, type DataDb } from './db';
import { DraftStore, SessionDrafts } from './drafts';
import { WorkerEventHub } from './events';
import { createApiClient, resolveBaseUrl, type FetchFn } from './http/client';
import { KeptAnswers } from './kept-answers';
import type { LockManagerLike } from './queue/lock';
import { SendLedger } from './sends';
import { type SessionChannel, SessionStore } from './session';
import { fetchHeldQuery } from './uploads/held';
import { UploadOutbox } from './uploads/outbox';
import { fetchRequest } from './uploads/request';
import type { PutTransport } from './uploads/transport';

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

/** Everything createWorkerServices makes: the services, and what each area is built from. */
export interface WorkerServices extends DataWorkerServices {
  clock: Clock;
  sessionDrafts: SessionDrafts;
  kept: KeptAnswers;
  areaDeps: WorkerAreaDeps;
}

export function createWorkerServices(options: DataWorkerOptions = {}): WorkerServices {
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

  return { db, config, events, session, drafts, analytics, uploads, connectivity, clock, sessionDrafts, kept, areaDeps };
}
