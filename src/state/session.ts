import { atom } from 'jotai';
import type { UserProfile } from '@domain/contract/profile';
import type { SessionSnapshot } from '@worker/contract';

export type SessionState = { status: 'starting' } | { status: 'anonymous' } | { status: 'signed-in'; session: SessionSnapshot };

export const sessionAtom = atom<SessionState>({ status: 'starting' });

/** null until GET /v1/user has answered for this session. */
export const profileAtom = atom<UserProfile | null>(null);
