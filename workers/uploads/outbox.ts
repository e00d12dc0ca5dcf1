/**
 * The upload outbox (see contract.ts): files are written to IndexedDB first, then sent one at a
 * time by PUT to a signed address. A dropped connection waits and retries, offline waits for the
 * network, an expired or refused address is replaced by a fresh one, and a refusal of the file
 * itself waits for the user. The bytes are deleted once the platform has confirmed the file.
 */
import { type ApiErrorData, apiErrorFromResponse, isSessionRejection, isTransientApiError, makeApiError, networkApiError } from '@domain/errors';
import { randomString } from '@domain/random';
import { type Clock, type TimerHandle, systemClock } from '../clock';
import { Connectivity } from '../connectivity';
import type { DataDb, UploadRecord } from '../db';
import type { WorkerEventHub } from '../events';
import { CLIENT_ERROR_CODE, toApiErrorData } from '../http/api-error';
import type { UploadInput, UploadKind, UploadSnapshot, UploadState } from './contract';
import { type PutTransport, defaultTransport } from './transport';

/** A signed address to PUT one file to. */
export interface UploadAddress {
  /** Absolute, or relative to the API base URL. */
  url: string;
  /** Epoch ms after which the platform refuses it; null when the address does not say. */
  expiresAt: number | null;
}

/** Each kind's way to get fresh signed addresses (the lender asks for all nine at once). */
export interface UploadAddressSource {
  issue(userId: string, slots: string[]): Promise<Map<string, UploadAddress>>;
}

/** navigator.locks as the outbox uses it: a lock taken only if free (another tab is sending otherwise). */
export interface UploadLockManager {
  request(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<void>): Promise<unknown>;
}

export interface UploadOutboxDeps {
  db: DataDb;
  events: WorkerEventHub;
  /** The signed-in user (their csTrackingId); null when nobody is: nothing is sent then. */
  currentUserId(): string | null;
  /** Turns an address the platform gave into an absolute URL. */
  resolveUrl(url: string): string;
  clock?: Clock;
  transport?: PutTransport;
  /** Shared with the analytics queue; navigator.onLine by default. */
  connectivity?: Connectivity;
  locks?: UploadLockManager | null;
}

/** An address this close to its expiry is replaced before use: an upload must start in time. */
const EXPIRY_MARGIN_MS = 30_000;
/** Back-off after a failed attempt: 1 s, 2 s, 4 s ... up to 30 s; never gives up on the network. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** A server error (5xx) this many times in a row is shown to the user instead of retried forever. */
const MAX_SERVER_ERROR_ATTEMPTS = 5;
/** Fresh addresses asked for one file in one attempt, before the refusal is shown to the user. */
const MAX_ADDRESS_RENEWALS = 2;
/** At most this often a progress event per file (the bar needs no more). */
const PROGRESS_EVENT_MS = 100;
const LOCK_NAME = 'paylater-upload-outbox';
const SENDABLE: readonly UploadState[] = ['queued', 'waiting-network', 'uploading'];
const ADDRESS_ERROR_KEYS = new Set(['UPLOAD_ADDRESS_EXPIRED', 'UPLOAD_ADDRESS_INVALID']);

function snapshot(record: UploadRecord): UploadSnapshot {
  const { id, userId, kind, slot, state, name, type, size, loaded, error, updatedAt } = record;
  return { id, userId, kind, slot, state, name, type, size, loaded, error, updatedAt };
}

function isAddressRefusal(error: ApiErrorData): boolean {
  return error.status === 403 && error.errors.some((item) => ADDRESS_ERROR_KEYS.has(item.errorKey ?? item.code));
}

function clientError(message: string): ApiErrorData {
  return makeApiError(0, [{ code: CLIENT_ERROR_CODE, message, errorKey: CLIENT_ERROR_CODE }]);
}

type SendOutcome = 'sent' | 'retry-later' | 'stop';

export class UploadOutbox {
  private readonly sources = new Map<UploadKind, UploadAddressSource>();
  private readonly clock: Clock;
  private readonly transport: PutTransport;
  private readonly connectivity: Connectivity;
  private readonly locks: UploadLockManager | null;
  private running: Promise<void> | null = null;
  private wakeRequested = false;
  /** Earliest next attempt per upload id, after a failure (in memory: a reload retries at once). */
  private readonly notBefore = new Map<string, number>();
  /** Uploads whose last attempt got no answer: their back-off ends as soon as the network is back. */
  private readonly lostConnection = new Set<string>();
  private retryTimer: TimerHandle | null = null;
  private inFlight: { id: string; controller: AbortController } | null = null;

  constructor(private readonly deps: UploadOutboxDeps) {
    this.clock = deps.clock ?? systemClock;
    this.transport = deps.transport ?? defaultTransport();
    this.connectivity = deps.connectivity ?? new Connectivity(undefined, this.clock);
    this.connectivity.onReturn(() => void this.networkReturned());
    const navigatorLocks = (globalThis.navigator as { locks?: UploadLockManager } | undefined)?.locks ?? null;
    this.locks = deps.locks === undefined ? navigatorLocks : deps.locks;
  }

  registerSource(kind: UploadKind, source: UploadAddressSource): void {
    this.sources.set(kind, source);
    void this.wake();
  }

  /** Stores the file, replacing whatever the slot held (and stopping its upload), then wakes. */
  async put(input: UploadInput): Promise<UploadSnapshot> {
    const { db } = this.deps;
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
    const replaced = await db.uploads.where('[userId+kind+slot]').equals([input.userId, input.kind, input.slot]).toArray();
    for (const old of replaced) this.abortIfSending(old.id);
    await db.transaction('rw', db.uploads, db.uploadBytes, async () => {
      for (const old of replaced) {
        await db.uploads.delete(old.id);
        await db.uploadBytes.delete(old.id);
      }
      await db.uploadBytes.put({ id: record.id, bytes: input.bytes, type: input.type, name: input.name });
      await db.uploads.put(record);
    });
    this.emit(record);
    void this.wake();
    return snapshot(record);
  }

  async list(userId: string, kind: UploadKind): Promise<UploadSnapshot[]> {
    const records = await this.deps.db.uploads.where('[userId+kind]').equals([userId, kind]).sortBy('createdAt');
    return records.map(snapshot);
  }

  async bytes(id: string): Promise<ArrayBuffer | null> {
    return (await this.deps.db.uploadBytes.get(id))?.bytes ?? null;
  }

  /** A failed file goes back in the queue with a fresh address. */
  async retry(id: string): Promise<void> {
    const record = await this.deps.db.uploads.get(id);
    if (!record || record.state === 'uploaded') return;
    if (!(await this.deps.db.uploadBytes.get(id))) throw clientError('The file is no longer stored on this device: pick it again.');
    this.forgetBackOff(id);
    await this.update(record, { state: 'queued', error: null, attempts: 0, address: null, loaded: 0 });
    void this.wake();
  }

  async remove(id: string): Promise<void> {
    this.abortIfSending(id);
    this.forgetBackOff(id);
    const { db } = this.deps;
    await db.transaction('rw', db.uploads, db.uploadBytes, async () => {
      await db.uploads.delete(id);
      await db.uploadBytes.delete(id);
    });
  }

  /**
   * The network is back (an `online` event, or the page shown again): files that waited on a lost
   * connection go now instead of sitting out a back-off of up to 30 s that the dead network earned.
   */
  networkReturned(): Promise<void> {
    for (const id of this.lostConnection) this.notBefore.delete(id);
    this.lostConnection.clear();
    return this.wake();
  }

  /** Starts sending unless it runs already; a wake during a run makes it look again at the end. */
  wake(): Promise<void> {
    this.wakeRequested = true;
    if (!this.running) {
      this.running = this.loop().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async loop(): Promise<void> {
    while (this.wakeRequested) {
      this.wakeRequested = false;
      try {
        await this.withLock(() => this.drain());
      } catch {
        // IndexedDB unavailable for a moment (another tab upgrading): the next wake tries again.
      }
    }
  }

  /** One tab at a time sends (the files are shared through IndexedDB); the others wait their turn. */
  private async withLock(task: () => Promise<void>): Promise<void> {
    if (!this.locks) return task();
    await this.locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (lock) await task();
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const userId = this.deps.currentUserId();
      if (!userId) return;
      const pending = (await this.deps.db.uploads.where('state').anyOf([...SENDABLE]).sortBy('createdAt')).filter((record) => record.userId === userId);
      if (pending.length === 0) return;
      if (!this.connectivity.isOnline()) {
        for (const record of pending) if (record.state !== 'waiting-network') await this.update(record, { state: 'waiting-network', loaded: 0 });
        this.connectivity.awaitReturn(); // its return calls networkReturned()
        return;
      }
      const now = this.clock.now();
      const ready = pending.find((record) => (this.notBefore.get(record.id) ?? 0) <= now && this.sources.has(record.kind));
      if (!ready) {
        this.scheduleRetry(pending);
        return;
      }
      const outcome = await this.send(ready, pending);
      if (outcome === 'stop') return;
    }
  }

  private scheduleRetry(pending: UploadRecord[]): void {
    const times = pending.map((record) => this.notBefore.get(record.id)).filter((time): time is number => time !== undefined);
    if (times.length === 0) return; // waiting for a source to be registered
    const delay = Math.max(0, Math.min(...times) - this.clock.now());
    if (this.retryTimer !== null) this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      void this.wake();
    }, delay);
  }

  private async send(record: UploadRecord, pending: UploadRecord[]): Promise<SendOutcome> {
    let current = record;
    for (let renewals = 0; ; renewals++) {
      const address = await this.usableAddress(current, pending);
      if (typeof address === 'string') return address === 'failed' ? 'sent' : address;
      current = address;
      const result = await this.putOnce(current);
      if (result === 'sent' || result === 'stop' || result === 'retry-later') return result;
      // The address was refused: forget it and ask for a fresh one (a few times at most).
      current = await this.update(current, { address: null });
      if (renewals + 1 >= MAX_ADDRESS_RENEWALS) {
        await this.update(current, { state: 'failed', error: result.error, loaded: 0 });
        return 'sent';
      }
    }
  }

  /** The record with an address that will still work, asking the source for fresh ones when needed. */
  private async usableAddress(record: UploadRecord, pending: UploadRecord[]): Promise<UploadRecord | SendOutcome | 'failed'> {
    const stillGood = (candidate: UploadRecord) =>
      candidate.address !== null && (candidate.address.expiresAt === null || candidate.address.expiresAt - EXPIRY_MARGIN_MS > this.clock.now());
    if (stillGood(record)) return record;
    const source = this.sources.get(record.kind);
    if (!source) return 'retry-later';
    // Ask for every waiting slot of this user and kind at once (the lender's call answers all nine).
    const siblings = pending.filter((other) => other.kind === record.kind && other.userId === record.userId && !stillGood(other));
    let addresses: Map<string, UploadAddress>;
    try {
      addresses = await source.issue(record.userId, [...new Set([record.slot, ...siblings.map((other) => other.slot)])]);
    } catch (error) {
      return this.failedAttempt(record, toApiErrorData(error));
    }
    let updated: UploadRecord | null = null;
    for (const candidate of [record, ...siblings.filter((other) => other.id !== record.id)]) {
      const address = addresses.get(candidate.slot);
      if (!address) continue;
      const fresh = await this.deps.db.uploads.get(candidate.id);
      if (!fresh) continue;
      const saved = await this.update(fresh, { address: { url: address.url, expiresAt: address.expiresAt } }, false);
      if (candidate.id === record.id) updated = saved;
    }
    if (!updated) {
      await this.update(record, { state: 'failed', error: clientError(`No upload address for ${record.slot}`), loaded: 0 });
      return 'failed';
    }
    return updated;
  }

  private async putOnce(record: UploadRecord): Promise<SendOutcome | { refused: true; error: ApiErrorData }> {
    const stored = await this.deps.db.uploadBytes.get(record.id);
    if (!stored || !record.address) {
      await this.update(record, { state: 'failed', error: clientError('The file is no longer stored on this device: pick it again.'), loaded: 0 });
      return 'sent';
    }
    let current = await this.update(record, { state: 'uploading', loaded: 0, error: null });
    const controller = new AbortController();
    this.inFlight = { id: record.id, controller };
    let lastEvent = 0;
    try {
      const answer = await this.transport({
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
      });
      if (controller.signal.aborted) return 'sent'; // replaced or removed meanwhile
      if (answer.status >= 200 && answer.status < 300) {
        await this.confirmed(current);
        return 'sent';
      }
      let body: unknown = answer.body;
      try {
        body = JSON.parse(answer.body);
      } catch {
        // not the platform's envelope: keep the text
      }
      const error = apiErrorFromResponse(answer.status, body);
      if (isAddressRefusal(error)) return { refused: true, error };
      return this.failedAttempt(current, error);
    } catch {
      if (controller.signal.aborted) return 'sent';
      return this.failedAttempt(current, networkApiError());
    } finally {
      if (this.inFlight?.id === record.id) this.inFlight = null;
    }
  }

  private async confirmed(record: UploadRecord): Promise<void> {
    const { db } = this.deps;
    this.forgetBackOff(record.id);
    await db.transaction('rw', db.uploads, db.uploadBytes, async () => {
      if (!(await db.uploads.get(record.id))) return; // removed meanwhile
      await db.uploadBytes.delete(record.id);
      await this.update(record, { state: 'uploaded', loaded: record.size, error: null, attempts: 0, address: null }, false);
    });
    this.emit({ ...record, state: 'uploaded', loaded: record.size, error: null });
  }

  /** No answer or a server error waits and tries again; a refusal of the file waits for the user. */
  private async failedAttempt(record: UploadRecord, error: ApiErrorData): Promise<SendOutcome> {
    const fresh = (await this.deps.db.uploads.get(record.id)) ?? record;
    if (isSessionRejection(error) && !isAddressRefusal(error)) {
      // The session ended (the client has cleared it); the files wait for the user to sign in again.
      await this.update(fresh, { state: 'queued', loaded: 0 });
      return 'stop';
    }
    const attempts = fresh.attempts + 1;
    const giveUp = !isTransientApiError(error) || (error.status >= 500 && attempts >= MAX_SERVER_ERROR_ATTEMPTS);
    if (giveUp) {
      await this.update(fresh, { state: 'failed', error, attempts, loaded: 0 });
      return 'sent';
    }
    this.notBefore.set(record.id, this.clock.now() + Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempts - 1)));
    if (error.status === 0) this.lostConnection.add(record.id);
    else this.lostConnection.delete(record.id);
    await this.update(fresh, { state: error.status === 0 ? 'waiting-network' : 'queued', error: error.status === 0 ? null : error, attempts, loaded: 0 });
    return 'retry-later';
  }

  private forgetBackOff(id: string): void {
    this.notBefore.delete(id);
    this.lostConnection.delete(id);
  }

  private abortIfSending(id: string): void {
    if (this.inFlight?.id === id) this.inFlight.controller.abort();
  }

  private async update(record: UploadRecord, changes: Partial<UploadRecord>, emit = true): Promise<UploadRecord> {
    const next: UploadRecord = { ...record, ...changes, updatedAt: this.clock.now() };
    await this.deps.db.uploads.update(record.id, { ...changes, updatedAt: next.updatedAt });
    if (emit) this.emit(next);
    return next;
  }

  private emit(record: UploadRecord): void {
    this.deps.events.emit({ type: 'upload-changed', upload: snapshot(record) });
  }
}
