import { describe, expect, it } from 'vitest';
import type { FlashMessage } from '@state/ui';
import { flashBesideOfflineNotice } from '../../src/features/shell/offline-flash';

const flash = (id: string): FlashMessage => ({ text: { id }, kind: 'error', serial: 1, shownAt: 0 });

describe('one message about the connection', () => {
  it('hides a "no connection" flash while the offline notice says it', () => {
    expect(flashBesideOfflineNotice(flash('errors.NETWORK_ERROR'), true)).toBeNull();
    expect(flashBesideOfflineNotice(flash('errors.REQUEST_TIMED_OUT'), true)).toBeNull();
  });
  it('shows it when the notice is not up, and every other flash always', () => {
    expect(flashBesideOfflineNotice(flash('errors.NETWORK_ERROR'), false)?.text).toEqual({ id: 'errors.NETWORK_ERROR' });
    expect(flashBesideOfflineNotice(flash('errors.OTP_EXPIRED'), true)?.text).toEqual({ id: 'errors.OTP_EXPIRED' });
  });
});
