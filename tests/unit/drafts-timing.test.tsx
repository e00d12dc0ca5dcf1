// @vitest-environment happy-dom
/**
 * When a form's draft is written (ARCHITECTURE, "Drafts"): about 300 ms after the last change,
 * never later than 1 s after the first unsaved one, at once when the page is hidden or left (with a
 * synchronous copy for the reload), and restored when the form comes back. The worker is a fake
 * object standing in for the bridge.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftKey, DraftSnapshot } from '@worker/contract';
import { DRAFT_MAX_WAIT_MS, DRAFT_SAVE_DELAY_MS, DraftAutosave } from '../../src/state/draft-autosave';
import { act } from 'react';
import { renderHook, settle } from './helpers/render-hook';

interface SavedDraft {
  key: DraftKey;
  value: unknown;
  schemaVersion: number;
}

/** What the fake worker was asked, and what it answers. */
const worker = vi.hoisted(() => ({
  saved: [] as SavedDraft[],
  removed: [] as DraftKey[],
  stored: null as DraftSnapshot<unknown> | null,
  /** When set, the next load answers with this promise instead. */
  nextLoad: null as Promise<DraftSnapshot<unknown> | null> | null,
  failSaves: false,
}));

vi.mock('../../src/data/bridge', () => {
  const fake = {
    drafts: {
      save: async (key: DraftKey, value: unknown, schemaVersion: number) => {
        if (worker.failSaves) throw new Error('IndexedDB unavailable');
        worker.saved.push({ key, value, schemaVersion });
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

const { flushAllDrafts, useDraft } = await import('../../src/state/drafts');

const KEY: DraftKey = { owner: 'user', flow: 'kyc-wizard', product: 'paylater' };
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  worker.saved = [];
  worker.removed = [];
  worker.stored = null;
  worker.nextLoad = null;
  worker.failSaves = false;
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the draft autosave timing', () => {
  function autosave() {
    const saves: string[] = [];
    return { saves, draft: new DraftAutosave<string>(async (value) => void saves.push(value)) };
  }

  it('saves 300 ms after the last change, with the last value', async () => {
    const { saves, draft } = autosave();
    draft.changed('B');
    await advance(200);
    draft.changed('Bu');
    await advance(DRAFT_SAVE_DELAY_MS - 1);
    expect(saves).toEqual([]);
    await advance(1);
    expect(saves).toEqual(['Bu']);
    await advance(5_000);
    expect(saves).toEqual(['Bu']);
  });

  it('never later than 1 s after the first unsaved change, however fast the typing', async () => {
    const { saves, draft } = autosave();
    for (let at = 0; at < 1_500; at += 100) {
      if (at === DRAFT_MAX_WAIT_MS) expect(saves).toEqual(['k9']);
      draft.changed(`k${at / 100}`);
      await advance(100);
    }
    expect(saves).toEqual(['k9']);
    await advance(DRAFT_SAVE_DELAY_MS);
    expect(saves).toEqual(['k9', 'k14']);
  });

  it('flush saves at once, once; with nothing unsaved it saves nothing', async () => {
    const { saves, draft } = autosave();
    await draft.flush();
    draft.changed('x');
    expect(draft.unsaved()).toEqual({ value: 'x' });
    await draft.flush();
    expect(saves).toEqual(['x']);
    expect(draft.unsaved()).toBeNull();
    await advance(DRAFT_MAX_WAIT_MS);
    expect(saves).toEqual(['x']);
  });

  it('a failed save keeps the value unsaved for the next flush; cancel drops it', async () => {
    const saves: string[] = [];
    let failing = true;
    const draft = new DraftAutosave<string>(async (value) => {
      if (failing) throw new Error('quota');
      saves.push(value);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    draft.changed('a');
    await advance(DRAFT_SAVE_DELAY_MS);
    expect(draft.unsaved()).toEqual({ value: 'a' });
    failing = false;
    await draft.flush();
    expect(saves).toEqual(['a']);
    draft.changed('b');
    draft.cancel();
    await advance(DRAFT_MAX_WAIT_MS);
    expect(saves).toEqual(['a']);
  });
});

describe('useDraft', () => {
  const form = () => renderHook(({ initial }: { initial: { name: string } }) => useDraft(KEY, 1, initial), { initial: { name: '' } });

  it('is loading until the worker answers, then shows the saved draft and says it was restored', async () => {
    worker.stored = { value: { name: 'Budi' }, schemaVersion: 1, updatedAt: 0 };
    const draft = await form();
    await settle();
    expect(draft.current.status).toBe('ready');
    expect(draft.current.value).toEqual({ name: 'Budi' });
    expect(draft.current.restored).toBe(true);
    await draft.unmount();
  });

  it('saves 300 ms after typing stops, under the key as given (whose, never which user)', async () => {
    const draft = await form();
    await settle();
    expect(draft.current.restored).toBe(false);
    act(() => draft.current.update({ name: 'B' }));
    await advance(100);
    act(() => draft.current.update((previous) => ({ name: `${previous.name}udi` })));
    await advance(DRAFT_SAVE_DELAY_MS - 1);
    expect(worker.saved).toEqual([]);
    await advance(1);
    expect(worker.saved).toEqual([{ key: KEY, value: { name: 'Budi' }, schemaVersion: 1 }]);
    expect(draft.current.value).toEqual({ name: 'Budi' });
    await draft.unmount();
  });

  it('flushes when the page is hidden, and on pagehide also keeps a synchronous copy that the next load takes back and saves', async () => {
    const draft = await form();
    await settle();
    act(() => draft.current.update({ name: 'Sari' }));
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(worker.saved.map((save) => save.value)).toEqual([{ name: 'Sari' }]);

    visibility = 'visible';
    worker.failSaves = true; // the worker stops with the page: the save never lands
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => draft.current.update({ name: 'Sari Dewi' }));
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    await draft.unmount();

    worker.failSaves = false;
    worker.stored = { value: { name: 'Sari' }, schemaVersion: 1, updatedAt: 0 };
    const reloaded = await form();
    await settle();
    expect(reloaded.current.value).toEqual({ name: 'Sari Dewi' });
    expect(reloaded.current.restored).toBe(true);
    expect(worker.saved.at(-1)?.value).toEqual({ name: 'Sari Dewi' });
    await reloaded.unmount();
  });

  it('flushAllDrafts (a language switch, an update) and leaving the form save what is pending', async () => {
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

  it('discard forgets the draft and what was still to be saved', async () => {
    const draft = await form();
    await settle();
    act(() => draft.current.update({ name: 'Budi' }));
    await draft.current.discard();
    await advance(DRAFT_MAX_WAIT_MS);
    expect(worker.saved).toEqual([]);
    expect(worker.removed).toEqual([KEY]);
    await draft.unmount();
  });

  it('something typed before the draft arrives wins over the draft', async () => {
    let answer: (draft: DraftSnapshot<unknown> | null) => void = () => undefined;
    worker.nextLoad = new Promise<DraftSnapshot<unknown> | null>((resolve) => {
      answer = resolve;
    });
    const draft = await form();
    expect(draft.current.status).toBe('loading');
    act(() => draft.current.update({ name: 'typed' }));
    answer({ value: { name: 'stored' }, schemaVersion: 1, updatedAt: 0 });
    await settle();
    expect(draft.current.value).toEqual({ name: 'typed' });
    await draft.unmount();
  });
});
