/**
 * The outbox's records in IndexedDB: metadata in `uploads`, bytes apart in `uploadBytes`, so
 * listing and counting never read a file. Nothing here sends or tells the UI; the outbox does.
 */
import type { ApiErrorData } from '@domain/errors';
import type { DataDb, UploadBytesRecord, UploadRecord } from '../db';
import type { UploadKind, UploadState } from './contract';

/** The states the send loop picks files in ('uploading': an earlier run was cut off mid-send). */
export const SENDABLE_STATES: readonly UploadState[] = ['queued', 'waiting-network', 'uploading'];

export class UploadStore {
  constructor(
    private readonly db: DataDb,
    private readonly now: () => number,
  ) {}

  /** Stores a new file in its slot, removing what the slot held, in one transaction; answers the removed ids. */
  async replaceSlot(record: UploadRecord, bytes: ArrayBuffer): Promise<string[]> {
    const { db } = this;
    return db.transaction('rw', db.uploads, db.uploadBytes, async () => {
      const replaced = await db.uploads.where('[userId+kind+slot]').equals([record.userId, record.kind, record.slot]).primaryKeys();
      await db.uploads.bulkDelete(replaced);
      await db.uploadBytes.bulkDelete(replaced);
      await db.uploadBytes.put({ id: record.id, bytes, type: record.type, name: record.name });
      await db.uploads.put(record);
      return replaced;
    });
  }

  get(id: string): Promise<UploadRecord | undefined> {
    return this.db.uploads.get(id);
  }

  bytes(id: string): Promise<UploadBytesRecord | undefined> {
    return this.db.uploadBytes.get(id);
  }

  async hasBytes(id: string): Promise<boolean> {
    return (await this.db.uploadBytes.where('id').equals(id).count()) > 0;
  }

  list(userId: string, kind: UploadKind): Promise<UploadRecord[]> {
    return this.db.uploads.where('[userId+kind]').equals([userId, kind]).sortBy('createdAt');
  }

  /** The user's files the loop may send, oldest first. */
  async sendable(userId: string): Promise<UploadRecord[]> {
    const records = await this.db.uploads
      .where('state')
      .anyOf([...SENDABLE_STATES])
      .sortBy('createdAt');
    return records.filter((record) => record.userId === userId);
  }

  /** Writes the changes (and the time); answers the record as it now is. */
  async update(record: UploadRecord, changes: Partial<UploadRecord>): Promise<UploadRecord> {
    const updatedAt = this.now();
    await this.db.uploads.update(record.id, { ...changes, updatedAt });
    return { ...record, ...changes, updatedAt };
  }

  async remove(id: string): Promise<void> {
    const { db } = this;
    await db.transaction('rw', db.uploads, db.uploadBytes, async () => {
      await db.uploads.delete(id);
      await db.uploadBytes.delete(id);
    });
  }

  /** The platform has the file: its bytes go in the same transaction. Null when it was removed meanwhile. */
  async confirm(record: UploadRecord): Promise<UploadRecord | null> {
    const { db } = this;
    return db.transaction('rw', db.uploads, db.uploadBytes, async () => {
      if (!(await db.uploads.get(record.id))) return null;
      await db.uploadBytes.delete(record.id);
      return this.update(record, { state: 'uploaded', loaded: record.size, error: null, attempts: 0, address: null, session: null });
    });
  }

  /** The user's files the platform has not confirmed whose bytes are still here (the logout question). */
  async unsent(userId: string): Promise<UploadRecord[]> {
    const records = (await this.ofUser(userId)).filter((record) => record.state !== 'uploaded');
    const withBytes = new Set(
      await this.db.uploadBytes
        .where('id')
        .anyOf(records.map((record) => record.id))
        .primaryKeys(),
    );
    return records.filter((record) => withBytes.has(record.id));
  }

  /** Deletes every file of the user the platform has not confirmed, records and bytes; answers their ids. */
  async removeUnsent(userId: string): Promise<string[]> {
    const { db } = this;
    return db.transaction('rw', db.uploads, db.uploadBytes, async () => {
      const ids = (await this.ofUser(userId)).filter((record) => record.state !== 'uploaded').map((record) => record.id);
      await db.uploads.bulkDelete(ids);
      await db.uploadBytes.bulkDelete(ids);
      return ids;
    });
  }

  /**
   * Files stored before `cutoff` and never confirmed lose their bytes; the record stays, failed with
   * `error`, so the UI can say the file was lost. Answers the records as marked.
   */
  async dropUnsentBefore(cutoff: number, error: ApiErrorData): Promise<UploadRecord[]> {
    const { db } = this;
    return db.transaction('rw', db.uploads, db.uploadBytes, async () => {
      const old = await db.uploads
        .where('createdAt')
        .below(cutoff)
        .filter((record) => record.state !== 'uploaded')
        .toArray();
      const withBytes = new Set(
        await db.uploadBytes
          .where('id')
          .anyOf(old.map((record) => record.id))
          .primaryKeys(),
      );
      const dropped: UploadRecord[] = [];
      for (const record of old) {
        if (!withBytes.has(record.id)) continue; // marked already, or lost some other way
        await db.uploadBytes.delete(record.id);
        dropped.push(await this.update(record, { state: 'failed', error, loaded: 0, address: null }));
      }
      return dropped;
    });
  }

  private ofUser(userId: string): Promise<UploadRecord[]> {
    // Every [userId, kind, slot]: [userId] sorts before them all, and [userId, []] after (an array
    // key sorts after any string).
    return this.db.uploads.where('[userId+kind+slot]').between([userId], [userId, []], true, true).toArray();
  }
}
