import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_BACKOFF,
  UPLOAD_BACKOFF,
  failureVerdict,
  parseRetryAfter,
  retryDelayMs,
  type FailureVerdict,
} from '@worker/queue/retry-policy';

describe('the queues\u2019 retry policy', () => {
  const verdicts: [status: number, what: string, verdict: FailureVerdict][] = [
    [0, 'no answer (offline, dropped, timed out)', 'retry'],
    [200, 'an answer that is not the envelope (captive portal)', 'retry'],
    [302, 'a redirect', 'retry'],
    [400, 'a bad request', 'final'],
    [401, 'no session', 'final'],
    [403, 'refused', 'final'],
    [404, 'not found', 'final'],
    [408, 'request timeout', 'retry'],
    [413, 'too large', 'final'],
    [415, 'wrong type', 'final'],
    [422, 'invalid', 'final'],
    [423, 'locked by another sender', 'retry'],
    [429, 'too many requests', 'retry'],
    [499, 'the last 4xx', 'final'],
    [500, 'server error', 'retry'],
    [502, 'bad gateway', 'retry'],
    [503, 'unavailable', 'retry'],
    [504, 'gateway timeout', 'retry'],
  ];
  it.each(verdicts)('%i (%s): %s', (status, _what, verdict) => {
    expect(failureVerdict(status)).toBe(verdict);
  });

  it.each([
    [1, 1_000],
    [5, 1_000],
    [10, 1_000],
    [11, 20_000], // the rest after ten retries
    [12, 1_000], // the count starts over
    [21, 1_000],
    [22, 20_000],
  ])('analytics: after failure %i it waits %i ms', (failures, delay) => {
    expect(ANALYTICS_BACKOFF.delayMs(failures)).toBe(delay);
    expect(ANALYTICS_BACKOFF.rests(failures)).toBe(delay === 20_000);
  });

  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [4, 8_000],
    [5, 16_000],
    [6, 30_000],
    [7, 30_000],
    [1_000, 30_000], // forever, and never Infinity
  ])('uploads: after failure %i it waits %i ms', (failures, delay) => {
    expect(UPLOAD_BACKOFF.delayMs(failures)).toBe(delay);
    expect(UPLOAD_BACKOFF.rests(failures)).toBe(false);
  });

  it('a Retry-After longer than the schedule wins; a shorter one does not shorten it', () => {
    expect(retryDelayMs(UPLOAD_BACKOFF, 1, 120_000)).toBe(120_000);
    expect(retryDelayMs(UPLOAD_BACKOFF, 6, 5_000)).toBe(30_000);
    expect(retryDelayMs(ANALYTICS_BACKOFF, 3, null)).toBe(1_000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.UTC(2026, 10, 22, 8, 0, 0);
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(parseRetryAfter(new Date(now - 90_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
