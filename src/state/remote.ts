import { useCallback, useRef } from 'react';
import type { ErrorContext } from '@domain/error-presentation';
import type { ApiErrorData } from '@domain/errors';
import { useRetryWhenReachable } from './connectivity';
import { asApiError, presentError } from './errors';
import { useLatestAnswer } from './use-latest-answer';

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: ApiErrorData };

/**
 * What a page reads once on arrival (a profile, a bill, a receipt): useLatestAnswer keyed by what
 * is loaded, told the page's way: loading, then the answer or the failure, shown the one way
 * (presentError; a null context when the page can do without the answer) and kept for the page's
 * retry. After a failure, the platform coming back tries again by itself (connectivity.ts).
 */
export function useRemote<T>(
  load: () => Promise<T>,
  context: ErrorContext | null,
  key: string = '',
  /** An answer that is not the platform's latest (a kept copy shown offline): retried like a failure. */
  isKept: (data: T) => boolean = () => false,
): { state: Remote<T>; retry: () => void } {
  // A retry the page starts by itself (connectivity.ts) is quiet: the failure (or the kept copy)
  // stays on screen while it runs, and a second failure is not announced again.
  const quietRetry = useRef(false);
  const shown = useRef<Remote<T> | null>(null);
  const { answer, askAgain } = useLatestAnswer(
    key,
    () => load(),
    (settled) => {
      const quiet = quietRetry.current;
      quietRetry.current = false;
      if (settled.status === 'failed' && context && !quiet) presentError(settled.error, context);
    },
  );

  const settledState: Remote<T> | null =
    answer.status === 'pending'
      ? null
      : answer.status === 'done'
        ? { status: 'ready', data: answer.value }
        : { status: 'failed', error: asApiError(answer.error) };
  const state: Remote<T> = settledState ?? (quietRetry.current && shown.current ? shown.current : { status: 'loading' });
  shown.current = state;

  const retryQuietly = useCallback(() => {
    quietRetry.current = true;
    askAgain();
  }, [askAgain]);
  const retry = useCallback(() => {
    quietRetry.current = false;
    askAgain();
  }, [askAgain]);
  useRetryWhenReachable(state.status === 'failed' || (state.status === 'ready' && isKept(state.data)), retryQuietly);
  return { state, retry };
}
