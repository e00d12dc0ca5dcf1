/**
 * The consumer products' homes of every seeded state, pay-later (/gopaylater/ab) and cicilan
 * (/gopaylater/cicilan) through the same checks (one kit): the activated home's status and bill, or
 * the step before activation with its link; checked by axe in English (and once per screen in
 * Indonesian), every link leading somewhere. The figures themselves are held to the ledger by
 * money-walk.e2e.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SeedState } from '@domain/contract/home';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { openAsMoneyUser } from './support/money-pages';
import { expectNoDeadLinks } from './support/page-checks';
import { phonePagePerFile } from './support/phone-page';
import { productCard, switchLanguage, waitForCards } from './home-helpers';

// One context for the file: each state signs in through the API (the form has its own tests).
const device = phonePagePerFile('en-US', { serviceWorkers: 'block' });

/**
 * What a product's home shows: the activated home's status and its bill's way to pay ("Pay" when
 * something is due, "Pay early" when only later bills are owed, none when nothing is owed), or the
 * step before activation.
 */
type Shown = { status: string; pay: 'Pay' | 'Pay early' | null; text?: RegExp } | { step: string; text?: RegExp; link?: string };

const PRODUCTS = {
  paylater: { home: '/gopaylater/ab', repayment: '/paylater/repayment' },
  cicilan: { home: '/gopaylater/cicilan', repayment: '/cicilan/repayment' },
} as const;

const DATE = String.raw`\d{2} [A-Z][a-z]{2} \d{4}`;

const STATES: ['paylater' | 'cicilan', SeedState, Shown][] = [
  ['paylater', 'new', { step: 'apply', text: /Shop now, pay later/, link: '/paylater/apply' }],
  ['paylater', 'kyc-submitted', { step: 'kyc-review', link: '/kyc/progress?product=paylater&retry_url=%2Fpaylater%2Fapply' }],
  ['paylater', 'kyc-rejected', { step: 'kyc-review', link: '/kyc/progress?product=paylater&retry_url=%2Fpaylater%2Fapply' }],
  ['paylater', 'kyc-approved', { step: 'sign-contract', link: '/paylater/gopay-plus' }],
  ['paylater', 'paylater-rejected', { step: 'rejected', text: new RegExp(`You can apply again on ${DATE}\\.`) }],
  ['paylater', 'paylater-rejected-ended', { step: 'apply', link: '/paylater/apply' }],
  ['paylater', 'paylater-ineligible', { step: 'not-eligible' }],
  ['paylater', 'paylater-activated', { status: 'ACTIVATED', pay: null, text: /Free this month/ }],
  ['paylater', 'paylater-month-of-purchases', { status: 'ACTIVE_NODUES', pay: 'Pay early', text: new RegExp(`Next bill, due ${DATE}`) }],
  ['paylater', 'paylater-bill-due', { status: 'ACTIVE_WITHDUES', pay: 'Pay', text: new RegExp(`Due ${DATE}\\s+Rp`) }],
  ['paylater', 'paylater-due-today', { status: 'ACTIVE_WITHDUES', pay: 'Pay' }],
  ['paylater', 'paylater-in-grace', { status: 'OVERDUE', pay: 'Pay', text: /Grace period ends/ }],
  [
    'paylater',
    'paylater-overdue',
    { status: 'OVERDUE_LATEFEE', pay: 'Pay', text: new RegExp(`Overdue since ${DATE}[\\s\\S]*Of which late fees`) },
  ],
  ['paylater', 'paylater-limit-reached', { status: 'LIMIT_REACHED', pay: 'Pay' }],
  ['paylater', 'paylater-limit-reached-nodues', { status: 'LIMIT_REACHED_NODUES', pay: 'Pay early' }],
  ['paylater', 'paylater-paid', { status: 'ACTIVE_PAID', pay: null }],
  ['paylater', 'paylater-refund-pending', { status: 'ACTIVE_NODUES', pay: 'Pay early' }],
  ['paylater', 'paylater-old-provider', { status: 'ACTIVE_PAID', pay: 'Pay early', text: /Rp15\.000/ }],
  ['cicilan', 'paylater-activated', { step: 'apply', link: '/cicilan/apply' }],
  ['cicilan', 'cicilan-approved', { step: 'sign-contract', link: '/privy/intro?product=cicilan' }],
  ['cicilan', 'cicilan-activated', { status: 'ACTIVATED', pay: null, text: /How Cicilan works/ }],
  ['cicilan', 'cicilan-new-order', { status: 'ACTIVE_NODUES', pay: 'Pay early', text: new RegExp(`Next bill, due ${DATE}`) }],
  ['cicilan', 'cicilan-with-orders', { status: 'ACTIVE_WITHDUES', pay: 'Pay', text: new RegExp(`Due ${DATE}\\s+Rp`) }],
  ['cicilan', 'cicilan-paid', { status: 'ACTIVE_PAID', pay: 'Pay early' }],
  ['cicilan', 'cicilan-in-grace', { status: 'OVERDUE', pay: 'Pay', text: /Grace period ends/ }],
  [
    'cicilan',
    'cicilan-overdue',
    { status: 'OVERDUE_LATEFEE', pay: 'Pay', text: new RegExp(`Overdue since ${DATE}[\\s\\S]*Of which late fees`) },
  ],
  ['cicilan', 'cicilan-early-repayable', { status: 'ACTIVE_WITHDUES', pay: 'Pay', text: /Paying off today saves Rp[\d.]+/ }],
  ['cicilan', 'cicilan-limit-reached', { status: 'LIMIT_REACHED', pay: 'Pay' }],
  ['cicilan', 'cicilan-limit-reached-nodues', { status: 'LIMIT_REACHED_NODUES', pay: 'Pay early' }],
  ['cicilan', 'cicilan-closing-open', { status: 'ACTIVATED', pay: null }],
];

/** Waits for the home's status or step (the page was opened or reloaded). */
async function homeShown(page: Page): Promise<void> {
  await page.locator('.dashboard[data-status], .entry-card[data-step]').first().waitFor();
}

/**
 * Screens (product and status or step) already checked in Indonesian. Every state's screen is checked
 * by axe in English; the Indonesian text of a screen is checked (and shot) once, the first state that shows it.
 */
const checkedInIndonesian = new Set<string>();

describe('the consumer products’ homes of each seeded state', () => {
  for (const [product, state, shown] of STATES) {
    const { home, repayment } = PRODUCTS[product];
    it(`${product} ${state}: ${'status' in shown ? shown.status : shown.step}, checked by axe, every link leading somewhere`, async () => {
      const { page } = device;
      await openAsMoneyUser(page, state, home);
      await homeShown(page);
      // The page heading takes focus on arrival.
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      const main = page.locator('main');
      if ('status' in shown) {
        expect(await page.locator('.dashboard').getAttribute('data-status')).toBe(shown.status);
        expect(await main.innerText()).toMatch(/Available limit/);
        const pay = page.getByRole('link', { name: /^Pay( early)?$/ });
        const links = await pay.evaluateAll((anchors) =>
          anchors.map((anchor) => [anchor.textContent?.trim(), anchor.getAttribute('href')]),
        );
        expect(links, 'the bill’s way to pay').toEqual(shown.pay ? [[shown.pay, repayment]] : []);
      } else {
        expect(await page.locator('.entry-card').getAttribute('data-step')).toBe(shown.step);
        if (shown.link) expect(await page.locator('.entry-card a.btn--primary').getAttribute('href')).toBe(shown.link);
      }
      if (shown.text) expect(await main.innerText()).toMatch(shown.text);
      await screenshot(page, `${product}-home-${state}-en`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const screen = `${product}:${'status' in shown ? shown.status : shown.step}`;
      if (!checkedInIndonesian.has(screen)) {
        checkedInIndonesian.add(screen);
        await switchLanguage(page, 'id');
        await homeShown(page);
        await screenshot(page, `${product}-home-${state}-id`);
        expect(await seriousAxeViolations(page)).toEqual([]);
      }

      await expectNoDeadLinks(page, `${home} (${state})`);
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
