import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SeedState } from '@domain/contract/home';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { expectNoDeadLinks, openAsMoneyUser } from './support/money-pages';
import { phonePagePerFile } from './support/phone-page';
import { switchLanguage } from './home-helpers';

// One context for the file: each state signs in through the API (the form has its own tests).
const device = phonePagePerFile();

/** What /gopaylater/cicilan shows: the activated home's status, or the step before activation. */
type Shown = { status: string; text?: RegExp } | { step: string; link?: string };

const STATES: [SeedState, Shown][] = [
  ['paylater-activated', { step: 'apply', link: '/cicilan/apply' }],
  ['cicilan-approved', { step: 'sign-contract', link: '/privy/intro?product=cicilan' }],
  ['cicilan-activated', { status: 'ACTIVATED', text: /How Cicilan works/ }],
  ['cicilan-new-order', { status: 'ACTIVE_NODUES', text: /All instalments left/ }],
  ['cicilan-with-orders', { status: 'ACTIVE_WITHDUES', text: /Amount due/ }],
  ['cicilan-paid', { status: 'ACTIVE_PAID' }],
  ['cicilan-in-grace', { status: 'OVERDUE', text: /Grace period ends/ }],
  ['cicilan-overdue', { status: 'OVERDUE_LATEFEE', text: /Late fees so far/ }],
  ['cicilan-early-repayable', { status: 'ACTIVE_WITHDUES', text: /Paying off today saves Rp[\d.]+/ }],
  ['cicilan-limit-reached', { status: 'LIMIT_REACHED' }],
  ['cicilan-limit-reached-nodues', { status: 'LIMIT_REACHED_NODUES' }],
  ['cicilan-closing-open', { status: 'ACTIVATED' }],
];

/** Waits for the home's status or step (the page was opened or reloaded). */
async function homeShown(page: Page): Promise<void> {
  await page.locator('.dashboard[data-status], .entry-card[data-step]').first().waitFor();
}

/**
 * Screens (status or step) already checked in Indonesian. Every state's screen is checked by axe in
 * English; the Indonesian text of a screen is checked (and shot) once, the first state that shows it.
 */
const checkedInIndonesian = new Set<string>();

describe('the cicilan home (/gopaylater/cicilan) of each seeded state', () => {
  for (const [state, shown] of STATES) {
    it(`${state}: ${'status' in shown ? shown.status : shown.step}, checked by axe, every link leading somewhere`, async () => {
      const { page } = device;
      await openAsMoneyUser(page, state, '/gopaylater/cicilan');
      await homeShown(page);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      const main = page.locator('main');
      if ('status' in shown) {
        expect(await page.locator('.dashboard').getAttribute('data-status')).toBe(shown.status);
        expect(await main.innerText()).toMatch(/Available limit/);
        const pay = page.getByRole('link', { name: /^Pay( early)?$/ });
        if (await pay.count()) expect(await pay.getAttribute('href')).toBe('/cicilan/repayment');
        if (shown.text) expect(await main.innerText()).toMatch(shown.text);
      } else {
        expect(await page.locator('.entry-card').getAttribute('data-step')).toBe(shown.step);
        if (shown.link) expect(await page.locator('.entry-card a.btn--primary').getAttribute('href')).toBe(shown.link);
      }
      await screenshot(page, `cicilan-home-${state}-en`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const screen = 'status' in shown ? shown.status : shown.step;
      if (!checkedInIndonesian.has(screen)) {
        checkedInIndonesian.add(screen);
        await switchLanguage(page, 'id');
        await homeShown(page);
        await screenshot(page, `cicilan-home-${state}-id`);
        expect(await seriousAxeViolations(page)).toEqual([]);
      }

      await expectNoDeadLinks(page, `/gopaylater/cicilan (${state})`);
    });
  }
});
