// @vitest-environment happy-dom
/**
 * When a form's draft is written (docs/nothing-lost.md): each change at once, without waiting for the
 * writes before it, and the last change is always written; a failed write
 * stays in memory, is reported and retried; flushed when the page is hidden or left (with a
 * synchronous copy for the reload); restored when the form comes back; another tab's later fields
 * taken. The worker is a fake object standing in for the bridge.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldPath, type FieldTimes } from '@domain/draft-fields';
import { makeApiError } from '@domain/errors';
import type { DraftKey, DraftSnapshot } from '@worker/contract';
import { DRAFT_RETRY_FIRST_MS, DraftAutosave } from '@state/draft-autosave';
import { writeRescue } from '@state/draft-rescue';
import { appStore } from '@state/store';
import { storageProblemAtom } from '@state/storage-problems';
import { storageRoomMayBeBack, storageWriteSucceeded } from '@state/storage-room';
import { act } from 'react';
import { renderHook, settle } from './helpers/render-hook';

interface SavedDraft {
  key: DraftKey;
  value: unknown;
  schemaVersion: number;
  fieldTimes?: FieldTimes;
}

/** What the fake worker was asked, and what it answers. */
const worker = vi.hoisted(() => ({
  saved: [] as SavedDraft[],
  removed: [] as DraftKey[],
  stored: null as DraftSnapshot<unknown> | null,
  /** When set, the next load answers with this promise instead. */
  nextLoad: null as Promise<DraftSnapshot<unknown> | null> | null,
  failSaves: null as unknown,
}));

vi.mock('../../src/data/bridge', () => {
  const fake = {
    drafts: {
      save: async (key: DraftKey, value: unknown, schemaVersion: number, fieldTimes?: FieldTimes) => {
        if (worker.failSaves) throw worker.failSaves;
        worker.saved.push({ key, value, schemaVersion, ...(fieldTimes ? { fieldTimes } : {}) });
      },
      load: () => {
        const answer = worker.nextLoad ?? Promise.resolve(worker.stored);
        worker.nextLoad = null;
        return answer;
      },
      remove: async (key: DraftKey) => {
        worker.removed.push(key);
      },
    },
  };
  return { dataWorker: () => fake };
});

const { flushAllDrafts, forgetRescuedDrafts, useDraft } = await import('../../src/state/drafts');

const KEY: DraftKey = { owner: 'user', flow: 'kyc-wizard', product: 'paylater' };
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/** A stored draft; its field times given by top-level field name. */
const snapshot = (value: unknown, times: Record<string, number>): DraftSnapshot<unknown> => ({
  value,
  schemaVersion: 1,
  updatedAt: 0,
  fieldTimes: Object.fromEntries(Object.entries(times).map(([name, time]) => [fieldPath(name), time])),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  worker.saved = [];
  worker.removed = [];
  worker.stored = null;
  worker.nextLoad = null;
  worker.failSaves = null;
  forgetRescuedDrafts(); // a new session: no writer of an earlier test is kept
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A save the test lands or fails by hand. */
function manualSaves() {
  const calls: Array<{ value: string; land: () => void; fail: (error: unknown) => void }> = [];
  const save = (value: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ value, land: resolve, fail: reject });
    });
  return { calls, save };
}

describe('the draft writer', () => {
  it('writes a change at once (in the same task), with no debounce', async () => {
    const { calls, save } = manualSaves();
    const draft = new DraftAutosave<string>(save);
    draft.changed('B');
    await Promise.resolve();
    expect(calls.map((call) => call.value)).toEqual(['B']);
  });

  it('changes made in one task (an autofill) go as one write', async () => {
    const { calls, save } = manualSaves();
    const draft = new DraftAutosave<string>(save);
    draft.changed('name');
    draft.changed('name+email');
    draft.changed('name+email+phone');
    await settle();
    expect(calls.map((call) => call.value)).toEqual(['name+email+phone']);
  });

  it('sends each change without waiting for the writes before it to be answered (a window behind hears its answers late)', async () => {
    const { calls, save } = manualSaves();
    const draft = new DraftAutosave<string>(save);
    for (const value of ['B', 'Bu', 'Bud', 'Budi']) {
      draft.changed(value);
      await settle();
    }
    // None answered yet: every keystroke is on its way to the worker all the same.
    expect(calls.map((call) => call.value)).toEqual(['B', 'Bu', 'Bud', 'Budi']);
    expect(draft.unsaved()).toEqual({ value: 'Budi' });
    calls[3]?.land(); // the newest landed first: all is stored
    await settle();
    expect(draft.unsaved()).toBeNull();
    calls[0]?.land(); // an older one landing late changes nothing
    calls[1]?.fail(new Error('late'));
    await settle();
    expect(draft.unsaved()).toBeNull();
    await advance(60_000);
    expect(calls).toHaveLength(4); // nothing sent again
  });

  it('the last change is never lost, whatever the order writes land or fail in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Many random runs: changes, and lands or failures of any write on its way, interleaved.
    for (let run = 0; run < 200; run += 1) {
      const { calls, save } = manualSaves();
      const draft = new DraftAutosave<string>(save);
      let last = '';
      for (let step = 0; step < 30; step += 1) {
        const open = calls.filter((call) => !(call as { done?: boolean }).done);
        const roll = Math.random();
        if (roll < 0.5 || open.length === 0) {
          last = `v${step}`;
          draft.changed(last);
        } else {
          const call = open[Math.floor(Math.random() * open.length)] as (typeof calls)[number] & { done?: boolean };
          call.done = true;
          if (roll < 0.85) call.land();
          else call.fail(new Error('busy'));
        }
        await settle();
      }
      // Let everything land from here on.
      for (let round = 0; round < 50 && draft.unsaved(); round += 1) {
        for (const call of calls as Array<(typeof calls)[number] & { done?: boolean }>) {
          if (!call.done) {
            call.done = true;
            call.land();
          }
        }
        await advance(30_000);
      }
      expect(draft.unsaved()).toBeNull();
      // The last change was sent, and a write that landed carried it.
      if (last) expect(calls.some((call) => call.value === last && (call as { done?: boolean }).done)).toBe(true);
    }
  }, 60_000);

  it('a failed write keeps the value, reports the problem, retries with a back-off, and reports the recovery', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const problems: unknown[] = [];
    let failing = true;
    const saves: string[] = [];
    const draft = new DraftAutosave<string>(
      async (value) => {
        if (failing) throw new DOMException('full', 'QuotaExceededError');
        saves.push(value);
      },
      (error) => problems.push(error === null ? null : 'problem'),
    );
    draft.changed('a');
    await settle();
    expect(draft.unsaved()).toEqual({ value: 'a' });
    expect(draft.waiting()).toBe(true);
    expect(problems).toEqual(['problem']);
    await advance(DRAFT_RETRY_FIRST_MS);
    expect(problems).toEqual(['problem', 'problem']);
    failing = false;
    await advance(DRAFT_RETRY_FIRST_MS * 2 - 1);
    expect(saves).toEqual([]);
    await advance(1);
    expect(saves).toEqual(['a']);
    expect(problems.at(-1)).toBeNull();
    expect(draft.unsaved()).toBeNull();
  });

  it('room back (retryNow) writes what waits at once, not after the back-off', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failing = true;
    const saves: string[] = [];
    const draft = new DraftAutosave<string>(async (value) => {
      if (failing) throw new DOMException('full', 'QuotaExceededError');
      saves.push(value);
    });
    draft.changed('a');
    await settle();
    await advance(DRAFT_RETRY_FIRST_MS); // second failure: the next try in 2 s
    failing = false;
    draft.retryNow();
    await settle();
    expect(saves).toEqual(['a']);
    expect(draft.waiting()).toBe(false);
    draft.retryNow(); // nothing waits: nothing is written again
    await advance(60_000);
    expect(saves).toEqual(['a']);
  });

  it('flush resolves once all is stored (or the attempt failed); cancel drops what is unsaved and waits for the writes in flight', async () => {
    const { calls, save } = manualSaves();
    const draft = new DraftAutosave<string>(save);
    await draft.flush(); // nothing to do
    draft.changed('x');
    await settle();
    draft.changed('xy');
    let flushed = false;
    void draft.flush().then(() => {
      flushed = true;
    });
    calls[0]?.land();
    await settle();
    expect(flushed).toBe(false); // 'xy' is on its way
    calls[1]?.land();
    await settle();
    expect(flushed).toBe(true);

    draft.changed('z');
    await settle();
    draft.changed('zz');
    let cancelled = false;
    void draft.cancel().then(() => {
      cancelled = true;
    });
    await settle();
    expect(cancelled).toBe(false);
    calls[2]?.land();
    await settle();
    expect(cancelled).toBe(true);
    expect(calls.map((call) => call.value)).toEqual(['x', 'xy', 'z']);
  });
});

describe('useDraft', () => {
  const form = () =>
    renderHook(({ initial }: { initial: { name: string; city?: string } }) => useDraft(KEY, 1, initial), { initial: { name: '' } });

  it('is loading until the worker answers, then shows the saved draft and says it was restored', async () => {
    worker.stored = snapshot({ name: 'Budi' }, { name: 5 });
    const draft = await form();
    await settle();
    expect(draft.current.status).toBe('ready');
    expect(draft.current.value).toEqual({ name: 'Budi' });
    expect(draft.current.restored).toBe(true);
    await draft.unmount();
  });

  it('saves each change at once under the key as given (whose, never which user), with the time of each changed field', async () => {
    const draft = await form();
    await settle();
    expect(draft.current.restored).toBe(false);
    act(() => draft.current.update({ name: 'B' }));
    await settle();
    act(() => draft.current.update((previous) => ({ ...previous, city: 'Medan' })));
    await settle();
    expect(worker.saved.map(({ key, value }) => ({ key, value }))).toEqual([
      { key: KEY, value: { name: 'B' } },
      { key: KEY, value: { name: 'B', city: 'Medan' } },
    ]);
    const [first, second] = worker.saved.map((save) => save.fieldTimes ?? {});
    const [name, city] = [fieldPath('name'), fieldPath('city')];
    expect(Object.keys(first ?? {})).toEqual([name]);
    expect(second?.[name]).toBe(first?.[name]);
    expect(second?.[city]).toBeGreaterThan(first?.[name] ?? Number.POSITIVE_INFINITY);
    expect(draft.current.value).toEqual({ name: 'B', city: 'Medan' });
    await draft.unmount();
  });

  it('a failed save shows the storage problem on the page, keeps the value and stores it when it can', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const draft = await form();
    await settle();
    worker.failSaves = makeApiError(0, [{ code: 'STORAGE_QUOTA_EXCEEDED', message: 'full', errorKey: 'STORAGE_QUOTA_EXCEEDED' }]);
    act(() => draft.current.update({ name: 'Sari' }));
    await settle();
    expect(appStore.get(storageProblemAtom)).toBe('full');
    expect(worker.saved).toEqual([]);
    worker.failSaves = null;
    await advance(DRAFT_RETRY_FIRST_MS);
    expect(worker.saved.map((save) => save.value)).toEqual([{ name: 'Sari' }]);
    expect(appStore.get(storageProblemAtom)).toBeNull();
    await draft.unmount();
  });

  it('on pagehide keeps a synchronous copy of what is not stored yet, which the next load takes back and saves', async () => {
    const draft = await form();
    await settle();
    worker.failSaves = new Error('the worker stopped with the page');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => draft.current.update({ name: 'Sari Dewi' }));
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    await draft.unmount();

    worker.failSaves = null;
    worker.stored = snapshot({ name: 'Sari' }, { name: 5 });
    const reloaded = await form();
    await settle();
    expect(reloaded.current.value).toEqual({ name: 'Sari Dewi' });
    expect(reloaded.current.restored).toBe(true);
    expect(worker.saved.at(-1)?.value).toEqual({ name: 'Sari Dewi' });
    await reloaded.unmount();
  });

  it('flushAllDrafts (a language switch, an update) and leaving the form wait for what is on its way', async () => {
    const draft = await form();
    await settle();
    act(() => draft.current.update({ name: 'Ani' }));
    await flushAllDrafts();
    expect(worker.saved.map((save) => save.value)).toEqual([{ name: 'Ani' }]);
    act(() => draft.current.update({ name: 'Ani R' }));
    await draft.unmount();
    await settle();
    expect(worker.saved.map((save) => save.value)).toEqual([{ name: 'Ani' }, { name: 'Ani R' }]);
  });

  it('discard forgets the draft after the write in flight', async () => {
    const draft = await form();
    await settle();
    act(() => draft.current.update({ name: 'Budi' }));
    await Promise.resolve(); // on its way to the worker
    await act(() => draft.current.discard());
    expect(worker.removed).toEqual([KEY]);
    await advance(60_000);
    expect(worker.saved.map((save) => save.value)).toEqual([{ name: 'Budi' }]);
    await draft.unmount();
  });

  it('something typed before the draft arrives wins over the draft, field by field', async () => {
    let answer: (draft: DraftSnapshot<unknown> | null) => void = () => undefined;
    worker.nextLoad = new Promise<DraftSnapshot<unknown> | null>((resolve) => {
      answer = resolve;
    });
    const draft = await form();
    expect(draft.current.status).toBe('loading');
    act(() => draft.current.update((previous) => ({ ...previous, name: 'typed' })));
    answer(snapshot({ name: 'stored', city: 'Bogor' }, { name: 5, city: 5 }));
    await settle();
    expect(draft.current.value).toEqual({ name: 'typed', city: 'Bogor' });
    await draft.unmount();
  });

  it("a rescued copy is merged by its fields' times: newer than IndexedDB it wins and is saved, older it loses", async () => {
    // The copy rescued at the reload: the name typed at time 20, the city at 10.
    writeRescue(KEY, { name: 'Sari Dewi', city: 'Bogor' }, { [fieldPath('name')]: 20, [fieldPath('city')]: 10 }, 1);
    // IndexedDB meanwhile: another tab changed the city at 30, after the rescue; the name is older.
    worker.stored = snapshot({ name: 'Sari', city: 'Depok' }, { name: 5, city: 30 });
    const draft = await form();
    await settle();
    expect(draft.current.value).toEqual({ name: 'Sari Dewi', city: 'Depok' });
    expect(draft.current.restored).toBe(true);
    expect(worker.saved.at(-1)?.value).toEqual({ name: 'Sari Dewi', city: 'Depok' });
    await draft.unmount();
  });

  it('what was typed since the form opened wins over both a late draft and a rescued copy', async () => {
    writeRescue(KEY, { name: 'rescued' }, { [fieldPath('name')]: 20 }, 1);
    let answer: (draft: DraftSnapshot<unknown> | null) => void = () => undefined;
    worker.nextLoad = new Promise<DraftSnapshot<unknown> | null>((resolve) => {
      answer = resolve;
    });
    const draft = await form();
    act(() => draft.current.update((previous) => ({ ...previous, name: 'typed' })));
    await settle(); // the save of the typed name lands before the draft arrives
    answer(snapshot({ name: 'stored', city: 'Bogor' }, { name: 25, city: 5 }));
    await settle();
    expect(draft.current.value).toEqual({ name: 'typed', city: 'Bogor' });
    expect(worker.saved.every((save) => (save.value as { name: string }).name === 'typed')).toBe(true);
    await draft.unmount();
  });

  it('a rescued copy without times (an older version wrote it) is taken only when nothing was typed since', async () => {
    sessionStorage.setItem(
      `draft-rescue:${JSON.stringify([KEY.owner, KEY.flow, KEY.product])}`,
      JSON.stringify({ value: { name: 'old copy' }, schemaVersion: 1 }),
    );
    const untouched = await form();
    await settle();
    expect(untouched.current.value).toEqual({ name: 'old copy' });
    await untouched.unmount();

    sessionStorage.setItem(
      `draft-rescue:${JSON.stringify([KEY.owner, KEY.flow, KEY.product])}`,
      JSON.stringify({ value: { name: 'old copy' }, schemaVersion: 1 }),
    );
    let answer: (draft: DraftSnapshot<unknown> | null) => void = () => undefined;
    worker.nextLoad = new Promise<DraftSnapshot<unknown> | null>((resolve) => {
      answer = resolve;
    });
    const typedInto = await form();
    act(() => typedInto.current.update({ name: 'typed' }));
    await settle();
    answer(null);
    await settle();
    expect(typedInto.current.value).toEqual({ name: 'typed' });
    await typedInto.unmount();
  });

  it('takes the fields another tab saved later, and keeps its own later ones', async () => {
    worker.stored = snapshot({ name: 'Budi', city: 'Bogor' }, { name: 5, city: 5 });
    const draft = await form();
    await settle();
    act(() => draft.current.update((previous) => ({ ...previous, name: 'Budi S' })));
    await settle();
    // Another tab changed the city after this tab loaded, and announced its save.
    worker.stored = snapshot({ name: 'Budi', city: 'Depok' }, { name: 5, city: Date.now() + 1 });
    const otherTab = new BroadcastChannel('paylater-drafts');
    otherTab.postMessage(KEY);
    otherTab.close();
    await vi.waitFor(() => expect(draft.current.value).toEqual({ name: 'Budi S', city: 'Depok' }));
    await draft.unmount();
  });

  it('left while the disk is full and come back to: the form shows what was typed, not the stored draft, and it is stored when room returns', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    worker.stored = snapshot({ name: 'Siti' }, { name: 5 });
    const draft = await form();
    await settle();
    worker.failSaves = makeApiError(0, [{ code: 'STORAGE_QUOTA_EXCEEDED', message: 'full', errorKey: 'STORAGE_QUOTA_EXCEEDED' }]);
    act(() => draft.current.update({ name: 'Siti Aminah' }));
    await settle();
    await draft.unmount(); // another page of the app

    const back = await form();
    await settle();
    expect(back.current.value).toEqual({ name: 'Siti Aminah' });
    expect(appStore.get(storageProblemAtom)).toBe('full');

    // Room again, seen before any back-off is over: what was typed is stored at once.
    worker.failSaves = null;
    storageRoomMayBeBack();
    await settle();
    expect(worker.saved.map((save) => save.value)).toEqual([{ name: 'Siti Aminah' }]);
    expect(appStore.get(storageProblemAtom)).toBeNull();
    expect(back.current.value).toEqual({ name: 'Siti Aminah' });
    await back.unmount();
  });

  it('a write that succeeds anywhere in the app is room: what waits for it is written at once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const draft = await form();
    await settle();
    worker.failSaves = makeApiError(0, [{ code: 'STORAGE_QUOTA_EXCEEDED', message: 'full', errorKey: 'STORAGE_QUOTA_EXCEEDED' }]);
    act(() => draft.current.update({ name: 'Dewi' }));
    await settle();
    worker.failSaves = null;
    storageWriteSucceeded(); // say, a picked file stored
    await settle();
    expect(worker.saved.map((save) => save.value)).toEqual([{ name: 'Dewi' }]);
    await draft.unmount();
  });

  it("two forms of one tab on the same draft hear each other's saves (a tab hears its own)", async () => {
    const first = await form();
    const second = await form();
    await settle();
    worker.stored = snapshot({ name: 'Ani' }, { name: Date.now() + 1 });
    act(() => first.current.update({ name: 'Ani' }));
    await vi.waitFor(() => expect(second.current.value).toEqual({ name: 'Ani' }));
    await first.unmount();
    await second.unmount();
  });
});
