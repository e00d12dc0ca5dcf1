import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PaylaterDueDateInfo } from '@domain/contract/paylater-duedate';
import { useRemote } from '@state/remote';
import { RemoteContent } from '@ui/RemoteContent';
import { PAYLATER_ERRORS } from '../state';
import { loadDueDate } from './state';

/**
 * The due-date change data as the due-date page and the extended-period simulation both show it:
 * loading, failed with a retry, the "no active account" card, or the page's own content.
 */
export function DueDateData({ loadKey, children }: { loadKey: string; children: (info: PaylaterDueDateInfo) => ReactNode }) {
  const { state, retry } = useRemote(loadDueDate, PAYLATER_ERRORS, loadKey);
  return (
    <RemoteContent state={state} onRetry={retry} failedMessage={<FormattedMessage id="paylater.duedate.loadFailed" />}>
      {(data) =>
        data.kind === 'inactive' ? (
          <p className="card">
            <FormattedMessage id="paylater.duedate.inactive" />
          </p>
        ) : (
          children(data.info)
        )
      }
    </RemoteContent>
  );
}
