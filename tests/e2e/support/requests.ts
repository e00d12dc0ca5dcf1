/** The platform's log of the calls it received (GET /sandbox/requests): one press, one request. */
import { expect } from 'vitest';
import type { DataEnvelope } from '@domain/contract/envelope';
import { baseUrl } from './browser';

interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  at: string;
}

/** The platform calls received since `since` (ISO), to `path` (a string or a pattern). */
export async function requestsSince(since: string, method: string, path: string | RegExp, origin = baseUrl()): Promise<LoggedRequest[]> {
  const response = await fetch(`${origin}/sandbox/requests?method=${method}&since=${encodeURIComponent(since)}`);
  const all = ((await response.json()) as DataEnvelope<LoggedRequest[]>).data;
  return all.filter((request) => (typeof path === 'string' ? request.path === path : path.test(request.path)));
}

/**
 * Runs a press and asserts the platform received exactly one `method path` for it: one press, one
 * request, in every engine (issue 42). Waits a moment after `done` for a late duplicate.
 */
export async function expectOneRequest(
  method: string,
  path: string | RegExp,
  press: () => Promise<void>,
  origin = baseUrl(),
): Promise<void> {
  const since = new Date().toISOString();
  await press();
  await expect.poll(async () => (await requestsSince(since, method, path, origin)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const received = await requestsSince(since, method, path, origin);
  expect(received.map((request) => `${request.method} ${request.path}`)).toHaveLength(1);
}
