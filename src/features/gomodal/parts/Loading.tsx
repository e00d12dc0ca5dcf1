import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Remote } from '@state/remote';
import { LoadFailed } from '@ui/LoadFailed';
import { LoadingCard } from '@ui/Spinner';

/** What a page read on arrival: a spinner, the failure with a retry, or the page's content. */
export function Loaded<T>({ state, retry, children }: { state: Remote<T>; retry: () => void; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') {
    return <LoadingCard />;
  }
  if (state.status === 'failed') return <LoadFailed message={<FormattedMessage id="gomodal.loadFailed" />} onRetry={retry} />;
  return <>{children(state.data)}</>;
}
