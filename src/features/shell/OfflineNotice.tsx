import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useOfflineNoticeShown } from '@state/offline-notice';
import { openFormsAtom } from '@state/open-forms';

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
