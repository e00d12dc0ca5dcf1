/**
 * The platform home's cards of activated pay-later and cicilan show the figures that matter (limit
 * left, what is due with its own date, what is overdue since its date) instead of only "Active", in
 * both languages, as the ledger says (money-walk.e2e.ts holds every seeded state's card to it).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productCard, signInSeeded, switchLanguage, waitForCards } from './home-helpers';
import { phonePagePerFile } from './support/phone-page';
import { cardFigures, expectCardAsLedger, platformToday } from './support/money-checks';
import { capture, ledgerOf } from './support/repayment';

const device = phonePagePerFile('en-US', { serviceWorkers: 'block' });

/** The cards in any language: the list stops being busy. */
async function cardsLoaded(page: Page): Promise<void> {
  await page.locator('section.product-cards:not([aria-busy])').waitFor({ timeout: 10_000 });
}

describe('home cards with figures', () => {
  it('pay-later with a bill due: limit left, amount due and due date, as the ledger says', async () => {
    const page = device.page;
    const phone = await signInSeeded(page, 'paylater-bill-due');
    await waitForCards(page);
    const card = productCard(page, 'PayLater');
    const figures = card.locator('.product-card__figures');
    await figures.waitFor();
    const text = await figures.innerText();
    expect(text).toContain('Limit left');
    expect(text).toMatch(/Amount due\s+Rp[\d.]+\s+due \d{2} \w{3} \d{4}/);
    expect(await card.innerText()).not.toContain('Active');
    const ledger = await ledgerOf(phone, 'paylater');
    expectCardAsLedger(await cardFigures(page, 'PayLater'), ledger, await platformToday(), 'paylater-bill-due');
    await capture(page, 'home-paylater-figures-en');
    await switchLanguage(page, 'id');
    await cardsLoaded(page);
    expect(await productCard(page, 'PayLater').locator('.product-card__figures').innerText()).toContain('Sisa limit');
    await capture(page, 'home-paylater-figures-id');
  });

  it('cicilan overdue: the amount said as overdue', async () => {
    const page = device.page;
    await signInSeeded(page, 'cicilan-overdue');
    await waitForCards(page);
    const card = productCard(page, 'PayLater Cicilan');
    await card.locator('.product-card__figure--overdue').first().waitFor();
    expect(await card.locator('.product-card__figures').innerText()).toMatch(/Overdue\s+Rp[\d.]+\s+since \d{2} \w{3} \d{4}/);
    await capture(page, 'home-cicilan-overdue-figures-en');
    await switchLanguage(page, 'id');
    await cardsLoaded(page);
    await productCard(page, 'PayLater Cicilan').locator('.product-card__figure--overdue').first().waitFor();
    await capture(page, 'home-cicilan-overdue-figures-id');
  });
});
