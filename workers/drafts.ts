/**
 * Form drafts keyed by (owner, flow, product). The owner is a user id the worker fills in itself:
 * the signed-in user's csTrackingId, or a fixed key for the visitor's sign-in form; the page only
 * says whose draft it means (DraftKey.owner), never which user that is. A draft carries the schema
 * version of the form that wrote it: a form whose shape changed gets nothing rather than a value it
 * cannot read. Drafts older than 30 days are gone: stale financial data is worse than a blank form.
 */
import { mergeFields, uniformTimes, type FieldTimes } from '@domain/draft-fields';
import { systemClock, type Clock } from './clock';
import type { DraftKey, DraftOwner, DraftSnapshot } from './shared/contract';
import type { DataDb, DraftRecord } from './db';

export const DRAFT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The owner id of the visitor's drafts (the value the page used to pass, so they stay readable). */
export const VISITOR_DRAFT_OWNER = 'anonymous';

/** A draft's key as stored: the owner's id in place of whose it is. */
export interface StoredDraftKey {
  userId: string;
  flow: string;
  product: string;
}

function primaryKey(key: StoredDraftKey): [string, string, string] {
  return [key.userId, key.flow, key.product];
}

/** The key of a draft's write queue. */
const queueId = (key: StoredDraftKey): string => JSON.stringify(primaryKey(key));

/** A form's save: its value, each field's change time, the form's schema version. */
interface TimedSave {
  value: unknown;
  times: FieldTimes;
  schemaVersion: number;
}

/** The saves of one draft: the write in progress, and the merged saves waiting behind it. */
interface DraftWriteQueue {
  writing: Promise<void> | null;
  next: { save: TimedSave; waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> } | null;
}

export class DraftStore {
  private readonly queues = new Map<string, DraftWriteQueue>();

  constructor(
    private readonly db: DataDb,
    private readonly clock: Clock = systemClock,
  ) {}

  private isExpired(record: DraftRecord): boolean {
    return this.clock.now() - record.updatedAt > DRAFT_TTL_MS;
  }

  /**
   * The value must be structured-cloneable (files as { bytes: ArrayBuffer, type, name }). With
   * `fieldTimes` (a form's save) the value is merged field by field with what is stored, in one
   * transaction, so a tab never erases a field another tab changed later (domain/draft-fields.ts);
   * without them (the worker's own records) it replaces what is stored.
   */
  async save<T>(key: StoredDraftKey, value: T, schemaVersion: number, fieldTimes?: FieldTimes): Promise<void> {
    const { userId, flow, product } = key;
    if (!fieldTimes) {
      await this.db.drafts.put({ userId, flow, product, value, schemaVersion, updatedAt: this.clock.now() });
      return;
    }
    return this.queueMerge(key, { value, times: fieldTimes, schemaVersion });
  }

  /**
   * A form's saves of one draft are written one transaction at a time, and the saves that arrive
   * while one is being written are merged (newest field wins, as the store would) into the next
   * write. A fast typist on a loaded phone sends a save per keystroke; one transaction each queued
   * them behind each other, so the last keystrokes reached the disk hundreds of ms late and a kill
   * then lost them. Now at most one write waits behind the one in progress, whatever the typing speed.
   */
  private queueMerge(key: StoredDraftKey, save: TimedSave): Promise<void> {
    const id = queueId(key);
    const queue = this.queues.get(id) ?? { writing: null, next: null };
    this.queues.set(id, queue);
    const written = new Promise<void>((resolve, reject) => {
      const waiter = { resolve, reject };
      const next = queue.next;
      if (next && next.save.schemaVersion === save.schemaVersion) {
        next.save = { ...mergeFields(next.save, save), schemaVersion: save.schemaVersion };
        next.waiters.push(waiter);
      } else {
        // A form of another shape replaces what waited (the store would drop the older shape anyway).
        queue.next = { save, waiters: [...(next?.waiters ?? []), waiter] };
      }
    });
    if (!queue.writing) queue.writing = this.drain(id, key, queue);
    return written;
  }

  private async drain(id: string, key: StoredDraftKey, queue: DraftWriteQueue): Promise<void> {
    for (let batch = queue.next; batch; batch = queue.next) {
      queue.next = null;
      try {
        await this.writeMerged(key, batch.save);
        for (const waiter of batch.waiters) waiter.resolve();
      } catch (error: unknown) {
        for (const waiter of batch.waiters) waiter.reject(error);
      }
    }
    queue.writing = null;
    this.queues.delete(id);
  }

  /** Resolves once every save of this draft handed over so far is written (or failed). */
  private async written(key: StoredDraftKey): Promise<void> {
    const id = queueId(key);
    for (let queue = this.queues.get(id); queue?.writing; queue = this.queues.get(id)) await queue.writing;
  }

  private async writeMerged(key: StoredDraftKey, save: TimedSave): Promise<void> {
    const { userId, flow, product } = key;
    await this.db.transaction('rw', this.db.drafts, async () => {
      const record = await this.db.drafts.get(primaryKey(key));
      const current = record && this.isCurrent(record, save.schemaVersion) ? record : null;
      const merged = current ? mergeFields(timedValue(current), save) : save;
      await this.db.drafts.put({
        userId,
        flow,
        product,
        value: merged.value,
        fieldTimes: merged.times,
        schemaVersion: save.schemaVersion,
        updatedAt: this.clock.now(),
      });
    });
  }

  private isCurrent(record: DraftRecord, schemaVersion: number): boolean {
    return !this.isExpired(record) && record.schemaVersion === schemaVersion;
  }

  async load<T>(key: StoredDraftKey, schemaVersion: number): Promise<DraftSnapshot<T> | null> {
    await this.written(key); // a load sees every save this worker was handed before it
    const record = await this.db.drafts.get(primaryKey(key));
    if (!record) return null;
    if (!this.isCurrent(record, schemaVersion)) {
      await this.db.drafts.delete(primaryKey(key)); // nothing stale stays behind
      return null;
    }
    return {
      value: record.value as T,
      schemaVersion: record.schemaVersion,
      updatedAt: record.updatedAt,
      fieldTimes: timedValue(record).times,
    };
  }

  /** Deletes the draft after the write in progress; saves still waiting are dropped with it. */
  async remove(key: StoredDraftKey): Promise<void> {
    const queue = this.queues.get(queueId(key));
    if (queue) {
      const dropped = queue.next;
      queue.next = null;
      for (const waiter of dropped?.waiters ?? []) waiter.resolve();
      await queue.writing;
    }
    await this.db.drafts.delete(primaryKey(key));
  }

  /** At start: drops every expired draft, so old personal data does not linger on the device. */
  async purgeExpired(): Promise<number> {
    return this.db.drafts
      .where('updatedAt')
      .below(this.clock.now() - DRAFT_TTL_MS)
      .delete();
  }

  /**
   * Moves the drafts stored under `fromUserId` to `toUserId` (a draft already there wins). Until
   * this release the pages keyed most drafts by the profile's userId, the worker now keys them by
   * the session's csTrackingId: the profile call hands each user's old drafts over. Nothing writes
   * the old ids any more, so 30 days after this release there is nothing left to move.
   */
  async adopt(fromUserId: string, toUserId: string): Promise<number> {
    if (fromUserId === toUserId) return 0;
    const { drafts } = this.db;
    // [id] sorts before every [id, flow, product] and [id, []] after them (arrays after strings).
    const ownedBy = (userId: string) => drafts.where('[userId+flow+product]').between([userId], [userId, []]);
    return this.db.transaction('rw', drafts, async () => {
      const records = await ownedBy(fromUserId).toArray();
      if (records.length === 0) return 0;
      const taken = new Set((await ownedBy(toUserId).toArray()).map((record) => JSON.stringify([record.flow, record.product])));
      const moved = records.filter((record) => !taken.has(JSON.stringify([record.flow, record.product])));
      await drafts.bulkPut(moved.map((record) => ({ ...record, userId: toUserId })));
      await ownedBy(fromUserId).delete();
      return records.length;
    });
  }
}

/** A record's value with its field times (a record saved before fields had times: all at its save). */
function timedValue(record: DraftRecord): { value: unknown; times: FieldTimes } {
  return { value: record.value, times: record.fieldTimes ?? uniformTimes(record.value, record.updatedAt) };
}

/** Who the signed-in user is, as the session knows it. */
export interface DraftOwnerSource {
  /** The csTrackingId of the session this worker has, or had last (null: none since start). */
  lastUserId(): string | null;
}

/**
 * The drafts as the page and the worker's areas use them: keyed by whose they are, the worker
 * putting in the id. A user's draft is the current session's, or after it ended the last session's
 * (a form flushed as its page leaves after a sign-out still reaches its owner); with no session
 * since start there is nobody to own one: saving does nothing and loading finds nothing.
 */
export class SessionDrafts {
  constructor(
    private readonly store: DraftStore,
    private readonly owners: DraftOwnerSource,
  ) {}

  private stored(key: DraftKey): StoredDraftKey | null {
    const userId = ownerId(key.owner, this.owners);
    return userId === null ? null : { userId, flow: key.flow, product: key.product };
  }

  async save<T>(key: DraftKey, value: T, schemaVersion: number, fieldTimes?: FieldTimes): Promise<void> {
    const stored = this.stored(key);
    if (stored) await this.store.save(stored, value, schemaVersion, fieldTimes);
  }

  async load<T>(key: DraftKey, schemaVersion: number): Promise<DraftSnapshot<T> | null> {
    const stored = this.stored(key);
    return stored ? this.store.load<T>(stored, schemaVersion) : null;
  }

  async remove(key: DraftKey): Promise<void> {
    const stored = this.stored(key);
    if (stored) await this.store.remove(stored);
  }
}

function ownerId(owner: DraftOwner, owners: DraftOwnerSource): string | null {
  return owner === 'visitor' ? VISITOR_DRAFT_OWNER : owners.lastUserId();
}
