/** The user's profile (GET /v1/user). */
import { API_PATHS } from '../../src/domain/contract/http';
import type { UserProfile } from '../../src/domain/contract/user';
import type { ApiClient } from '../http/client';
import type { SessionStore } from '../session';

export function createUserApi(deps: { client: ApiClient; session: SessionStore }) {
  const { client, session } = deps;
  return {
    /** Also refreshes the session's segments, which analytics events carry. */
    async profile(): Promise<UserProfile> {
      const profile = await client.get<UserProfile>(API_PATHS.user);
      await session.updateSegments(profile.segments);
      return profile;
    },
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
