/** The stored files (table stored_files): one per (bucket, owner, slot). */
import { createHash } from 'node:crypto';
import type { StorageBucket } from '@domain/contract/storage';
import { type Db, toDate } from '../db/client';
import type { FileLocation } from './signing';

export interface StoredFile extends FileLocation {
  contentType: string;
  size: number;
  sha256: string;
  uploadedAt: Date;
  /** How many uploads reached the slot (replacements included). */
  uploadCount: number;
}

interface Row {
  bucket: StorageBucket;
  owner_id: string;
  slot: string;
  content_type: string;
  size: number;
  sha256: string;
  uploaded_at: Date | string;
  upload_count: number;
}

const COLUMNS = 'bucket, owner_id, slot, content_type, size, sha256, uploaded_at, upload_count';

function fromRow(row: Row): StoredFile {
  return {
    bucket: row.bucket,
    ownerId: row.owner_id,
    slot: row.slot,
    contentType: row.content_type,
    size: row.size,
    sha256: row.sha256,
    uploadedAt: toDate(row.uploaded_at),
    uploadCount: row.upload_count,
  };
}

/** Stores (or replaces) the file; bytes travel as base64 so both database engines take them alike. */
export async function storeFile(db: Db, location: FileLocation, contentType: string, bytes: Uint8Array, now: Date): Promise<StoredFile> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [row] = await db.query<Row>(
    `insert into stored_files (bucket, owner_id, slot, content_type, size, sha256, bytes, uploaded_at)
     values ($1, $2, $3, $4, $5, $6, decode($7, 'base64'), $8)
     on conflict (bucket, owner_id, slot) do update set
       content_type = excluded.content_type, size = excluded.size, sha256 = excluded.sha256,
       bytes = excluded.bytes, uploaded_at = excluded.uploaded_at,
       upload_count = stored_files.upload_count + 1
     returning ${COLUMNS}`,
    [
      location.bucket,
      location.ownerId,
      location.slot,
      contentType,
      bytes.byteLength,
      sha256,
      Buffer.from(bytes).toString('base64'),
      now.toISOString(),
    ],
  );
  if (!row) throw new Error('stored_files insert returned nothing');
  return fromRow(row);
}

export async function storedFile(db: Db, location: FileLocation): Promise<StoredFile | null> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from stored_files where bucket = $1 and owner_id = $2 and slot = $3`, [
    location.bucket,
    location.ownerId,
    location.slot,
  ]);
  return row ? fromRow(row) : null;
}

export async function listStoredFiles(db: Db, bucket: StorageBucket, ownerId: string): Promise<StoredFile[]> {
  const rows = await db.query<Row>(`select ${COLUMNS} from stored_files where bucket = $1 and owner_id = $2 order by slot`, [
    bucket,
    ownerId,
  ]);
  return rows.map(fromRow);
}

export async function readFileBytes(db: Db, location: FileLocation): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db.query<{ content_type: string; data: string }>(
    `select content_type, encode(bytes, 'base64') as data from stored_files where bucket = $1 and owner_id = $2 and slot = $3`,
    [location.bucket, location.ownerId, location.slot],
  );
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.data.replace(/\s+/g, ''), 'base64') } : null;
}
