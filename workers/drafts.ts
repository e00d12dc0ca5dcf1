/**
 * Form drafts keyed by (user, flow, product). A draft carries the schema version of the form that
 * wrote it: a form whose shape changed gets nothing rather than a value it cannot read. Drafts older
 * than 30 days are gone: stale financial data is worse than a blank form.
 */
import { systemClock, type Clock } from './clock';
import type { DraftKey, DraftSnapshot } from './contract';
import type { DataDb, DraftRecord } from './db';

export const DRAFT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function primaryKey(key: DraftKey): [string, string, string] {
  return [key.userId, key.flow, key.product];
}

export class DraftStore {
  constructor(
    private readonly db: DataDb,
    private readonly clock: Clock = systemClock,
  ) {}

  private isExpired(record: DraftRecord): boolean {
    return this.clock.now() - record.updatedAt > DRAFT_TTL_MS;
  }

  /** The value must be structured-cloneable (files as { bytes: ArrayBuffer, type, name }). */
  async save<T>(key: DraftKey, value: T, schemaVersion: number): Promise<void> {
    const { userId, flow, product } = key;
    await this.db.drafts.put({ userId, flow, product, value, schemaVersion, updatedAt: this.clock.now() });
  }

  async load<T>(key: DraftKey, schemaVersion: number): Promise<DraftSnapshot<T> | null> {
    const record = await this.db.drafts.get(primaryKey(key));
    if (!record) return null;
    if (this.isExpired(record) || record.schemaVersion !== schemaVersion) {
      await this.remove(key); // nothing stale stays behind
      return null;
    }
    return { value: record.value as T, schemaVersion: record.schemaVersion, updatedAt: record.updatedAt };
  }

  async remove(key: DraftKey): Promise<void> {
    await this.db.drafts.delete(primaryKey(key));
  }

  /** At start: drops every expired draft, so old personal data does not linger on the device. */
  async purgeExpired(): Promise<number> {
    return this.db.drafts.where('updatedAt').below(this.clock.now() - DRAFT_TTL_MS).delete();
  }
}
