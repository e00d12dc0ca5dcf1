/** The user's profile (GET /v1/user). */
import { API_PATHS } from '@domain/contract/http';
import type { UserProfile } from '@domain/contract/profile';
import { isApiErrorData } from '@domain/errors';
import type { DraftStore } from '../drafts';
import type { ApiClient } from '../http/client';
import type { SessionStore } from '../session';

/** How long a prefetched profile stands for "now": the page that asks for it comes within a second or two. */
const PREFETCH_FRESH_MS = 10_000;

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

  /**
   * Also refreshes the session's segments, which analytics events carry. Without an answer
   * (offline, timeout) it falls back to the last profile of this session, so a reload offline
   * still opens the page the user was filling in; any other failure is the caller's.
   */
  async function load(): Promise<UserProfile> {
    try {
      return await store(await client.get<UserProfile>(API_PATHS.user));
    } catch (error) {
      const known = isApiErrorData(error) && error.status === 0 ? await session.lastProfile() : null;
      if (!known) throw error;
      await adoptOldDrafts(known);
      return known;
    }
  }

  /** The platform's answer kept with the session: its segments, the profile, the older drafts' owner. */
  async function store(profile: UserProfile): Promise<UserProfile> {
    await session.updateSegments(profile.segments);
    await session.saveProfile(profile);
    await adoptOldDrafts(profile);
    return profile;
  }

  /** The answer asked for as the worker found a stored session, for the profile call that follows. */
  let early: { answer: Promise<UserProfile>; token: string | null; at: number } | null = null;

  return {
    /**
     * Asks for the profile now, for the page that will (every signed-in page waits for it, and the
     * main thread asks only after it has rendered the session it learned): the request is under
     * way while the main thread renders.
     */
    prefetch(): void {
      const answer = load();
      answer.catch(() => undefined); // whoever takes it sees the failure; nobody may take it
      early = { answer, token: session.token(), at: Date.now() };
    },

    /**
     * Stores the answer the worker's boot file asked for with the stored session's token, before this
     * module had loaded (workers/data.worker.ts); the page already has it. Only an answer of the
     * session now loaded is stored.
     */
    async storeEarly(answer: Promise<UserProfile>, token: string): Promise<void> {
      const profile = await answer.catch(() => null); // a failure was the page's to present
      if (!profile || token !== session.token()) return;
      await store(profile);
    },

    /** The profile: the prefetched answer if it is recent and of this session, a new request otherwise. */
    profile(): Promise<UserProfile> {
      const taken = early;
      early = null;
      if (taken && taken.token === session.token() && Date.now() - taken.at <= PREFETCH_FRESH_MS) return taken.answer;
      return load();
    },
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
