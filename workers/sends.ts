/**
 * A "send" that changes the user's state on the platform (the lender application, the KYC
 * confirmation, a signed contract, a merchant-loan application) is a state this worker keeps, so a
 * browser killed while it is on its way never leaves the user in the wrong place:
 *
 * - `sent`: written (and committed) before the request leaves; the answer has not been heard. After a
 *   kill, or a connection lost on the way, nobody knows whether the platform has it: the next page
 *   that asks (`state`) asks the platform and settles it.
 * - `answered`: the platform has it. Written in ONE transaction with the removal of the drafts it was
 *   sent from, so a kill leaves either the draft and `sent`, or neither draft nor doubt: never an
 *   empty form that hides a submitted application.
 * - none: nothing was sent, or the platform refused it (a 4xx other than 408/429: nothing changed).
 *
 * The records ride on the drafts table (per user, expiring with the drafts after 30 days; no schema
 * change): flow `send`, product = the send's kind.
 */
import type { ApiErrorData } from '@domain/errors';
import { systemClock, type Clock } from './clock';
import type { DraftKey, SendState } from './shared/contract';
import type { DataDb, DraftRecord } from './db';
import type { SessionDrafts } from './drafts';
import { toApiErrorData } from './http/api-error';
import { failureVerdict } from './queue/retry-policy';

const SEND_FLOW = 'send';
const SEND_RECORD_VERSION = 1;

interface SendRecordValue {
  state: 'sent' | 'answered';
  /** Epoch ms the request left. */
  sentAt: number;
  /** What a page reopened after a kill needs of the answer (kept by the area, structured-cloneable). */
  kept: unknown;
}

export interface SendOptions<T> {
  /** The drafts the send was made from, removed in the transaction that records the answer. */
  drafts?: readonly DraftKey[];
  /** What to keep of the answer for a page reopened after a kill (null: nothing). */
  keep?: (answer: T) => unknown;
}

/** Whether a failed send changed nothing on the platform for certain (it answered with a refusal). */
export function refusedForCertain(error: ApiErrorData): boolean {
  return error.status > 0 && failureVerdict(error.status) === 'final';
}

function isSendRecordValue(value: unknown): value is SendRecordValue {
  if (typeof value !== 'object' || value === null) return false;
  const state = (value as { state?: unknown }).state;
  return state === 'sent' || state === 'answered';
}

export class SendLedger {
  constructor(
    private readonly db: DataDb,
    private readonly owner: { signedInUserId(): string },
    private readonly drafts: SessionDrafts,
    private readonly clock: Clock = systemClock,
  ) {}

  private key(userId: string, kind: string): [string, string, string] {
    return [userId, SEND_FLOW, kind];
  }

  private record(userId: string, kind: string, value: SendRecordValue): DraftRecord {
    return { userId, flow: SEND_FLOW, product: kind, value, schemaVersion: SEND_RECORD_VERSION, updatedAt: this.clock.now() };
  }

  /**
   * Records `sent`, makes the request, and records the answer with the drafts' removal. A refusal
   * (4xx) forgets the send (nothing changed); no answer or a 5xx leaves it `sent`: unknown.
   */
  async send<T>(kind: string, request: () => Promise<T>, options: SendOptions<T> = {}): Promise<T> {
    const userId = this.owner.signedInUserId();
    await this.db.drafts.put(this.record(userId, kind, { state: 'sent', sentAt: this.clock.now(), kept: null }));
    let answer: T;
    try {
      answer = await request();
    } catch (error) {
      if (refusedForCertain(toApiErrorData(error))) await this.db.drafts.delete(this.key(userId, kind));
      throw error;
    }
    await this.answered(kind, options.keep ? options.keep(answer) : null, options.drafts ?? []);
    return answer;
  }

  /** The platform has it (its answer, or its word asked afterwards): recorded with the drafts' removal. */
  async answered(kind: string, kept: unknown, drafts: readonly DraftKey[] = []): Promise<void> {
    const userId = this.owner.signedInUserId();
    await this.db.transaction('rw', this.db.drafts, async () => {
      const sentAt = (await this.stored(userId, kind))?.sentAt ?? this.clock.now();
      await this.db.drafts.put(this.record(userId, kind, { state: 'answered', sentAt, kept }));
      for (const draft of drafts) await this.drafts.remove(draft);
    });
  }

  private async stored(userId: string, kind: string): Promise<SendRecordValue | null> {
    const record = await this.db.drafts.get(this.key(userId, kind));
    return record && isSendRecordValue(record.value) ? record.value : null;
  }

  /**
   * Where the send stands. A `sent` one is settled by asking the platform (`platformHas`: what to
   * keep when it has it, null when it has not); when the platform cannot be asked, `unknown`.
   */
  async state(kind: string, platformHas: () => Promise<unknown | null>, drafts: readonly DraftKey[] = []): Promise<SendState> {
    const userId = this.owner.signedInUserId();
    const record = await this.stored(userId, kind);
    if (!record) return { state: 'none' };
    if (record.state === 'answered') return { state: 'answered', kept: record.kept };
    let found: unknown | null;
    try {
      found = await platformHas();
    } catch {
      return { state: 'unknown' };
    }
    if (found === null) {
      await this.forget(kind);
      return { state: 'none' };
    }
    await this.answered(kind, found, drafts);
    return { state: 'answered', kept: found };
  }

  /** Whether a send of this kind was made and its answer never heard (read before sending again). */
  async unanswered(kind: string): Promise<boolean> {
    return (await this.stored(this.owner.signedInUserId(), kind))?.state === 'sent';
  }

  /** The user has seen where the send led: the next send of this kind starts from nothing. */
  async forget(kind: string): Promise<void> {
    await this.db.drafts.delete(this.key(this.owner.signedInUserId(), kind));
  }
}
