import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { usePlatformReachable } from '@state/connectivity';
import { openFormsAtom } from '@state/open-forms';
import { storageProblemAtom } from '@state/storage-problems';

/** Whether the offline notice is up: offline (or the platform out of reach), and the device stores what is typed. */
export function useOfflineNoticeShown(): boolean {
  const online = usePlatformReachable();
  const storageProblem = useAtomValue(storageProblemAtom);
  return !online && !storageProblem;
}

/**
 * Tells the user the app still works offline: on a page with a form, that what they type is kept;
 * elsewhere, that what is shown is what the device has. Not while the device fails to store
 * (StorageNotice says that instead).
 */
export function OfflineNotice() {
  const formsOnScreen = useAtomValue(openFormsAtom);
  if (!useOfflineNoticeShown()) return null;
  return (
    <p className="offline-notice" role="status">
      <FormattedMessage id={formsOnScreen > 0 ? 'offline.notice' : 'offline.noticeNoForm'} />
    </p>
  );
}
