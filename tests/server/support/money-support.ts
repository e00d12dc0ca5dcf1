/** Helpers of the money tests (pay-later, cicilan, repayment, ledger): seeded users, the clock, checkout and the bank. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SeedState, SeededUser } from '@domain/contract/home';
import type { BankPaymentResult, CheckoutResult, SandboxLedger } from '@domain/contract/money-sandbox';
import type { VirtualAccount } from '@domain/contract/lending-catchup';
import { type Answer, bearer, call, signIn, type TestPlatform, uniquePhone } from './index';

export interface MoneyUser {
  phone: string;
  /** The number as signIn takes it. */
  signInPhone: ReturnType<typeof uniquePhone>;
  headers: Record<string, string>;
  userId: string;
}

/** Sets the platform's clock to an instant (Jakarta time when written with +07:00). */
export async function setClock(platform: TestPlatform, instant: string): Promise<void> {
  const answer = await call(platform.app, 'POST', '/sandbox/clock', { now: new Date(instant).toISOString() });
  expect(answer.status).toBe(200);
}

export async function moveClock(platform: TestPlatform, ms: number): Promise<void> {
  await setClock(platform, new Date(platform.clock.now().getTime() + ms).toISOString());
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A fresh number seeded in a state, signed in. */
export async function seededUser(platform: TestPlatform, state: SeedState): Promise<MoneyUser> {
  const phone = uniquePhone();
  const seeded = await call<SeededUser>(platform.app, 'POST', '/sandbox/users', { phone: phone.e164, state });
  expect(seeded.status, JSON.stringify(seeded.errors)).toBe(201);
  const session = await signIn(platform.app, phone);
  return { phone: phone.e164, signInPhone: phone, headers: bearer(session.bearerToken), userId: seeded.data.userId };
}

export async function buy(
  platform: TestPlatform,
  user: MoneyUser,
  amount: number,
  options: { product?: 'paylater' | 'cicilan'; tenor?: number; merchant?: string } = {},
): Promise<CheckoutResult> {
  const answer = await call<CheckoutResult>(platform.app, 'POST', '/sandbox/checkout', {
    phone: user.phone,
    merchant: options.merchant ?? 'Tokopedia',
    amount,
    product: options.product ?? 'paylater',
    ...(options.tenor ? { tenor: options.tenor } : {}),
  });
  expect(answer.status, JSON.stringify(answer.errors)).toBe(201);
  return answer.data;
}

/**
 * A GET as the user. Sessions last 30 days on the clock and these tests walk months, so an expired
 * session is renewed by signing in again (the session rules have their own tests).
 */
export async function get<T>(platform: TestPlatform, user: MoneyUser, path: string): Promise<Answer<T>> {
  const answer = await call<T>(platform.app, 'GET', path, undefined, user.headers);
  if (answer.status !== 401) return answer;
  user.headers = bearer((await signIn(platform.app, user.signInPhone)).bearerToken);
  return call<T>(platform.app, 'GET', path, undefined, user.headers);
}

export async function openVa(
  platform: TestPlatform,
  user: MoneyUser,
  scopeId: string,
  body: { catchupType: string; bankName?: string; amount?: string },
): Promise<Answer<VirtualAccount>> {
  const path = `/sme/v1/submissions/${encodeURIComponent(scopeId)}/catchup`;
  const answer = await call<VirtualAccount>(platform.app, 'POST', path, { bankName: 'BCA', ...body }, user.headers);
  if (answer.status !== 401) return answer;
  user.headers = bearer((await signIn(platform.app, user.signInPhone)).bearerToken);
  return call<VirtualAccount>(platform.app, 'POST', path, { bankName: 'BCA', ...body }, user.headers);
}

export function bankNotice(
  platform: TestPlatform,
  va: { vaNumber: string; amount: number },
  options: { noticeId?: string; outcome?: 'SETTLED' | 'PENDING' | 'DENIED'; amount?: number } = {},
): Promise<Answer<BankPaymentResult>> {
  return call<BankPaymentResult>(platform.app, 'POST', '/sandbox/bank/payments', {
    vaNumber: va.vaNumber,
    amount: options.amount ?? va.amount,
    noticeId: options.noticeId ?? randomUUID(),
    ...(options.outcome ? { outcome: options.outcome } : {}),
  });
}

/** Opens a VA of the type and pays it in full at the bank. */
export async function repay(
  platform: TestPlatform,
  user: MoneyUser,
  scopeId: string,
  catchupType: string,
  amount?: string,
): Promise<BankPaymentResult> {
  const va = await openVa(platform, user, scopeId, { catchupType, ...(amount ? { amount } : {}) });
  expect(va.status, JSON.stringify(va.errors)).toBe(201);
  const paid = await bankNotice(platform, va.data);
  expect(paid.status, JSON.stringify(paid.errors)).toBe(200);
  return paid.data;
}

export async function ledgerOf(platform: TestPlatform, user: MoneyUser, product: 'paylater' | 'cicilan'): Promise<SandboxLedger> {
  const answer = await call<SandboxLedger>(
    platform.app,
    'GET',
    `/sandbox/ledger?phone=${encodeURIComponent(user.phone)}&product=${product}`,
  );
  expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
  return answer.data;
}
