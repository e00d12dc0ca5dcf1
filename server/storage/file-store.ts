/**
 * The sandbox's object store: a file's bytes live on disk, one file per upload, never in the
 * database. An upload streams its body to a temporary file (fsynced, then renamed into place) and
 * only its metadata is recorded, in one short transaction at the end (server/storage/files.ts).
 * Writing the bytes through the database serialised everybody's reads behind ten uploads' chunk
 * writes on PGlite, which runs in this process (issue 12: profile reads 8x slower under load).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type SessionFile, diskSessionFile } from './session-files';
import { ignoreMissing, writeAll } from './disk';

export interface FileStore {
  /** Opens a new file for an upload; nothing is visible under `uploadId` until commit(). */
  create(): Promise<FileWriter>;
  /** The stored bytes of an upload, or null when there is no such file. */
  read(uploadId: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Deletes an upload's file (a replaced or refused one); a missing file is not an error. */
  remove(uploadId: string): Promise<void>;
  /** The growing file of a resumable upload (server/storage/session-files.ts), stored under `uploadId` once sealed. */
  session(uploadId: string): SessionFile;
}

export interface FileWriter {
  readonly uploadId: string;
  /** Appends the chunks in order, in one writev (the caller batches: each call is a trip through the thread pool). */
  write(chunks: readonly Uint8Array[]): Promise<void>;
  /** Flushes to disk and puts the file in place: after this it survives a crash of the server. */
  commit(): Promise<void>;
  /** Drops what was written. */
  discard(): Promise<void>;
}

/** Upload ids are UUIDs the server makes: nothing a client sends ever names a path. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Files under `dir` (made at the first upload). */
export function diskFileStore(dir: string): FileStore {
  let ready: Promise<unknown> | null = null;
  const ensureDir = (): Promise<unknown> => {
    ready ??= mkdir(dir, { recursive: true });
    return ready;
  };
  const pathOf = (uploadId: string): string => {
    if (!UPLOAD_ID.test(uploadId)) throw new Error('Not an upload id');
    return join(dir, uploadId);
  };

  return {
    async create() {
      await ensureDir();
      const uploadId = randomUUID();
      const finalPath = pathOf(uploadId);
      const partPath = `${finalPath}.part`;
      const handle = await open(partPath, 'wx');
      let closed = false;
      const close = async (): Promise<void> => {
        if (closed) return;
        closed = true;
        await handle.close();
      };
      return {
        uploadId,
        async write(chunks) {
          await writeAll(handle, chunks);
        },
        async commit() {
          await handle.sync();
          await close();
          await rename(partPath, finalPath);
        },
        async discard() {
          await close().catch(() => undefined);
          await unlink(partPath).catch(ignoreMissing);
        },
      };
    },

    async read(uploadId) {
      const path = pathOf(uploadId);
      try {
        await stat(path);
      } catch (error) {
        ignoreMissing(error);
        return null;
      }
      return Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    },

    async remove(uploadId) {
      await unlink(pathOf(uploadId)).catch(ignoreMissing);
    },

    session(uploadId) {
      return diskSessionFile(pathOf(uploadId), ensureDir);
    },
  };
}

/** A server without a files folder (the tests' in-memory database): a fresh folder in the temp dir. */
export function temporaryFileStore(): FileStore {
  return diskFileStore(join(tmpdir(), 'sandbox-files', randomUUID()));
}
