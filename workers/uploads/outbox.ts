/**
 * The upload outbox (see contract.ts): files are written to IndexedDB first (store.ts), then sent
 * one at a time to a signed address (addresses.ts renews it) on the queue core's loop
 * (workers/queue/): in chunks by the resumable protocol where the store offers it (resumable.ts,
 * server/storage/CONTRACT.md), by a single PUT where it does not (detected from the store's answer,
 * not configured). A dropped connection waits and retries (from the acknowledged offset), offline
 * waits for the network, 408, 423, 429 and 5xx retry with a back-off, and any other refusal of the
 * file waits for the user. The bytes are deleted once the platform has confirmed the file; a file
 * never confirmed is kept 30 days at most.
 */
import { type ApiErrorData, isSessionRejection, makeApiError } from '@domain/errors';
import { randomString } from '@domain/random';
import { type Clock, systemClock } from '../clock';
import { Connectivity } from '../connectivity';
import type { DataDb, UploadRecord } from '../db';
import type { WorkerEventHub } from '../events';
import { CLIENT_ERROR_CODE } from '../http/api-error';
import { navigatorLocks, type LockManagerLike } from '../queue/lock';
import { SendLoop } from '../queue/loop';
import { UPLOAD_BACKOFF, failureVerdict, retryDelayMs } from '../queue/retry-policy';
import { AddressRenewal, isAddressRefusal, type UploadAddressSource } from './addresses';
import type { UploadExpiredCode, UploadInput, UploadKind, UploadSnapshot } from './contract';
import { UploadStore } from './store';
import { fetchHeldQuery, holdsThisFile, type HeldQuery } from './held';
import { type UploadRequestFn, defaultRequest } from './request';
import { ResumableSender, liveSession } from './resumable';
import { type PutOutcome, type PutTransport, putFile, putOver } from './transport';
import { TusClient } from './tus';

export type { UploadAddress, UploadAddressSource } from './addresses';

export interface UploadOutboxDeps {
  db: DataDb;
  events: WorkerEventHub;
  /** The signed-in user (their csTrackingId); null when nobody is: nothing is sent then. */
  currentUserId(): string | null;
  /** Turns an address the platform gave into an absolute URL. */
  resolveUrl(url: string): string;
  clock?: Clock;
  /**
   * The outbox's HTTP requests (XMLHttpRequest in the worker, fetch elsewhere); null sends every
   * file by a single PUT without asking the store whether it resumes (tests of the PUT alone).
   */
  request?: UploadRequestFn | null;
  /** The single PUT; over `request` by default. */
  transport?: PutTransport;
  /** Asks the platform what it holds at an address (HEAD); fetch by default. */
  held?: HeldQuery;
  /** Shared with the analytics queue; navigator.onLine by default. */
  connectivity?: Connectivity;
  /** Defaults to navigator.locks when the platform has it; null runs without a cross-tab lock. */
  locks?: LockManagerLike | null;
}

/** A file never confirmed is kept this long (as drafts are), then its bytes are dropped at start. */
export const UPLOAD_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Fresh addresses asked for one file in one attempt, before the refusal is shown to the user. */
const MAX_ADDRESS_RENEWALS = 2;
/** New sessions opened for one file in one attempt (the last one gone or refused) before it waits. */
const MAX_SESSION_RESTARTS = 2;
/** At most this often a progress event per file (the bar needs no more). */
const PROGRESS_EVENT_MS = 100;
const LOCK_NAME = 'paylater-upload-outbox';
/**
 * Held for its whole life by one tab's worker, the sender; the other tabs' workers wait on it. When
 * the sender's tab goes away (closed, killed) the lock passes to a waiting tab, which wakes its own
 * loop at once and sends what was left, including a file cut off mid-send.
 */
const SENDER_LOCK_NAME = 'paylater-upload-sender';
const UPLOAD_EXPIRED_CODE: UploadExpiredCode = 'UPLOAD_EXPIRED';
const NOT_STORED_MESSAGE = 'The file is no longer stored on this device: pick it again.';

function snapshot(record: UploadRecord): UploadSnapshot {
  const { id, userId, kind, slot, state, name, type, size, loaded, error, updatedAt } = record;
  return { id, userId, kind, slot, state, name, type, size, loaded, error, updatedAt };
}

/** A file whose last attempt was cut off (still 'uploading') or failed may be on the platform already. */
function mayHaveLanded(record: UploadRecord): boolean {
  return record.state === 'uploading' || record.attempts > 0;
}

function clientError(message: string): ApiErrorData {
  return makeApiError(0, [{ code: CLIENT_ERROR_CODE, message, errorKey: CLIENT_ERROR_CODE }]);
}

function expiredError(): ApiErrorData {
  const message = 'The file waited 30 days without reaching the platform and was removed from this device: pick it again.';
  return makeApiError(0, [{ code: UPLOAD_EXPIRED_CODE, message, errorKey: UPLOAD_EXPIRED_CODE }]);
}

/** next: go on with the next file; retry-later: this one waits out its back-off; stop: end the pass. */
type SendOutcome = 'next' | 'retry-later' | 'stop';
type PutResult = { kind: 'done'; outcome: SendOutcome } | Extract<PutOutcome, { kind: 'address-refused' }>;
/** What one try of the resumable protocol left to do: done, a fresh address, a new session, or a PUT. */
type ResumableResult = PutResult | { kind: 'restart' } | { kind: 'not-offered' };

function sessionsLost(): ApiErrorData {
  const message = 'The upload session was lost again and again: the file waits and is sent again.';
  return makeApiError(503, [{ code: 'UPLOAD_SESSION_LOST', message, errorKey: 'UPLOAD_SESSION_LOST' }]);
}

export class UploadOutbox {
  private readonly clock: Clock;
  private readonly transport: PutTransport;
  private readonly resumable: ResumableSender | null;
  private readonly held: HeldQuery;
  private readonly store: UploadStore;
  private readonly addresses: AddressRenewal;
  private readonly loop: SendLoop;
  /** Earliest next attempt per upload id, after a failure (in memory: a reload retries at once). */
  private readonly notBefore = new Map<string, number>();
  /** Uploads whose last attempt got no answer: their back-off ends as soon as the network is back. */
  private readonly lostConnection = new Set<string>();
  private inFlight: { id: string; controller: AbortController } | null = null;

  constructor(private readonly deps: UploadOutboxDeps) {
    this.clock = deps.clock ?? systemClock;
    const request = deps.request === undefined ? defaultRequest() : deps.request;
    this.transport = deps.transport ?? putOver(request ?? defaultRequest());
    this.held = deps.held ?? fetchHeldQuery();
    this.store = new UploadStore(deps.db, () => this.clock.now());
    this.resumable = request
      ? new ResumableSender({
          tus: new TusClient(request, () => this.clock.now()),
          clock: this.clock,
          resolveUrl: (url) => deps.resolveUrl(url),
          update: (record, changes) => this.update(record, changes),
        })
      : null;
    this.addresses = new AddressRenewal(this.store, this.clock);
    this.loop = new SendLoop({
      lockName: LOCK_NAME,
      ...(deps.locks !== undefined ? { locks: deps.locks } : {}),
      clock: this.clock,
      connectivity: deps.connectivity ?? new Connectivity(undefined, this.clock),
      pass: () => this.drain(),
      onNetworkReturn: () => this.forgetLostConnections(),
      // IndexedDB unavailable for a moment (another tab upgrading): the next wake tries again.
      onError: (error) => console.warn('[uploads] pass stopped by a storage failure', error),
    });
    this.waitForSenderRole(deps.locks === undefined ? navigatorLocks() : deps.locks);
  }

  /** Queues for the sender role; when it comes (at once, or when the sender's tab goes), sends. */
  private waitForSenderRole(locks: LockManagerLike | null): void {
    if (!locks) return;
    void locks
      .request(SENDER_LOCK_NAME, async () => {
        void this.wake();
        await new Promise<void>((release) => {
          this.releaseSenderRole = release;
        });
      })
      .catch(() => undefined);
  }

  private releaseSenderRole: (() => void) | null = null;

  registerSource(kind: UploadKind, source: UploadAddressSource): void {
    this.addresses.register(kind, source);
    void this.wake();
  }

  /** Stores the file, replacing whatever the slot held (and stopping its upload), then wakes. */
  async put(input: UploadInput): Promise<UploadSnapshot> {
    const now = this.clock.now();
    const record: UploadRecord = {
      id: `${now.toString(36)}-${randomString(12)}`,
      userId: input.userId,
      kind: input.kind,
      slot: input.slot,
      state: 'queued',
      name: input.name,
      type: input.type,
      size: input.bytes.byteLength,
      loaded: 0,
      error: null,
      address: null,
      attempts: 0,
      createdAt: now,
      updatedAt: now,
    };
    for (const old of await this.store.replaceSlot(record, input.bytes)) this.forget(old);
    this.emit(record);
    void this.wake();
    return snapshot(record);
  }

  async list(userId: string, kind: UploadKind): Promise<UploadSnapshot[]> {
    return (await this.store.list(userId, kind)).map(snapshot);
  }

  async bytes(id: string): Promise<ArrayBuffer | null> {
    return (await this.store.bytes(id))?.bytes ?? null;
  }

  /** A failed file goes back in the queue with a fresh address. */
  async retry(id: string): Promise<void> {
    const record = await this.store.get(id);
    if (!record || record.state === 'uploaded') return;
    if (!(await this.store.hasBytes(id))) throw clientError(NOT_STORED_MESSAGE);
    this.forgetBackOff(id);
    await this.update(record, { state: 'queued', error: null, attempts: 0, address: null, session: null, loaded: 0 });
    void this.wake();
  }

  async remove(id: string): Promise<void> {
    this.forget(id);
    await this.store.remove(id);
  }

  /** How many of the user's files the platform has not confirmed yet (bytes still on this device). */
  async unsentCount(userId: string): Promise<number> {
    return (await this.store.unsent(userId)).length;
  }

  /** The signed-in user's unsent files; 0 when nobody is signed in. */
  async pendingForCurrentUser(): Promise<number> {
    const userId = this.deps.currentUserId();
    return userId ? this.unsentCount(userId) : 0;
  }

  /** Deletes the user's files the platform has not confirmed, records and bytes (a logout's "wipe"). */
  async removeUnsent(userId: string): Promise<void> {
    for (const id of await this.store.removeUnsent(userId)) this.forget(id);
  }

  /**
   * At start: a file stored more than UPLOAD_RETENTION_MS ago and never confirmed loses its bytes;
   * its record stays, failed with UPLOAD_EXPIRED, so the UI says it was lost. Answers how many.
   */
  async dropExpired(): Promise<number> {
    const dropped = await this.store.dropUnsentBefore(this.clock.now() - UPLOAD_RETENTION_MS, expiredError());
    for (const record of dropped) {
      this.forget(record.id);
      this.emit(record);
    }
    return dropped.length;
  }

  /**
   * The network is back (an `online` event, or the page shown again): files that waited on a lost
   * connection go now instead of sitting out a back-off of up to 30 s that the dead network earned.
   */
  networkReturned(): Promise<void> {
    this.forgetLostConnections();
    return this.wake();
  }

  /** Starts sending unless it runs already; a wake during a run makes it look again at the end. */
  wake(): Promise<void> {
    return this.loop.wake();
  }

  whenIdle(): Promise<void> {
    return this.loop.whenIdle();
  }

  /** Ends sending for good (tests, a worker shutting down). */
  stop(): void {
    this.loop.stop();
    this.releaseSenderRole?.();
    this.inFlight?.controller.abort();
  }

  private async drain(): Promise<void> {
    while (!this.loop.stopped) {
      const userId = this.deps.currentUserId();
      if (!userId) return;
      const pending = await this.store.sendable(userId);
      if (pending.length === 0) return;
      const now = this.clock.now();
      if (this.loop.offline()) {
        for (const record of pending)
          if (record.state !== 'waiting-network')
            await this.update(record, { state: 'waiting-network', loaded: liveSession(record, now) ? record.loaded : 0 });
        return; // the network's return wakes the loop
      }
      const ready = pending.find((record) => (this.notBefore.get(record.id) ?? 0) <= now && this.addresses.has(record.kind));
      if (!ready) {
        this.wakeAtNextRetry(pending);
        return;
      }
      if ((await this.send(ready, pending)) === 'stop') return;
    }
  }

  private wakeAtNextRetry(pending: UploadRecord[]): void {
    const times = pending.map((record) => this.notBefore.get(record.id)).filter((time): time is number => time !== undefined);
    if (times.length === 0) return; // waiting for a source to be registered
    this.loop.wakeAfter(Math.min(...times) - this.clock.now());
  }

  private async send(record: UploadRecord, pending: UploadRecord[]): Promise<SendOutcome> {
    let current = record;
    let restarts = 0;
    for (let renewals = 0; ; ) {
      // A session opened before (this run, or before a reload or a kill) goes on from its offset.
      if (this.resumable && liveSession(current, this.clock.now())) {
        const result = await this.sendResumable(current);
        if (result.kind === 'done') return result.outcome;
        current = await this.store.update(current, { session: null, address: null, loaded: 0 });
        if (result.kind !== 'restart') continue;
        restarts += 1;
        if (restarts > MAX_SESSION_RESTARTS) return this.failedAttempt(current, sessionsLost(), null);
        continue;
      }
      const renewal = await this.addresses.ensure(current, pending);
      if (renewal.kind === 'no-source') return 'retry-later';
      if (renewal.kind === 'unavailable') return this.failedAttempt(current, renewal.error, null);
      if (renewal.kind === 'none') {
        await this.update(current, { state: 'failed', error: clientError(`No upload address for ${current.slot}`), loaded: 0 });
        return 'next';
      }
      current = renewal.record;
      let result: ResumableResult | null = null;
      // An earlier attempt may have landed (cut off mid-send, or its answer lost): ask first.
      if (mayHaveLanded(current)) {
        const asked = await this.askWhatIsHeld(current);
        if (asked.kind === 'done') return asked.outcome;
        if (asked.kind === 'address-refused') result = asked;
      }
      // The store says by its answer whether it resumes; one that does not takes the single PUT.
      if (!result && this.resumable) result = await this.sendResumable(current);
      if (!result || result.kind === 'not-offered') result = await this.putOnce(current);
      if (result.kind === 'done') return result.outcome;
      if (result.kind === 'restart') {
        current = await this.store.update(current, { session: null, address: null, loaded: 0 });
        restarts += 1;
        if (restarts > MAX_SESSION_RESTARTS) return this.failedAttempt(current, sessionsLost(), null);
        continue;
      }
      // The address was refused: forget it and ask for a fresh one (a few times at most).
      current = await this.store.update(current, { address: null, session: null });
      renewals += 1;
      if (renewals >= MAX_ADDRESS_RENEWALS) {
        await this.update(current, { state: 'failed', error: result.error, loaded: 0 });
        return 'next';
      }
    }
  }

  /** One try by the resumable protocol, from the record's session or a new one at its address. */
  private async sendResumable(record: UploadRecord): Promise<ResumableResult> {
    const done = (outcome: SendOutcome): ResumableResult => ({ kind: 'done', outcome });
    const stored = await this.store.bytes(record.id);
    if (!stored || !this.resumable) {
      await this.update(record, { state: 'failed', error: clientError(NOT_STORED_MESSAGE), loaded: 0 });
      return done('next');
    }
    const controller = new AbortController();
    this.inFlight = { id: record.id, controller };
    try {
      const outcome = await this.resumable.send(record, stored.bytes, controller.signal);
      switch (outcome.kind) {
        case 'aborted':
          return done('next');
        case 'stored':
          await this.confirmed((await this.store.get(record.id)) ?? record);
          return done('next');
        case 'failed':
          return done(await this.failedAttempt(record, outcome.error, outcome.retryAfterMs));
        default:
          return outcome;
      }
    } finally {
      if (this.inFlight?.id === record.id) this.inFlight = null;
    }
  }

  /** 'send': the platform does not hold this file; 'done': it does (confirmed) or the question failed. */
  private async askWhatIsHeld(
    record: UploadRecord,
  ): Promise<{ kind: 'send' } | { kind: 'done'; outcome: SendOutcome } | { kind: 'address-refused'; error: ApiErrorData }> {
    const stored = await this.store.bytes(record.id);
    if (!stored || !record.address) return { kind: 'send' }; // putOnce says it is gone
    const answer = await this.held(this.deps.resolveUrl(record.address.url));
    if (answer.kind === 'address-refused') return answer;
    if (answer.kind === 'failed') return { kind: 'done', outcome: await this.failedAttempt(record, answer.error, null) };
    if (await holdsThisFile(answer.file, stored.bytes)) {
      await this.confirmed(record);
      return { kind: 'done', outcome: 'next' };
    }
    return { kind: 'send' };
  }

  private async putOnce(record: UploadRecord): Promise<PutResult> {
    const done = (outcome: SendOutcome): PutResult => ({ kind: 'done', outcome });
    const stored = await this.store.bytes(record.id);
    if (!stored || !record.address) {
      await this.update(record, { state: 'failed', error: clientError(NOT_STORED_MESSAGE), loaded: 0 });
      return done('next');
    }
    let current = await this.update(record, { state: 'uploading', loaded: 0, error: null });
    const controller = new AbortController();
    this.inFlight = { id: record.id, controller };
    let lastEvent = 0;
    try {
      const outcome = await putFile(
        this.transport,
        {
          url: this.deps.resolveUrl(record.address.url),
          bytes: stored.bytes,
          type: record.type,
          signal: controller.signal,
          onProgress: (loaded) => {
            current = { ...current, loaded };
            const now = this.clock.now();
            if (now - lastEvent >= PROGRESS_EVENT_MS) {
              lastEvent = now;
              this.emit(current);
            }
          },
        },
        () => this.clock.now(),
      );
      if (outcome.kind === 'aborted') return done('next');
      if (outcome.kind === 'address-refused') return outcome;
      if (outcome.kind === 'confirmed') {
        await this.confirmed(current);
        return done('next');
      }
      return done(await this.failedAttempt(current, outcome.error, outcome.retryAfterMs));
    } finally {
      if (this.inFlight?.id === record.id) this.inFlight = null;
    }
  }

  private async confirmed(record: UploadRecord): Promise<void> {
    this.forgetBackOff(record.id);
    const saved = await this.store.confirm(record);
    if (saved) this.emit(saved);
  }

  /** The retry policy (workers/queue/retry-policy.ts) decides: wait and try again, or show the refusal. */
  private async failedAttempt(record: UploadRecord, error: ApiErrorData, retryAfterMs: number | null): Promise<SendOutcome> {
    const fresh = (await this.store.get(record.id)) ?? record;
    if (isSessionRejection(error) && !isAddressRefusal(error)) {
      // The session ended (the client has cleared it); the files wait for the user to sign in again.
      await this.update(fresh, { state: 'queued', loaded: 0 });
      return 'stop';
    }
    const attempts = fresh.attempts + 1;
    if (failureVerdict(error.status) === 'final') {
      await this.update(fresh, { state: 'failed', error, attempts, loaded: 0, session: null });
      return 'next';
    }
    // What the platform acknowledged of a resumable upload stays acknowledged while it waits.
    const loaded = liveSession(fresh, this.clock.now()) ? fresh.loaded : 0;
    this.notBefore.set(record.id, this.clock.now() + retryDelayMs(UPLOAD_BACKOFF, attempts, retryAfterMs));
    const noAnswer = error.status === 0;
    if (noAnswer) this.lostConnection.add(record.id);
    else this.lostConnection.delete(record.id);
    // A server's trouble is shown on the queued file (error set) while it keeps trying.
    await this.update(fresh, { state: noAnswer ? 'waiting-network' : 'queued', error: noAnswer ? null : error, attempts, loaded });
    return 'retry-later';
  }

  private forgetLostConnections(): void {
    for (const id of this.lostConnection) this.notBefore.delete(id);
    this.lostConnection.clear();
  }

  private forgetBackOff(id: string): void {
    this.notBefore.delete(id);
    this.lostConnection.delete(id);
  }

  /** A file leaves the outbox: stop its upload and its back-off. */
  private forget(id: string): void {
    if (this.inFlight?.id === id) this.inFlight.controller.abort();
    this.forgetBackOff(id);
  }

  private async update(record: UploadRecord, changes: Partial<UploadRecord>): Promise<UploadRecord> {
    const next = await this.store.update(record, changes);
    this.emit(next);
    return next;
  }

  private emit(record: UploadRecord): void {
    this.deps.events.emit({ type: 'upload-changed', upload: snapshot(record) });
  }
}
