import type { SessionSnapshot } from './shared/contract';

/**
 * What the UI may know of a session: everything but the token. For the session the services hold
 * (SessionStore) and the one the boot file read without Dexie (boot/early-start.ts) alike.
 */
export function snapshotOf(session: SessionSnapshot): SessionSnapshot {
  const { csTrackingId, phoneNumber, countryCode, segments } = session;
  return { csTrackingId, phoneNumber, countryCode, segments: [...segments] };
}
