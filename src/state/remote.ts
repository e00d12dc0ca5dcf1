import { useEffect } from 'react';
import type { ErrorContext } from '@domain/error-presentation';
import type { ApiErrorData } from '@domain/errors';
import { asApiError, presentError } from './errors';
import { useLatestAnswer } from './use-latest-answer';

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: ApiErrorData };

/**
 * What a page reads once on arrival (a profile, a bill, a receipt): useLatestAnswer keyed by what
 * is loaded, told the page's way: loading, then the answer or the failure, shown the one way
 * (presentError; a null context when the page can do without the answer) and kept for the page's
 * retry. After a failure, the network coming back tries again by itself.
 */
export function useRemote<T>(
  load: () => Promise<T>,
  context: ErrorContext | null,
  key: string = '',
): { state: Remote<T>; retry: () => void } {
  const { answer, askAgain } = useLatestAnswer(
    key,
    () => load(),
    (settled) => {
      if (settled.status === 'failed' && context) presentError(settled.error, context);
    },
  );

  const failed = answer.status === 'failed';
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', askAgain);
    return () => window.removeEventListener('online', askAgain);
  }, [failed, askAgain]);

  const state: Remote<T> =
    answer.status === 'pending'
      ? { status: 'loading' }
      : answer.status === 'done'
        ? { status: 'ready', data: answer.value }
        : { status: 'failed', error: asApiError(answer.error) };
  return { state, retry: askAgain };
}
