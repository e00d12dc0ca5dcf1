/** Helpers of the pay-later and cicilan page tests: seeded money users, the platform's API as the user and the sandbox bank (the pages' checks are in ./page-checks). */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { DataEnvelope } from '@domain/contract/envelope';
import type { SeedState, SeededUser } from '@domain/contract/home';
import type { BankPaymentResult, CheckoutResult } from '@domain/contract/money-sandbox';
import type { VirtualAccount } from '@domain/contract/lending-catchup';
import type { LoginResponse, OtpResponse } from '@domain/contract/sign-in';
import { baseUrl } from './browser';
import { latestCode, uniquePhoneNumber } from './sandbox';
import { signInThroughApi } from './session';

async function json<T>(path: string, init: RequestInit = {}, expected = 200): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${response.status} ${text}`);
  return (JSON.parse(text) as DataEnvelope<T>).data;
}

/** Seeds a fresh number in a state; answers the national number and the platform's time after seeding. */
export async function seedMoneyUser(state: SeedState): Promise<{ phone: string; now: string }> {
  const phone = uniquePhoneNumber();
  const seeded = await json<SeededUser>('/sandbox/users', { method: 'POST', body: JSON.stringify({ phone: `+62${phone}`, state }) }, 201);
  return { phone, now: seeded.now };
}

/** Seeds a user and signs in, in English, on the home (through the API: the form is proven by sign-in*.e2e.ts). */
export async function signInMoneyUser(page: Page, state: SeedState): Promise<string> {
  return openAsMoneyUser(page, state, '/');
}

/** Seeds a user, signs in through the API (not the form) and opens `path` in English (null: the caller opens the app). */
export async function openAsMoneyUser(page: Page, state: SeedState, path: string | null): Promise<string> {
  const { phone } = await seedMoneyUser(state);
  await signInThroughApi(page, phone, path);
  return phone;
}

/** The user's bearer token, from a sign-in of its own (the page's token never leaves its worker). */
export async function apiToken(phone: string): Promise<string> {
  const { otpToken } = await json<OtpResponse>('/v1/otp', {
    method: 'POST',
    body: JSON.stringify({ countryCode: '+62', phoneNumber: phone }),
  });
  const code = await latestCode(phone);
  const login = await json<LoginResponse>('/v2/login', {
    method: 'POST',
    headers: { 'x-user-locale': 'EN' },
    body: JSON.stringify({ otp: code, otpToken, phoneNumber: phone }),
  });
  return login.bearerToken;
}

export function asUser<T>(token: string, path: string, init: RequestInit = {}, expected = 200): Promise<T> {
  return json<T>(path, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } }, expected);
}

export function buy(
  phone: string,
  amount: number,
  options: { product?: 'paylater' | 'cicilan'; tenor?: number; merchant?: string } = {},
): Promise<CheckoutResult> {
  return json<CheckoutResult>(
    '/sandbox/checkout',
    {
      method: 'POST',
      body: JSON.stringify({
        phone: `+62${phone}`,
        merchant: options.merchant ?? 'Tokopedia',
        amount,
        product: options.product ?? 'paylater',
        tenor: options.tenor ?? 1,
      }),
    },
    201,
  );
}

/** Opens a VA of the type for the scope (PARTIAL: `amount`) and has the sandbox bank pay it in full. */
export async function repayByVa(token: string, scopeId: string, catchupType: string, amount?: string): Promise<BankPaymentResult> {
  const va = await asUser<VirtualAccount>(
    token,
    `/sme/v1/submissions/${encodeURIComponent(scopeId)}/catchup`,
    { method: 'POST', body: JSON.stringify({ catchupType, bankName: 'BCA', ...(amount ? { amount } : {}) }) },
    201,
  );
  return json<BankPaymentResult>('/sandbox/bank/payments', {
    method: 'POST',
    body: JSON.stringify({ vaNumber: va.vaNumber, amount: va.amount, noticeId: randomUUID() }),
  });
}

/** Moves the platform's clock forward to 10:00 WIB tomorrow when a VA could not be opened now (20:15 onwards). */
export async function clockInVaWindow(): Promise<void> {
  const { now } = await json<{ now: string }>('/sandbox/clock');
  const jakarta = new Date(Date.parse(now) + 7 * 3_600_000);
  if (jakarta.getUTCHours() < 20) return;
  const tomorrow = Date.UTC(jakarta.getUTCFullYear(), jakarta.getUTCMonth(), jakarta.getUTCDate() + 1, 3, 0);
  await json('/sandbox/clock', { method: 'POST', body: JSON.stringify({ now: new Date(tomorrow).toISOString() }) });
}
