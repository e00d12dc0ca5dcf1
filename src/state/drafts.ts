/**
 * Form drafts on the main thread: useDraft keeps a form's value in IndexedDB (through the worker)
 * as it is typed, restores it when the user comes back, and flushes every form's unsaved value
 * when the page is hidden or about to reload.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DraftKey, DraftSnapshot } from '@worker/contract';
import { dataWorker } from '../data/bridge';
import { DraftAutosave } from './draft-autosave';
import { forgetRescues, takeRescue, writeRescue } from './draft-rescue';
import { useLatestAnswer, type SettledAnswer } from './use-latest-answer';

export { DRAFT_MAX_WAIT_MS, DRAFT_SAVE_DELAY_MS } from './draft-autosave';

interface PendingDraft {
  flush(): Promise<void>;
  /** Writes the unsaved value where a reload finds it, synchronously (draft-rescue.ts). */
  rescue(): void;
}

/** Drafts with a mounted form, flushed when the page is hidden or about to reload. */
const pendingDrafts = new Set<PendingDraft>();

export async function flushAllDrafts(): Promise<void> {
  await Promise.all([...pendingDrafts].map((draft) => draft.flush()));
}

/** A rescued value belongs to the session that typed it (called when the session changes). */
export function forgetRescuedDrafts(): void {
  forgetRescues();
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

function loadDraft<T>(key: DraftKey, schemaVersion: number): Promise<DraftSnapshot<T> | null> {
  // Comlink's types drop the method's type parameter; the worker answers what was saved under this key.
  return dataWorker().drafts.load(key, schemaVersion) as Promise<DraftSnapshot<T> | null>;
}

export type DraftStatus = 'loading' | 'ready';

interface DraftRequest {
  key: DraftKey;
  schemaVersion: number;
}

/**
 * A form value kept in IndexedDB as it is typed, and restored when the user comes back.
 * `restored` says whether the value came from a saved draft.
 */
export function useDraft<T>(key: DraftKey, schemaVersion: number, initial: T) {
  const { owner, flow, product } = key;
  const request = useMemo<DraftRequest>(() => ({ key: { owner, flow, product }, schemaVersion }), [owner, flow, product, schemaVersion]);
  const [value, setValue] = useState<T>(initial);
  const [restored, setRestored] = useState(false);
  /** The value as last set (functional updates build on it, not on a render's copy). */
  const latest = useRef<T>(initial);
  const autosave = useMemo(
    () => new DraftAutosave<T>((next) => dataWorker().drafts.save(request.key, next, request.schemaVersion)),
    [request],
  );

  const show = useCallback((next: T) => {
    latest.current = next;
    setValue(next);
  }, []);

  const loaded = (answer: SettledAnswer<DraftSnapshot<T> | null>): void => {
    // A value rescued at the last reload is newer than what IndexedDB had, and is saved there now;
    // something typed before the draft arrived wins over both.
    const rescued = takeRescue<T>(request.key, request.schemaVersion);
    if (answer.status === 'failed') console.warn('Draft not loaded', request.key.flow, answer.error);
    if (autosave.unsaved()) return;
    if (rescued) {
      show(rescued.value);
      setRestored(true);
      autosave.changed(rescued.value);
      void autosave.flush();
    } else if (answer.status === 'done' && answer.value) {
      show(answer.value.value);
      setRestored(true);
    }
  };
  const { answer } = useLatestAnswer(request, (asked) => loadDraft<T>(asked.key, asked.schemaVersion), loaded);

  useEffect(() => {
    installFlushOnHide();
    const pending: PendingDraft = {
      flush: () => autosave.flush(),
      rescue: () => {
        const unsaved = autosave.unsaved();
        if (unsaved) writeRescue(request.key, unsaved.value, request.schemaVersion);
      },
    };
    pendingDrafts.add(pending);
    return () => {
      pendingDrafts.delete(pending);
      void autosave.flush();
    };
  }, [autosave, request]);

  const update = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(latest.current) : next;
      show(resolved);
      autosave.changed(resolved);
    },
    [autosave, show],
  );

  const flush = useCallback(() => autosave.flush(), [autosave]);

  /** Forgets the draft (after the form was submitted for good). */
  const discard = useCallback(async () => {
    autosave.cancel();
    await dataWorker().drafts.remove(request.key);
  }, [autosave, request]);

  const status: DraftStatus = answer.status === 'pending' ? 'loading' : 'ready';
  return { value, update, status, restored, discard, flush } as const;
}
