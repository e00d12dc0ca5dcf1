/** The stored files (table stored_files): one per (bucket, owner, slot). */
import type { StorageBucket } from '@domain/contract/storage';
import { type Db, toDate } from '../db/client';
import type { FileStore } from './file-store';
import type { FileLocation } from './signing';

export interface StoredFile extends FileLocation {
  contentType: string;
  size: number;
  sha256: string;
  uploadedAt: Date;
  /** How many uploads reached the slot (replacements included). */
  uploadCount: number;
}

/** A row read with COLUMNS: the columns named as StoredFile's fields, the upload time as the driver gives it. */
type Row = Omit<StoredFile, 'uploadedAt'> & { uploadedAt: Date | string };

const COLUMNS =
  'bucket, owner_id as "ownerId", slot, content_type as "contentType", size, sha256, uploaded_at as "uploadedAt", upload_count as "uploadCount"';

function fromRow(row: Row): StoredFile {
  return { ...row, uploadedAt: toDate(row.uploadedAt) };
}

/** What a streamed upload wrote to the file store (server/storage/file-store.ts): its id, size and hash. */
export interface WrittenUpload {
  uploadId: string;
  size: number;
  sha256: string;
}

/**
 * Records the written file in place of the slot's file (or as a new one), inside the caller's
 * transaction: metadata only, the bytes are already in the file store. Answers the upload id of
 * the file it replaced, for the caller to delete once the transaction is committed; chunks of a
 * file stored in the database before (migration 011) are deleted here.
 */
export async function commitUpload(
  tx: Db,
  location: FileLocation,
  contentType: string,
  upload: WrittenUpload,
  now: Date,
): Promise<{ stored: StoredFile; replaced: string | null }> {
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
  const replaced = previous?.upload_id ?? null;
  if (replaced) await tx.query('delete from stored_file_chunks where upload_id = $1', [replaced]);
  return { stored: fromRow(row), replaced };
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

/**
 * The file's bytes as a stream from the file store; a file stored before it (migration 011: in
 * the database, whole or in chunks) is read from there. Null when there is no file.
 */
export async function readFileStream(
  db: Db,
  files: FileStore,
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
  const onDisk = await files.read(uploadId);
  if (onDisk) return { contentType: row.content_type, size: row.size, body: onDisk };
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
