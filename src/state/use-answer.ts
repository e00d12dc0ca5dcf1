import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { ErrorContext } from '@domain/error-presentation';
import type { ApiErrorData } from '@domain/errors';
import type { AnswerFamily, AnswerState } from './answers';
import { presentError } from './errors';
import type { Remote } from './remote';

export interface ShownAnswer<T> {
  /** The answer atom's state: the value, its time, whether it is this device's kept copy. */
  state: AnswerState<T>;
  /** The same, the way RemoteContent shows it: loading until a value, failed without one. */
  remote: Remote<T>;
  /** Reads it again (a page's "Try again"). */
  retry: () => void;
}

/** How a page presents a failed read: the error catalogue's way in a context, its own way, or not at all. */
export type FailurePresentation = ErrorContext | ((error: ApiErrorData) => void) | null;

/**
 * A page reads a platform answer (its arrival reads it again: src/state/answers.ts). `errors`: how
 * the page presents a failed read; null when it can do without the answer.
 */
export function useAnswer<Key, T>(family: AnswerFamily<Key, T>, key: Key, errors: FailurePresentation): ShownAnswer<T> {
  const state = useAtomValue(family.atom(key));
  const retry = useCallback(() => void family.refresh(key), [family, key]);
  const { error } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each failure once (a new error object), in the page's context of the moment.
  useEffect(() => {
    if (!error || !errors) return;
    if (typeof errors === 'function') errors(error);
    else presentError(error, errors);
  }, [error]);
  return { state, remote: remoteOf(state), retry };
}

export function remoteOf<T>(state: AnswerState<T>): Remote<T> {
  if (state.value !== null) return { status: 'ready', data: state.value };
  if (state.error) return { status: 'failed', error: state.error };
  return { status: 'loading' };
}
