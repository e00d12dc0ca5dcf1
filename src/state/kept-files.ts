/**
 * A picked file (a KYC photo, a lender PDF) on its way into this device's storage. Its bytes stay
 * in memory until the worker has stored them: when the disk is full, the file's place is reported
 * full (storage-problems.ts: the page's warning), the page is told once so the field can say so,
 * and it is stored again with a back-off until it fits, without the user picking it again. A newer
 * pick for the same place replaces it. Any other failure ends it and is the caller's to show.
 */
import { isStorageFull, reportStorage } from './storage-problems';

/** After the disk was found full, the next try waits this long, doubling up to the maximum. */
export const KEPT_FILE_RETRY_FIRST_MS = 1_000;
export const KEPT_FILE_RETRY_MAX_MS = 10_000;

export interface KeptFile<T> {
  /** The file's place, e.g. `file:kyc-photo:KTP`: one file per place, and the storage problem's source. */
  source: string;
  bytes: ArrayBuffer;
  /** Stores a copy of the bytes (each try hands its own copy over, transferred to the worker). */
  store(copy: ArrayBuffer): Promise<T>;
  onStored(value: T): void;
  /** The first try found the disk full: the file waits in memory (the field says so). */
  onWaiting(): void;
  /** A failure other than a full disk: nothing more is tried. */
  onFailed(error: unknown): void;
}

/** The file each place is trying to store now; a newer one replaces it. */
const current = new Map<string, symbol>();

/** Resolves once the first try is over (stored, waiting for room, or failed). */
export async function storeKeptFile<T>(file: KeptFile<T>): Promise<void> {
  const token = Symbol(file.source);
  current.set(file.source, token);
  const mine = (): boolean => current.get(file.source) === token;
  let failures = 0;

  const attempt = async (): Promise<void> => {
    let value: T;
    try {
      value = await file.store(file.bytes.slice(0));
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
      setTimeout(() => {
        if (mine()) void attempt();
      }, delay);
      return;
    }
    if (!mine()) return; // a newer pick owns the place now
    current.delete(file.source);
    reportStorage(file.source, null);
    file.onStored(value);
  };
  await attempt();
}

/** Whether a file of this place waits in memory for room. */
export function isKeptFileWaiting(source: string): boolean {
  return current.has(source);
}
