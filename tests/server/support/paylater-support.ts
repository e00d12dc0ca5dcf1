/** What the pay-later account-change tests (plans, migration) share: the change's contract signed as the user's browser does it. */
import { expect } from 'vitest';
import type { SigningInfo } from '@domain/contract/home';
import type { MoneyUser } from './money-support';
import { call, type TestPlatform } from './index';

export const SIGNING_INFO = '/pls/akhirbulan/loan-agreement/signing-info';

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
