import { describe, expect, it } from 'vitest';
import { GOMODAL_SEED_EXPECTATIONS, GOMODAL_SEED_STATES } from '@domain/contract/gomodal-sandbox';
import { APPLY_BLOCKER_ROUTES } from '@domain/gomodal/eligibility';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { expectNoDeadGomodalLinks, settled, signInMerchant } from './support/gomodal';
import { phonePagePerTest } from './support/phone-page';
import { switchLanguage } from './home-helpers';

const device = phonePagePerTest();

/** Blockers whose merchant still sees the offer on the home (identity first). */
const OFFER_BLOCKERS = new Set(['KYC_REQUIRED', 'KYC_IN_REVIEW']);

describe('the merchant-loan home (/gomodal/home) of each seeded merchant', () => {
  for (const state of GOMODAL_SEED_STATES) {
    const { card, blocker } = GOMODAL_SEED_EXPECTATIONS[state];
    const shows = card ?? (blocker && !OFFER_BLOCKERS.has(blocker) ? APPLY_BLOCKER_ROUTES[blocker] : 'the offer');
    it(`${state}: ${shows}, in both languages`, async () => {
      const { page } = device;
      await signInMerchant(page, state);
      await page.goto('/gomodal/home');
      await settled(page);
      if (card) {
        expect(await page.locator('[data-card]').getAttribute('data-card')).toBe(card);
      } else if (blocker && !OFFER_BLOCKERS.has(blocker)) {
        await page.waitForURL((url) => `${url.pathname}${url.search}` === APPLY_BLOCKER_ROUTES[blocker]);
      } else {
        expect(await page.locator('.gomodal-limit__amount').innerText()).toMatch(/^Rp[\d.]+$/);
      }
      await settled(page);
      await screenshot(page, `gomodal-home-${state}-en`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await switchLanguage(page, 'id');
      await settled(page);
      await screenshot(page, `gomodal-home-${state}-id`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await expectNoDeadGomodalLinks(page, `${page.url()} (${state})`);
    });
  }
});
