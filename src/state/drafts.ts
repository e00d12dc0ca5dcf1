import { useCallback, useEffect, useRef, useState } from 'react';
import { dataWorker } from '../data/bridge';
import type { DraftKey, DraftSnapshot } from '../../workers/contract';

/** Saves happen this long after the last change (ARCHITECTURE: drafts). */
export const DRAFT_SAVE_DELAY_MS = 300;

/** Pending saves, flushed when the page is hidden or about to reload. */
const pendingFlushes = new Set<() => Promise<void>>();

export async function flushAllDrafts(): Promise<void> {
  await Promise.all([...pendingFlushes].map((flush) => flush()));
}

let flushOnHideInstalled = false;
function installFlushOnHide(): void {
  if (flushOnHideInstalled) return;
  flushOnHideInstalled = true;
  const flush = (): void => void flushAllDrafts();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}

export type DraftStatus = 'loading' | 'ready';

/**
 * A form value kept in IndexedDB as it is typed, and restored when the user comes back.
 * `restored` says whether the value came from a saved draft.
 */
export function useDraft<T>(key: DraftKey, schemaVersion: number, initial: T) {
  const [value, setValue] = useState<T>(initial);
  const [status, setStatus] = useState<DraftStatus>('loading');
  const [restored, setRestored] = useState(false);
  const latest = useRef<{ value: T; dirty: boolean }>({ value: initial, dirty: false });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { userId, flow, product } = key;

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!latest.current.dirty) return;
    latest.current.dirty = false;
    try {
      await dataWorker().drafts.save({ userId, flow, product }, latest.current.value, schemaVersion);
    } catch (error) {
      latest.current.dirty = true;
      console.warn('Draft not saved', flow, error);
    }
  }, [userId, flow, product, schemaVersion]);

  useEffect(() => {
    installFlushOnHide();
    let cancelled = false;
    dataWorker()
      .drafts.load({ userId, flow, product }, schemaVersion)
      // Comlink's types drop the method's type parameter; the worker returns what was saved under this key.
      .then((draft) => draft as DraftSnapshot<T> | null)
      .then((draft) => {
        if (cancelled) return;
        // Something typed before the draft arrived wins over the draft.
        if (draft && !latest.current.dirty) {
          latest.current.value = draft.value;
          setValue(draft.value);
          setRestored(true);
        }
      })
      .catch((error: unknown) => console.warn('Draft not loaded', flow, error))
      .finally(() => {
        if (!cancelled) setStatus('ready');
      });
    pendingFlushes.add(flush);
    return () => {
      cancelled = true;
      pendingFlushes.delete(flush);
      void flush();
    };
  }, [userId, flow, product, schemaVersion, flush]);

  const update = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(latest.current.value) : next;
      latest.current = { value: resolved, dirty: true };
      setValue(resolved);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  /** Forgets the draft (after the form was submitted for good). */
  const discard = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    latest.current.dirty = false;
    await dataWorker().drafts.remove({ userId, flow, product });
  }, [userId, flow, product]);

  return { value, update, status, restored, discard, flush } as const;
}
