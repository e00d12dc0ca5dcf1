/**
 * The session lives in the worker only: in memory for every call and in IndexedDB (never
 * localStorage, which any script on the page can read) to survive a reload. The bearer token never
 * leaves the worker; the UI gets a snapshot without it. Each tab has its own worker: a sign-in or
 * an end in one is announced on a BroadcastChannel, and the others take the stored session again
 * (IndexedDB is the truth; the message carries nothing but its kind).
 */
import type { UserProfile } from '@domain/contract/profile';
import { makeApiError } from '@domain/errors';
import type { SessionEndReason, SessionSnapshot, SourceInfo } from './shared/contract';
import { SINGLE_KEY, type DataDb, type SessionRecord } from './db';
import type { WorkerEventHub } from './events';
import { snapshotOf } from './session-snapshot';
import type { ClientSession } from './http/client';

export interface SessionData {
  bearerToken: string;
  csTrackingId: string;
  phoneNumber: string;
  countryCode: string;
  segments: string[];
}

function toData(record: SessionRecord): SessionData {
  const { bearerToken, csTrackingId, phoneNumber, countryCode, segments } = record;
  return { bearerToken, csTrackingId, phoneNumber, countryCode, segments: [...segments] };
}

/** What tabs tell each other: only that the stored session changed, and how. */
export type SessionChange = 'signed-in' | 'ended';

/** A BroadcastChannel as the session uses it (injected: unit tests run many workers in one process). */
export interface SessionChannel {
  postMessage(message: SessionChange): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export class SessionStore implements ClientSession {
  private current: SessionData | null = null;
  /** The csTrackingId of the last session this worker had; kept when it ends (see lastUserId). */
  private lastUser: string | null = null;

  constructor(
    private readonly db: DataDb,
    private readonly events: WorkerEventHub,
    private readonly channel: SessionChannel | null = null,
  ) {
    channel?.addEventListener('message', (event) => void this.changedElsewhere(event.data));
  }

  /** Another tab signed in or out: follow what it stored. */
  private async changedElsewhere(change: unknown): Promise<void> {
    if (change !== 'signed-in' && change !== 'ended') return;
    const record = await this.db.session.get(SINGLE_KEY);
    if (record && record.bearerToken !== this.current?.bearerToken) {
      this.take(toData(record));
      this.events.emit({ type: 'session-started', session: this.snapshot() as SessionSnapshot });
    } else if (!record && this.current) {
      this.current = null;
      this.events.emit({ type: 'session-ended', reason: 'elsewhere', status: null });
    }
  }

  /** Loads the stored session (at worker start). */
  async start(): Promise<SessionSnapshot | null> {
    const record = await this.db.session.get(SINGLE_KEY);
    this.current = null;
    if (record) this.take(toData(record));
    return this.snapshot();
  }

  private take(data: SessionData): void {
    this.current = data;
    this.lastUser = data.csTrackingId;
  }

  /**
   * The signed-in user's csTrackingId, for what the worker keeps per user (uploads, drafts);
   * rejects with a 401 when nobody is signed in.
   */
  signedInUserId(): string {
    const userId = this.current?.csTrackingId;
    if (userId === undefined) throw makeApiError(401, [{ code: 'UNAUTHORIZED', message: 'Sign in first.', errorKey: 'UNAUTHORIZED' }]);
    return userId;
  }

  /**
   * The user of the current session, or of the last one after it ended: what the worker keys a
   * user's drafts by, so a form flushed as its page leaves after a sign-out still reaches its owner.
   */
  lastUserId(): string | null {
    return this.lastUser;
  }

  token(): string | null {
    return this.current?.bearerToken ?? null;
  }

  /** What the UI and the analytics events may know: everything but the token. */
  snapshot(): SessionSnapshot | null {
    return this.current ? snapshotOf(this.current) : null;
  }

  async set(data: SessionData): Promise<SessionSnapshot> {
    await this.db.session.put({ key: SINGLE_KEY, ...data, segments: [...data.segments] });
    this.take({ ...data, segments: [...data.segments] });
    this.channel?.postMessage('signed-in');
    return this.snapshot() as SessionSnapshot;
  }

  /** The profile is the source of truth for segments; keeps the stored session in step. */
  async updateSegments(segments: string[]): Promise<void> {
    if (!this.current) return;
    this.current = { ...this.current, segments: [...segments] };
    await this.db.session.update(SINGLE_KEY, { segments: [...segments] });
  }

  /**
   * Clears the session (drafts stay: they are keyed by user and expire on their own) and tells the
   * listeners. A logout forgets the source info too; a rejected session (401/403) keeps it, since
   * the UI needs the source app to send the user back to the partner's sign-in, and the user is
   * still inside that app. With `sentToken`, only a session still holding that token ends, so
   * parallel 401s end it once and a late 401 of an old token never ends a newer session.
   */
  async end(reason: SessionEndReason, status: number | null, sentToken?: string): Promise<boolean> {
    if (sentToken !== undefined && this.current?.bearerToken !== sentToken) return false;
    this.current = null; // at once, so no further call carries the token
    await this.db.transaction('rw', this.db.session, this.db.sourceInfo, async () => {
      await this.db.session.clear();
      if (reason === 'logout') await this.db.sourceInfo.clear();
    });
    this.channel?.postMessage('ended');
    this.events.emit({ type: 'session-ended', reason, status });
    return true;
  }

  /** Kept with the session (and cleared with it), so a page opens offline with what was last known. */
  async saveProfile(profile: UserProfile): Promise<void> {
    if (!this.current) return;
    await this.db.session.update(SINGLE_KEY, { profile });
  }

  async lastProfile(): Promise<UserProfile | null> {
    if (!this.current) return null;
    return (await this.db.session.get(SINGLE_KEY))?.profile ?? null;
  }

  async rejected(status: number, sentToken: string): Promise<void> {
    await this.end('rejected', status, sentToken);
  }

  async saveSourceInfo(info: SourceInfo): Promise<void> {
    const { sourceApp, redirectUrl, sourcePage, appVersion, partner } = info;
    await this.db.sourceInfo.put({ key: SINGLE_KEY, sourceApp, redirectUrl, sourcePage, appVersion, partner });
  }

  async sourceInfo(): Promise<SourceInfo | null> {
    const record = await this.db.sourceInfo.get(SINGLE_KEY);
    if (!record) return null;
    const { sourceApp, redirectUrl, sourcePage, appVersion, partner } = record;
    return { sourceApp, redirectUrl, sourcePage, appVersion, partner };
  }
}
