/** The sandbox's view of one account's ledger: GET /sandbox/ledger (JSON) and its page for people. */
import type { LedgerEntry, SandboxLedger } from '@domain/contract/money-sandbox';
import { MONEY_SANDBOX_PATHS } from '@domain/contract/money-sandbox';
import { formatRupiah } from '@domain/money';
import { formatVaNumber, vaStateAt } from '@domain/lending/virtual-account';
import type { Book } from '../ledger/book';
import { positionOf } from '../ledger/positions';
import type { LedgerEntryRecord } from '../ledger/types';
import type { VirtualAccountRecord } from '../ledger/virtual-accounts';
import { escapeHtml as e, sandboxPage } from '../sandbox/html';

export const LEDGER_PAGE_PATH = `${MONEY_SANDBOX_PATHS.ledger}/view`;

const toLedgerEntry = (entry: LedgerEntryRecord): LedgerEntry => ({
  id: entry.id,
  kind: entry.kind,
  amount: entry.amount,
  postedAt: entry.postedAt.toISOString(),
  dueDate: entry.dueDate,
  orderId: entry.orderId,
  reference: entry.reference,
});

/** The unpaid rest of every debit with a due date, late fees apart, summed per date. */
function unpaidByDueDate(book: Book): SandboxLedger['unpaidByDueDate'] {
  const byDate = new Map<string, number>();
  for (const debit of book.debits()) {
    if (debit.kind === 'LATE_FEE' || debit.dueDate === null) continue;
    byDate.set(debit.dueDate, (byDate.get(debit.dueDate) ?? 0) + book.unpaidOf(debit.id));
  }
  return [...byDate]
    .filter(([, unpaid]) => unpaid > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([dueDate, unpaid]) => ({ dueDate, unpaid }));
}

/** The unpaid rest of each order's debits, late fees apart. */
function unpaidByOrder(book: Book): SandboxLedger['unpaidByOrder'] {
  return book.orders.map((order) => ({
    orderId: order.id,
    unpaid: book.unpaidTotal((debit) => debit.orderId === order.id && debit.kind !== 'LATE_FEE'),
  }));
}

export function sandboxLedger(book: Book, now: Date): SandboxLedger {
  const position = positionOf(book, now);
  const { overdue, current, payoff } = position.dues;
  return {
    accountId: book.account.id,
    product: book.account.product,
    entries: book.entries.map(toLedgerEntry),
    dues: { overdue, current, payoff },
    status: position.status,
    balance: position.balance,
    unpaidByDueDate: unpaidByDueDate(book),
    unpaidLateFees: position.dues.unpaidLateFees,
    creditLimit: position.creditLimit,
    availableLimit: position.availableLimit,
    unpaidByOrder: unpaidByOrder(book),
  };
}

export interface LedgerPageView {
  phone: string;
  product: 'paylater' | 'cicilan';
  ledger: SandboxLedger | null;
  virtualAccounts: VirtualAccountRecord[];
  now: Date;
  error: string | null;
}

/** "2026-01-10 10:00": short enough for a table on a phone. */
const when = (iso: string): string => e(new Date(Date.parse(iso) + 7 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' '));
const money = (amount: number): string => e(formatRupiah(amount));
const CREDITS: readonly string[] = ['REFUND', 'REPAYMENT', 'COST_WAIVER'];

function ledgerSections(view: LedgerPageView, ledger: SandboxLedger): string {
  const entries = ledger.entries
    .map((entry) => {
      const about = [entry.dueDate ? `due ${entry.dueDate}` : '', entry.orderId ?? ''].filter(Boolean).join(' · ');
      return `<tr><td>${when(entry.postedAt)}</td><td>${e(entry.kind)}${about ? `<br><span class="hint">${e(about)}</span>` : ''}</td>
        <td class="amount">${CREDITS.includes(entry.kind) ? '−' : ''}${money(entry.amount)}</td></tr>`;
    })
    .join('');
  const vas = view.virtualAccounts
    .map(
      (
        va,
      ) => `<tr><td>${when(va.createdAt.toISOString())}</td><td>${e(formatVaNumber(va.vaNumber))}<br><span class="hint">${e(va.bankName)} · ${e(va.catchupType)} · ${e(vaStateAt(va.state, va.expiresAt.toISOString(), view.now.toISOString()))}</span></td>
        <td class="amount">${money(va.amount)}</td></tr>`,
    )
    .join('');
  return `<section aria-labelledby="figures-title">
  <h2 id="figures-title">Account ${e(ledger.accountId)}</h2>
  <dl class="figures">
    <dt>Status</dt><dd>${e(ledger.status)}</dd>
    <dt>Overdue</dt><dd>${money(ledger.dues.overdue)}</dd>
    <dt>Due now</dt><dd>${money(ledger.dues.current)}</dd>
    <dt>Payoff</dt><dd>${money(ledger.dues.payoff)}</dd>
    <dt>Balance (debits − credits)</dt><dd>${money(ledger.balance)}</dd>
  </dl>
</section>
<section aria-labelledby="entries-title">
  <h2 id="entries-title">Entries, oldest first</h2>
  ${ledger.entries.length === 0 ? '<p class="empty">No entries yet.</p>' : `<div class="scroll"><table><thead><tr><th>Posted (WIB)</th><th>Entry</th><th class="amount">Amount</th></tr></thead><tbody>${entries}</tbody></table></div>`}
</section>
<section aria-labelledby="vas-title">
  <h2 id="vas-title">Virtual accounts, newest first</h2>
  ${view.virtualAccounts.length === 0 ? '<p class="empty">None opened.</p>' : `<div class="scroll"><table><thead><tr><th>Opened (WIB)</th><th>Number</th><th class="amount">Amount</th></tr></thead><tbody>${vas}</tbody></table></div>`}
</section>`;
}

export function renderLedgerPage(view: LedgerPageView): string {
  const option = (product: 'paylater' | 'cicilan') =>
    `<option value="${product}"${view.product === product ? ' selected' : ''}>${product}</option>`;
  return sandboxPage(
    'Sandbox ledger',
    `<header>
  <h1>Ledger</h1>
  <p>The entries of a user's pay-later or cicilan account, as the platform posted them (late fees, fees and refunds are posted once the clock has passed them), with what they add up to.</p>
</header>
<main>
${view.error ? `<p class="error" role="alert">${e(view.error)}</p>` : ''}
<section aria-labelledby="find-title">
  <h2 id="find-title">Account</h2>
  <form method="get" action="${LEDGER_PAGE_PATH}">
    <div class="stack"><label for="phone">Phone number</label><input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="off" required value="${e(view.phone)}"></div>
    <div class="stack"><label for="product">Product</label><select id="product" name="product">${option('paylater')}${option('cicilan')}</select></div>
    <button type="submit">Show</button>
  </form>
</section>
${view.ledger ? ledgerSections(view, view.ledger) : ''}
<p><a href="/sandbox">Sandbox home</a> · <a href="${MONEY_SANDBOX_PATHS.checkout}?phone=${encodeURIComponent(view.phone)}">Checkout</a> · <a href="${MONEY_SANDBOX_PATHS.bank}">Bank</a></p>
</main>`,
  );
}
