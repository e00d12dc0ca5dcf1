/**
 * How big the next chunk of a resumable upload is: what the link carried lately, over about
 * CHUNK_TARGET_MS, between 256 KiB and 1 MiB. Small chunks on a slow link keep each acknowledged
 * step (and the progress the user sees) a few seconds apart and bound what a drop can cost on a
 * store that drops an interrupted chunk whole; big chunks on a fast link keep the per-request round
 * trip small next to the transfer.
 */

export const MIN_CHUNK_BYTES = 256 * 1024;
export const MAX_CHUNK_BYTES = 1024 * 1024;
/** About how long one chunk should take to send. */
export const CHUNK_TARGET_MS = 4_000;
/** The weight of the newest measure in the running speed (the rest is the past's). */
const NEWEST_WEIGHT = 0.5;

export class ChunkSizer {
  /** Bytes per ms; null until a chunk was measured. */
  private speed: number | null = null;

  /** A chunk of `bytes` was acknowledged `ms` after it was sent. */
  measured(bytes: number, ms: number): void {
    if (bytes <= 0 || ms <= 0) return;
    const latest = bytes / ms;
    this.speed = this.speed === null ? latest : NEWEST_WEIGHT * latest + (1 - NEWEST_WEIGHT) * this.speed;
  }

  /** The next chunk's size (the first, before any measure, is the smallest). */
  next(): number {
    if (this.speed === null) return MIN_CHUNK_BYTES;
    const fits = Math.round(this.speed * CHUNK_TARGET_MS);
    return Math.min(MAX_CHUNK_BYTES, Math.max(MIN_CHUNK_BYTES, fits));
  }
}
