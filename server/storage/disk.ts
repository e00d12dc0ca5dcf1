/** What the file store and the sessions' files share: whole writes, and deletions of what may be gone. */
import type { FileHandle } from 'node:fs/promises';

/** For a catch: a file already gone is not an error. */
export function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}

/**
 * Writes every chunk with writev, again for what a short write left; at `position` and on when
 * given, at the file's own position otherwise. Answers the bytes written.
 */
export async function writeAll(handle: FileHandle, chunks: readonly Uint8Array[], position?: number): Promise<number> {
  let pending = chunks.filter((chunk) => chunk.byteLength > 0);
  let written = 0;
  while (pending.length > 0) {
    const { bytesWritten } = await handle.writev(pending, position === undefined ? undefined : position + written);
    written += bytesWritten;
    let skip = bytesWritten;
    const rest: Uint8Array[] = [];
    for (const chunk of pending) {
      if (skip >= chunk.byteLength) skip -= chunk.byteLength;
      else {
        rest.push(skip > 0 ? chunk.subarray(skip) : chunk);
        skip = 0;
      }
    }
    pending = rest;
  }
  return written;
}
