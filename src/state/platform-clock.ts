/**
 * The platform's "now" for dates a page works out itself: the instant of its last account answer
 * (GET /v1/user carries asOf), not the device's clock, which may be wrong and which the sandbox's
 * moved clock does not move. The device's clock only when no answer carried one.
 */
import { useAtomValue } from 'jotai';
import type { UserProfile } from '@domain/contract/profile';
import { profileAtom } from './session';

export function platformNowMs(profile: Pick<UserProfile, 'asOf'> | null): number {
  return profile?.asOf ? Date.parse(profile.asOf) : Date.now();
}

/** The same for a page, from the account it was opened with (the session guard has read it). */
export function usePlatformNow(): number {
  return platformNowMs(useAtomValue(profileAtom));
}
