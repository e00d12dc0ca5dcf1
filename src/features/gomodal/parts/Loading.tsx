import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Remote } from '@state/remote';
import { RemoteContent } from '@ui/RemoteContent';

/** What a merchant-loan page read on arrival, as every page shows it (RemoteContent), with the area's failure message. */
export function Loaded<T>({ state, retry, children }: { state: Remote<T>; retry: () => void; children: (data: T) => ReactNode }) {
  return (
    <RemoteContent state={state} onRetry={retry} failedMessage={<FormattedMessage id="gomodal.loadFailed" />}>
      {children}
    </RemoteContent>
  );
}
