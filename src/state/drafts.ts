import { useCallback, useEffect, useRef, useState } from 'react';
import { dataWorker } from '../data/bridge';
import type { DraftKey, DraftSnapshot } from '@worker/contract';

/** Saves happen this long after the last change (ARCHITECTURE: drafts)... */
export const DRAFT_SAVE_DELAY_MS = 300;
/** ...but never later than this after the first unsaved change, however fast the typing. */
export const DRAFT_MAX_WAIT_MS = 1_000;

interface PendingDraft {
  flush(): Promise<void>;
  /** Writes the unsaved value where a reload finds it, synchronously (see rescue below). */
  rescue(): void;
}

/** Drafts with a mounted form, flushed when the page is hidden or about to reload. */
const pendingDrafts = new Set<PendingDraft>();

export async function flushAllDrafts(): Promise<void> {
  await Promise.all([...pendingDrafts].map((draft) => draft.flush()));
}

/**
 * The worker may be stopped with the page before a save posted at `pagehide` reaches IndexedDB.
 * So the unsaved value is also written, synchronously, to this tab's sessionStorage, which a
 * reload of the tab still has; the form takes it back on load and saves it properly.
 */
const RESCUE_PREFIX = 'draft-rescue:';

function rescueKey(key: DraftKey): string {
  return `${RESCUE_PREFIX}${JSON.stringify([key.owner, key.flow, key.product])}`;
}

function writeRescue(key: DraftKey, value: unknown, schemaVersion: number): void {
  try {
    sessionStorage.setItem(rescueKey(key), JSON.stringify({ value, schemaVersion }));
  } catch {
    // Full or unavailable: the IndexedDB save is still on its way.
  }
}

function takeRescue<T>(key: DraftKey, schemaVersion: number): { value: T } | null {
  try {
    const stored = sessionStorage.getItem(rescueKey(key));
    if (stored === null) return null;
    sessionStorage.removeItem(rescueKey(key));
    const parsed = JSON.parse(stored) as { value: T; schemaVersion: number };
    return parsed.schemaVersion === schemaVersion ? { value: parsed.value } : null;
  } catch {
    return null;
  }
}

let flushOnHideInstalled = false;
function installFlushOnHide(): void {
  if (flushOnHideInstalled) return;
  flushOnHideInstalled = true;
  const flush = (): void => void flushAllDrafts();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', () => {
    for (const draft of pendingDrafts) draft.rescue();
    flush();
  });
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
  /** When the oldest unsaved change was made (for DRAFT_MAX_WAIT_MS); null when all is saved. */
  const unsavedSince = useRef<number | null>(null);
  const { owner, flow, product } = key;

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    unsavedSince.current = null;
    if (!latest.current.dirty) return;
    latest.current.dirty = false;
    try {
      await dataWorker().drafts.save({ owner, flow, product }, latest.current.value, schemaVersion);
    } catch (error) {
      latest.current.dirty = true;
      console.warn('Draft not saved', flow, error);
    }
  }, [owner, flow, product, schemaVersion]);

  useEffect(() => {
    installFlushOnHide();
    let cancelled = false;
    dataWorker()
      .drafts.load({ owner, flow, product }, schemaVersion)
      // Comlink's types drop the method's type parameter; the worker returns what was saved under this key.
      .then((draft) => draft as DraftSnapshot<T> | null)
      .then((draft) => {
        if (cancelled) return;
        // Something typed before the draft arrived wins over the draft; a value rescued at the
        // last reload is newer than what IndexedDB had, and is saved there now.
        const rescued = takeRescue<T>({ owner, flow, product }, schemaVersion);
        if (latest.current.dirty) return;
        if (rescued) {
          latest.current = { value: rescued.value, dirty: true };
          setValue(rescued.value);
          setRestored(true);
          void flush();
        } else if (draft) {
          latest.current.value = draft.value;
          setValue(draft.value);
          setRestored(true);
        }
      })
      .catch((error: unknown) => console.warn('Draft not loaded', flow, error))
      .finally(() => {
        if (!cancelled) setStatus('ready');
      });
    const pending: PendingDraft = {
      flush,
      rescue: () => {
        if (latest.current.dirty) writeRescue({ owner, flow, product }, latest.current.value, schemaVersion);
      },
    };
    pendingDrafts.add(pending);
    return () => {
      cancelled = true;
      pendingDrafts.delete(pending);
      void flush();
    };
  }, [owner, flow, product, schemaVersion, flush]);

  const update = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(latest.current.value) : next;
      latest.current = { value: resolved, dirty: true };
      setValue(resolved);
      if (timer.current) clearTimeout(timer.current);
      unsavedSince.current ??= Date.now();
      const waited = Date.now() - unsavedSince.current;
      timer.current = setTimeout(() => void flush(), Math.max(0, Math.min(DRAFT_SAVE_DELAY_MS, DRAFT_MAX_WAIT_MS - waited)));
    },
    [flush],
  );

  /** Forgets the draft (after the form was submitted for good). */
  const discard = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    latest.current.dirty = false;
    unsavedSince.current = null;
    await dataWorker().drafts.remove({ owner, flow, product });
  }, [owner, flow, product]);

  return { value, update, status, restored, discard, flush } as const;
}
