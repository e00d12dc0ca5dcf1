/**
 * A resumable upload's bytes on disk: `<uploadId>.upload` while it grows, renamed to `<uploadId>`
 * (where the file store reads stored files) once the upload is complete. Chunks are written at
 * their offset after cutting the file back to it, so bytes past the acknowledged offset (a chunk
 * cut off before its offset was recorded, a crash between the write and the record) are never kept.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rename, stat, unlink } from 'node:fs/promises';
import { CONTENT_HEAD_BYTES, CONTENT_TAIL_BYTES } from '@domain/contract/storage';
import { ignoreMissing, writeAll } from './disk';

export interface SessionAppender {
  /** Writes the chunks after what this appender wrote, in one writev. */
  write(chunks: readonly Uint8Array[]): Promise<void>;
  /** How many bytes this appender wrote. */
  readonly written: number;
  /** Flushes to disk: after this the bytes survive a crash of the server. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** What the completion checks need: the whole file's hash, its first and last bytes. */
export interface SessionDigest {
  sha256: string;
  head: Uint8Array;
  tail: Uint8Array;
}

export interface SessionFile {
  /** Makes the empty file (at the session's creation). */
  create(): Promise<void>;
  /** Opens the file to write from `offset`, after cutting away anything past it. */
  appendAt(offset: number): Promise<SessionAppender>;
  /** Hashes the first `length` bytes and keeps the first and last bytes for the content checks. */
  digest(length: number): Promise<SessionDigest>;
  /** Puts the finished file where the file store reads stored files (idempotent). */
  seal(): Promise<void>;
  /** Deletes the unfinished file; a missing one is not an error. */
  remove(): Promise<void>;
}

/** `finalPath` is where the file store keeps the stored file of this upload id. */
export function diskSessionFile(finalPath: string, ensureDir: () => Promise<unknown>): SessionFile {
  const path = `${finalPath}.upload`;
  return {
    async create() {
      await ensureDir();
      const handle = await open(path, 'a');
      await handle.close();
    },

    async appendAt(offset) {
      const handle = await open(path, 'r+');
      await handle.truncate(offset);
      let written = 0;
      let closed = false;
      return {
        get written() {
          return written;
        },
        async write(chunks) {
          written += await writeAll(handle, chunks, offset + written);
        },
        sync: () => handle.sync(),
        async close() {
          if (closed) return;
          closed = true;
          await handle.close();
        },
      };
    },

    async digest(length) {
      const source = await stat(path)
        .then(() => path)
        .catch(() => finalPath);
      const hash = createHash('sha256');
      const head = new Uint8Array(Math.min(CONTENT_HEAD_BYTES, length));
      let headLength = 0;
      let read = 0;
      const tailStart = Math.max(0, length - CONTENT_TAIL_BYTES);
      const tail = new Uint8Array(length - tailStart);
      if (length > 0) {
        for await (const chunk of createReadStream(source, { start: 0, end: length - 1 }) as AsyncIterable<Buffer>) {
          hash.update(chunk);
          if (headLength < head.byteLength) {
            const take = chunk.subarray(0, head.byteLength - headLength);
            head.set(take, headLength);
            headLength += take.byteLength;
          }
          const chunkEnd = read + chunk.byteLength;
          if (chunkEnd > tailStart) {
            const from = Math.max(0, tailStart - read);
            tail.set(chunk.subarray(from), read + from - tailStart);
          }
          read = chunkEnd;
        }
      }
      if (read !== length) throw new Error(`session file holds ${read} of ${length} bytes`);
      return { sha256: hash.digest('hex'), head, tail };
    },

    async seal() {
      await rename(path, finalPath).catch(ignoreMissing);
    },

    async remove() {
      await unlink(path).catch(ignoreMissing);
    },
  };
}
