/**
 * A signed-in reload, as the worker's boot file starts it: the stored session is read and the
 * profile asked for with its token while the worker's services (and Dexie with them) are still on
 * their way. Every signed-in page waits for that profile (platform route guard), so this request
 * leaves as soon as the worker's first file has run.
 */
import { API_PATHS } from '@domain/contract/http';
import type { UserProfile } from '@domain/contract/profile';
import type { WorkerConfig } from '../shared/contract';
import type { SessionRecord } from '../db';
import { configKey } from '../config';
import { createApiClient, type FetchFn } from '../http/client';
import { readStoredSession } from './stored-session';

/** The profile asked for with a stored token, for the services to store once they have loaded. */
export interface EarlyProfile {
  token: string;
  answer: Promise<UserProfile>;
}

export interface EarlyStart {
  /** The configuration it started with, and its key (a main-thread start with the same key is this one). */
  readonly config: WorkerConfig;
  readonly key: string;
  /** The stored session; rejects when IndexedDB could not be read. */
  readonly stored: Promise<SessionRecord | null>;
  /** Null without a stored session (or when it could not be read). */
  readonly profile: Promise<EarlyProfile | null>;
  /** When it started (epoch ms): a profile answer is "now" only for a while. */
  readonly at: number;
}

export interface EarlyStartDeps {
  /** The platform refused the stored token (401/403): the services end the session, as for any call. */
  rejected(status: number, token: string): Promise<void>;
  fetch?: FetchFn;
  origin?: () => string;
  readSession?: () => Promise<SessionRecord | null>;
  now?: () => number;
}

export function startEarly(config: WorkerConfig, deps: EarlyStartDeps): EarlyStart {
  const stored = (deps.readSession ?? readStoredSession)();
  stored.catch(() => undefined); // the main thread's start then asks the services instead
  const profile = stored.then(
    (record) => (record ? { token: record.bearerToken, answer: askProfile(config, record.bearerToken, deps) } : null),
    () => null,
  );
  return { config, key: configKey(config), stored, profile, at: (deps.now ?? Date.now)() };
}

function askProfile(config: WorkerConfig, token: string, deps: EarlyStartDeps): Promise<UserProfile> {
  const client = createApiClient({
    settings: () => config,
    session: { token: () => token, rejected: (status, sentToken) => deps.rejected(status, sentToken) },
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.origin ? { origin: deps.origin } : {}),
  });
  const answer = client.get<UserProfile>(API_PATHS.user);
  answer.catch(() => undefined); // the page that takes it presents the failure; nobody may take it
  return answer;
}
