/** Helpers of the merchant-loan page tests: seeded merchants signed in, the loan sandbox's calls. */
import type { Page } from 'playwright-core';
import type { DataEnvelope } from '@domain/contract/envelope';
import type { GomodalDecision, GomodalSeedState, GomodalSeeded } from '@domain/contract/gomodal-sandbox';
import { baseUrl } from './browser';
import { uniquePhoneNumber } from './sandbox';
import { pageShown, signInThroughApi } from './session';

export async function gomodalSandbox<T>(path: string, body: unknown, expected = 200): Promise<T> {
  const response = await fetch(`${baseUrl()}/sandbox/gomodal/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`POST /sandbox/gomodal/${path}: HTTP ${response.status} ${text}`);
  return (JSON.parse(text) as DataEnvelope<T>).data;
}

export interface SeededMerchant {
  /** National number, as typed on the sign-in page. */
  phone: string;
  e164: string;
  submissionId: string | null;
}

export async function seedMerchant(state: GomodalSeedState): Promise<SeededMerchant> {
  const phone = uniquePhoneNumber();
  const e164 = `+62${phone}`;
  const seeded = await gomodalSandbox<GomodalSeeded>('seed', { phone: e164, state }, 201);
  return { phone, e164, submissionId: seeded.submissionId };
}

/** Seeds a merchant in a state and signs in (through the API; the form is proven by sign-in*.e2e.ts), on the home in English. */
export async function signInMerchant(page: Page, state: GomodalSeedState): Promise<SeededMerchant> {
  const merchant = await seedMerchant(state);
  await signInThroughApi(page, merchant.phone, '/', 'en');
  return merchant;
}

/** Seeds a merchant in a state, signs in through the API (not the form) and opens `path` in English. */
export async function openAsMerchant(page: Page, state: GomodalSeedState, path: string): Promise<SeededMerchant> {
  const merchant = await seedMerchant(state);
  await signInThroughApi(page, merchant.phone, path);
  return merchant;
}

export function decide(merchant: SeededMerchant, decision: GomodalDecision): Promise<unknown> {
  return gomodalSandbox('decision', { phone: merchant.e164, decision });
}

export function advanceDays(days: number): Promise<unknown> {
  return gomodalSandbox('advance', { days });
}

/** Waits until a merchant-loan page has replaced the guard's spinner (its h1 and what it loaded). */
export async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('main .spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/** The personal cash-loan redirect: it leaves the app for the cash-loan site (the sandbox's page). */
export const CASH_LOAN_LINK = '/cashloan';

/** The links this test file has opened already. */
const linksFollowed = new Set<string>();

/**
 * Opens every app link of the page (one per path) and fails on any that lands on the not-found page;
 * /cashloan must reach the cash-loan site.
 */
export async function expectNoDeadGomodalLinks(page: Page, from: string): Promise<void> {
  const hrefs = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  // Whether a path is a page does not depend on whose screen links it: each is opened once per file.
  const links = [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//') && !linksFollowed.has(href)))];
  for (const href of links) {
    linksFollowed.add(href);
    await page.goto(href);
    if (href === CASH_LOAN_LINK) {
      await page.waitForURL((url) => url.pathname === '/sandbox/cash-loan');
      continue;
    }
    await pageShown(page);
    const heading = await page.locator('main h1').first().innerText();
    if (/^(Page not found|Halaman tidak ditemukan|Gak ketemu halamannya, nih)$/.test(heading))
      throw new Error(`${from} → ${href}: not found`);
  }
}
