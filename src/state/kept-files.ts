/**
 * A picked file (a KYC photo, a lender PDF) on its way into this device's storage. Its bytes (or
 * the picked File itself) stay in memory until the worker has stored them: when the disk is full,
 * the file's place is reported full (storage-problems.ts: the page's warning), the page is told once
 * so the field can say so, and it is stored again with a back-off, and at once when room may be back
 * (storage-room.ts), until it fits, without the user picking it again. A newer pick for the same
 * place replaces it. Any other failure ends it and is the caller's to show.
 */
import { isStorageFull, reportStorage } from './storage-problems';
import { onStorageRoom, storageWriteSucceeded } from './storage-room';

/** After the disk was found full, the next try waits this long, doubling up to the maximum. */
export const KEPT_FILE_RETRY_FIRST_MS = 1_000;
export const KEPT_FILE_RETRY_MAX_MS = 10_000;

export interface KeptFile<T, Bytes extends ArrayBuffer | Blob = ArrayBuffer> {
  /** The file's place, e.g. `file:kyc-photo:KTP`: one file per place, and the storage problem's source. */
  source: string;
  /** The bytes, or the picked File itself (a Blob: immutable, handed over as it is). */
  bytes: Bytes;
  /** Stores a copy of the bytes (each try hands its own copy of an ArrayBuffer over, transferred to the worker). */
  store(copy: Bytes): Promise<T>;
  onStored(value: T): void;
  /** The first try found the disk full: the file waits in memory (the field says so). */
  onWaiting(): void;
  /** A failure other than a full disk: nothing more is tried. */
  onFailed(error: unknown): void;
}

/** The file each place is trying to store now; a newer one replaces it. */
const current = new Map<string, symbol>();

/** Resolves once the first try is over (stored, waiting for room, or failed). */
export async function storeKeptFile<T, Bytes extends ArrayBuffer | Blob = ArrayBuffer>(file: KeptFile<T, Bytes>): Promise<void> {
  const token = Symbol(file.source);
  current.set(file.source, token);
  const mine = (): boolean => current.get(file.source) === token;
  let failures = 0;
  /** While the file waits for room: its back-off timer and its room listener. */
  let waiting: { timer: ReturnType<typeof setTimeout>; stop: () => void } | null = null;
  const stopWaiting = (): void => {
    if (!waiting) return;
    clearTimeout(waiting.timer);
    waiting.stop();
    waiting = null;
  };
  const retry = (): void => {
    stopWaiting();
    if (mine()) void attempt();
  };

  const attempt = async (): Promise<void> => {
    let value: T;
    try {
      value = await file.store((file.bytes instanceof ArrayBuffer ? file.bytes.slice(0) : file.bytes) as Bytes);
    } catch (error) {
      if (!mine()) return;
      if (!isStorageFull(error)) {
        current.delete(file.source);
        reportStorage(file.source, null);
        file.onFailed(error);
        return;
      }
      failures += 1;
      reportStorage(file.source, error);
      if (failures === 1) file.onWaiting();
      const delay = Math.min(KEPT_FILE_RETRY_MAX_MS, KEPT_FILE_RETRY_FIRST_MS * 2 ** (failures - 1));
      waiting = { timer: setTimeout(retry, delay), stop: onStorageRoom(retry) };
      return;
    }
    if (!mine()) return; // a newer pick owns the place now
    current.delete(file.source);
    reportStorage(file.source, null);
    storageWriteSucceeded();
    file.onStored(value);
  };
  await attempt();
}

/** Whether a file of this place waits in memory for room. */
export function isKeptFileWaiting(source: string): boolean {
  return current.has(source);
}
