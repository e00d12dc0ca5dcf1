import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SeedState } from '@domain/contract/home';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { expectNoDeadLinks, openAsMoneyUser } from './support/money-pages';
import { phonePagePerFile } from './support/phone-page';
import { productCard, switchLanguage, waitForCards } from './home-helpers';

// One context for the file: each state signs in through the API (the form has its own tests).
const device = phonePagePerFile();

/** What /gopaylater/ab shows: the activated home's status, or the step before activation. */
type Shown = { status: string; text?: RegExp } | { step: string; text?: RegExp; link?: string };

const STATES: [SeedState, Shown][] = [
  ['new', { step: 'apply', text: /Shop now, pay later/, link: '/paylater/apply' }],
  ['kyc-submitted', { step: 'kyc-review', link: '/kyc/progress?product=paylater&retry_url=%2Fpaylater%2Fapply' }],
  ['kyc-rejected', { step: 'kyc-review', link: '/kyc/progress?product=paylater&retry_url=%2Fpaylater%2Fapply' }],
  ['kyc-approved', { step: 'sign-contract', link: '/paylater/gopay-plus' }],
  ['paylater-rejected', { step: 'rejected', text: /You can apply again on \d{2} [A-Z][a-z]{2} \d{4}\./ }],
  ['paylater-rejected-ended', { step: 'apply', link: '/paylater/apply' }],
  ['paylater-ineligible', { step: 'not-eligible' }],
  ['paylater-activated', { status: 'ACTIVATED', text: /Free this month/ }],
  ['paylater-month-of-purchases', { status: 'ACTIVE_NODUES', text: /Next bill/ }],
  ['paylater-bill-due', { status: 'ACTIVE_WITHDUES', text: /Amount due/ }],
  ['paylater-due-today', { status: 'ACTIVE_WITHDUES' }],
  ['paylater-in-grace', { status: 'OVERDUE', text: /Grace period ends/ }],
  ['paylater-overdue', { status: 'OVERDUE_LATEFEE', text: /Late fees so far/ }],
  ['paylater-limit-reached', { status: 'LIMIT_REACHED' }],
  ['paylater-limit-reached-nodues', { status: 'LIMIT_REACHED_NODUES' }],
  ['paylater-paid', { status: 'ACTIVE_PAID' }],
  ['paylater-refund-pending', { status: 'ACTIVE_NODUES' }],
  ['paylater-old-provider', { status: 'ACTIVE_PAID', text: /Rp15\.000/ }],
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

describe('the pay-later home (/gopaylater/ab) of each seeded state', () => {
  for (const [state, shown] of STATES) {
    it(`${state}: ${'status' in shown ? shown.status : shown.step}, checked by axe, every link leading somewhere`, async () => {
      const { page } = device;
      await openAsMoneyUser(page, state, '/gopaylater/ab');
      await homeShown(page);
      // The page heading takes focus on arrival.
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      const main = page.locator('main');
      if ('status' in shown) {
        expect(await page.locator('.dashboard').getAttribute('data-status')).toBe(shown.status);
        expect(await main.innerText()).toMatch(/Available limit/);
        const pay = page.getByRole('link', { name: /^Pay( early)?$/ });
        if (await pay.count()) expect(await pay.getAttribute('href')).toBe('/paylater/repayment');
      } else {
        expect(await page.locator('.entry-card').getAttribute('data-step')).toBe(shown.step);
        if (shown.link) expect(await page.locator('.entry-card a.btn--primary').getAttribute('href')).toBe(shown.link);
      }
      if (shown.text) expect(await main.innerText()).toMatch(shown.text);
      await screenshot(page, `paylater-home-${state}-en`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const screen = 'status' in shown ? shown.status : shown.step;
      if (!checkedInIndonesian.has(screen)) {
        checkedInIndonesian.add(screen);
        await switchLanguage(page, 'id');
        await homeShown(page);
        await screenshot(page, `paylater-home-${state}-id`);
        expect(await seriousAxeViolations(page)).toEqual([]);
      }

      await expectNoDeadLinks(page, `/gopaylater/ab (${state})`);
    });
  }
});

describe('from the platform home', () => {
  it('the PayLater and Cicilan cards open their homes, never the not-found page', async () => {
    const { page } = device;
    await openAsMoneyUser(page, 'cicilan-activated', '/');
    await waitForCards(page);
    await productCard(page, 'PayLater').getByRole('link').click();
    await page.locator('.dashboard[data-status]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/gopaylater/ab');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await waitForCards(page);
    await productCard(page, 'PayLater Cicilan').getByRole('link').click();
    await page.locator('.dashboard[data-status]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/gopaylater/cicilan');
  });
});
