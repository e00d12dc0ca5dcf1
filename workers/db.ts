/**
 * The worker's one IndexedDB database. Each version declares its tables; a version that changes
 * existing records carries an upgrade function, and every earlier version with an upgrade stays
 * declared so a phone that skipped releases upgrades step by step.
 */
import { Dexie, type EntityTable, type Table, type Transaction } from 'dexie';
import type { AnalyticsEvent } from '@domain/contract/analytics-events';
import type { UserProfile } from '@domain/contract/profile';
import type { FieldTimes } from '@domain/draft-fields';
import type { SourceInfo } from './shared/contract';
import type { UploadSnapshot } from './uploads/contract';
import { DATA_DB_NAME, SESSION_TABLE, SINGLE_KEY } from './db-keys';

export { DATA_DB_NAME, SINGLE_KEY };

export interface SessionRecord {
  key: typeof SINGLE_KEY;
  /** The last profile the platform answered, for opening pages offline (not indexed: no schema change). */
  profile?: UserProfile;
  bearerToken: string;
  csTrackingId: string;
  phoneNumber: string;
  countryCode: string;
  segments: string[];
}

export interface SourceInfoRecord extends SourceInfo {
  key: typeof SINGLE_KEY;
}

/** One analytics event waiting to be delivered; `seq` keeps the order events happened in. */
export interface OutboxEventRecord {
  seq: number;
  event: AnalyticsEvent;
  /** Epoch ms when it was queued (v2); the queue's retention limit is measured from it. */
  queuedAt: number;
}

export interface DraftRecord {
  userId: string;
  flow: string;
  product: string;
  value: unknown;
  /** When each top-level field was last changed (not indexed: no schema change); absent before. */
  fieldTimes?: FieldTimes;
  schemaVersion: number;
  /** Epoch ms of the last save. */
  updatedAt: number;
}

/**
 * An upload's metadata, kept apart from its bytes so listing the outbox never reads files (v3): what
 * the page sees of it (UploadSnapshot), and how the outbox sends it.
 */
export interface UploadRecord extends UploadSnapshot {
  /** The signed address in use; null until issued or after it was refused. */
  address: { url: string; expiresAt: number | null } | null;
  /**
   * The resumable session the address opened (workers/uploads/resumable.ts), absolute URL and
   * expiry; absent or null when none (a new file, a store that takes a single PUT).
   */
  session?: { url: string; expiresAt: number | null } | null;
  /** Failed attempts in a row, for the back-off. */
  attempts: number;
  /** Epoch ms. */
  createdAt: number;
}

/** An upload's bytes: ArrayBuffer plus type and name, because Safari loses Blobs in IndexedDB. */
export interface UploadBytesRecord {
  id: string;
  bytes: ArrayBuffer;
  type: string;
  name: string;
}

/**
 * The last answer of one money read, per signed-in user, for reading it offline (v5,
 * workers/kept-answers.ts; v4's repaymentBills held only the repayment pages' bill).
 */
export interface KeptAnswerRecord {
  /** The worker's session user (csTrackingId) when it was answered. */
  userId: string;
  /** The read: area, resource and its parameters ("paylater:profile", "cicilan:order:ORD-1"). */
  key: string;
  answer: unknown;
  /** The platform's instant of the answer (ISO). */
  answeredAt: string;
  /** Epoch ms when it was kept (the oldest go first). */
  savedAt: number;
}

export type DataDb = Dexie & {
  session: EntityTable<SessionRecord, 'key'>;
  sourceInfo: EntityTable<SourceInfoRecord, 'key'>;
  analyticsOutbox: EntityTable<OutboxEventRecord, 'seq'>;
  drafts: Table<DraftRecord, [string, string, string]>;
  uploads: EntityTable<UploadRecord, 'id'>;
  uploadBytes: EntityTable<UploadBytesRecord, 'id'>;
  keptAnswers: Table<KeptAnswerRecord, [string, string]>;
};

/** v1: the session, the partner-app source info and the analytics outbox. */
export const SCHEMA_V1 = {
  [SESSION_TABLE]: 'key',
  sourceInfo: 'key',
  analyticsOutbox: '++seq',
} as const;

/** v2: drafts, the upload outbox, and a queue time on every outbox record. */
export const SCHEMA_V2 = {
  ...SCHEMA_V1,
  analyticsOutbox: '++seq, queuedAt',
  drafts: '[userId+flow+product], updatedAt',
  uploads: 'id, status, createdAt',
  uploadBytes: 'id',
} as const;

/** v3: uploads keyed by user, kind and slot (the outbox service; v2 never wrote an upload). */
export const SCHEMA_V3 = {
  ...SCHEMA_V2,
  uploads: 'id, [userId+kind+slot], [userId+kind], state, createdAt',
} as const;

/** v4: the last repayment bill per user and scope (nothing in earlier tables changes). */
export const SCHEMA_V4 = {
  ...SCHEMA_V3,
  repaymentBills: '[userId+scopeId], userId',
} as const;

/** v5: the last answer of every money read per user (keptAnswers); v4's repaymentBills is dropped (its bills are read again). */
export const SCHEMA_V5 = {
  ...SCHEMA_V4,
  repaymentBills: null,
  keptAnswers: '[userId+key], userId, savedAt',
} as const;

export const CURRENT_DB_VERSION = 5;

/** v1 outbox records had no queue time: take the event's own time, or now if it cannot be read. */
export async function upgradeToV2(tx: Transaction, now: number): Promise<void> {
  await tx
    .table('analyticsOutbox')
    .toCollection()
    .modify((record: Partial<OutboxEventRecord>) => {
      if (typeof record.queuedAt === 'number') return;
      const occurred = Date.parse(record.event?.occurredAt ?? '');
      record.queuedAt = Number.isFinite(occurred) ? occurred : now;
    });
}

/**
 * Every write of this database is one a user would miss (a draft, a picked file, a send's state, an
 * event, the session): each transaction commits with `durability: 'strict'`, so it is on the disk,
 * not only in the system's write cache, when IndexedDB says it is done. Chromium's default is
 * 'relaxed' since version 121 (Firefox's and Safari's too): that survives the browser being killed,
 * whose writes the system still flushes, but not the phone itself shutting down hard (a battery
 * pulled, a crash), which loses what the cache held. The price is a flush per commit, paid after the
 * data is written: it delays "stored" and the next write of the same table, never the moment a kill
 * stops losing the data (measured in docs/nothing-lost.md). Dexie sets it per database only.
 */
export const DATA_DB_DURABILITY = 'strict' as const;

/** Opens (lazily, on first use) the database; tests pass a fresh name. */
export function openDataDb(name: string = DATA_DB_NAME, now: () => number = Date.now): DataDb {
  const db = new Dexie(name, { chromeTransactionDurability: DATA_DB_DURABILITY }) as DataDb;
  db.version(1).stores(SCHEMA_V1);
  db.version(2)
    .stores(SCHEMA_V2)
    .upgrade((tx) => upgradeToV2(tx, now()));
  db.version(3)
    .stores(SCHEMA_V3)
    .upgrade(async (tx) => {
      // No release wrote uploads in the v2 shape; anything there is not a file we can send.
      await tx.table('uploads').clear();
      await tx.table('uploadBytes').clear();
    });
  db.version(4).stores(SCHEMA_V4);
  db.version(5).stores(SCHEMA_V5);
  return db;
}
