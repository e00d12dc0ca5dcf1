import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Tells the user the app still works offline and keeps what they type. */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      <FormattedMessage id="offline.notice" />
    </p>
  );
}
