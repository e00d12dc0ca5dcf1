/**
 * The last answer of every money read, kept in IndexedDB per signed-in user with the time it was
 * answered (issue 36), so every money page the user has seen opens without a network: the pay-later
 * and cicilan homes, unpaid lists, history pages, orders, receipts, the repayment pages and the
 * merchant loan's. A read asks the platform; with an answer it keeps it and answers it `live`; with
 * no answer at all (offline, a timeout) it answers the kept copy `kept`, else the failure. Keyed by
 * the worker's own session user (no caller names one); nothing is kept or read without a session;
 * logout clears the table. Never sent anywhere, never logged, never in the service worker's caches.
 */
import type { Kept } from '@domain/kept-answer';
import { isApiErrorData, isNoAnswer } from '@domain/errors';
import type { Clock } from './clock';
import type { DataDb } from './db';

export type { Kept } from '@domain/kept-answer';

/** Answers kept per user before the oldest go (a receipt a day for a year stays within it). */
export const KEPT_ANSWERS_PER_USER = 400;

/** The platform's instant an answer states (as_of, asOf), or one of its parts does (a repayment page's dues), else null. */
function statedInstant(answer: unknown, depth = 0): string | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const record = answer as Record<string, unknown>;
  const stated = record.as_of ?? record.asOf;
  if (typeof stated === 'string' && Number.isFinite(Date.parse(stated))) return stated;
  if (depth > 0) return null;
  for (const part of Object.values(record)) {
    const inPart = statedInstant(part, depth + 1);
    if (inPart) return inPart;
  }
  return null;
}

export class KeptAnswers {
  /** Platform time less this device's, learnt from answers that state their instant (the sandbox's clock may be moved). */
  private platformOffsetMs = 0;
  private writes = 0;

  constructor(
    private readonly db: DataDb,
    private readonly currentUserId: () => string | null,
    private readonly clock: Clock,
  ) {}

  /**
   * The platform's instant of an answer: the one it states, else this device's now on the platform's
   * clock as last learnt, so every "as of" on a page is on one timeline.
   */
  answeredAt(answer: unknown): string {
    const stated = statedInstant(answer);
    if (stated) {
      this.platformOffsetMs = Date.parse(stated) - this.clock.now();
      return stated;
    }
    return new Date(this.clock.now() + this.platformOffsetMs).toISOString();
  }

  /** Asks; keeps and answers what came, or the kept copy when nothing came. */
  async read<T>(key: string, ask: () => Promise<T>): Promise<Kept<T>> {
    let answer: T;
    try {
      answer = await ask();
    } catch (error) {
      if (isApiErrorData(error) && isNoAnswer(error)) {
        const kept = await this.peek<T>(key);
        if (kept) return kept;
      }
      throw error;
    }
    const fresh: Kept<T> = { answer, answeredAt: this.answeredAt(answer), source: 'live' };
    await this.keep(key, fresh);
    return fresh;
  }

  /** Keeps an answer an action received (a VA just opened with its overview). */
  async keep<T>(key: string, kept: Kept<T>): Promise<void> {
    const userId = this.currentUserId();
    if (!userId) return;
    await this.db.keptAnswers.put({ userId, key, answer: kept.answer, answeredAt: kept.answeredAt, savedAt: this.clock.now() });
    this.writes += 1;
    if (this.writes % 20 === 0) await this.prune(userId);
  }

  /** The kept copy of a read, without asking; null when none (or signed out). */
  async peek<T>(key: string): Promise<Kept<T> | null> {
    const userId = this.currentUserId();
    if (!userId) return null;
    const record = await this.db.keptAnswers.get([userId, key]);
    return record ? { answer: record.answer as T, answeredAt: record.answeredAt, source: 'kept' } : null;
  }

  /**
   * Changes every kept answer whose key starts with `prefix` (opening a VA changes what the product's
   * other scopes' kept answers may show), in one transaction.
   */
  async updateAll<T>(prefix: string, change: (key: string, answer: T) => T): Promise<void> {
    const userId = this.currentUserId();
    if (!userId) return;
    await this.db.transaction('rw', this.db.keptAnswers, async () => {
      const records = await this.db.keptAnswers
        .where('[userId+key]')
        .between([userId, prefix], [userId, `${prefix}\uffff`])
        .toArray();
      for (const record of records) await this.db.keptAnswers.put({ ...record, answer: change(record.key, record.answer as T) });
    });
  }

  /** The oldest answers go once a user has more than KEPT_ANSWERS_PER_USER. */
  private async prune(userId: string): Promise<void> {
    const records = await this.db.keptAnswers.where('userId').equals(userId).sortBy('savedAt');
    const extra = records.length - KEPT_ANSWERS_PER_USER;
    if (extra > 0)
      await this.db.keptAnswers.bulkDelete(records.slice(0, extra).map((record) => [record.userId, record.key] as [string, string]));
  }

  /** At logout: every user's answers go (the device may be shared). */
  async clear(): Promise<void> {
    await this.db.keptAnswers.clear();
  }
}
