/**
 * What the pay-later account-change tests (plans, migration) share: one platform for the file with
 * its clock on a fixed instant, and the change's contract signed as the user's browser does it.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { SigningInfo } from '@domain/contract/home';
import { type MoneyUser, setClock } from './money-support';
import { call, createTestPlatform, type TestPlatform } from './index';

export const SIGNING_INFO = '/pls/akhirbulan/loan-agreement/signing-info';

/**
 * The file's platform, made before its tests with the clock at `now` and closed after them. It is
 * answered at once (the tests' helpers are written against it) and reaches the platform made in
 * beforeAll; used before that, it throws.
 */
export function platformForFile(now: string): TestPlatform {
  let current: TestPlatform | null = null;
  beforeAll(async () => {
    current = await createTestPlatform();
    await setClock(current, now);
  });
  afterAll(async () => {
    await current?.dispose();
  });
  return new Proxy({} as TestPlatform, {
    get(_target, key) {
      if (!current) throw new Error('The platform is made in beforeAll: use it inside a test');
      return Reflect.get(current, key);
    },
  });
}

/** POST /privy/signed, as /signed does on its return from the provider. */
export function signed(platform: TestPlatform, user: MoneyUser) {
  return call(platform.app, 'POST', '/privy/signed', undefined, user.headers);
}

/** Signs the change waiting for a signature at the sandbox provider, whose page says `says`. */
export async function signAtProvider(platform: TestPlatform, user: MoneyUser, says: string): Promise<void> {
  const info = await call<SigningInfo>(platform.app, 'GET', SIGNING_INFO, undefined, user.headers);
  expect(info.data.is_signed).toBe(false);
  const page = await platform.app.request(info.data.url);
  expect(await page.text()).toContain(says);
  const response = await platform.app.request(info.data.url, {
    method: 'POST',
    body: new URLSearchParams({ agree: 'yes' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status).toBe(303);
}
