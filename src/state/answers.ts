/**
 * Platform answers on the main thread: one source of truth per answer (issue 36). Each area's
 * state.ts makes an answer family per resource (a product's profile, its unpaid list, an order, a
 * receipt, a VA's repayment page, the merchant loan) from its worker read; pages read the family's
 * atom and call actions, and never keep an answer of their own.
 *
 * The rules (tests/unit/answers.test.ts):
 * - a page's arrival reads again (money must be current): the atom's last answer stays on screen
 *   meanwhile, and the new one replaces it whole;
 * - only a full answer replaces a full answer (a read's, or one an action received: `put`), and
 *   `update` changes one that is there, never makes one from a part;
 * - an action that changed something invalidates the tags it touched (`invalidateAnswers`): an
 *   answer on screen is read again at once, one not on screen is forgotten, so no page ever shows
 *   an answer from before the change;
 * - offline the worker answers this device's kept copy (`source: 'kept'`, with its time); while on
 *   screen, an answer from a kept copy or a failure is read again at each moment the platform may be
 *   back (src/state/connectivity.ts: the browser's online event, any platform answer, a growing tick);
 * - a sign-out forgets every answer.
 */
import { type Atom, atom, type PrimitiveAtom } from 'jotai';
import { type ApiErrorData, isApiErrorData, makeApiError } from '@domain/errors';
import type { Kept } from '@domain/kept-answer';
import type { ProductName } from '@domain/products';
import { onRetryMoment } from './connectivity';
import { appStore } from './store';

export interface AnswerState<T> {
  /** The last answer, or null before any. */
  value: T | null;
  /** When the platform gave it (ISO, the platform's clock). */
  answeredAt: string | null;
  /** `live`: answered by the platform in this visit; `kept`: this device's copy, the platform could not be reached. */
  source: 'live' | 'kept' | null;
  /** This device's clock (epoch ms) when the value arrived: what a countdown offsets the platform's clock by. */
  receivedAt: number | null;
  /** A read is under way. */
  loading: boolean;
  /** The last read failed (a value, if any, is the one before). */
  error: ApiErrorData | null;
}

/** Nothing answered yet (also what a page reads while it has nothing to ask for). */
export const EMPTY_ANSWER: AnswerState<never> = {
  value: null,
  answeredAt: null,
  source: null,
  receivedAt: null,
  loading: false,
  error: null,
};

/** Tags name what an action can change: a product ('paylater', 'cicilan', 'gomodal') or the account. */
export type AnswerTag = string;

export interface AnswerFamilyOptions<Key, T> {
  /** A stable string per key (the family's entries are keyed by it). */
  keyOf: (key: Key) => string;
  read: (key: Key) => Promise<Kept<T>>;
  /** What the answer of this key depends on. */
  tags: (key: Key) => readonly AnswerTag[];
}

export interface AnswerFamily<Key, T> {
  /** The key's answer (the same atom for the same key). Mounting it (a page reading it) reads again. */
  atom(key: Key): Atom<AnswerState<T>>;
  /** Reads the key's answer now (a page's retry, the VA's watch); answers the state after it. */
  refresh(key: Key): Promise<AnswerState<T>>;
  /** A full answer an action received replaces the key's. */
  put(key: Key, value: T, answeredAt: string): void;
  /** Changes the key's answer when there is one (nothing when there is none: a part never stands for a whole). */
  update(key: Key, change: (value: T) => T): void;
  /** The key's state now. */
  get(key: Key): AnswerState<T>;
  /** Forgets the key's answer: the next page that reads it waits for a new one. */
  forget(key: Key): void;
}

interface Entry<T> {
  atom: PrimitiveAtom<AnswerState<T>>;
  tags: readonly AnswerTag[];
  mounted: number;
  /** Each read has a number; an answer of a read that is not the last is dropped. */
  reading: number;
  refresh(): Promise<AnswerState<T>>;
}

/** Something that can be invalidated by tag: a family, or a single answer kept elsewhere (the session's profile). */
interface Invalidatable {
  invalidate(tag: AnswerTag): void;
  clear(): void;
}

const registry = new Set<Invalidatable>();

export function createAnswerFamily<Key, T>(options: AnswerFamilyOptions<Key, T>): AnswerFamily<Key, T> {
  const entries = new Map<string, Entry<T>>();

  function entryOf(key: Key): Entry<T> {
    const id = options.keyOf(key);
    const known = entries.get(id);
    if (known) return known;
    const state = atom<AnswerState<T>>(EMPTY_ANSWER);
    const entry: Entry<T> = {
      atom: state,
      tags: options.tags(key),
      mounted: 0,
      reading: 0,
      async refresh() {
        entry.reading += 1;
        const run = entry.reading;
        appStore.set(state, (current) => ({ ...current, loading: true }));
        try {
          const kept = await options.read(key);
          if (run === entry.reading)
            appStore.set(state, {
              value: kept.answer,
              answeredAt: kept.answeredAt,
              source: kept.source,
              receivedAt: Date.now(),
              loading: false,
              error: null,
            });
        } catch (thrown) {
          if (run === entry.reading) {
            // Each failure is a new object: the page showing it presents it once (useAnswer).
            const error = isApiErrorData(thrown) ? thrown : makeApiError(0, [], 'Unexpected error');
            appStore.set(state, (current) => ({ ...current, loading: false, error }));
          }
        }
        return appStore.get(state);
      },
    };
    // A page that reads the answer is its arrival: read again (the last answer stays on screen meanwhile).
    state.onMount = () => {
      entry.mounted += 1;
      void entry.refresh();
      // On screen from a kept copy or after a failure: read again when the platform may be back.
      const stopRetrying = onRetryMoment(() => {
        const shown = appStore.get(state);
        if (shown.source === 'kept' || shown.error !== null) void entry.refresh();
      });
      return () => {
        entry.mounted -= 1;
        stopRetrying();
      };
    };
    entries.set(id, entry);
    return entry;
  }

  registry.add({
    invalidate(tag) {
      for (const [id, entry] of entries) {
        if (!entry.tags.includes(tag)) continue;
        if (entry.mounted > 0) void entry.refresh();
        else {
          // Not on screen: forgotten, so no page shows it from before the change.
          entry.reading += 1;
          entries.delete(id);
        }
      }
    },
    clear() {
      for (const entry of entries.values()) entry.reading += 1;
      entries.clear();
    },
  });

  return {
    // Pages read it; only the family writes it.
    atom: (key): Atom<AnswerState<T>> => entryOf(key).atom,
    refresh: (key) => entryOf(key).refresh(),
    put(key, value, answeredAt) {
      const entry = entryOf(key);
      entry.reading += 1; // a read under way answered before this: dropped
      appStore.set(entry.atom, { value, answeredAt, source: 'live', receivedAt: Date.now(), loading: false, error: null });
    },
    update(key, change) {
      const entry = entries.get(options.keyOf(key));
      if (!entry) return;
      appStore.set(entry.atom, (current) => (current.value === null ? current : { ...current, value: change(current.value) }));
    },
    get: (key) => appStore.get(entryOf(key).atom),
    forget(key) {
      const id = options.keyOf(key);
      const entry = entries.get(id);
      if (!entry) return;
      entry.reading += 1;
      entries.delete(id);
    },
  };
}

/**
 * An answer kept outside a family (the session's profile, a paged list) joins the invalidation:
 * `refresh` reads it again when one of its tags is invalidated (on screen or not: it is one value).
 */
export function registerAnswer(tags: readonly AnswerTag[], refresh: () => void, clear: () => void = () => undefined): void {
  registry.add({
    invalidate(tag) {
      if (tags.includes(tag)) refresh();
    },
    clear,
  });
}

/**
 * The tag of a product's repayment answers (its VA and chooser pages). Apart from the product's own
 * tag: a payment seen by a VA page re-reads the product's other answers, not the page's own.
 */
export function repaymentTag(product: ProductName): AnswerTag {
  return `repayment:${product}`;
}

/** After an action changed something: every answer that depends on one of the tags is read again or forgotten. */
export function invalidateAnswers(...tags: AnswerTag[]): void {
  for (const tag of tags) for (const item of registry) item.invalidate(tag);
}

/** At sign-out (or when another user signs in): nothing of the last user's answers stays. */
export function clearAnswers(): void {
  for (const item of registry) item.clear();
}

/** The shown value's error for a page: a failure with nothing to show. */
export function failedWithout<T>(state: AnswerState<T>): state is AnswerState<T> & { value: null; error: ApiErrorData } {
  return state.value === null && state.error !== null;
}
