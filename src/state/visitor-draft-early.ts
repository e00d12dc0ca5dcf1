/**
 * A visitor's draft (the sign-in form's phone number), read straight from IndexedDB on the main
 * thread as the app starts, so a pre-rendered form gets its draft within milliseconds instead of
 * after the data worker's code (Dexie and all, ~60 KB) downloaded and started. Only a visitor's
 * draft can be read this way: its owner is a fixed key, so no identity is involved (a signed-in
 * user's drafts stay the worker's: it alone knows whose they are).
 *
 * Read only: it never creates, upgrades or writes the database (the worker owns its schema), and
 * closes at once, so the worker's own open or upgrade never waits for it. Anything unexpected (no
 * database yet, an older schema, storage refused) answers null: the worker's load comes anyway.
 * The names below are the worker's (workers/db.ts, workers/drafts.ts); a unit test keeps them equal.
 */
import { uniformTimes } from '@domain/draft-fields';
import type { DraftSnapshot } from '@worker/contract';

export const EARLY_DB_NAME = 'paylater-data';
export const EARLY_DRAFTS_STORE = 'drafts';
export const EARLY_VISITOR_OWNER = 'anonymous';
export const EARLY_DRAFT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredRecord {
  value: unknown;
  fieldTimes?: DraftSnapshot<unknown>['fieldTimes'];
  schemaVersion: number;
  updatedAt: number;
}

/** The record as a snapshot when it is current (this schema version, not expired), as the worker answers it. */
export function currentSnapshot<T>(record: StoredRecord | undefined, schemaVersion: number, now: number): DraftSnapshot<T> | null {
  if (!record || record.schemaVersion !== schemaVersion || now - record.updatedAt > EARLY_DRAFT_TTL_MS) return null;
  return {
    value: record.value as T,
    schemaVersion: record.schemaVersion,
    updatedAt: record.updatedAt,
    fieldTimes: record.fieldTimes ?? uniformTimes(record.value, record.updatedAt),
  };
}

export function readVisitorDraft<T>(flow: string, product: string, schemaVersion: number): Promise<DraftSnapshot<T> | null> {
  return new Promise((resolve) => {
    const done = (db: IDBDatabase | null, snapshot: DraftSnapshot<T> | null): void => {
      db?.close();
      resolve(snapshot);
    };
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(EARLY_DB_NAME);
    } catch {
      done(null, null);
      return;
    }
    // No database yet (a first visit): abort, which leaves none behind for the worker to find.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => done(null, null);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close(); // the worker upgrading: never block it
      try {
        if (!db.objectStoreNames.contains(EARLY_DRAFTS_STORE)) {
          done(db, null);
          return;
        }
        const get = db
          .transaction(EARLY_DRAFTS_STORE, 'readonly')
          .objectStore(EARLY_DRAFTS_STORE)
          .get([EARLY_VISITOR_OWNER, flow, product]);
        get.onsuccess = () => done(db, currentSnapshot<T>(get.result as StoredRecord | undefined, schemaVersion, Date.now()));
        get.onerror = () => done(db, null);
      } catch {
        done(db, null);
      }
    };
  });
}
