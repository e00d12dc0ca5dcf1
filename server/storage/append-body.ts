/**
 * Writes one PATCH body into a session's file as it arrives, in batches of about 1 MiB (one
 * writev each, the event loop free between network chunks, as stream-upload.ts does for a PUT).
 * A body cut off (the client's connection dropped, a newer request took the session, no byte for
 * STALL_MS) keeps what arrived: tus asks servers to store as much of an interrupted body as they
 * can, so a dropped link costs only the bytes still on the way.
 */
import type { RequestBody } from './request-body';
import type { SessionAppender } from './session-files';
import { WRITE_BATCH_BYTES } from './stream-upload';

/** No body byte for this long: the client is gone even if its connection looks open (tus: 30 s). */
export const STALL_MS = 30_000;

export type Appended =
  /** The whole body arrived and is written. */
  | { kind: 'complete'; written: number; read: number }
  /** It stopped early; `written` bytes of it are written (the caller syncs and records them). */
  | { kind: 'interrupted'; written: number; read: number }
  /** It went past `limit` bytes: the caller records nothing of it. */
  | { kind: 'past-limit'; read: number };

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * `expected` is the declared Content-Length (NaN when the body is chunked): a body that ends before
 * it was cut off. `stopped()` says whether someone stopped the body from outside.
 */
export async function appendBody(
  appender: SessionAppender,
  body: RequestBody,
  options: { limit: number; expected: number; stopped: () => boolean; stallMs?: number },
): Promise<Appended> {
  let read = 0;
  let batch: Uint8Array[] = [];
  let batchBytes = 0;
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const armStall = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      body.stop();
    }, options.stallMs ?? STALL_MS);
  };
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    const pending = batch;
    batch = [];
    batchBytes = 0;
    await appender.write(pending);
  };
  let ended = false;
  armStall();
  try {
    for await (const chunk of body.chunks) {
      armStall();
      read += chunk.byteLength;
      if (read > options.limit) {
        clearTimeout(timer);
        body.stop();
        return { kind: 'past-limit', read };
      }
      batch.push(chunk);
      batchBytes += chunk.byteLength;
      if (batchBytes >= WRITE_BATCH_BYTES) await flush();
      else await nextTurn();
    }
    ended = true;
  } catch {
    // The connection closed or the stream was cancelled: an interruption, kept below.
  } finally {
    clearTimeout(timer);
  }
  await flush();
  const cut = !ended || stalled || options.stopped() || (Number.isFinite(options.expected) && read < options.expected);
  return { kind: cut ? 'interrupted' : 'complete', written: appender.written, read };
}
