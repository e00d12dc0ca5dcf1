/** Helpers of the pay-later and cicilan page tests: seeded money users, the platform's API as the user, the sandbox bank, and the links check. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { DataEnvelope } from '@domain/contract/envelope';
import { isPlatformPath } from '@domain/contract/http';
import type { SeedState, SeededUser } from '@domain/contract/home';
import type { BankPaymentResult, CheckoutResult } from '@domain/contract/money-sandbox';
import type { VirtualAccount } from '@domain/contract/lending-catchup';
import type { LoginResponse, OtpResponse } from '@domain/contract/sign-in';
import { switchLanguage } from '../home-helpers';
import { seriousAxeViolations } from './axe';
import { baseUrl, screenshot } from './browser';
import { latestCode, uniquePhoneNumber } from './sandbox';
import { openInApp } from './in-app';
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

/** The app's own links on the page (in <main>): path and query. */
export async function appLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')))];
}

/**
 * Opens every app link of the page and fails on any that lands on the not-found page; a link to a
 * page the platform serves itself (the sandbox merchants' checkout) must answer 200.
 */
export async function expectNoDeadLinks(page: Page, from: string): Promise<string[]> {
  // One link per route shape: twenty orders or receipts of a list lead to the same page.
  const shapes = new Map<string, string>();
  for (const href of await appLinks(page)) {
    const shape = href.replace(/\/(orders|receipts)\/[^/?]+/, '/$1/:id');
    if (!shapes.has(shape)) shapes.set(shape, href);
  }
  const links = [...shapes.values()];
  for (const href of links) {
    if (isPlatformPath(new URL(href, baseUrl()).pathname)) {
      expect((await fetch(`${baseUrl()}${href}`)).status, `${from} → ${href}`).toBe(200);
      continue;
    }
    await expectFound(page, href, `${from} → ${href}`);
  }
  return links;
}

/**
 * Opens an app path as its link does (inside the running app; where it leads on to another page,
 * that page) and fails if it lands on the not-found page.
 */
async function expectFound(page: Page, href: string, what: string): Promise<void> {
  // Waits for lazy pages to replace the guard's spinner before the heading is read.
  await openInApp(page, href, { redirects: true });
  const heading = await page.locator('main h1').first().innerText();
  expect(heading, what).not.toMatch(/^(Page not found|Halaman tidak ditemukan|Gak ketemu halamannya, nih)$/);
}

/** The pay-later, cicilan and repayment pages: where the crawl goes on from. */
const MONEY_PAGE = /^\/(gopaylater|paylater|cicilan)(\/|$|\?)/;

/**
 * Follows the app's links from `start` page after page (breadth first, each path once, at most
 * `limit` pages), failing on any that lands on the not-found page; links to the platform's own
 * pages (the merchants' checkout) must answer 200. Links out of the money pages (the platform
 * home, KYC) are opened but not followed further. Answers the paths opened.
 */
export async function crawlForDeadLinks(page: Page, start: string, limit = 30): Promise<string[]> {
  const opened: string[] = [];
  const queue: { href: string; from: string }[] = [{ href: start, from: 'start' }];
  const seen = new Set([start]);
  while (queue.length > 0 && opened.length < limit) {
    const { href, from } = queue.shift()!;
    if (isPlatformPath(new URL(href, baseUrl()).pathname)) {
      expect((await fetch(`${baseUrl()}${href}`)).status, `${from} → ${href}`).toBe(200);
      continue;
    }
    await expectFound(page, href, `${from} → ${href}`);
    opened.push(href);
    if (!MONEY_PAGE.test(href)) continue;
    for (const link of await appLinks(page)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push({ href: link, from: href });
    }
  }
  return opened;
}

/** The page's path and query, as a link would name it. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Shots in English, then the same page in Indonesian, each checked with axe; back to English after. */
export async function shootBothLanguages(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  await screenshot(page, `${name}-en`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await switchLanguage(page, 'id');
  await ready();
  await screenshot(page, `${name}-id`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await switchLanguage(page, 'en');
  await ready();
}
