import { atom } from 'jotai';
import type { UserProfile } from '@domain/contract/profile';
import type { SessionSnapshot } from '@worker/contract';

export type SessionState = { status: 'starting' } | { status: 'anonymous' } | { status: 'signed-in'; session: SessionSnapshot };

export const sessionAtom = atom<SessionState>({ status: 'starting' });

/** null until GET /v1/user has answered for this session. */
export const profileAtom = atom<UserProfile | null>(null);

/**
 * Set while the profile shown is this device's copy (kept with the session by the data worker), not
 * yet the platform's answer: a warm start shows it at once instead of waiting for GET /v1/user, and
 * offline it stays. `asOf` is the platform's instant of that copy. null once the platform answered.
 */
export const keptProfileAtom = atom<{ asOf: string | null } | null>(null);
