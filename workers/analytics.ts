/**
 * The analytics outbox and its send queue. An event is written to IndexedDB before anything is
 * sent, so a reload, a crash or a dead network never loses it; the platform stores each event id
 * once, so sending a batch twice never counts twice.
 *
 * Delivery rules (platform document, section 7; ARCHITECTURE, "Drafts and the outbox"):
 * - the oldest events first, at most EVENT_BATCH_MAX per post;
 * - a transient failure (no answer, timeout, 408, 429, 5xx) is retried with the same ids up to
 *   10 times 1 s apart, then the queue rests 20 s and starts counting again;
 * - any other 4xx will never succeed: the batch is logged (without its data) and dropped, so one
 *   bad batch cannot block the queue forever;
 * - while offline it stops and waits for the network's return (workers/connectivity.ts) or resume()
 *   instead of burning retries;
 * - one send loop per worker, and one across tabs through the Web Lock 'analytics-queue';
 * - an event IndexedDB refuses (storage full) stays in memory, in order, and is written again with a
 *   back-off, at once on resume() (the page saw room come back), and before any newer event; all of
 *   a write lands or none (one transaction), so an event is never stored twice nor dropped while the
 *   page lives. The page is told (`analytics-storage`) when events wait in memory and when they are
 *   stored again, so it can say that what happens now is not kept on the device.
 * The loop, the lock, the wake-ups and the retry verdict are the queue core's (workers/queue/).
 */
import * as v from 'valibot';
import {
  AnalyticsEventSchema,
  EVENT_BATCH_MAX,
  type AnalyticsEvent,
  type EventData,
  type EventUserDetails,
} from '@domain/contract/analytics-events';
import { systemClock, type Clock } from './clock';
import { Connectivity } from './connectivity';
import type { SessionSnapshot, WorkerEvent } from './shared/contract';
import type { DataDb, OutboxEventRecord } from './db';
import { isQuotaError, toApiErrorData } from './http/api-error';
import type { LockManagerLike } from './queue/lock';
import { SendLoop } from './queue/loop';
import { ANALYTICS_BACKOFF, failureVerdict, retryDelayMs } from './queue/retry-policy';

export const ANALYTICS_LOCK_NAME = 'analytics-queue';
/** Like Workbox's background sync, a queued event has a retention limit: a week-old click is noise. */
export const ANALYTICS_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** After IndexedDB refused events, the next write waits this long, doubling up to the maximum. */
export const ANALYTICS_STORE_RETRY_FIRST_MS = 1_000;
export const ANALYTICS_STORE_RETRY_MAX_MS = 30_000;

export interface AnalyticsQueueDeps {
  db: DataDb;
  /** Posts one batch; rejects with the failure (ApiErrorData from the client). */
  send(events: AnalyticsEvent[]): Promise<unknown>;
  /** Who the event is about, nothing personal (read when the event is tracked). */
  userDetails(): Promise<EventUserDetails>;
  emit(event: WorkerEvent): void;
  clock?: Clock;
  /** Shared with the upload outbox; navigator.onLine by default. */
  connectivity?: Connectivity;
  /** Defaults to navigator.locks when the platform has it; null runs without a cross-tab lock. */
  locks?: LockManagerLike | null;
  newId?: () => string;
  log?: Pick<Console, 'warn'>;
}

type Delivery = 'done' | 'paused';

/** Builds the event's user details within the contract's limits (a long partner value must not
 *  make every event invalid). */
export function eventUserDetails(input: { session: SessionSnapshot | null; language: string; sourceApp: string | null }): EventUserDetails {
  return {
    csTrackingId: input.session?.csTrackingId ?? null,
    language: input.language,
    sourceApp: input.sourceApp === null ? null : input.sourceApp.slice(0, 50),
    segments: (input.session?.segments ?? []).filter((segment) => segment.length <= 50).slice(0, 20),
  };
}

export class AnalyticsQueue {
  private readonly clock: Clock;
  private readonly newId: () => string;
  private readonly log: Pick<Console, 'warn'>;
  private readonly loop: SendLoop;
  /** Events IndexedDB refused, oldest first, waiting in memory to be written. */
  private unstored: Array<Omit<OutboxEventRecord, 'seq'>> = [];
  /** One write of unstored events at a time, so order holds and none is written twice. */
  private writing: Promise<void> = Promise.resolve();
  private storeFailures = 0;
  private storeRetry: ReturnType<Clock['setTimeout']> | null = null;

  constructor(private readonly deps: AnalyticsQueueDeps) {
    this.clock = deps.clock ?? systemClock;
    this.newId = deps.newId ?? (() => crypto.randomUUID());
    this.log = deps.log ?? console;
    this.loop = new SendLoop({
      lockName: ANALYTICS_LOCK_NAME,
      ...(deps.locks !== undefined ? { locks: deps.locks } : {}),
      clock: this.clock,
      connectivity: deps.connectivity ?? new Connectivity(undefined, this.clock),
      pass: () => this.drain(),
      onError: (error) => this.log.warn('[analytics] queue stopped by a storage failure', error),
    });
  }

  /** At worker start: forgets events past their retention, then sends what a previous page left. */
  async start(): Promise<void> {
    await this.deps.db.analyticsOutbox
      .where('queuedAt')
      .below(this.clock.now() - ANALYTICS_RETENTION_MS)
      .delete();
    void this.wake();
  }

  /** Writes the event to IndexedDB first, then wakes the queue (without waiting for the send). */
  async track(name: string, data: EventData = {}): Promise<AnalyticsEvent | null> {
    const now = this.clock.now();
    const candidate: AnalyticsEvent = {
      id: this.newId(),
      name,
      data: { ...data },
      userDetails: await this.deps.userDetails(),
      occurredAt: new Date(now).toISOString(),
    };
    // An event the platform would refuse would take seven good ones down with its batch.
    const checked = v.safeParse(AnalyticsEventSchema, candidate);
    if (!checked.success) {
      this.log.warn(`[analytics] event "${name.slice(0, 100)}" not queued: it does not match the contract`);
      return null;
    }
    this.unstored.push({ event: checked.output, queuedAt: now });
    await this.storeUnstored();
    return checked.output;
  }

  /** Events tracked but not in IndexedDB yet (storage full): kept in memory and retried. */
  unstoredCount(): number {
    return this.unstored.length;
  }

  /** Writes the events waiting in memory (after those before them); a failure keeps them for the retry. */
  private storeUnstored(): Promise<void> {
    const run = this.writing.then(() => this.writeUnstored());
    this.writing = run;
    return run;
  }

  private async writeUnstored(): Promise<void> {
    if (this.unstored.length === 0) return;
    const records = [...this.unstored];
    try {
      // bulkAdd runs in one transaction: on a full disk it aborts whole, so nothing is half stored.
      await this.deps.db.analyticsOutbox.bulkAdd(records);
    } catch (error) {
      this.storeFailures += 1;
      this.log.warn(
        `[analytics] ${records.length} events kept in memory: ${isQuotaError(error) ? 'storage is full' : 'storage refused them'} (try ${this.storeFailures})`,
      );
      this.deps.emit({ type: 'analytics-storage', error: toApiErrorData(error) });
      this.scheduleStoreRetry();
      return;
    }
    this.unstored.splice(0, records.length);
    if (this.storeFailures > 0) this.deps.emit({ type: 'analytics-storage', error: null });
    this.storeFailures = 0;
    void this.wake();
  }

  /** Room may be back (the page saw a write succeed, free space grow, or was shown again): write what waits now. */
  storeWaitingNow(): Promise<void> {
    if (this.unstored.length === 0) return Promise.resolve();
    if (this.storeRetry !== null) this.clock.clearTimeout(this.storeRetry);
    this.storeRetry = null;
    return this.storeUnstored();
  }

  private scheduleStoreRetry(): void {
    if (this.storeRetry !== null) return;
    const delay = Math.min(ANALYTICS_STORE_RETRY_MAX_MS, ANALYTICS_STORE_RETRY_FIRST_MS * 2 ** (this.storeFailures - 1));
    this.storeRetry = this.clock.setTimeout(() => {
      this.storeRetry = null;
      void this.storeUnstored();
    }, delay);
  }

  /** Starts the send loop unless it runs already (see SendLoop.wake); answers the running loop. */
  wake(): Promise<void> {
    return this.loop.wake();
  }

  /** Resolves when no loop runs (a resting loop counts as running). */
  whenIdle(): Promise<void> {
    return this.loop.whenIdle();
  }

  /** Events waiting to be sent: in IndexedDB, and in memory when storage refused them. */
  async pendingCount(): Promise<number> {
    return (await this.deps.db.analyticsOutbox.count()) + this.unstored.length;
  }

  /** Ends the loop at its next step and cuts any retry wait or rest short (events in memory stay). */
  stop(): void {
    this.loop.stop();
    if (this.storeRetry !== null) this.clock.clearTimeout(this.storeRetry);
    this.storeRetry = null;
  }

  private async drain(): Promise<void> {
    while (!this.loop.stopped) {
      if (this.loop.offline()) return; // its return wakes the queue
      const batch = await this.deps.db.analyticsOutbox.orderBy('seq').limit(EVENT_BATCH_MAX).toArray();
      if (batch.length === 0) return;
      if ((await this.deliver(batch)) === 'paused') return;
    }
  }

  /** Sends one batch until it is delivered or dropped; 'paused' when offline or stopped. */
  private async deliver(batch: OutboxEventRecord[]): Promise<Delivery> {
    const events = batch.map((record) => record.event);
    const seqs = batch.map((record) => record.seq);
    let failures = 0;
    for (;;) {
      if (this.loop.stopped || this.loop.offline()) return 'paused';
      try {
        await this.deps.send(events);
      } catch (thrown) {
        const error = toApiErrorData(thrown);
        if (failureVerdict(error.status) === 'final') {
          this.log.warn(`[analytics] ${events.length} events dropped: the platform refused them (${error.status} ${error.errorKey})`);
          await this.deps.db.analyticsOutbox.bulkDelete(seqs);
          return 'done';
        }
        failures += 1;
        // The client does not pass Retry-After on (yet): the schedule alone sets the wait.
        const delay = retryDelayMs(ANALYTICS_BACKOFF, failures, null);
        if (ANALYTICS_BACKOFF.rests(failures)) {
          this.log.warn(`[analytics] sending failed ${failures} times (${error.status} ${error.errorKey}); resting ${delay / 1000} s`);
        }
        await this.loop.pause(delay);
        continue;
      }
      await this.deps.db.analyticsOutbox.bulkDelete(seqs);
      this.deps.emit({ type: 'analytics-delivered', ids: events.map((event) => event.id) });
      return 'done';
    }
  }
}
