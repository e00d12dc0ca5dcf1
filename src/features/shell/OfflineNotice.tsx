import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { usePlatformReachable } from '@state/connectivity';
import { storageProblemAtom } from '@state/storage-problems';

/** Whether the offline notice is up: offline (or the platform out of reach), and the device stores what is typed. */
export function useOfflineNoticeShown(): boolean {
  const online = usePlatformReachable();
  const storageProblem = useAtomValue(storageProblemAtom);
  return !online && !storageProblem;
}

/**
 * Tells the user the app still works offline and keeps what they type; not while the device fails
 * to store it (StorageNotice says that instead).
 */
export function OfflineNotice() {
  if (!useOfflineNoticeShown()) return null;
  return (
    <p className="offline-notice" role="status">
      <FormattedMessage id="offline.notice" />
    </p>
  );
}
