/** The stored files (table stored_files): one per (bucket, owner, slot). */
import { createHash, randomUUID } from 'node:crypto';
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

/** What a streamed upload wrote: its chunks (under uploadId), size and hash. */
export interface WrittenUpload {
  uploadId: string;
  size: number;
  sha256: string;
}

/**
 * Puts the written chunks in place of the slot's file (or makes it), inside the caller's
 * transaction; the chunks of the file it replaces are deleted.
 */
export async function commitUpload(
  tx: Db,
  location: FileLocation,
  contentType: string,
  upload: WrittenUpload,
  now: Date,
): Promise<StoredFile> {
  const [previous] = await tx.query<{ upload_id: string | null }>(
    'select upload_id from stored_files where bucket = $1 and owner_id = $2 and slot = $3 for update',
    [location.bucket, location.ownerId, location.slot],
  );
  const [row] = await tx.query<Row>(
    `insert into stored_files (bucket, owner_id, slot, content_type, size, sha256, bytes, upload_id, uploaded_at)
     values ($1, $2, $3, $4, $5, $6, null, $7, $8)
     on conflict (bucket, owner_id, slot) do update set
       content_type = excluded.content_type, size = excluded.size, sha256 = excluded.sha256,
       bytes = null, upload_id = excluded.upload_id, uploaded_at = excluded.uploaded_at,
       upload_count = stored_files.upload_count + 1
     returning ${COLUMNS}`,
    [location.bucket, location.ownerId, location.slot, contentType, upload.size, upload.sha256, upload.uploadId, now.toISOString()],
  );
  if (!row) throw new Error('stored_files insert returned nothing');
  if (previous?.upload_id) await discardChunks(tx, previous.upload_id);
  return fromRow(row);
}

export async function writeChunk(db: Db, uploadId: string, seq: number, bytes: Uint8Array): Promise<void> {
  await db.query(`insert into stored_file_chunks (upload_id, seq, bytes) values ($1, $2, decode($3, 'base64'))`, [
    uploadId,
    seq,
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
  ]);
}

export async function discardChunks(db: Db, uploadId: string): Promise<void> {
  await db.query('delete from stored_file_chunks where upload_id = $1', [uploadId]);
}

/** Stores (or replaces) a small file in one piece (seeding and tests); uploads go through the streamed path. */
export async function storeFile(db: Db, location: FileLocation, contentType: string, bytes: Uint8Array, now: Date): Promise<StoredFile> {
  const uploadId = randomUUID();
  await writeChunk(db, uploadId, 0, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return db.transaction((tx) => commitUpload(tx, location, contentType, { uploadId, size: bytes.byteLength, sha256 }, now));
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

/** The file's bytes as a stream of its chunks, read one at a time; null when there is no file. */
export async function readFileStream(
  db: Db,
  location: FileLocation,
): Promise<{ contentType: string; size: number; body: ReadableStream<Uint8Array> } | null> {
  const [row] = await db.query<{ content_type: string; size: number; upload_id: string | null; data: string | null }>(
    `select content_type, size, upload_id, case when upload_id is null then encode(bytes, 'base64') end as data
     from stored_files where bucket = $1 and owner_id = $2 and slot = $3`,
    [location.bucket, location.ownerId, location.slot],
  );
  if (!row) return null;
  const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(text.replace(/\s+/g, ''), 'base64'));
  if (row.upload_id === null) {
    const bytes = fromBase64(row.data ?? '');
    return { contentType: row.content_type, size: row.size, body: new Blob([bytes.slice()]).stream() };
  }
  const uploadId = row.upload_id;
  let seq = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const [chunk] = await db.query<{ data: string }>(
        `select encode(bytes, 'base64') as data from stored_file_chunks where upload_id = $1 and seq = $2`,
        [uploadId, seq],
      );
      seq += 1;
      if (chunk) controller.enqueue(fromBase64(chunk.data));
      else controller.close();
    },
  });
  return { contentType: row.content_type, size: row.size, body };
}
