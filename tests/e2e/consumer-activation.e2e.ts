/**
 * Signing the contract and the activation page, the same journey for both consumer-credit products
 * (pay-later asks for the GoPay Plus link first: paylater-extras.e2e.ts looks at it closely).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ConsumerProduct } from '@domain/product-journey';
import type { SeedState } from '@domain/contract/home';
import { openAsMoneyUser } from './support/money-pages';
import { pathOf, shootBothLanguages } from './support/page-checks';
import { phonePagePerTest } from './support/phone-page';
import { storedEvents } from './support/sandbox';
import { readTermsAndAgree } from './support/terms';

const device = phonePagePerTest('en-US', { serviceWorkers: 'block' });

interface ProductCase {
  product: ConsumerProduct;
  /** Its name on the pages. */
  name: string;
  home: string;
  approvedSeed: SeedState;
  activatedSeed: SeedState;
  /** The agreement's summary, agreed before the contract. */
  termsAgreement: string;
  /** What comes between "Sign contract" and the agreement's summary. */
  beforeTerms: (page: Page) => Promise<void>;
  /** The activation page's limit. */
  limitShown: (page: Page) => Promise<void>;
  /** The analytics page name the activation event must carry, where the test holds it to one. */
  eventPage?: string;
}

const PRODUCTS: ProductCase[] = [
  {
    product: 'paylater',
    name: 'PayLater',
    home: '/gopaylater/ab',
    approvedSeed: 'kyc-approved',
    activatedSeed: 'paylater-activated',
    termsAgreement: 'I have read and agree to this summary of the PayLater agreement.',
    beforeTerms: async (page) => {
      await page.getByLabel('I agree to link my GoPay Plus account to PayLater.').check();
      await page.getByRole('button', { name: 'Agree and continue' }).click();
      await page.getByRole('link', { name: 'Continue to the contract' }).click();
    },
    limitShown: (page) => page.getByText('Your limit: Rp10.000.000').waitFor(),
    eventPage: 'activation_success',
  },
  {
    product: 'cicilan',
    name: 'Cicilan',
    home: '/gopaylater/cicilan',
    approvedSeed: 'cicilan-approved',
    activatedSeed: 'cicilan-activated',
    termsAgreement: 'I have read and agree to this summary of the PayLater Cicilan agreement.',
    beforeTerms: async () => {},
    limitShown: (page) => page.locator('.activated__limit').waitFor(),
  },
];

describe.each(PRODUCTS)('$product: applying and activation', (c) => {
  it('an approved user goes from the home to the contract, signs, lands on the activation page and opens the home', async () => {
    const { page } = device;
    await openAsMoneyUser(page, c.approvedSeed, c.home);
    await page.getByRole('link', { name: 'Sign contract' }).click();
    await c.beforeTerms(page);
    await readTermsAndAgree(page, c.termsAgreement);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('I have read the contract and sign it electronically.').check();
    await page.getByRole('button', { name: 'Sign the contract' }).click();
    await page.getByRole('heading', { name: `${c.name} is active!` }).waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe(`/${c.product}/activated`);
    await page.getByRole('link', { name: `Open ${c.name}` }).click();
    await page.locator('.dashboard[data-status="ACTIVATED"]').waitFor();
  });

  it('the activation page says so, shows the limit, records "activation success" and leads to the home', async () => {
    const { page } = device;
    await openAsMoneyUser(page, c.activatedSeed, `/${c.product}/activated`);
    await page.getByRole('heading', { name: `${c.name} is active!` }).waitFor();
    await c.limitShown(page);
    await shootBothLanguages(page, `${c.product}-activated`, () => page.locator('.activated__limit').waitFor());
    await expect
      .poll(
        async () =>
          (await storedEvents('activation_success_viewed')).some(
            (event) => (c.eventPage === undefined || event.data.page === c.eventPage) && event.data.product === c.product,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.getByRole('link', { name: `Open ${c.name}` }).click();
    await page.locator('.dashboard[data-status="ACTIVATED"]').waitFor();
  });
});
