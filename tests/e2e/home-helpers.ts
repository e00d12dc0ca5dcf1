/** Helpers of the home and signing browser tests: seeded users and the card under test. */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { SeedState } from '@domain/contract/home';
import { baseUrl } from './support/browser';
import { storedRecords } from './support/indexeddb';
import { uniquePhoneNumber } from './support/sandbox';
import { signInThroughApi } from './support/session';
import { openInEnglish, signIn } from './support/sign-in';

/** Seeds a fresh number in a state through the sandbox call; answers the national number. */
export async function seedUser(state: SeedState): Promise<string> {
  const phone = uniquePhoneNumber();
  const response = await fetch(`${baseUrl()}/sandbox/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: `+62${phone}`, state }),
  });
  if (response.status !== 201) throw new Error(`seed ${state}: HTTP ${response.status} ${await response.text()}`);
  return phone;
}

/**
 * Seeds a user and signs in, in English, landing on `entry`. A partner entry (`source=`) goes
 * through the form, since the partner's source info is taken from the page the user arrives on; any
 * other sign-in goes through the API (support/session: the form is proven by sign-in*.e2e.ts).
 */
export async function signInSeeded(page: Page, state: SeedState, entry = '/'): Promise<string> {
  const phone = await seedUser(state);
  if (!entry.includes('source=')) {
    await signInThroughApi(page, phone, entry, 'en');
    return phone;
  }
  await openInEnglish(page, entry);
  // The worker stores the partner's source info a moment after the page shows; wait for it.
  await expect.poll(async () => (await storedRecords(page, 'sourceInfo')).length, { timeout: 10_000 }).toBe(1);
  await signIn(page, phone);
  return phone;
}

export function productCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** Waits until the cards have their statuses (the list stops being busy). */
export async function waitForCards(page: Page): Promise<void> {
  const list = page.getByRole('region', { name: 'Your products' });
  await list.waitFor();
  await expect.poll(async () => list.getAttribute('aria-busy'), { timeout: 10_000 }).toBeNull();
}

export async function switchLanguage(page: Page, language: 'en' | 'id'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('app.language', value), language);
  await page.reload();
}
