/**
 * Resumable upload sessions (table upload_sessions, migration 021): what a session is, where it
 * stands, and the compare-and-set that moves its acknowledged offset. No bytes here: they are in
 * the file store (session-files.ts).
 */
import { createHash } from 'node:crypto';
import type { StorageBucket } from '@domain/contract/storage';
import { type Db, toDate } from '../db/client';
import type { FileLocation } from './signing';

export type UploadSessionState = 'open' | 'completed' | 'failed' | 'expired';

export interface UploadSession extends FileLocation {
  id: string;
  addressSignature: string;
  contentType: string;
  length: number;
  /** The whole file's SHA-256 (hex) as the client declared it; null when it did not. */
  sha256: string | null;
  offset: number;
  receivedBytes: number;
  uploadId: string;
  state: UploadSessionState;
  failure: { status: number; code: string } | null;
  createdAt: Date;
  expiresAt: Date;
}

/** A row read with COLUMNS: the columns named as UploadSession's fields, its failure in two columns, instants as the driver gives them. */
type Row = Omit<UploadSession, 'failure' | 'createdAt' | 'expiresAt'> & {
  failureStatus: number | null;
  failureCode: string | null;
  createdAt: Date | string;
  expiresAt: Date | string;
};

const COLUMNS = `id, address_signature as "addressSignature", bucket, owner_id as "ownerId", slot, content_type as "contentType", length,
  sha256, upload_offset as "offset", received_bytes as "receivedBytes", upload_id as "uploadId", state,
  failure_status as "failureStatus", failure_code as "failureCode", created_at as "createdAt", expires_at as "expiresAt"`;

function fromRow({ failureStatus, failureCode, createdAt, expiresAt, ...session }: Row): UploadSession {
  const failure = failureStatus !== null && failureCode !== null ? { status: failureStatus, code: failureCode } : null;
  return { ...session, failure, createdAt: toDate(createdAt), expiresAt: toDate(expiresAt) };
}

/** The key a session is stored under: the token's hash, so a copy of the table opens no session. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  id: string;
  addressSignature: string;
  location: FileLocation;
  contentType: string;
  length: number;
  sha256: string | null;
  uploadId: string;
  now: Date;
  expiresAt: Date;
}

/**
 * Creates the address's session, or answers the one it already made (the same address, the same
 * session: `created` false then).
 */
export async function createSession(db: Db, input: NewSession): Promise<{ session: UploadSession; created: boolean }> {
  const [inserted] = await db.query<Row>(
    `insert into upload_sessions (id, address_signature, bucket, owner_id, slot, content_type, length, sha256, upload_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (address_signature) do nothing
     returning ${COLUMNS}`,
    [
      input.id,
      input.addressSignature,
      input.location.bucket,
      input.location.ownerId,
      input.location.slot,
      input.contentType,
      input.length,
      input.sha256,
      input.uploadId,
      input.now.toISOString(),
      input.expiresAt.toISOString(),
    ],
  );
  if (inserted) return { session: fromRow(inserted), created: true };
  const [existing] = await db.query<Row>(`select ${COLUMNS} from upload_sessions where address_signature = $1`, [input.addressSignature]);
  if (!existing) throw new Error('upload session neither inserted nor found');
  return { session: fromRow(existing), created: false };
}

export async function findSession(db: Db, id: string): Promise<UploadSession | null> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from upload_sessions where id = $1`, [id]);
  return row ? fromRow(row) : null;
}

/**
 * Records bytes read for the session and, when they were written and synced, moves the offset
 * from `from` to `to`. Answers the offset as it now is, or null when the session moved meanwhile
 * (another server process wrote first: nothing is moved then).
 */
export async function advanceSession(db: Db, id: string, from: number, to: number, received: number): Promise<number | null> {
  const [row] = await db.query<{ upload_offset: number }>(
    `update upload_sessions set upload_offset = $3, received_bytes = received_bytes + $4
     where id = $1 and upload_offset = $2 and state = 'open'
     returning upload_offset`,
    [id, from, to, received],
  );
  if (row) return row.upload_offset;
  if (received > 0) await db.query('update upload_sessions set received_bytes = received_bytes + $2 where id = $1', [id, received]);
  return null;
}

export async function markCompleted(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update upload_sessions set state = 'completed', completed_at = $2 where id = $1 and state = 'open' returning id`,
    [id, now.toISOString()],
  );
  return rows.length > 0;
}

export async function markFailed(db: Db, id: string, failure: { status: number; code: string }): Promise<void> {
  await db.query(`update upload_sessions set state = 'failed', failure_status = $2, failure_code = $3 where id = $1 and state = 'open'`, [
    id,
    failure.status,
    failure.code,
  ]);
}

/** Open sessions past their expiry become 'expired'; answers their files' names, for the caller to delete. */
export async function expireSessions(db: Db, now: Date, ids: readonly string[] | null = null): Promise<string[]> {
  const rows = await db.query<{ upload_id: string }>(
    `update upload_sessions set state = 'expired'
     where state = 'open' and expires_at <= $1 ${ids ? 'and id = any($2)' : ''}
     returning upload_id`,
    ids ? [now.toISOString(), ids] : [now.toISOString()],
  );
  return rows.map((row) => row.upload_id);
}

/** A user's sessions in a bucket, newest first (the sandbox's view). */
export async function listSessions(db: Db, bucket: StorageBucket, ownerId: string): Promise<UploadSession[]> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from upload_sessions where bucket = $1 and owner_id = $2 order by created_at desc, id`,
    [bucket, ownerId],
  );
  return rows.map(fromRow);
}
