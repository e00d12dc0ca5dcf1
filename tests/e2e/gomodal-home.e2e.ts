import { describe, expect, it } from 'vitest';
import { GOMODAL_SEED_EXPECTATIONS, GOMODAL_SEED_STATES } from '@domain/contract/gomodal-sandbox';
import { APPLY_BLOCKER_ROUTES } from '@domain/gomodal/eligibility';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { expectNoDeadGomodalLinks, openAsMerchant } from './support/gomodal';
import { phonePagePerFile } from './support/phone-page';
import { pageShown } from './support/session';
import { switchLanguage } from './home-helpers';

// One context for the file: each state signs in through the API (the form has its own tests).
const device = phonePagePerFile('en-US', { serviceWorkers: 'block' });

/** Blockers whose merchant still sees the offer on the home (identity first). */
const OFFER_BLOCKERS = new Set(['KYC_REQUIRED', 'KYC_IN_REVIEW']);

/**
 * Pages already checked in Indonesian. Every state's screen is checked by axe in English; the
 * Indonesian text of a page is checked (and shot) once per page, the first state that reaches it.
 */
const checkedInIndonesian = new Set<string>();

describe('the merchant-loan home (/gomodal/home) of each seeded merchant', () => {
  for (const state of GOMODAL_SEED_STATES) {
    const { card, blocker } = GOMODAL_SEED_EXPECTATIONS[state];
    const shows = card ?? (blocker && !OFFER_BLOCKERS.has(blocker) ? APPLY_BLOCKER_ROUTES[blocker] : 'the offer');
    it(`${state}: ${shows}, checked by axe, every link leading somewhere`, async () => {
      const { page } = device;
      await openAsMerchant(page, state, '/gomodal/home');
      await pageShown(page);
      if (card) {
        expect(await page.locator('[data-card]').getAttribute('data-card')).toBe(card);
      } else if (blocker && !OFFER_BLOCKERS.has(blocker)) {
        await page.waitForURL((url) => `${url.pathname}${url.search}` === APPLY_BLOCKER_ROUTES[blocker]);
      } else {
        expect(await page.locator('.gomodal-limit__amount').innerText()).toMatch(/^Rp[\d.]+$/);
      }
      await pageShown(page);
      await screenshot(page, `gomodal-home-${state}-en`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const screen = new URL(page.url()).pathname;
      if (!checkedInIndonesian.has(screen)) {
        checkedInIndonesian.add(screen);
        await switchLanguage(page, 'id');
        await pageShown(page);
        await screenshot(page, `gomodal-home-${state}-id`);
        expect(await seriousAxeViolations(page)).toEqual([]);
      }

      await expectNoDeadGomodalLinks(page, `${page.url()} (${state})`);
    });
  }

  it("names the build's operator as customer service on /gomodal/contact, as the About page does", async () => {
    const { page } = device;
    await openAsMerchant(page, 'merchant-rejected', '/gomodal/contact');
    await pageShown(page);
    const contactHrefs = await page
      .locator('main a[href^="tel:"], main a[href^="mailto:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(contactHrefs).toHaveLength(2);
    await page.goto('/about');
    await pageShown(page);
    const aboutHrefs = await page
      .locator('a[href^="tel:"], a[href^="mailto:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of contactHrefs) expect(aboutHrefs).toContain(href);
  });
});
