/**
 * The stored session, read with IndexedDB alone: the boot file's one read, made while Dexie (about
 * 27 KB brotli, half of the worker) is still on its way. Dexie owns the database's schema; this
 * only reads, never creates, the database, and closes its connection at once so that Dexie can
 * open (or upgrade) it.
 */
import { DATA_DB_NAME, SESSION_TABLE, SINGLE_KEY } from '../db-keys';
import type { SessionRecord } from '../db';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Opens the database as it is, or answers null where there is none (no version asked: no upgrade). */
function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    let created = false;
    // No database yet (a first visit): the open would create an empty one, which is Dexie's to make.
    request.onupgradeneeded = () => {
      created = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      if (!created) {
        reject(request.error);
        return;
      }
      event.preventDefault(); // the abort above, not a failure
      resolve(null);
    };
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

/** The session stored on this device, or null; rejects only when IndexedDB cannot be read. */
export async function readStoredSession(name: string = DATA_DB_NAME): Promise<SessionRecord | null> {
  const db = await openExisting(name);
  if (!db) return null;
  try {
    if (!db.objectStoreNames.contains(SESSION_TABLE)) return null;
    const store = db.transaction(SESSION_TABLE, 'readonly').objectStore(SESSION_TABLE);
    const record = (await requestResult(store.get(SINGLE_KEY))) as SessionRecord | undefined;
    return record?.bearerToken ? record : null;
  } finally {
    db.close();
  }
}
