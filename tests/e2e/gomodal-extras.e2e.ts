/**
 * Issue 38's merchant-loan pages in the browser: the discounts the lender granted on the loan's
 * details (figures from the sandbox's answer), the first-loan cashback promo and the due-date screen
 * reached by their links, the full-page redirects of SME03-SME05 to their pages and back, and the
 * merchant-app deep links inside the merchant app with their in-app fallbacks outside it. One page
 * per file, moving inside the app; each page in one language here, the other's messages in
 * tests/unit/gomodal-outside-links.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SandboxGomodalDiscounts, SandboxGomodalLoan } from '@domain/contract/gomodal-sandbox';
import { formatRupiah } from '@domain/money';
import { promotedQuote } from '@domain/gomodal/quote';
import { FIRST_LOAN_CASHBACK_INSTALMENTS, FIRST_LOAN_CASHBACK_MAX } from '@domain/gomodal/terms';
import { screenshot } from './support/browser';
import { gomodalSandbox, openAsMerchant, seedMerchant } from './support/gomodal';
import { openInApp } from './support/in-app';
import { phonePagePerFile } from './support/phone-page';
import { pageShown, signInThroughApi } from './support/session';
import { baseUrl } from './support/browser';

const device = phonePagePerFile('en-US', { serviceWorkers: 'block' });

/** The value of the detail list's row labelled `label`. */
async function rowValue(page: Page, label: string): Promise<string> {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const row = page.locator('main .detail-list__row', { has: page.locator('dt', { hasText: exact }) }).first();
  return (await row.locator('dd').innerText()).trim();
}

/** The app's own way to another route (a link), where the page may leave the app. */
async function followInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('the merchant loan: discounts, cashback promo, due date', () => {
  it('shows each granted discount on the details, the cashback waived and the due date, as the engine has them (English)', async () => {
    const { page } = device;
    const merchant = await openAsMerchant(page, 'overdue-with-late-fees', '/gomodal/home');
    await pageShown(page);
    let granted: SandboxGomodalDiscounts | null = null;
    for (const [component, amount] of [
      ['LATE_FEE', 1_000_000],
      ['PRINCIPAL', 10_000],
      ['INTEREST', 20_000],
    ] as const) {
      granted = await gomodalSandbox<SandboxGomodalDiscounts>('discounts', { phone: merchant.e164, component, amount }, 201);
    }
    if (!granted) throw new Error('no discount');
    expect(granted.discounts.lateFee).toBeGreaterThan(0);

    await openInApp(page, `/gomodal/submission/detail?id=${merchant.submissionId ?? ''}`);
    expect(await rowValue(page, 'Principal waived')).toBe(formatRupiah(10_000));
    expect(await rowValue(page, 'Late fee waived')).toBe(formatRupiah(granted.discounts.lateFee));
    expect(await rowValue(page, 'Interest waived')).toBe(formatRupiah(granted.discounts.interest));
    expect(await rowValue(page, 'Late fee')).toBe(formatRupiah(0));
    expect(await rowValue(page, 'Pay off today')).toBe(formatRupiah(granted.dues.payoff));
    await screenshot(page, 'gomodal-detail-discounts-en');

    // The cashback this first loan had: 0% interest on its first instalments (2,000,000 / 12: 35,000 each).
    await page.getByRole('link', { name: 'Your first-loan cashback' }).click();
    await page.waitForURL((url) => url.pathname === '/gomodal/promo/cashback');
    await pageShown(page);
    const quote = promotedQuote(2_000_000, 12, { instalments: FIRST_LOAN_CASHBACK_INSTALMENTS, maxDiscount: FIRST_LOAN_CASHBACK_MAX });
    expect(await rowValue(page, 'Interest waived in all')).toBe(formatRupiah(quote.discount));
    expect(await page.locator('main .detail-list__row').count()).toBe(FIRST_LOAN_CASHBACK_INSTALMENTS + 1);
    await screenshot(page, 'gomodal-promo-loan-en');

    // The due date: the day the engine's dues name.
    await openInApp(page, `/gomodal/submission/detail?id=${merchant.submissionId ?? ''}`);
    await page.getByRole('link', { name: 'Your due date' }).click();
    await page.waitForURL((url) => url.pathname === '/gomodal/due-date');
    await pageShown(page);
    const book = await (await fetch(`${baseUrl()}/sandbox/gomodal/loan?phone=${encodeURIComponent(merchant.e164)}`)).json();
    const dueDay = Number((book as { data: SandboxGomodalLoan }).data.dues?.dueDate?.slice(8, 10));
    expect([1, 15]).toContain(dueDay);
    await expect(page.locator('main h2').first().innerText()).resolves.toBe(`Due on the ${dueDay === 1 ? '1st' : '15th'} of every month`);
    expect(await page.locator('main .gomodal-bands li').count()).toBe(3);
    await screenshot(page, 'gomodal-due-date-en');
  });
});

describe('the merchant loan: ways out of the app (Indonesian)', () => {
  it('the promo before a first loan, each redirect code to its page and back, and the deep links', async () => {
    const { page } = device;
    const merchant = await seedMerchant('offer');
    await signInThroughApi(page, merchant.phone, '/gomodal/home', 'id');
    await pageShown(page);
    await page.getByRole('link', { name: 'Pinjaman pertama: bunga 0% untuk 3 cicilan pertama Anda' }).click();
    await page.waitForURL((url) => url.pathname === '/gomodal/promo/cashback');
    await pageShown(page);
    expect(await page.locator('main h2').first().innerText()).toBe('Bunga 0% untuk 3 cicilan pertama Anda');
    // The example is the merchant's own limit (BNB: 2,000,000) at its longest tenor, as the schedule will be.
    const quote = promotedQuote(2_000_000, 12, { instalments: FIRST_LOAN_CASHBACK_INSTALMENTS, maxDiscount: FIRST_LOAN_CASHBACK_MAX });
    expect(await rowValue(page, 'Total bunga yang dihapus')).toBe(formatRupiah(quote.discount));
    await screenshot(page, 'gomodal-promo-offer-id');

    // Outside the merchant app, the help-centre article falls back to customer service, "back" to the home.
    await openInApp(page, '/gomodal/ineligible-screen?type=foreigner');
    const hrefs = await page.locator('main .gomodal-actions a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/gomodal/contact', '/']);

    for (const [code, target, heading] of [
      ['SME03', 'partnerLender', "The partner lender's web app"],
      ['SME04', 'merchantPortal', "The merchant portal's business profile"],
      ['SME05', 'restructuring', "The lender's restructuring page"],
    ] as const) {
      await gomodalSandbox('loan-redirect', { phone: merchant.e164, code });
      await followInApp(page, '/gomodal/loan/apply');
      await page.waitForURL((url) => url.pathname === `/sandbox/gomodal/elsewhere/${target}`);
      expect(new URL(page.url()).searchParams.get('return_url')).toBe(`${new URL(baseUrl()).origin}/gomodal/home`);
      expect(await page.locator('h1').innerText()).toBe(heading);
      if (code === 'SME04') await screenshot(page, 'gomodal-elsewhere-merchant-portal');
      await page.getByRole('link', { name: 'Back to the app / Kembali ke aplikasi' }).click();
      await page.waitForURL((url) => url.pathname === '/gomodal/home');
      await pageShown(page);
    }

    // Inside the merchant app: the same page's links are the app's deep links.
    await page.goto('/gomodal/ineligible-screen?type=foreigner&source=gobiz');
    await pageShown(page);
    const inside = await page.locator('main .gomodal-actions a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(inside).toEqual(['gobiz://help-center/articles/modal-usaha-upload-ktp', 'gobiz://home']);
    expect(await page.locator('main .gomodal-actions a').last().innerText()).toBe('Kembali ke aplikasi merchant');
    await screenshot(page, 'gomodal-foreigner-in-merchant-app-id');
  });
});
