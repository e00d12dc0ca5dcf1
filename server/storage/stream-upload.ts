/**
 * Streams an upload's body to the file store while hashing it, keeping only the first and last
 * bytes the content checks need: memory per upload stays near one write batch, whatever the
 * file's size, and the database is not touched. Refused as soon as it passes the limit
 * (declared or counted); what was written is then discarded.
 *
 * What it costs the event loop matters more than its speed: every other user's request waits
 * for the same thread (issue 12: profile reads while ten 10 MB uploads run). So each network
 * chunk is hashed once and kept by reference (no copy, no per-chunk allocation), and chunks are
 * written in batches of about 1 MiB with one writev: a write per 64 KiB chunk was 1,600 trips
 * through the thread pool for ten uploads, each one a wake-up that competes for the CPU. Between
 * chunks the loop yields a turn (setImmediate), so a read that arrived meanwhile is served before
 * the next chunk rather than after every chunk already buffered.
 */
import { createHash } from 'node:crypto';
import { CONTENT_HEAD_BYTES, CONTENT_TAIL_BYTES } from '@domain/contract/storage';
import type { FileStore } from './file-store';
import type { WrittenUpload } from './files';

export type Streamed = (WrittenUpload & { head: Uint8Array; tail: Uint8Array }) | 'too-large';

/** Bytes gathered before one write (ten uploads at once hold ten of these at most). */
export const WRITE_BATCH_BYTES = 1024 * 1024;

/**
 * Lets the event loop take its other events (another user's request) before the next chunk:
 * buffered chunks would otherwise be taken one after another in the same turn.
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The last bytes of a stream without copying each chunk: the fewest recent chunks that cover `size`. */
class Tail {
  private chunks: Uint8Array[] = [];
  private length = 0;

  constructor(private readonly size: number) {}

  push(chunk: Uint8Array): void {
    this.chunks.push(chunk);
    this.length += chunk.byteLength;
    while (this.chunks.length > 1 && this.length - (this.chunks[0]?.byteLength ?? 0) >= this.size) {
      this.length -= this.chunks.shift()?.byteLength ?? 0;
    }
  }

  bytes(): Uint8Array {
    const joined = new Uint8Array(this.length);
    let offset = 0;
    for (const chunk of this.chunks) {
      joined.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return joined.subarray(Math.max(0, joined.byteLength - this.size));
  }
}

/**
 * `body` is the request's bytes: the Node request itself on the server (no web-stream adapter in
 * between), a web ReadableStream in-process; both are async iterables of chunks.
 */
export async function streamUpload(
  files: FileStore,
  body: AsyncIterable<Uint8Array> | null,
  declaredLength: number,
  limit: number,
): Promise<Streamed> {
  if (Number.isFinite(declaredLength) && declaredLength > limit) return 'too-large';
  const writer = await files.create();
  const hash = createHash('sha256');
  const head = new Uint8Array(CONTENT_HEAD_BYTES);
  let headLength = 0;
  const tail = new Tail(CONTENT_TAIL_BYTES);
  let batch: Uint8Array[] = [];
  let batchBytes = 0;
  let total = 0;
  try {
    for await (const chunk of body ?? []) {
      total += chunk.byteLength;
      // Leaving the loop ends the body (the request stream is destroyed): nothing more is read.
      if (total > limit) {
        await writer.discard();
        return 'too-large';
      }
      hash.update(chunk);
      if (headLength < CONTENT_HEAD_BYTES) {
        const take = chunk.subarray(0, CONTENT_HEAD_BYTES - headLength);
        head.set(take, headLength);
        headLength += take.byteLength;
      }
      tail.push(chunk);
      batch.push(chunk);
      batchBytes += chunk.byteLength;
      if (batchBytes >= WRITE_BATCH_BYTES) {
        await writer.write(batch);
        batch = [];
        batchBytes = 0;
      } else await nextTurn();
    }
    if (batch.length > 0) await writer.write(batch);
    await writer.commit();
  } catch (error) {
    await writer.discard();
    throw error;
  }
  return { uploadId: writer.uploadId, size: total, sha256: hash.digest('hex'), head: head.subarray(0, headLength), tail: tail.bytes() };
}
