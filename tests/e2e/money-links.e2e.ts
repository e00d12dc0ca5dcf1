/**
 * No link leads to the not-found page, followed page after page from the product homes of the
 * seeded states with the most to link to: unpaid lines, late fees, refunds, orders, receipts of each
 * kind, and the repayment pages they lead to (the homes' own links of every seeded state are
 * followed by paylater-home and cicilan-home).
 */
import { describe, expect, it } from 'vitest';
import type { SeedState } from '@domain/contract/home';
import { openAsMoneyUser } from './support/money-pages';
import { crawlForDeadLinks, expectNoDeadLinks } from './support/page-checks';
import { phonePagePerFile } from './support/phone-page';

// One context for the file: each state signs in through the API (the form has its own tests).
const device = phonePagePerFile('en-US', { serviceWorkers: 'block' });

const CRAWLS: { state: SeedState; home: string; reaches: RegExp[] }[] = [
  {
    state: 'paylater-overdue',
    home: '/gopaylater/ab',
    reaches: [
      /^\/paylater\/repayment$/,
      /^\/paylater\/unpaid$/,
      /^\/paylater\/history$/,
      /^\/paylater\/receipts\/LF-/,
      /^\/paylater\/receipts\//,
    ],
  },
  { state: 'paylater-refund-pending', home: '/paylater/history', reaches: [/^\/paylater\/receipts\//, /^\/gopaylater\/ab$/] },
  {
    state: 'cicilan-with-orders',
    home: '/gopaylater/cicilan',
    reaches: [/^\/cicilan\/repayment$/, /^\/cicilan\/unpaid$/, /^\/cicilan\/history$/, /^\/cicilan\/orders\//, /^\/cicilan\/receipts\//],
  },
  { state: 'cicilan-early-repayable', home: '/cicilan/history', reaches: [/^\/cicilan\/orders\//, /^\/cicilan\/repayment\?order=/] },
];

describe('every link followed from the product pages', () => {
  for (const { state, home, reaches } of CRAWLS) {
    it(`${state}: from ${home}, no page reached is the not-found page`, { timeout: 150_000 }, async () => {
      const { page } = device;
      // The crawl opens the app at its start page.
      await openAsMoneyUser(page, state, null);
      const opened = await crawlForDeadLinks(page, home, 20);
      for (const shape of reaches)
        expect(
          opened.some((path) => shape.test(path)),
          `${shape} among ${opened.join(', ')}`,
        ).toBe(true);
    });
  }
});

/** Seeded states whose cicilan home is not in cicilan-home's list (cicilan not reached yet): its entry and links. */
const BEFORE_CICILAN: SeedState[] = ['new', 'kyc-submitted', 'kyc-approved', 'paylater-rejected', 'paylater-ineligible', 'merchant-owner'];

describe('the cicilan home before pay-later is active', () => {
  for (const state of BEFORE_CICILAN) {
    it(`${state}: the step shown leads somewhere`, async () => {
      const { page } = device;
      await openAsMoneyUser(page, state, '/gopaylater/cicilan');
      await page.locator('.entry-card[data-step]').waitFor();
      expect(await expectNoDeadLinks(page, `/gopaylater/cicilan (${state})`)).not.toEqual([]);
    });
  }
});
