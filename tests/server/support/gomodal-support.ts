/** Helpers of the merchant-loan tests: seeded merchants signed in, the sandbox's calls. */
import { expect } from 'vitest';
import type { GomodalSeedState, GomodalSeeded } from '@domain/contract/gomodal-sandbox';
import { type Answer, bearer, call, signIn, type TestPlatform, uniquePhone } from './index';

export interface Merchant {
  phone: string;
  signInPhone: ReturnType<typeof uniquePhone>;
  headers: Record<string, string>;
  userId: string;
  submissionId: string | null;
}

export async function seededMerchant(platform: TestPlatform, state: GomodalSeedState): Promise<Merchant> {
  const phone = uniquePhone();
  const seeded = await call<GomodalSeeded>(platform.app, 'POST', '/sandbox/gomodal/seed', { phone: phone.e164, state });
  expect(seeded.status, JSON.stringify(seeded.errors)).toBe(201);
  const session = await signIn(platform.app, phone);
  return {
    phone: phone.e164,
    signInPhone: phone,
    headers: bearer(session.bearerToken),
    userId: seeded.data.userId,
    submissionId: seeded.data.submissionId,
  };
}

/** A call as the merchant; a session the moved clock has ended (30 days) is started again, as the app would. */
export async function as<T>(platform: TestPlatform, merchant: Merchant, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const answer = await call<T>(platform.app, method, path, body, merchant.headers);
  if (answer.status !== 401) return answer;
  merchant.headers = bearer((await signIn(platform.app, merchant.signInPhone)).bearerToken);
  return call<T>(platform.app, method, path, body, merchant.headers);
}

export async function sandbox<T>(platform: TestPlatform, path: string, body: unknown): Promise<Answer<T>> {
  return call<T>(platform.app, 'POST', `/sandbox/gomodal/${path}`, body);
}

export const codes = (answer: { errors: { code: string; cause: string }[] }): string[] =>
  answer.errors.map((item) => `${item.code}:${item.cause}`);
