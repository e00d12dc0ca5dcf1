import { useCallback, useEffect, useState } from 'react';
import type { ApiErrorData } from '@domain/errors';
import type { ErrorContext } from '@domain/error-presentation';
import { asApiError, presentError } from './errors';

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: ApiErrorData };

/**
 * What a page reads once on arrival (a profile, a bill, a receipt): loading, then the answer or
 * the failure, shown the one way (presentError; a null context when the page can do without the
 * answer) and kept for the page's retry. An answer that
 * arrives after the page has gone (or after a newer load) is dropped. After a failure, the network
 * coming back tries again by itself.
 */
export function useRemote<T>(
  load: () => Promise<T>,
  context: ErrorContext | null,
  key: string = '',
): { state: Remote<T>; retry: () => void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` and `context` are new each render; what is loaded is named by `key`, and `attempt` is a retry.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!current) return;
        if (context) presentError(error, context);
        setState({ status: 'failed', error: asApiError(error) });
      },
    );
    return () => {
      current = false;
    };
    // `load` and `context` are new objects each render; what is loaded is named by `key`.
  }, [key, attempt]);

  const failed = state.status === 'failed';
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);

  return { state, retry };
}
