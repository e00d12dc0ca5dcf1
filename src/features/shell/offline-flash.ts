import { NETWORK_ERROR_CODE, TIMEOUT_ERROR_CODE } from '@domain/errors';
import type { FlashMessage } from '@state/ui';

const CONNECTION_MESSAGES = new Set([`errors.${NETWORK_ERROR_CODE}`, `errors.${TIMEOUT_ERROR_CODE}`]);

/**
 * One message about the connection at a time: while the offline notice is up, a flash that only
 * says "no connection" is not shown beside it (a yellow banner and a red message saying the same).
 * Any other flash still shows.
 */
export function flashBesideOfflineNotice(flash: FlashMessage | null, offlineNoticeShown: boolean): FlashMessage | null {
  if (!flash || !offlineNoticeShown) return flash;
  return 'id' in flash.text && CONNECTION_MESSAGES.has(flash.text.id) ? null : flash;
}
