/**
 * Each defect issue 36 found on the money screens, tried again as a user would, and held to the
 * ledger (or the loan engine): overdue is only what is past due; the next bill only what falls due on
 * its date; a partial repayment is "Partial" with what it left; an order repaid early says what was
 * paid and waived and that it is closed; the merchant-loan quote is the schedule to the rupiah; and
 * the home card keeps its figures after applying for cicilan or signing a plan. (The VA that notices
 * a payment and the merchant-loan VA kept over a reload: va-watch.e2e.ts; the bill offline:
 * money-offline.e2e.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GomodalSubmission } from '@domain/contract/gomodal-loan';
import type { PaylaterProfile } from '@domain/contract/paylater';
import type { Language } from '@domain/languages';
import { formatRupiah } from '@domain/money';
import { formatPlainDate } from '@domain/plain-date';
import { screenshot, baseUrl } from './support/browser';
import { decide, gomodalSandbox, seedMerchant, settled } from './support/gomodal';
import { cardFigures, expectCardAsLedger, expectOwedAsLedger, LABELS, platformToday, shownRows } from './support/money-checks';
import { apiToken, asUser, buy, repayByVa, seedMoneyUser } from './support/money-pages';
import { phonePagePerFile } from './support/phone-page';
import { ensureVaHoursAhead, ledgerOf, moveClockTo, platformNow, rupiah } from './support/repayment';
import { openInApp } from './support/in-app';
import { pageShown, signInThroughApi } from './support/session';

const device = phonePagePerFile('en-US', { serviceWorkers: 'block' });

/** Loads `path` as a new document: the first page in a language (the app reads the language on load). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await pageShown(page);
}

/** The language the next pages open in (the app reads it on load). */
async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('app.language', value), language);
}

const LANGUAGES: readonly Language[] = ['en', 'id'];

/** 09:00 WIB on the next 17th after the platform's now: last cycle's bill is issued. */
async function toNextStatementDay(): Promise<void> {
  const jakarta = new Date((await platformNow()) + 7 * 3_600_000);
  const month = jakarta.getUTCDate() < 17 ? jakarta.getUTCMonth() : jakarta.getUTCMonth() + 1;
  const seventeenth = new Date(Date.UTC(jakarta.getUTCFullYear(), month, 17, 2, 0));
  await moveClockTo(seventeenth.getTime());
}

describe('labels that mean what they say', () => {
  it('overdue is only what is past due, with its date; the bill after it apart with its own date (both languages)', async () => {
    const page = device.page;
    const { phone } = await seedMoneyUser('paylater-overdue');
    await signInThroughApi(page, phone, null);
    const ledger = await ledgerOf(phone, 'paylater');
    const today = await platformToday();
    expect(ledger.dues.overdue).toBeGreaterThan(0);
    expect(ledger.dues.current).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      await useLanguage(page, language);
      await open(page, '/');
      await page.locator('section.product-cards:not([aria-busy])').waitFor({ timeout: 15_000 });
      const figures = await cardFigures(page, 'PayLater');
      expectCardAsLedger(figures, ledger, today, `home card (${language})`, language);
      // Never overdue and the current bill added up under the overdue label.
      expect(figures.find((figure) => figure.label === LABELS[language].card.overdue)?.value).not.toContain(
        formatRupiah(ledger.dues.overdue + ledger.dues.current),
      );
      await screenshot(page, `money-defects-overdue-card-${language}`);

      await openInApp(page, '/gopaylater/ab');
      expectOwedAsLedger(await shownRows(page.getByTestId('bill-card')), ledger, today, `pay-later home (${language})`, language);
      await screenshot(page, `money-defects-overdue-home-${language}`);
      await openInApp(page, '/paylater/unpaid');
      expectOwedAsLedger(await shownRows(page.getByTestId('unpaid-summary')), ledger, today, `unpaid (${language})`, language);
    }
  });

  it('the next bill is only what falls due on its date, and the unpaid list pairs each amount with its own date (both languages)', async () => {
    const page = device.page;
    const { phone } = await seedMoneyUser('paylater-activated');
    await buy(phone, 750_000);
    await buy(phone, 1_200_000, { tenor: 3 });
    await signInThroughApi(page, phone, null);
    const ledger = await ledgerOf(phone, 'paylater');
    const today = await platformToday();
    const [next, ...later] = ledger.unpaidByDueDate;
    expect(next?.unpaid).toBe(1_150_000);
    for (const language of LANGUAGES) {
      const labels = LABELS[language];
      await useLanguage(page, language);
      await open(page, '/gopaylater/ab');
      const bill = await shownRows(page.getByTestId('bill-card'));
      expect(bill).toEqual(
        expect.arrayContaining([
          { label: labels.nextBill(formatPlainDate(next?.dueDate ?? '', language)), value: 'Rp1.150.000' },
          { label: labels.later, value: formatRupiah(later.reduce((sum, item) => sum + item.unpaid, 0)) },
          { label: labels.total, value: 'Rp1.950.000' },
        ]),
      );
      expectOwedAsLedger(bill, ledger, today, `pay-later home (${language})`, language);
      await screenshot(page, `money-defects-next-bill-${language}`);
      await openInApp(page, '/paylater/unpaid');
      expectOwedAsLedger(await shownRows(page.getByTestId('unpaid-summary')), ledger, today, `unpaid (${language})`, language);
      // Each bill's heading: its own date and amount.
      const headings = await page.locator('section.line-group h2').allInnerTexts();
      expect(headings.map((text) => text.replace(/\s+/g, ' '))).toEqual(
        ledger.unpaidByDueDate.map((item) => `${labels.dueOn(formatPlainDate(item.dueDate, language))} ${formatRupiah(item.unpaid)}`),
      );
    }
  });

  it('a partial repayment is "Partial" with what it left, in the history and on its receipt, never "Paid" (both languages)', async () => {
    const page = device.page;
    const { phone } = await seedMoneyUser('paylater-activated');
    await buy(phone, 750_000);
    await buy(phone, 1_200_000, { tenor: 3 });
    await toNextStatementDay();
    await ensureVaHoursAhead();
    const token = await apiToken(phone);
    const profile = await asUser<PaylaterProfile>(token, '/pls/akhirbulan/profile');
    expect(profile.owed.due).toEqual([{ dueDate: profile.due_date, amount: 1_150_000 }]);
    const paid = await repayByVa(token, profile.account_id ?? '', 'PARTIAL', '500000');
    // What the ledger left on that bill: what the line and the receipt must say.
    expect((await ledgerOf(phone, 'paylater')).unpaidByDueDate[0]).toEqual({ dueDate: profile.due_date, unpaid: 650_000 });
    await signInThroughApi(page, phone, null);
    const SHOWN = {
      en: { line: 'Payment received', left: 'Rp650.000 left', partial: 'Partial', paid: 'Paid', leftAfter: 'Left to pay on that bill' },
      id: { line: 'Pembayaran diterima', left: 'Sisa Rp650.000', partial: 'Sebagian', paid: 'Lunas', leftAfter: 'Sisa tagihan tersebut' },
    } as const;
    for (const language of LANGUAGES) {
      const shown = SHOWN[language];
      await useLanguage(page, language);
      await open(page, '/paylater/history');
      const line = page.locator('li.transaction-item', { hasText: shown.line });
      await line.waitFor();
      const text = await line.innerText();
      expect(text).toMatch(new RegExp(`Rp500\\.000[\\s\\S]*${shown.left}[\\s\\S]*${shown.partial}`));
      expect(text).not.toMatch(new RegExp(`\\b${shown.paid}\\b`));
      await screenshot(page, `money-defects-partial-history-${language}`);
      await openInApp(page, `/paylater/receipts/${paid.repaymentId}`);
      const receipt = await shownRows(page.locator('section.receipt'));
      expect(receipt).toEqual(
        expect.arrayContaining([
          { label: language === 'en' ? 'Amount' : 'Jumlah', value: 'Rp500.000' },
          { label: 'Status', value: shown.partial },
          { label: shown.leftAfter, value: 'Rp650.000' },
          { label: language === 'en' ? 'Paid for' : 'Dibayar untuk', value: language === 'en' ? 'Part of the amount' : 'Sebagian tagihan' },
        ]),
      );
      await screenshot(page, `money-defects-partial-receipt-${language}`);
    }
  });

  it('a cicilan order repaid early shows what was paid, what was waived, and that it is closed (both languages)', async () => {
    const page = device.page;
    const { phone } = await seedMoneyUser('cicilan-early-repayable');
    await ensureVaHoursAhead();
    const orderId = (await ledgerOf(phone, 'cicilan')).unpaidByOrder[0]?.orderId ?? '';
    await repayByVa(await apiToken(phone), orderId, 'ALL_DUES');
    const ledger = await ledgerOf(phone, 'cicilan');
    const waived = ledger.entries.filter((entry) => entry.kind === 'COST_WAIVER').reduce((sum, entry) => sum + entry.amount, 0);
    expect(waived).toBe(330_000);
    await signInThroughApi(page, phone, null);
    const SHOWN = {
      en: {
        paid: 'You paid',
        waived: 'Cost waived (early repayment)',
        closed: /Closed: paid off early on \d{2} \w{3} \d{4}\. Nothing more to pay\./,
        schedule: 'Instalments',
        early: 'Paid early',
        waivedLine: 'Rp82.500 waived',
      },
      id: {
        paid: 'Anda bayar',
        waived: 'Biaya dihapus (pelunasan awal)',
        closed: /Ditutup: dilunasi lebih awal pada \d{2} \w{3} \d{4}\. Tidak ada lagi yang perlu dibayar\./,
        schedule: 'Jadwal cicilan',
        early: 'Dilunasi awal',
        waivedLine: 'Rp82.500 dihapus',
      },
    } as const;
    for (const language of LANGUAGES) {
      const shown = SHOWN[language];
      await useLanguage(page, language);
      await open(page, `/cicilan/orders/${orderId}`);
      const order = page.locator('[data-order-status="PAID_EARLY"]');
      await order.waitFor();
      const rows = await shownRows(order);
      expect(rows).toEqual(
        expect.arrayContaining([
          { label: shown.paid, value: 'Rp3.165.000' },
          { label: shown.waived, value: formatRupiah(waived) },
        ]),
      );
      // Never the original total as if it had been paid.
      expect(rows.find((row) => row.label === 'Total')).toBeUndefined();
      expect(await order.innerText()).toMatch(shown.closed);
      // The waived instalments: what was paid of them, the cost waived, "paid early", never their whole amount "paid".
      const schedule = page.getByRole('region', { name: shown.schedule });
      const early = schedule.locator('li', { hasText: shown.early });
      expect(await early.count()).toBe(4);
      expect(await early.first().innerText()).toMatch(new RegExp(`${shown.waivedLine.replace('.', '\\.')}[\\s\\S]*Rp500\\.000`));
      expect(await schedule.locator('li', { hasText: 'Rp582.500' }).count()).toBe(2);
      await screenshot(page, `money-defects-early-repaid-order-${language}`);
      await openInApp(page, '/cicilan/history');
      expect(await page.locator('li.transaction-item').first().innerText()).toContain('Rp3.165.000');
    }
  });
});

describe('the merchant-loan quote is the schedule, to the rupiah', () => {
  it('quotes the first loan’s interest-free instalments and the total the loan then collects', { timeout: 180_000 }, async () => {
    const page = device.page;
    await gomodalSandbox('settings', { autoReview: false });
    const merchant = await seedMerchant('offer');
    await signInThroughApi(page, merchant.phone, '/gomodal/loan/apply');
    await settled(page);
    await page.getByLabel('Loan amount').fill('2000000');
    await page.getByLabel('Loan purpose').selectOption('P01');
    await page.getByRole('radio', { name: /12 months/ }).check();
    const quote = page.getByTestId('loan-quote');
    await quote.waitFor();
    const quoted = await shownRows(quote);
    await screenshot(page, 'money-defects-quote-en');
    // Each run of equal instalments, as quoted.
    const runs = quoted.flatMap((row) => {
      const match = /^Instalments? (\d+)(?: to (\d+))?/.exec(row.label);
      return match ? [{ from: Number(match[1]), to: Number(match[2] ?? match[1]), amount: rupiah(row.value.split(' ')[0] ?? '') }] : [];
    });
    expect(runs.map((run) => [run.from, run.to])).toEqual([
      [1, 1],
      [2, 3],
      [4, 12],
    ]);
    const total = rupiah(quoted.find((row) => row.label === 'Total to repay')?.value ?? '');

    // Applied, reviewed, signed and paid out: the loan's schedule is what was quoted.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'This is my account' }).click();
    await page.waitForURL('**/gomodal/loan/outlet');
    await settled(page);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/gomodal/terms');
    await settled(page);
    await page.getByTestId('terms-end').scrollIntoViewIfNeeded();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.waitForURL(/\/gomodal\/loan\/status\?id=/);
    const submissionId = new URL(page.url()).searchParams.get('id') ?? '';
    await decide(merchant, 'ACCEPT');
    await decide(merchant, 'APPROVE');
    await decide(merchant, 'SEND_CONTRACT');
    await page.goto(`${baseUrl()}/sandbox/gomodal/sign/${encodeURIComponent(submissionId)}`);
    await page.getByRole('button', { name: 'Sign' }).click();
    await page.waitForURL(/\/gomodal\/loan\/status\?id=.*check=1/);
    await decide(merchant, 'DISBURSE');
    const loan = (await asUser<GomodalSubmission>(await apiToken(merchant.phone), `/sme/v1/submissions/${submissionId}`)).loan;
    expect(loan).not.toBeNull();
    for (const run of runs)
      for (let number = run.from; number <= run.to; number += 1)
        expect(loan?.instalments[number - 1]?.amount, `instalment ${number}`).toBe(run.amount);
    expect(loan?.instalments.reduce((sum, line) => sum + line.amount, 0)).toBe(total);
    expect(loan?.discounts.interest).toBe(rupiah(quoted.find((row) => row.label === 'First-loan interest discount')?.value ?? ''));
  });
});

describe('the home card keeps its figures', () => {
  it('after applying for cicilan, and after signing a new limit, as the ledger says', { timeout: 180_000 }, async () => {
    const page = device.page;
    const { phone } = await seedMoneyUser('paylater-activated');
    await buy(phone, 500_000);
    const offers = await fetch(`${baseUrl()}/sandbox/paylater/plan-offers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: `+62${phone}`, scenario: 'standard' }),
    });
    expect(offers.status).toBe(201);
    await signInThroughApi(page, phone, '/');
    await page.locator('section.product-cards:not([aria-busy])').waitFor({ timeout: 15_000 });
    const today = await platformToday();
    expectCardAsLedger(await cardFigures(page, 'PayLater'), await ledgerOf(phone, 'paylater'), today, 'before');

    // Applying for cicilan (the card's link), then back home inside the app.
    await page.getByRole('article', { name: 'PayLater Cicilan', exact: true }).getByRole('link').click();
    await page.waitForURL((url) => url.pathname !== '/cicilan/apply' && url.pathname !== '/');
    await pageShown(page);
    await page.evaluate(() => window.history.back());
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('section.product-cards:not([aria-busy])').waitFor({ timeout: 15_000 });
    expectCardAsLedger(await cardFigures(page, 'PayLater'), await ledgerOf(phone, 'paylater'), today, 'after applying for cicilan');

    // Signing a new limit, then home inside the app: the card shows the new limit's figures.
    await open(page, '/paylater/plans');
    await page.getByRole('radio', { name: /Rp15\.000\.000/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: /Confirm and sign/ }).click();
    await page.waitForURL('**/privy/intro?product=paylater&flow=plans');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('I have read the contract and sign it electronically.').check();
    await page.getByRole('button', { name: 'Sign the contract' }).click();
    await page.waitForURL('**/paylater/plans');
    await pageShown(page);
    await page.getByRole('link', { name: /Back to PayLater/ }).click();
    await page.getByRole('link', { name: /Back to home/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('section.product-cards:not([aria-busy])').waitFor({ timeout: 15_000 });
    // The limit was used this month: the new limit waits for next month, the figures stay whole.
    const ledger = await ledgerOf(phone, 'paylater');
    expect(ledger.creditLimit).toBe(10_000_000);
    const after = await cardFigures(page, 'PayLater');
    expect(after.map((figure) => figure.label)).toEqual(['Limit left', 'Next bill']);
    expectCardAsLedger(after, ledger, today, 'after signing a new limit');
    await screenshot(page, 'money-defects-card-after-signing-en');
  });
});
