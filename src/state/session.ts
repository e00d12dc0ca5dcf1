import { atom } from 'jotai';
import type { UserProfile } from '../domain/contract/user';
import type { SessionSnapshot } from '../../workers/contract';

export type SessionState =
  | { status: 'starting' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; session: SessionSnapshot };

export const sessionAtom = atom<SessionState>({ status: 'starting' });
export const isSignedInAtom = atom((get) => get(sessionAtom).status === 'signed-in');

/** null until GET /v1/user has answered for this session. */
export const profileAtom = atom<UserProfile | null>(null);
