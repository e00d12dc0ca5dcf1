import { storedRecords } from './support/indexeddb';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SeedState } from '@domain/contract/home';
import { seriousAxeViolations } from './support/axe';
import { newPhoneContext, screenshot } from './support/browser';
import { phonePagePerFile } from './support/phone-page';
import { productCard, signInSeeded, switchLanguage, waitForCards } from './home-helpers';
import { holdRequests } from './support/hold-requests';

const device = phonePagePerFile('en-US', { serviceWorkers: 'block' });

interface Expected {
  /** Card name -> what the card says and where its link goes (null: no link, `note` is shown). */
  cards: Record<string, { status: string; cta: string; href: string | null; text?: RegExp }>;
  /** Cards that must not be there. */
  absent?: string[];
  /** Something the list says. */
  text?: RegExp;
}

const PAYLATER = 'PayLater';
const CICILAN = 'PayLater Cicilan';
const BUSINESS = 'Business Capital';

const STATES: [SeedState, Expected][] = [
  ['new', { cards: { [PAYLATER]: { status: 'NOT_APPLIED', cta: 'Apply now', href: '/gopaylater/ab' } }, absent: [CICILAN, BUSINESS] }],
  [
    'kyc-submitted',
    {
      cards: {
        [PAYLATER]: {
          status: 'WAITING',
          cta: 'Check status',
          href: '/kyc/step4?product=paylater',
          text: /We are reviewing your application/,
        },
      },
    },
  ],
  [
    'kyc-rejected',
    {
      cards: {
        [PAYLATER]: {
          status: 'REJECTED',
          cta: 'Fix my data',
          href: '/kyc/step4?product=paylater',
          // A blurry photo is not "not approved": the card says what to retake.
          text: /The photo of your ID card is blurry\. Retake it/,
        },
      },
    },
  ],
  [
    'kyc-approved',
    {
      cards: {
        [PAYLATER]: {
          status: 'APPROVED',
          cta: 'Sign contract',
          // As the pay-later home goes: the GoPay Plus consent first, its page then opens the contract.
          href: '/paylater/gopay-plus',
          text: /Approved! Sign the contract/,
        },
      },
    },
  ],
  [
    'paylater-activated',
    {
      cards: {
        [PAYLATER]: { status: 'ACTIVATED', cta: 'Open', href: '/gopaylater/ab', text: /Limit left[\s\S]*No bill to pay/ },
        [CICILAN]: { status: 'NOT_APPLIED', cta: 'Apply now', href: '/cicilan/apply' },
      },
    },
  ],
  ['cicilan-approved', { cards: { [CICILAN]: { status: 'APPROVED', cta: 'Sign contract', href: '/privy/intro?product=cicilan' } } }],
  ['cicilan-activated', { cards: { [CICILAN]: { status: 'ACTIVATED', cta: 'Open', href: '/gopaylater/cicilan' } } }],
  [
    'paylater-rejected',
    {
      cards: {
        [PAYLATER]: {
          status: 'REJECTED',
          cta: 'You can apply again on',
          href: null,
          text: /You can apply again on \d{2} [A-Z][a-z]{2} \d{4}\./,
        },
      },
    },
  ],
  ['paylater-rejected-ended', { cards: { [PAYLATER]: { status: 'NOT_APPLIED', cta: 'Apply now', href: '/gopaylater/ab' } } }],
  ['paylater-ineligible', { cards: {}, absent: [PAYLATER, CICILAN, BUSINESS], text: /No products are available to you right now/ }],
  [
    'merchant-owner',
    {
      cards: {
        [BUSINESS]: { status: 'NOT_APPLIED', cta: 'Apply now', href: '/gomodal/home' },
        [PAYLATER]: { status: 'NOT_APPLIED', cta: 'Apply now', href: '/gopaylater/ab' },
      },
    },
  ],
  ['merchant-with-loan', { cards: { [BUSINESS]: { status: 'ACTIVATED', cta: 'Open', href: '/gomodal/home' } } }],
  [
    'business-loan-waiting',
    {
      cards: {
        [BUSINESS]: { status: 'WAITING', cta: 'Check status', href: '/gomodal/home' },
        [PAYLATER]: { status: 'DISABLED', cta: 'Available once your other application has been decided.', href: null },
      },
    },
  ],
  ['business-loan-contract-sent', { cards: { [BUSINESS]: { status: 'APPROVED', cta: 'Sign contract', href: '/gomodal/home' } } }],
  ['business-loan-rejected', { cards: { [BUSINESS]: { status: 'REJECTED', cta: 'You can apply again on', href: null } } }],
  [
    'merchant-pending',
    { cards: { [BUSINESS]: { status: 'MERCHANT_PENDING', cta: 'Check status', href: '/gomodal/home', text: /being verified/ } } },
  ],
  [
    'merchant-rejected',
    { cards: { [BUSINESS]: { status: 'MERCHANT_REJECTED', cta: 'Contact us', href: '/gomodal/contact', text: /could not be verified/ } } },
  ],
  [
    'gomodal-activation-required',
    { cards: { [BUSINESS]: { status: 'GOMODAL_ACTIVATION_REQUIRED', cta: 'Activate now', href: '/gomodal/apply' } } },
  ],
];

async function expectCards(page: Page, expected: Expected): Promise<void> {
  await waitForCards(page);
  for (const [name, card] of Object.entries(expected.cards)) {
    const article = productCard(page, name);
    expect(await article.getAttribute('data-status'), name).toBe(card.status);
    if (card.text) expect(await article.innerText(), name).toMatch(card.text);
    const link = article.getByRole('link');
    if (card.href === null) {
      expect(await link.count(), `${name} has no link`).toBe(0);
      expect(await article.innerText()).toContain(card.cta);
    } else {
      expect(await link.getAttribute('href'), name).toBe(card.href);
      expect((await link.innerText()).trim(), name).toBe(card.cta);
    }
  }
  for (const name of expected.absent ?? []) expect(await productCard(page, name).count(), `${name} is not shown`).toBe(0);
  if (expected.text) expect(await page.getByRole('region', { name: 'Your products' }).innerText()).toMatch(expected.text);
}

describe('home product cards of seeded users', () => {
  for (const [state, expected] of STATES) {
    it(`shows the cards of a "${state}" user with their links`, async () => {
      await signInSeeded(device.page, state);
      await expectCards(device.page, expected);
    });
  }

  it('follows a card link: Sign contract opens the GoPay Plus consent, as the pay-later home does', async () => {
    await signInSeeded(device.page, 'kyc-approved');
    await waitForCards(device.page);
    await productCard(device.page, PAYLATER).getByRole('link', { name: 'Sign contract' }).click();
    await device.page.getByRole('heading', { name: 'Link your GoPay Plus', level: 1 }).waitFor();
    expect(new URL(device.page.url()).pathname).toBe('/paylater/gopay-plus');
  });

  it('keeps every card greyed while the business-capital calls load, and never shows a state it takes back', async () => {
    const release = await holdRequests(device.context, '**/sme/v1/submissions/ongoing');
    await signInSeeded(device.page, 'business-loan-waiting');
    const paylater = productCard(device.page, PAYLATER);
    await paylater.waitFor();
    const seen = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      seen.add(`${await paylater.getAttribute('data-status')}|${await paylater.innerText()}`);
      await device.page.waitForTimeout(100);
    }
    expect([...seen].every((entry) => entry.startsWith('DISABLED|') && entry.includes('Checking whether it is available to you'))).toBe(
      true,
    );
    expect(await device.page.getByRole('link', { name: 'Apply now' }).count()).toBe(0);
    await screenshot(device.page, 'home-cards-loading-en');
    await release();
    await expectCards(device.page, {
      cards: {
        [PAYLATER]: { status: 'DISABLED', cta: 'Available once your other application has been decided.', href: null },
        [BUSINESS]: { status: 'WAITING', cta: 'Check status', href: '/gomodal/home' },
      },
    });
  });

  it('looks right in both languages, with no serious accessibility problem', async () => {
    await signInSeeded(device.page, 'business-loan-waiting');
    await waitForCards(device.page);
    await screenshot(device.page, 'home-cards-waiting-en');
    expect(await seriousAxeViolations(device.page)).toEqual([]);
    await switchLanguage(device.page, 'id');
    await device.page.getByRole('region', { name: 'Produk Anda' }).waitFor();
    await expect.poll(() => device.page.getByRole('region', { name: 'Produk Anda' }).getAttribute('aria-busy')).toBeNull();
    expect(await productCard(device.page, 'Modal Usaha').innerText()).toContain('Cek status');
    await screenshot(device.page, 'home-cards-waiting-id');
    expect(await seriousAxeViolations(device.page)).toEqual([]);
  });

  it('shows activated, approved and rejected cards in both languages', async () => {
    await signInSeeded(device.page, 'cicilan-approved');
    await waitForCards(device.page);
    await screenshot(device.page, 'home-cards-en');
    await switchLanguage(device.page, 'id');
    await device.page.getByRole('link', { name: 'Tanda tangani kontrak' }).waitFor();
    await screenshot(device.page, 'home-cards-id');
    expect(await seriousAxeViolations(device.page)).toEqual([]);
  });

  it('shows a rejected card with its try-again date in both languages', async () => {
    await signInSeeded(device.page, 'paylater-rejected');
    await waitForCards(device.page);
    await screenshot(device.page, 'home-cards-rejected-en');
    await switchLanguage(device.page, 'id');
    await device.page.getByText(/Anda dapat mengajukan lagi pada \d{2} \w{3} \d{4}\./).waitFor();
    await screenshot(device.page, 'home-cards-rejected-id');
  });
});

describe('downtime', () => {
  it('shows the lender and auth unavailable messages, and goes back', async () => {
    await device.page.goto('/');
    await device.page.evaluate(() => localStorage.setItem('app.language', 'en'));
    await device.page.goto('/downtime?service=lender');
    await device.page.getByRole('heading', { name: 'We are doing some maintenance' }).waitFor();
    await device.page.getByText('Lender registration is not available right now. Please try again later.').waitFor();
    await screenshot(device.page, 'home-downtime-en');
    expect(await seriousAxeViolations(device.page)).toEqual([]);
    await device.page.goto('/downtime?service=auth');
    await device.page.getByText('Sign-in is not available right now. Please try again later.').waitFor();
    await device.page.getByRole('button', { name: 'Go back' }).click();
    await expect.poll(() => new URL(device.page.url()).search).toBe('?service=lender');

    await switchLanguage(device.page, 'id');
    await device.page.getByRole('heading', { name: 'Kami sedang melakukan pemeliharaan' }).waitFor();
    await screenshot(device.page, 'home-downtime-id');
  });

  it('offers to open the partner app when the user came from one', async () => {
    // A visitor: a context of its own, with nobody signed in.
    const context = await newPhoneContext(device.browser, 'en-US', { serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto('/?source=gojek');
      await page.evaluate(() => localStorage.setItem('app.language', 'en'));
      await page.getByRole('button', { name: 'Send code' }).waitFor();
      // The form shows before the worker has started; the partner is remembered once it says "visitor".
      await expect.poll(async () => (await storedRecords(page, 'sourceInfo')).length).toBe(1);
      await page.goto('/downtime');
      const back = page.getByRole('link', { name: 'Back to the app' });
      await back.waitFor();
      expect(await back.getAttribute('href')).toBe('gojek://home');
    } finally {
      await context.close();
    }
  });
});
