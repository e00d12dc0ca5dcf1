/**
 * Every seeded money state, every money page it reaches, every amount and date held to the ledger
 * (issue 36: "money on the screen is the money in the ledger"). Pay-later and cicilan: every seed
 * state (SEED_STATES); for each activated product the home card at /, the product's home (its bill,
 * each amount with its own date, the limit), the unpaid list, the repayment page, the history
 * (pay-later) or every order (cicilan), checked label by label against GET /sandbox/ledger. The
 * merchant loan: every seeded merchant (GOMODAL_SEED_STATES); the home card, the loan's detail and
 * its repayment page against the loan engine's own figures (GET /sandbox/gomodal/loan). One browser,
 * one sign-in per seeded user (through the API), its first page loaded and the others opened inside
 * the running app by their address (support/in-app.ts); any difference fails.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEED_STATES, type SeedState } from '@domain/contract/home';
import { GOMODAL_SEED_STATES, type GomodalSeedState, type SandboxGomodalLoan } from '@domain/contract/gomodal-sandbox';
import type { DataEnvelope } from '@domain/contract/envelope';
import type { SandboxLedger } from '@domain/contract/money-sandbox';
import { formatRupiah } from '@domain/money';
import { formatPlainDate } from '@domain/plain-date';
import { baseUrl } from './support/browser';
import { openInApp } from './support/in-app';
import { seedMerchant } from './support/gomodal';
import { cardFigures, expectCardAsLedger, expectOwedAsLedger, platformToday, type ShownRow, shownRows } from './support/money-checks';
import { seedMoneyUser } from './support/money-pages';
import { phonePagePerFile } from './support/phone-page';
import { rupiah } from './support/repayment';
import { sandboxGet } from './support/sandbox';
import { pageShown, signInThroughApi } from './support/session';

const device = phonePagePerFile('en-US', { serviceWorkers: 'block' });

const PRODUCTS = {
  paylater: { name: 'PayLater', home: '/gopaylater/ab' },
  cicilan: { name: 'PayLater Cicilan', home: '/gopaylater/cicilan' },
} as const;
type Product = keyof typeof PRODUCTS;

/** The product's ledger, or null when it is not activated (the sandbox answers 404). */
async function ledgerOrNull(phone: string, product: Product): Promise<SandboxLedger | null> {
  const response = await fetch(`${baseUrl()}/sandbox/ledger?phone=${encodeURIComponent(`+62${phone}`)}&product=${product}`);
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  return ((await response.json()) as DataEnvelope<SandboxLedger>).data;
}

/** The user's next page, opened inside the running app (the sign-in landing was the one full load). */
const open = (page: Page, path: string): Promise<void> => openInApp(page, path);

const row = (rows: readonly ShownRow[], label: string): ShownRow | undefined => rows.find((candidate) => candidate.label === label);

/** The product's home: its bill (or none when nothing is owed) and the limit left. */
async function checkHome(page: Page, product: Product, ledger: SandboxLedger, today: string): Promise<void> {
  await open(page, PRODUCTS[product].home);
  await page.locator('.dashboard[data-status]').waitFor();
  const where = `${PRODUCTS[product].home} (${ledger.status})`;
  expect(await page.locator('.dashboard').getAttribute('data-status'), `${where}: the status`).toBe(ledger.status);
  const bill = page.getByTestId('bill-card');
  const owedTotal = ledger.unpaidByDueDate.reduce((sum, item) => sum + item.unpaid, ledger.unpaidLateFees);
  if (owedTotal === 0) expect(await bill.count(), `${where}: no bill when nothing is owed`).toBe(0);
  else {
    const rows = await shownRows(bill);
    expectOwedAsLedger(rows, ledger, today, where);
    if (product === 'cicilan')
      expect(rupiah(row(rows, 'To pay off everything today')?.value ?? ''), `${where}: payoff`).toBe(ledger.dues.payoff);
  }
  expect(await page.locator('.limit-card__amount').innerText(), `${where}: the limit left`).toBe(formatRupiah(ledger.availableLimit));
}

/** The unpaid list: its summary, and the lines (pay-later: bill by bill; cicilan: each instalment) adding up. */
async function checkUnpaid(page: Page, product: Product, ledger: SandboxLedger, today: string): Promise<void> {
  const path = `/${product}/unpaid`;
  await open(page, path);
  const owedTotal = ledger.unpaidByDueDate.reduce((sum, item) => sum + item.unpaid, ledger.unpaidLateFees);
  if (owedTotal === 0) {
    expect(await page.getByTestId('unpaid-summary').count(), `${path}: nothing to pay`).toBe(0);
    return;
  }
  expectOwedAsLedger(await shownRows(page.getByTestId('unpaid-summary')), ledger, today, path);
  const lines = (await page.locator('.transaction-item__amount').allInnerTexts()).map(rupiah);
  if (product === 'cicilan')
    expect(
      lines.reduce((sum, amount) => sum + amount, 0),
      `${path}: the lines`,
    ).toBe(owedTotal);
  else {
    // Each bill's heading: the ledger's unpaid of that date, with the late fees charged for it.
    const groups = await page
      .locator('section.line-group h2')
      .evaluateAll((headings) =>
        headings.map((heading) => [...heading.querySelectorAll('span')].map((span) => (span.textContent ?? '').trim())),
      );
    let lateFees = 0;
    for (const [label = '', amount = ''] of groups) {
      const item = ledger.unpaidByDueDate.find((candidate) => label === `Due ${formatPlainDate(candidate.dueDate, 'en')}`);
      const extra = rupiah(amount) - (item?.unpaid ?? 0);
      expect(extra, `${path}: "${label}" is its date's unpaid (and late fees)`).toBeGreaterThanOrEqual(0);
      lateFees += extra;
    }
    expect(lateFees, `${path}: the late fees under their bills`).toBe(ledger.unpaidLateFees);
  }
}

/** The repayment page: what is due now, each amount with its own date, and paying everything. */
async function checkRepayment(page: Page, product: Product, ledger: SandboxLedger, today: string): Promise<void> {
  const path = `/${product}/repayment`;
  await open(page, path);
  const bill = page.locator('.repayment-bill');
  if ((await bill.count()) === 0) {
    expect(ledger.dues.payoff, `${path}: nothing to pay`).toBe(0);
    return;
  }
  const figures = await shownRows(bill, 'dl.repayment-figures > div');
  expect(rupiah(row(figures, 'Amount due')?.value ?? ''), `${path}: due now`).toBe(ledger.dues.overdue + ledger.dues.current);
  // "To pay everything today" is there exactly when it is more than what is due now.
  const payoff = row(figures, 'To pay everything today');
  const payoffShown = payoff ? rupiah(payoff.value) : null;
  const dueNow = ledger.dues.overdue + ledger.dues.current;
  expect(payoffShown, `${path}: payoff`).toBe(ledger.dues.payoff > dueNow ? ledger.dues.payoff : null);
  expectOwedAsLedger(await shownRows(bill, 'dl.repayment-owed > div'), ledger, today, path);
}

/** Pay-later's history: every line that is an entry of the ledger shows that entry's amount. */
async function checkHistory(page: Page, ledger: SandboxLedger): Promise<void> {
  await open(page, '/paylater/history');
  const lines = await page.locator('li.transaction-item a').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href') ?? '',
      text: (link.textContent ?? '').trim(),
      amount: (link.querySelector('.transaction-item__amount')?.textContent ?? '').trim(),
    })),
  );
  for (const line of lines) {
    const id = decodeURIComponent(line.href.split('/').pop() ?? '');
    // A purchase or repayment line is its entry; a refund's line is the refund, its credit names it.
    const entry = ledger.entries.find((candidate) => candidate.id === id || (candidate.kind === 'REFUND' && candidate.reference === id));
    if (entry) {
      expect(rupiah(line.amount), `/paylater/history: ${entry.kind} ${id}`).toBe(entry.amount);
      continue;
    }
    // The only line the ledger does not hold yet: a refund not completed (credited once it is).
    expect(id, `/paylater/history: line ${id} is an entry of the ledger or a refund`).toMatch(/^RF-/);
    expect(line.text, `/paylater/history: refund ${id} not in the ledger`).toContain('Pending');
  }
}

/** Every cicilan order: what it costs, what is left, and (repaid early) what was paid and waived. */
async function checkOrders(page: Page, ledger: SandboxLedger): Promise<void> {
  for (const { orderId, unpaid } of ledger.unpaidByOrder) {
    const path = `/cicilan/orders/${orderId}`;
    await open(page, path);
    const card = page.locator('[data-order-status]');
    await card.waitFor();
    const rows = await shownRows(card);
    const ofOrder = ledger.entries.filter((entry) => entry.orderId === orderId);
    const cost = ofOrder
      .filter((entry) => entry.kind === 'PURCHASE' || entry.kind === 'INSTALMENT_COST')
      .reduce((sum, entry) => sum + entry.amount, 0);
    const waived = ofOrder.filter((entry) => entry.kind === 'COST_WAIVER').reduce((sum, entry) => sum + entry.amount, 0);
    if ((await card.getAttribute('data-order-status')) === 'PAID_EARLY') {
      expect(rupiah(row(rows, 'You paid')?.value ?? ''), `${path}: paid`).toBe(cost - waived);
      expect(rupiah(row(rows, 'Cost waived (early repayment)')?.value ?? ''), `${path}: waived`).toBe(waived);
    } else {
      expect(rupiah(row(rows, 'Total')?.value ?? ''), `${path}: total`).toBe(cost);
      expect(rupiah(row(rows, 'Left to pay')?.value ?? 'Rp0'), `${path}: left`).toBe(unpaid);
    }
  }
}

describe('every seeded pay-later and cicilan state', () => {
  // Seeding `cicilan-closed` closes cicilan for every user of this platform: open it again for the
  // files that run after this one on the same platform (lending-home-order starts from no closing date).
  afterAll(async () => {
    const response = await fetch(`${baseUrl()}/sandbox/lending-settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cicilanClosingDate: null }),
    });
    expect(response.status).toBe(200);
  });

  it.each(SEED_STATES.map((state) => [state]))('%s: every money page as the ledger says', async (state: SeedState) => {
    const page = device.page;
    const { phone } = await seedMoneyUser(state);
    await signInThroughApi(page, phone, '/');
    await page.locator('section.product-cards:not([aria-busy])').waitFor({ timeout: 15_000 });
    const [today, paylater, cicilan] = await Promise.all([
      platformToday(),
      ledgerOrNull(phone, 'paylater'),
      ledgerOrNull(phone, 'cicilan'),
    ]);
    const ledgers = { paylater, cicilan };
    // The home cards first (one visit of /), then each product's pages.
    for (const product of ['paylater', 'cicilan'] as const) {
      const ledger = ledgers[product];
      const card = page.getByRole('article', { name: PRODUCTS[product].name, exact: true });
      if (ledger) expectCardAsLedger(await cardFigures(page, PRODUCTS[product].name), ledger, today, `/ (${state}, ${product})`);
      // Not activated: no card shows money.
      else if (await card.count())
        expect(await card.locator('.product-card__figures').count(), `${state}: ${product} has no figures`).toBe(0);
    }
    for (const product of ['paylater', 'cicilan'] as const) {
      const ledger = ledgers[product];
      if (!ledger) continue;
      await checkHome(page, product, ledger, today);
      if (ledger.entries.length === 0) continue; // never used: nothing else holds money
      await checkUnpaid(page, product, ledger, today);
      await checkRepayment(page, product, ledger, today);
      if (product === 'paylater') await checkHistory(page, ledger);
      else await checkOrders(page, ledger);
    }
  });
});

/** The loan engine's view of the merchant's newest loan. */
function engineLoan(e164: string): Promise<SandboxGomodalLoan> {
  return sandboxGet<SandboxGomodalLoan>(`/sandbox/gomodal/loan?phone=${encodeURIComponent(e164)}`);
}

const RUNNING = ['OVERDUE_WITH_LATE_FEES', 'OVERDUE', 'OUTSTANDING_BEFORE_DUE_DATE', 'ONGOING', 'PAYMENT_HOLIDAY', 'REPAID'];

describe('every seeded merchant', () => {
  it.each(GOMODAL_SEED_STATES.map((state) => [state]))('%s: the loan pages as the engine says', async (state: GomodalSeedState) => {
    const page = device.page;
    const merchant = await seedMerchant(state);
    await signInThroughApi(page, merchant.phone, '/gomodal/home');
    await pageShown(page);
    const engine = await engineLoan(merchant.e164);
    const card = page.locator('[data-card]');
    if (engine.card === null) {
      expect(await card.count(), `${state}: no loan card`).toBe(0);
      return;
    }
    await card.waitFor();
    expect(await card.getAttribute('data-card'), `${state}: the card`).toBe(engine.card);
    const cardRows = await shownRows(card);
    if (!RUNNING.includes(engine.card)) {
      // A card of a loan not running (applied, pending, completed, …) says no amount due.
      expect(row(cardRows, 'Amount due'), `${state} home: no amount due`).toBeUndefined();
      return;
    }
    const { dues, submissionId } = engine;
    expect(dues, `${state}: a running loan has dues`).not.toBeNull();
    expect(submissionId, `${state}: a running loan has its submission`).not.toBeNull();
    if (!dues || !submissionId) return; // (asserted just above: narrows the types)
    const date = (plain: string | null) => (plain ? formatPlainDate(plain, 'en') : undefined);

    expect(rupiah(row(cardRows, 'Amount due')?.value ?? ''), `${state} home: amount due`).toBe(dues.overdue + dues.current);
    expect(row(cardRows, 'Due date')?.value, `${state} home: due date`).toBe(date(dues.dueDate));
    expect(rupiah(row(cardRows, 'Total remaining')?.value ?? ''), `${state} home: total remaining`).toBe(dues.payoff + dues.payoffWaiver);

    await open(page, `/gomodal/submission/detail?id=${encodeURIComponent(submissionId)}`);
    const detail = await shownRows(page.locator('main .card').first());
    const where = `${state} detail`;
    expect(rupiah(row(detail, 'Amount due')?.value ?? ''), `${where}: amount due`).toBe(dues.overdue + dues.current);
    // Overdue is only what is past due (and its late fees); missed deductions apart.
    expect(rupiah(row(detail, 'Overdue amount')?.value ?? ''), `${where}: overdue`).toBe(dues.pastDue + dues.unpaidLateFees);
    expect(rupiah(row(detail, 'Pay off today')?.value ?? ''), `${where}: payoff`).toBe(dues.payoff);
    expect(rupiah(row(detail, 'Total remaining')?.value ?? ''), `${where}: remaining`).toBe(dues.payoff + dues.payoffWaiver);
    expect(rupiah(row(detail, 'Missed deductions')?.value ?? ''), `${where}: missed`).toBe(dues.missed);
    expect(rupiah(row(detail, 'Late fee')?.value ?? ''), `${where}: late fee`).toBe(dues.unpaidLateFees);
    expect(row(detail, 'Due date')?.value, `${where}: due date`).toBe(date(dues.dueDate));
    expect(row(detail, 'Instalments')?.value, `${where}: instalments`).toBe(
      `${dues.paidInstalments} paid, ${dues.remainingInstalments} left`,
    );

    if (dues.payoff === 0) return; // repaid: the detail above said 0 to pay off; there is no repayment page to check
    await open(page, `/gomodal/submission/repayment?id=${encodeURIComponent(submissionId)}`);
    const repayment = await shownRows(page.locator('main form.card'));
    expect(rupiah(row(repayment, 'Amount due')?.value ?? ''), `${state} repayment: amount due`).toBe(dues.overdue + dues.current);
    expect(rupiah(row(repayment, 'Overdue and missed deductions')?.value ?? ''), `${state} repayment: behind`).toBe(dues.overdue);
    expect(rupiah(row(repayment, 'Pay off today')?.value ?? ''), `${state} repayment: payoff`).toBe(dues.payoff);
  });
});
