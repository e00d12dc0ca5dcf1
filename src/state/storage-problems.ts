/**
 * What this device could not store (a draft, a picked file, an event), so the page can say so
 * instead of claiming "what you type is saved". Each source reports its last attempt: an error while
 * it fails, null once it stores again. The value itself stays in memory and is retried by its owner.
 */
import { atom } from 'jotai';
import { hasErrorCode, isApiErrorData } from '@domain/errors';
import { appStore } from './store';

/** The code the worker gives a full disk (workers/http/api-error.ts, from QuotaExceededError). */
export const STORAGE_QUOTA_CODE = 'STORAGE_QUOTA_EXCEEDED';

export type StorageProblem = 'full' | 'failed';

/** Per source (e.g. `draft:kyc-wizard`), what went wrong last; absent: stored fine. */
export const storageProblemsAtom = atom<ReadonlyMap<string, StorageProblem>>(new Map());

/** The worst problem now: a full disk first (it has its own message), any failure next. */
export const storageProblemAtom = atom<StorageProblem | null>((get) => {
  const problems = [...get(storageProblemsAtom).values()];
  if (problems.includes('full')) return 'full';
  return problems.length > 0 ? 'failed' : null;
});

export function isStorageFull(error: unknown): boolean {
  if (isApiErrorData(error)) return hasErrorCode(error, STORAGE_QUOTA_CODE);
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

export function reportStorage(source: string, error: unknown): void {
  const problems = new Map(appStore.get(storageProblemsAtom));
  if (error === null || error === undefined) {
    if (!problems.delete(source)) return;
  } else {
    problems.set(source, isStorageFull(error) ? 'full' : 'failed');
  }
  appStore.set(storageProblemsAtom, problems);
}
