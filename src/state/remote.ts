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
  const { answer, askAgain } = useLatestAnswer(
    key,
    () => load(),
    (settled) => {
      if (settled.status === 'failed' && context) presentError(settled.error, context);
    },
  );

  useRetryWhenReachable(answer.status === 'failed' || (answer.status === 'done' && isKept(answer.value)), askAgain);

  const state: Remote<T> =
    answer.status === 'pending'
      ? { status: 'loading' }
      : answer.status === 'done'
        ? { status: 'ready', data: answer.value }
        : { status: 'failed', error: asApiError(answer.error) };
  return { state, retry: askAgain };
}
