/** The user's profile (GET /v1/user). */
import { API_PATHS } from '@domain/contract/http';
import type { UserProfile } from '@domain/contract/account';
import { isApiErrorData } from '@domain/errors';
import type { DraftStore } from '../drafts';
import type { ApiClient } from '../http/client';
import type { SessionStore } from '../session';

export function createUserApi(deps: { client: ApiClient; session: SessionStore; drafts: DraftStore }) {
  const { client, session, drafts } = deps;

  /** Drafts the pages stored under the profile's userId before the worker keyed them (DraftStore.adopt). */
  async function adoptOldDrafts(profile: UserProfile): Promise<void> {
    const owner = session.snapshot()?.csTrackingId;
    if (!owner) return;
    try {
      await drafts.adopt(profile.userId, owner);
    } catch (error) {
      console.warn('[drafts] older drafts not moved', error);
    }
  }

  return {
    /**
     * Also refreshes the session's segments, which analytics events carry. Without an answer
     * (offline, timeout) it falls back to the last profile of this session, so a reload offline
     * still opens the page the user was filling in; any other failure is the caller's.
     */
    async profile(): Promise<UserProfile> {
      try {
        const profile = await client.get<UserProfile>(API_PATHS.user);
        await session.updateSegments(profile.segments);
        await session.saveProfile(profile);
        await adoptOldDrafts(profile);
        return profile;
      } catch (error) {
        const known = isApiErrorData(error) && error.status === 0 ? await session.lastProfile() : null;
        if (!known) throw error;
        await adoptOldDrafts(known);
        return known;
      }
    },
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
