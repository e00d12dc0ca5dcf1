import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useOfflineNoticeShown } from '@state/offline-notice';
import { keptProfileAtom } from '@state/session';
import { useFormat } from '@ui/useFormat';

/**
 * While the home shows the account this device kept (a warm start before the platform answered, or
 * offline): the figures' time. It goes once the platform's answer has replaced them. Offline, the
 * offline notice above already says the page shows what the device kept: only the time, then.
 */
export function KeptProfileNotice() {
  const kept = useAtomValue(keptProfileAtom);
  const format = useFormat();
  const offlineNoticeShown = useOfflineNoticeShown();
  if (!kept?.asOf) return null;
  return (
    <p className="offline-notice home-kept" role="status" data-testid="home-kept-notice">
      <FormattedMessage
        id={offlineNoticeShown ? 'home.kept.asOfOffline' : 'home.kept.asOf'}
        values={{ when: <span className="nowrap">{format.dateTime(kept.asOf)}</span> }}
      />
    </p>
  );
}
