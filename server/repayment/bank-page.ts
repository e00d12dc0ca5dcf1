/** The sandbox bank's page: a person plays the bank and pays (or refuses) open virtual accounts. */
import { randomUUID } from 'node:crypto';
import type { BankPaymentResult } from '@domain/contract/money-sandbox';
import { MONEY_SANDBOX_PATHS } from '@domain/contract/money-sandbox';
import { formatRupiah } from '@domain/money';
import { formatVaNumber } from '@domain/lending/virtual-account';
import { formatJakartaDateTime } from '@domain/time';
import type { VaScope, VirtualAccountRecord } from '../ledger/virtual-accounts';
import { escapeHtml as e, sandboxPage } from '../sandbox/html';

export interface BankPageView {
  open: VirtualAccountRecord<VaScope>[];
  result: BankPaymentResult | null;
  error: string | null;
}

const when = (date: Date): string => `${e(formatJakartaDateTime(date.toISOString(), 'en'))} WIB`;

/** One form per button, each with its own notice id: a form sent twice is one notice, posted once. */
function payButton(
  va: VirtualAccountRecord<VaScope>,
  outcome: 'SETTLED' | 'PENDING' | 'DENIED',
  label: string,
  secondary: boolean,
): string {
  return `<form method="post" action="${MONEY_SANDBOX_PATHS.bankPayments}">
    <input type="hidden" name="vaNumber" value="${e(va.vaNumber)}"><input type="hidden" name="amount" value="${va.amount}">
    <input type="hidden" name="outcome" value="${outcome}"><input type="hidden" name="noticeId" value="${randomUUID()}">
    <button type="submit"${secondary ? ' class="secondary"' : ''}>${e(label)}</button></form>`;
}

function openList(view: BankPageView): string {
  if (view.open.length === 0)
    return '<p class="empty">No virtual account is waiting for a payment. Open one from the app (Bayar / Pay).</p>';
  return view.open
    .map(
      (va) => `<article class="message">
    <p class="va-number">${e(formatVaNumber(va.vaNumber))}</p>
    <dl class="figures">
      <dt>Bank</dt><dd>${e(va.bankName)}</dd>
      <dt>Amount</dt><dd>${e(formatRupiah(va.amount))}</dd>
      <dt>Pays</dt><dd>${e(va.catchupType)} of ${e(va.scope.kind)} ${e(va.scope.id)}</dd>
      <dt>State</dt><dd>${e(va.state)}</dd>
      <dt>Valid until</dt><dd>${when(va.expiresAt)}</dd>
    </dl>
    <div class="row wrap">${va.state === 'ACTIVE' ? payButton(va, 'PENDING', 'Pay as pending', true) : ''}${payButton(va, 'SETTLED', 'Pay', false)}${payButton(va, 'DENIED', 'Deny', true)}</div>
  </article>`,
    )
    .join('\n');
}

export function renderBankPage(view: BankPageView): string {
  return sandboxPage(
    'Sandbox bank',
    `<header>
  <h1>Bank</h1>
  <p>Stands in for the banks behind the virtual accounts. A VA takes exactly its amount; "in part" is a PARTIAL VA opened for part of the dues. Paying after 23:00 WIB (move the clock) is paying late: refused, nothing taken.</p>
</header>
<main>
${view.error ? `<p class="error" role="alert">${e(view.error)}</p>` : ''}
${view.result ? `<p class="done" role="status">Notice ${view.result.posted ? 'taken' : 'already received: nothing posted again'}; the VA is ${e(view.result.state)}${view.result.repaymentId ? `, repayment ${e(view.result.repaymentId)}` : ''}.</p>` : ''}
<section aria-labelledby="open-title">
  <h2 id="open-title">Waiting for payment</h2>
  ${openList(view)}
</section>
<section aria-labelledby="notice-title">
  <h2 id="notice-title">Send a notice by hand</h2>
  <form method="post" action="${MONEY_SANDBOX_PATHS.bankPayments}">
    <div class="stack"><label for="vaNumber">VA number</label><input id="vaNumber" name="vaNumber" inputmode="numeric" required autocomplete="off"></div>
    <div class="stack"><label for="amount">Amount</label><input id="amount" name="amount" inputmode="numeric" required></div>
    <div class="stack"><label for="outcome">Outcome</label><select id="outcome" name="outcome"><option value="SETTLED">Settled</option><option value="PENDING">Pending</option><option value="DENIED">Denied</option></select></div>
    <div class="stack"><label for="noticeId">Notice id (send one again to see it posted once)</label><input id="noticeId" name="noticeId" required value="${randomUUID()}"></div>
    <button type="submit">Send notice</button>
  </form>
</section>
<p><a href="/sandbox">Sandbox home</a> · <a href="${MONEY_SANDBOX_PATHS.checkout}">Checkout</a> · <a href="/sandbox/lending">Lending settings</a></p>
</main>`,
  );
}
