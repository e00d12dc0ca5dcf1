/**
 * Signing in without the form, for tests about what comes after it: the code is read from the
 * sandbox SMS inbox and redeemed through the API, and the session the app would have stored is
 * written into the app's own database. The form itself is proven by sign-in*.e2e.ts; this saves
 * each seeded state the form's round trips (and lets a file keep one context, so the service
 * worker precaches the app once per file instead of once per test).
 */
import type { Page } from 'playwright-core';
import type { DataEnvelope } from '@domain/contract/envelope';
import { SIGNED_IN_HINT_KEY } from '@domain/first-paint';
import type { LoginResponse, OtpResponse } from '@domain/contract/sign-in';
import { DATA_DB_NAME, SINGLE_KEY, type SessionRecord } from '@worker/db';
import { baseUrl } from './browser';
import { hasSessionStoreInPage } from './in-page-db';
import { latestCode } from './sandbox';

/** POSTs to the platform at `origin` (the e2e server by default) and answers the envelope's data. */
export async function postToPlatform<T>(path: string, body: unknown, headers: Record<string, string> = {}, origin = baseUrl()): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${text}`);
  return (JSON.parse(text) as DataEnvelope<T>).data;
}

/** A same-origin page that is not the app (the platform answers it): no app worker writes while the test does. */
const QUIET_PAGE = '/sandbox/clock';

/** Whether the app's database exists with its session store (the app creates it on its first load). */
function hasAppDatabase(page: Page): Promise<boolean> {
  return page.evaluate(hasSessionStoreInPage, DATA_DB_NAME);
}

/**
 * Signs `phone` (national number, +62) in as the form would (the platform's /v1/otp and /v2/login,
 * in the given language), then opens `landing` in that language (null: the caller opens the app). What the page held before (an
 * earlier user's session, drafts, bills, language) is cleared first, as a fresh context would have it.
 * Answers the platform's login (its bearer token lets a test ask the platform what it holds).
 */
export async function signInThroughApi(
  page: Page,
  phone: string,
  landing: string | null = '/',
  language: 'en' | 'id' = 'en',
): Promise<LoginResponse> {
  const { otpToken } = await postToPlatform<OtpResponse>('/v1/otp', { countryCode: '+62', phoneNumber: phone });
  const otp = await latestCode(phone);
  const login = await postToPlatform<LoginResponse>(
    '/v2/login',
    { otp, otpToken, phoneNumber: phone },
    { 'x-user-locale': language.toUpperCase() },
  );
  const record: SessionRecord = {
    key: SINGLE_KEY,
    bearerToken: login.bearerToken,
    csTrackingId: login.csTrackingId,
    phoneNumber: phone,
    countryCode: '+62',
    segments: [],
  };

  await page.goto(QUIET_PAGE);
  if (!(await hasAppDatabase(page))) {
    await page.goto('/');
    const deadline = Date.now() + 15_000;
    while (!(await hasAppDatabase(page))) {
      if (Date.now() > deadline) throw new Error(`The app never created its database (${DATA_DB_NAME})`);
      await page.waitForTimeout(50);
    }
    await page.goto(QUIET_PAGE);
  }
  await page.context().clearCookies();
  await page.evaluate(
    async ({ dbName, session, value, hintKey }) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('app.language', value);
      // What a sign-in leaves (src/state/signed-in-hint.ts): the first paint is the app's frame, not the sign-in form.
      localStorage.setItem(hintKey, '1');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(dbName);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        const stores = [...db.objectStoreNames];
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction(stores, 'readwrite');
          for (const store of stores) tx.objectStore(store).clear();
          tx.objectStore('session').put(session);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      } finally {
        db.close();
      }
    },
    { dbName: DATA_DB_NAME, session: record, value: language, hintKey: SIGNED_IN_HINT_KEY },
  );
  if (landing !== null) await page.goto(landing);
  return login;
}

/** GET `path` of the platform as the signed-in user (`token` from signInThroughApi): its data, or null on a 404. */
export async function platformGet<T>(token: string, path: string, headers: Record<string, string> = {}): Promise<T | null> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}`, ...headers } });
  if (response.status === 404) return null;
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status} ${text}`);
  return (JSON.parse(text) as DataEnvelope<T>).data;
}

/**
 * Waits for what the user sees once a page has arrived: its heading, the title that follows it
 * ("heading · product", or the heading alone on a product's home) and no spinner left in <main>.
 * Faster than waiting for the network to idle; a page that never matches falls back to that.
 */
export async function pageShown(page: Page, timeout = 10_000): Promise<void> {
  if (await titledPageShown(page, timeout)) return;
  console.warn(`pageShown: ${page.url()} never matched its title; waiting for the network instead`);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Whether, within `timeout`, <main> shows a heading, the title follows it ("heading · product", or
 * the heading alone on a product's home) and no spinner is left: what the user sees once a page has arrived.
 */
export function titledPageShown(page: Page, timeout: number): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const text = document.querySelector('main h1')?.textContent?.trim();
        const titled = document.title.startsWith(`${text} · `) || document.title === text;
        return Boolean(text) && titled && document.querySelector('main .spinner') === null;
      },
      undefined,
      { timeout },
    )
    .then(() => true)
    .catch(() => false);
}
