/**
 * The one retry policy of the worker's queues (analytics, uploads): which failures are worth
 * sending again, and how long to wait first. Each queue keeps its own back-off schedule; the
 * verdict and the Retry-After floor are the same for both.
 */

export type FailureVerdict = 'retry' | 'final';

/**
 * No answer (status 0: offline, dropped, timed out), 408, 423, 429 and 5xx may succeed later; any other
 * 4xx never will. Anything else that is not what we expected (a 2xx that is not the platform's
 * envelope, a 3xx: a captive portal, a proxy) is retried too: dropping data on it would be worse.
 */
export function failureVerdict(status: number): FailureVerdict {
  // 423 Locked: another request holds the resource (a resumable upload's other sender) for now.
  if (status === 408 || status === 423 || status === 429) return 'retry';
  return status >= 400 && status < 500 ? 'final' : 'retry';
}

/** The wait after the `failures`-th failure in a row (1 = the first), before the next attempt. */
export interface Backoff {
  delayMs(failures: number): number;
  /** True when that wait is a rest after a run of retries (the queue says so in its log). */
  rests(failures: number): boolean;
}

/** `retries` attempts `delayMs` apart, then a rest of `restMs`, and the count starts over. */
export function restingBackoff(options: { retries: number; delayMs: number; restMs: number }): Backoff {
  const rests = (failures: number) => failures > 0 && failures % (options.retries + 1) === 0;
  return { rests, delayMs: (failures) => (rests(failures) ? options.restMs : options.delayMs) };
}

/** `baseMs`, doubling after each failure up to `maxMs`; never gives up. */
export function doublingBackoff(options: { baseMs: number; maxMs: number }): Backoff {
  return {
    rests: () => false,
    delayMs: (failures) => Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, failures - 1)),
  };
}

/** Analytics: 10 retries 1 s apart, then 20 s of rest (ARCHITECTURE, "Drafts and the outbox"). */
export const ANALYTICS_BACKOFF = restingBackoff({ retries: 10, delayMs: 1_000, restMs: 20_000 });
/** Uploads: 1 s, 2 s, 4 s ... 30 s, forever (README, "How nothing is lost"). */
export const UPLOAD_BACKOFF = doublingBackoff({ baseMs: 1_000, maxMs: 30_000 });

/** The wait before the next attempt: the schedule's, or longer when the server asked for longer. */
export function retryDelayMs(backoff: Backoff, failures: number, retryAfterMs: number | null): number {
  return Math.max(backoff.delayMs(failures), retryAfterMs ?? 0);
}

/** A Retry-After header (seconds, or an HTTP date) as ms from `now`; null when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1_000;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : null;
}
