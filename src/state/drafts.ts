/**
 * Form drafts on the main thread: useDraft keeps a form's value in IndexedDB (through the worker)
 * as it is typed, each change at once (draft-autosave.ts), merged field by field with what other
 * tabs saved (domain/draft-fields.ts, draft-sync.ts); restores it when the user comes back, and
 * flushes every form's unsaved value when the page is hidden or about to reload. Every form of
 * every area gets all of this by calling useDraft.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { adoptNewerFields, stampChanges, type FieldTimes, type TimedValue } from '@domain/draft-fields';
import type { DraftKey, DraftSnapshot } from '@worker/contract';
import { dataWorker } from '../data/bridge';
import { DraftAutosave } from './draft-autosave';
import { forgetRescues, takeRescue, writeRescue } from './draft-rescue';
import { announceDraftSaved, onDraftSaved } from './draft-sync';
import { useOpenForm } from './open-forms';
import { reportStorage } from './storage-problems';
import { onStorageRoom, storageWriteSucceeded } from './storage-room';
import { useLatestAnswer, type SettledAnswer } from './use-latest-answer';

export { DRAFT_RETRY_FIRST_MS, DRAFT_RETRY_MAX_MS } from './draft-autosave';

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

/**
 * A draft's writer, one per draft in this tab, kept while the form is left: a value the disk had
 * no room for still waits in it, is written when room comes back, and is shown again when the form
 * returns. `mounted`: how many forms use it now.
 */
interface DraftWriter {
  autosave: DraftAutosave<TimedValue>;
  mounted: number;
  stopListening(): void;
}

const writers = new Map<string, DraftWriter>();

function draftWriter(request: DraftRequest): DraftWriter {
  const id = JSON.stringify([request.key.owner, request.key.flow, request.key.product, request.schemaVersion]);
  const existing = writers.get(id);
  if (existing) return existing;
  const source = `draft:${request.key.flow}:${request.key.product}`;
  const autosave = new DraftAutosave<TimedValue>(
    (next) => dataWorker().drafts.save(request.key, next.value, request.schemaVersion, next.times),
    (error) => reportStorage(source, error),
    () => {
      announceDraftSaved(request.key);
      storageWriteSucceeded();
    },
  );
  const writer = { autosave, mounted: 0, stopListening: onStorageRoom(() => autosave.retryNow()) };
  writers.set(id, writer);
  return writer;
}

/**
 * A rescued value belongs to the session that typed it (called when the session changes); so does
 * a value waiting in memory for room: dropped, never written under the next user's name.
 */
export function forgetRescuedDrafts(): void {
  forgetRescues();
  for (const [id, writer] of writers) {
    if (writer.mounted > 0) continue;
    void writer.autosave.cancel();
    writer.stopListening();
    writers.delete(id);
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

function loadDraft<T>(key: DraftKey, schemaVersion: number): Promise<DraftSnapshot<T> | null> {
  // Comlink's types drop the method's type parameter; the worker answers what was saved under this key.
  return dataWorker().drafts.load(key, schemaVersion) as Promise<DraftSnapshot<T> | null>;
}

export type DraftStatus = 'loading' | 'ready';

interface DraftRequest {
  key: DraftKey;
  schemaVersion: number;
}

let lastStamp = 0;
/** A change time: the clock, but strictly after this tab's previous change. */
function stampNow(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

function timed<T>(snapshot: DraftSnapshot<T>): TimedValue {
  return { value: snapshot.value, times: snapshot.fieldTimes };
}

/**
 * A form value kept in IndexedDB as it is typed, and restored when the user comes back.
 * `restored` says whether the value came from a saved draft. `early`: the same draft read before
 * the worker could answer (a visitor's, visitor-draft-early.ts), taken as soon as it comes and
 * merged like the worker's answer (a field typed since the form opened stays).
 */
export function useDraft<T>(key: DraftKey, schemaVersion: number, initial: T, early?: Promise<DraftSnapshot<T> | null> | null) {
  const { owner, flow, product } = key;
  const request = useMemo<DraftRequest>(() => ({ key: { owner, flow, product }, schemaVersion }), [owner, flow, product, schemaVersion]);
  const [value, setValue] = useState<T>(initial);
  const [restored, setRestored] = useState(false);
  /** The value as last set (functional updates build on it, not on a render's copy). */
  const latest = useRef<T>(initial);
  /** When this tab last saw each field change (typed here, or taken from a stored draft). */
  const times = useRef<FieldTimes>({});
  /** Whether anything was typed (or set) here since the form opened. */
  const changedHere = useRef(false);
  const writer = useMemo(() => draftWriter(request), [request]);
  const { autosave } = writer;
  useOpenForm();

  const show = useCallback((next: T) => {
    latest.current = next;
    setValue(next);
  }, []);

  /** Takes the fields of a stored (or rescued) draft that changed later than this tab's. */
  const adopt = useCallback(
    (other: TimedValue): boolean => {
      const adopted = adoptNewerFields({ value: latest.current, times: times.current }, other);
      if (!adopted) return false;
      times.current = adopted.times;
      show(adopted.value as T);
      return true;
    },
    [show],
  );

  const loaded = (answer: SettledAnswer<DraftSnapshot<T> | null>): void => {
    // Whatever arrives late (IndexedDB's draft, the copy rescued at the last reload) is merged by
    // field times: a field typed since the form opened is newer than both and stays; a rescued
    // field wins only where it is newer than IndexedDB's, and is then saved there.
    const rescued = takeRescue<T>(request.key, request.schemaVersion);
    if (answer.status === 'failed') console.warn('Draft not loaded', request.key.flow);
    const stored = answer.status === 'done' ? answer.value : null;
    if (stored && adopt(timed(stored))) setRestored(true);
    // What this tab typed into the form before it was left and not stored yet (a full disk): the
    // newest value, saved or not, is what the screen shows.
    const unsaved = autosave.unsaved();
    if (unsaved && adopt(unsaved.value)) setRestored(true);
    autosave.retryNow(); // a form coming back is a moment to try what waits

    if (rescued?.times) {
      if (adopt({ value: rescued.value, times: rescued.times })) {
        setRestored(true);
        autosave.changed({ value: latest.current, times: times.current });
      }
    } else if (rescued && !changedHere.current && !autosave.unsaved()) {
      // A copy from an older version has no times: taken only if nothing changed here since.
      times.current = stampChanges(latest.current, rescued.value, times.current, stampNow());
      show(rescued.value);
      setRestored(true);
      autosave.changed({ value: rescued.value, times: times.current });
    }
  };
  const { answer } = useLatestAnswer(request, (asked) => loadDraft<T>(asked.key, asked.schemaVersion), loaded);

  useEffect(() => {
    if (!early) return;
    let current = true;
    early.then(
      (stored) => {
        if (current && stored && adopt(timed(stored))) setRestored(true);
      },
      () => undefined, // the worker's load comes anyway
    );
    return () => {
      current = false;
    };
  }, [early, adopt]);

  // Another tab (or another form of this tab on the same draft) saved it: show the fields it changed later.
  useEffect(
    () =>
      onDraftSaved(request.key, (here) => {
        if (here && writer.mounted < 2) return; // this form's own save: it shows that value already
        loadDraft<T>(request.key, request.schemaVersion).then(
          (stored) => {
            if (stored) adopt(timed(stored));
          },
          () => undefined, // the next save merges anyway
        );
      }),
    [request, adopt, writer],
  );

  useEffect(() => {
    installFlushOnHide();
    writer.mounted += 1;
    const pending: PendingDraft = {
      flush: () => autosave.flush(),
      rescue: () => {
        const unsaved = autosave.unsaved();
        if (unsaved) writeRescue(request.key, unsaved.value.value, unsaved.value.times, request.schemaVersion);
      },
    };
    pendingDrafts.add(pending);
    return () => {
      writer.mounted -= 1;
      pendingDrafts.delete(pending);
      void autosave.flush();
    };
  }, [autosave, request, writer]);

  const update = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(latest.current) : next;
      times.current = stampChanges(latest.current, resolved, times.current, stampNow());
      changedHere.current = true;
      show(resolved);
      autosave.changed({ value: resolved, times: times.current });
    },
    [autosave, show],
  );

  const flush = useCallback(() => autosave.flush(), [autosave]);

  /** Forgets the draft (after the form was submitted for good). */
  const discard = useCallback(async () => {
    await autosave.cancel(); // a write still on its way must not land after the removal
    await dataWorker().drafts.remove(request.key);
  }, [autosave, request]);

  const status: DraftStatus = answer.status === 'pending' ? 'loading' : 'ready';
  return { value, update, status, restored, discard, flush } as const;
}
