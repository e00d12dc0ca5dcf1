/**
 * What the journeys share, in either engine (../engines/phone.ts): a phone per file, signing in
 * through the form or the API, and what the platform received (the sandbox's request log), for
 * "one press, one request".
 */
import { PRECACHE_REST_MESSAGE } from '@domain/service-worker-messages';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import type { DataEnvelope } from '@domain/contract/envelope';
import type { LoginResponse, OtpResponse } from '@domain/contract/sign-in';
import { SIGNED_IN_HINT_KEY } from '@domain/first-paint';
import { DATA_DB_NAME, SINGLE_KEY, type SessionRecord } from '@worker/db';
import { openPhone, type Phone } from '../engines/phone';
import { baseUrl, everyFileCachedInPage, SCREENSHOTS_WANTED } from '../support/browser';
import { hasSessionStoreInPage } from '../support/in-page-db';
import { expectOneRequest } from '../support/requests';
import { postToPlatform } from '../support/session';
import type { SeedState } from '@domain/contract/home';
import type { SandboxSms } from '@domain/contract/sandbox';
import { latestCode, uniquePhoneNumber } from '../support/sandbox';

/**
 * A fresh phone for each journey (its own storage and service worker), on the e2e server: no
 * journey depends on what another left in the browser.
 */
export function phonePerTest(): { readonly phone: Phone } {
  let phone: Phone | null = null;
  beforeEach(async () => {
    phone = await openPhone(baseUrl());
  });
  afterEach(async ({ task }) => {
    // What the phone showed when a journey failed, beside the other screenshots.
    if (phone && task.result?.state === 'fail')
      await shot(phone, `failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}`).catch(() => undefined);
    await phone?.close();
    phone = null;
  });
  return {
    get phone(): Phone {
      if (!phone) throw new Error('no phone yet');
      return phone;
    },
  };
}

/** A same-origin page that is not the app: no app worker writes while a journey does. */
const QUIET_PAGE = '/sandbox/clock';

/** Opens `path` in English (the app's language choice, kept on the device). */
export async function openInEnglish(phone: Phone, path = '/'): Promise<void> {
  await phone.goto(QUIET_PAGE);
  await phone.evaluate(() => localStorage.setItem('app.language', 'en'));
  await phone.goto(path);
}

/** Clears what an earlier journey left on the device (storage, the app's database's rows, the session). */
async function forgetDevice(phone: Phone): Promise<void> {
  await phone.goto(QUIET_PAGE);
  await phone.evaluate(async (dbName) => {
    localStorage.clear();
    sessionStorage.clear();
    if (!(await indexedDB.databases()).some((db) => db.name === dbName)) return;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stores = [...db.objectStoreNames];
    if (stores.length > 0) {
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(stores, 'readwrite');
        for (const store of stores) tx.objectStore(store).clear();
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    }
    db.close();
  }, DATA_DB_NAME);
}

/**
 * Signs `phoneNumber` in through the API (the form is the sign-in journey's), stores the session
 * as the app's worker would, and opens `landing` in English. Answers the bearer token.
 */
export async function signInThroughApi(phone: Phone, phoneNumber: string, landing: string, origin = baseUrl()): Promise<string> {
  const { otpToken } = await postToPlatform<OtpResponse>('/v1/otp', { countryCode: '+62', phoneNumber }, {}, origin);
  const inbox = await fetch(`${origin}/sandbox/sms?phone=${encodeURIComponent(`+62${phoneNumber}`)}`);
  const otp = ((await inbox.json()) as DataEnvelope<SandboxSms[]>).data[0]?.code ?? '';
  const login = await postToPlatform<LoginResponse>('/v2/login', { otp, otpToken, phoneNumber }, { 'x-user-locale': 'EN' }, origin);
  const record: SessionRecord = {
    key: SINGLE_KEY,
    bearerToken: login.bearerToken,
    csTrackingId: login.csTrackingId,
    phoneNumber,
    countryCode: '+62',
    segments: [],
  };
  await forgetDevice(phone);
  // The app creates its database (and its schema) on its first load.
  const hasSessionStore = () => phone.evaluate(hasSessionStoreInPage, DATA_DB_NAME);
  if (!(await hasSessionStore())) {
    await phone.goto('/');
    await expect.poll(() => hasSessionStore(), { timeout: 15_000 }).toBe(true);
    await phone.goto(QUIET_PAGE);
  }
  await phone.evaluate(
    async ({ dbName, session, hintKey }) => {
      localStorage.setItem('app.language', 'en');
      localStorage.setItem(hintKey, '1');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(dbName);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('session', 'readwrite');
        tx.objectStore('session').put(session);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { dbName: DATA_DB_NAME, session: record, hintKey: SIGNED_IN_HINT_KEY },
  );
  await phone.goto(landing);
  return login.bearerToken;
}

/** A fresh number seeded in a state (README "seeded states") on the platform at `origin`. */
export async function seededNumber(state: SeedState, origin = baseUrl()): Promise<string> {
  const phoneNumber = uniquePhoneNumber();
  await postToPlatform('/sandbox/users', { phone: `+62${phoneNumber}`, state }, {}, origin);
  return phoneNumber;
}

/** Signs in through the form, as a person: the number, "Send code", the code from the SMS inbox, "Verify". */
export async function signInThroughForm(phone: Phone, phoneNumber: string): Promise<void> {
  await forgetDevice(phone);
  await openInEnglish(phone, '/');
  await phone.type({ label: 'Mobile number' }, phoneNumber);
  await phone.press({ role: 'button', name: 'Send code' });
  await phone.waitFor({ role: 'heading', name: 'Enter the code' });
  await phone.type({ label: '6-digit code' }, await latestCode(phoneNumber));
  await phone.press({ role: 'button', name: 'Verify' });
  await phone.waitFor({ role: 'heading', name: 'Welcome' }, 20_000);
}

export { expectOneRequest, requestsSince } from '../support/requests';

/** On the repayment chooser: a type and a bank (their labels: the radios sit under them), then the button, once. */
export async function openVa(phone: Phone, type: string, bank: string, origin = baseUrl()): Promise<void> {
  await phone.waitFor({ css: 'form.repayment-form' }, 20_000);
  await phone.press({ css: `label[for="repayment-type-${type}"]` });
  await phone.press({ css: `label[for="repayment-bank-${bank}"]` });
  await expectOneRequest(
    'POST',
    /^\/sme\/v1\/submissions\/[^/]+\/catchup$/,
    () => phone.press({ css: 'form.repayment-form button[type="submit"]' }),
    origin,
  );
  await phone.waitFor({ css: '[data-va-state="ACTIVE"]' }, 20_000);
}

/** Waits until the service worker controls the page: the shell is precached and opens offline. */
export async function waitForServiceWorker(phone: Phone): Promise<void> {
  await phone.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await phone.evaluate(() => navigator.serviceWorker.controller !== null))) await phone.reload();
  await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  // Every file cached, the precache's second stage too (sw/precache-rest.ts): then every route opens offline.
  const precached = await phone.evaluate(everyFileCachedInPage, PRECACHE_REST_MESSAGE);
  expect(precached, 'the service worker cached every file').toBe(true);
}

/**
 * Waits until a page has its heading and, for up to 10 s, until no spinner is left in <main> (a
 * part of a page may still load by design: the steps after this find what they need or fail).
 */
export async function settled(phone: Phone): Promise<void> {
  await phone.waitFor({ css: 'main h1' }, 20_000);
  const deadline = Date.now() + 10_000;
  while ((await phone.isShown({ css: 'main .spinner' })) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Waits until the page is at `path` (pathname, or pathname and query with a pattern). */
export async function reached(phone: Phone, path: string | RegExp): Promise<void> {
  await expect
    .poll(
      async () => {
        const at = await phone.location().catch(() => '');
        return typeof path === 'string' ? at.split('?')[0] === path : path.test(at);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Saves what the phone shows (390 x 844) as tests/e2e/screenshots/<engine>-<name>.png, for a person to look at (E2E_SCREENSHOTS=1). */
export async function shot(phone: Phone, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  const dir = join(process.cwd(), 'tests', 'e2e', 'screenshots');
  await mkdir(dir, { recursive: true });
  await phone.screenshot(join(dir, `${phone.engine}-${name}.png`));
}
