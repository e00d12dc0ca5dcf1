import { useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { storageProblemAtom } from '@state/storage-problems';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the offline notice is up: offline, and the device stores what is typed. */
export function useOfflineNoticeShown(): boolean {
  // Hydrating the pre-rendered sign-in screen, online as the build rendered it; the real state follows.
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
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
