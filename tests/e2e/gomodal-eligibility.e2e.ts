/**
 * Who may not apply reaches the page that says why: a non-owner, a blocked merchant (who can ask to
 * be told when eligible), a corporate and a foreigner, from the apply page; a merchant without a plan
 * sent from a step of the application to the ineligible screen (SME01), or to its own page when the
 * platform names why (a non-owner, a rejected application, an unpaid debt).
 */
import { describe, expect, it } from 'vitest';
import type { GomodalSeedState } from '@domain/contract/gomodal-sandbox';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { gomodalSandbox, openAsMerchant, seedMerchant, settled } from './support/gomodal';
import { signInThroughApi } from './support/session';
import { phonePagePerFile } from './support/phone-page';
import { switchLanguage } from './home-helpers';

const device = phonePagePerFile('en-US', { serviceWorkers: 'block' });

const CASES: [GomodalSeedState, string, string][] = [
  ['non-owner', '/gomodal/error/non-owner', 'Use the owner’s account'],
  ['blocked', '/gomodal/ineligible-screen?type=blocked', 'Your limit is blocked'],
  ['coming-soon-card', '/gomodal/ineligible-screen?type=corporate', 'Coming soon for companies'],
  ['foreigner', '/gomodal/ineligible-screen?type=foreigner', 'Upload your national ID first'],
];

describe('the merchants who may not apply', () => {
  for (const [state, route, heading] of CASES) {
    it(`${state} goes from /gomodal/apply to ${route}`, async () => {
      const { page } = device;
      await openAsMerchant(page, state, '/gomodal/apply');
      await page.waitForURL((url) => `${url.pathname}${url.search}` === route);
      await settled(page);
      expect(await page.locator('main h2').first().innerText()).toBe(heading);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      if (state === 'blocked') {
        await page.getByRole('button', { name: 'Tell me when I’m eligible' }).click();
        await page.getByText(/We will tell you when you become eligible/).waitFor();
      }
      await screenshot(page, `gomodal-ineligible-${state}-en`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await switchLanguage(page, 'id');
      await settled(page);
      await screenshot(page, `gomodal-ineligible-${state}-id`);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  it('a merchant without a plan is sent from the loan form to the ineligible screen (SME01)', async () => {
    const { page } = device;
    await openAsMerchant(page, 'cash-loan-card', '/gomodal/loan/apply');
    await page.waitForURL((url) => url.pathname === '/gomodal/ineligible-screen');
    await settled(page);
    expect(await page.locator('main h2').first().innerText()).toBe('Not available for your business yet');
    // A refused ask is said beside its button, from the catalogue (not the platform's English), until pressed again.
    await device.context.route('**/sme/v1/profile/eligibility-notification', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Slow down', errorKey: 'TOO_MANY_REQUESTS', cause: '' }] }),
      }),
    );
    const ask = page.getByRole('button', { name: 'Tell me when I’m eligible' });
    await ask.click();
    const refusal = page.locator('#gomodal-notify-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe('Too many requests. Please wait a moment and try again.');
    expect(await page.locator('.flash__text').count()).toBe(0);
    await screenshot(page, 'gomodal-notify-refused-en');
    await device.context.unrouteAll();
    await ask.click();
    await page.getByText(/We will tell you when you become eligible/).waitFor();
    expect(await refusal.count()).toBe(0);
    await screenshot(page, 'gomodal-ineligible-sme01-en');
  });

  // Document 3, section 6: each cause has its page, also when the merchant arrives by a deep link
  // into a step (the step's call answers SME01 and names the cause).
  const DEEP_LINKED: [GomodalSeedState, string, string][] = [
    ['non-owner', '/gomodal/error/non-owner', 'Use the owner’s account'],
    ['cde-rejected', '/gomodal/cde-rejected', 'Your application was not approved'],
    ['delinquent', '/gomodal/ineligible-screen?type=delinquent', 'Unpaid debt'],
  ];
  for (const [state, route, heading] of DEEP_LINKED) {
    it(`${state}, deep-linked into /gomodal/loan/apply, lands on ${route}`, async () => {
      const { page } = device;
      await openAsMerchant(page, state, '/gomodal/loan/apply');
      await page.waitForURL((url) => `${url.pathname}${url.search}` === route);
      await settled(page);
      expect(await page.locator('main h2').first().innerText()).toBe(heading);
    });
  }

  it('a paid-off loan offers a new one only when the merchant may apply, else says why not (loan completed but ineligible)', async () => {
    const { page } = device;
    await openAsMerchant(page, 'loan-completed', '/gomodal/loan/completed');
    await settled(page);
    await page.getByRole('link', { name: 'Go to Business Capital' }).waitFor();

    // The same paid-off loan, once the merchant's sales fall under the credit policy.
    const merchant = await seedMerchant('loan-completed');
    await gomodalSandbox('merchant', { phone: merchant.e164, flags: { creditPolicy: true } });
    await signInThroughApi(page, merchant.phone, '/gomodal/loan/completed');
    await settled(page);
    await page.getByText('A new loan is not available to your business right now.').waitFor();
    expect(await page.getByRole('link', { name: 'Go to Business Capital' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'See why' }).getAttribute('href')).toBe('/gomodal/ineligible-screen?type=credit-policy');
    await screenshot(page, 'gomodal-completed-ineligible-en');
    await switchLanguage(page, 'id');
    await settled(page);
    await page.getByText('Pinjaman baru belum tersedia untuk usaha Anda saat ini.').waitFor();
    await screenshot(page, 'gomodal-completed-ineligible-id');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
