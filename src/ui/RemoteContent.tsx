import type { ReactNode } from 'react';
import type { Remote } from '@state/remote';
import { LoadFailed } from './LoadFailed';
import { LoadingCard } from './Spinner';

interface RemoteContentProps<T> {
  state: Remote<T>;
  onRetry: () => void;
  /** What the page says when its answer did not come (beside the retry button). */
  failedMessage: ReactNode;
  children: (data: T) => ReactNode;
}

/** The one way a page shows what it read (useRemote): a spinner, the failure with a retry, or the content. */
export function RemoteContent<T>({ state, onRetry, failedMessage, children }: RemoteContentProps<T>) {
  if (state.status === 'loading') {
    return <LoadingCard />;
  }
  if (state.status === 'failed') return <LoadFailed message={failedMessage} onRetry={onRetry} />;
  return <>{children(state.data)}</>;
}
