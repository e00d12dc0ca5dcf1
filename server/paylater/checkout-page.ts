/** The sandbox merchant's page: a person buys with pay-later or cicilan and refunds pay-later purchases. */
import type { CheckoutResult } from '@domain/contract/money-sandbox';
import { MONEY_SANDBOX_PATHS } from '@domain/contract/money-sandbox';
import { formatRupiah } from '@domain/money';
import { formatJakartaDateTime } from '@domain/time';
import type { LendingOrder } from '../ledger/types';
import { escapeHtml as e, sandboxPage } from '../sandbox/html';
import { SANDBOX_MERCHANTS } from './merchants';

export interface CheckoutPageView {
  phone: string;
  merchant: string;
  /** The purchase just made, or null. */
  result: CheckoutResult | null;
  /** What a refund just did, or null. */
  done: string | null;
  error: string | null;
  /** The user's orders, newest first (empty without a phone). */
  orders: { product: 'paylater' | 'cicilan'; order: LendingOrder; refundable: number | null }[];
}

const TENORS = Array.from({ length: 12 }, (_, index) => index + 1);

function resultSection(result: CheckoutResult): string {
  const rows = result.instalments
    .map(
      (instalment) =>
        `<tr><td>${instalment.number}</td><td>${e(instalment.dueDate)}</td><td class="amount">${e(formatRupiah(instalment.amount))}</td></tr>`,
    )
    .join('');
  return `<section aria-labelledby="result-title">
  <h2 id="result-title">Bought: order ${e(result.orderId)}</h2>
  <dl class="figures">
    <dt>Merchant</dt><dd>${e(result.merchant)}</dd>
    <dt>Product</dt><dd>${e(result.product)}</dd>
    <dt>Amount</dt><dd>${e(formatRupiah(result.amount))}</dd>
    <dt>Cost</dt><dd>${e(formatRupiah(result.cost))}</dd>
    <dt>Total</dt><dd>${e(formatRupiah(result.total))}</dd>
  </dl>
  <div class="scroll"><table><thead><tr><th>#</th><th>Due</th><th class="amount">Amount</th></tr></thead><tbody>${rows}</tbody></table></div>
</section>`;
}

function ordersSection(view: CheckoutPageView): string {
  if (!view.phone) return '';
  const ledgerLinks = (['paylater', 'cicilan'] as const)
    .map(
      (product) =>
        `<a href="${MONEY_SANDBOX_PATHS.ledger}/view?phone=${encodeURIComponent(view.phone)}&amp;product=${product}">${product} ledger</a>`,
    )
    .join(' · ');
  if (view.orders.length === 0)
    return `<section aria-labelledby="orders-title"><h2 id="orders-title">Orders of ${e(view.phone)}</h2><p class="empty">No purchases yet.</p><p>${ledgerLinks}</p></section>`;
  const rows = view.orders
    .map(({ product, order, refundable }) => {
      const refund =
        refundable !== null && refundable > 0
          ? `<form method="post" action="${MONEY_SANDBOX_PATHS.refunds}" class="row">
              <input type="hidden" name="phone" value="${e(view.phone)}"><input type="hidden" name="orderId" value="${e(order.id)}">
              <input name="amount" inputmode="numeric" aria-label="Refund amount of ${e(order.id)}" value="${refundable}">
              <button type="submit" class="secondary">Refund</button></form>`
          : product === 'cicilan'
            ? '<span class="hint">no refunds</span>'
            : '<span class="hint">refunded</span>';
      return `<tr><td>${e(order.merchant)}: ${e(product)} × ${order.tenor}<br><span class="hint">${e(order.id)}<br>${e(formatJakartaDateTime(order.purchasedAt.toISOString(), 'en'))} WIB</span></td>
        <td class="amount">${e(formatRupiah(order.principal))}</td></tr>
        <tr><td colspan="2">${refund}</td></tr>`;
    })
    .join('');
  return `<section aria-labelledby="orders-title">
  <h2 id="orders-title">Orders of ${e(view.phone)}</h2>
  <p>${ledgerLinks}</p>
  <div class="scroll"><table><thead><tr><th>Order</th><th class="amount">Amount</th></tr></thead><tbody>${rows}</tbody></table></div>
  <p class="hint">A refund is Pending for 24 hours on the platform's clock, then Completed (move the clock on the <a href="/sandbox">sandbox page</a>).</p>
</section>`;
}

/**
 * A refusal as the page shows it. The platform's message names where the app takes the buyer
 * ("in the app, /paylater/migration"): that path becomes a link, so a tester goes on from here.
 */
function errorHtml(message: string): string {
  return e(message).replace(/\(in the app, (\/[\w/-]+)\)/g, (_match, path: string) => `(in the app: <a href="${path}">${path}</a>)`);
}

export function renderCheckoutPage(view: CheckoutPageView): string {
  const merchants = SANDBOX_MERCHANTS.map(
    (name) => `<option value="${e(name)}"${name === view.merchant ? ' selected' : ''}>${e(name)}</option>`,
  ).join('');
  const tenors = TENORS.map((tenor) => `<option value="${tenor}">${tenor}</option>`).join('');
  return sandboxPage(
    'Sandbox checkout',
    `<header>
  <h1>Merchant checkout</h1>
  <p>Stands in for the partner merchants: buy with pay-later or cicilan, refund a pay-later purchase. The platform refuses what it would refuse (not activated, overdue, over the limit, cicilan after its closing date).</p>
</header>
<main>
${view.error ? `<p class="error" role="alert">${errorHtml(view.error)}</p>` : ''}
${view.done ? `<p class="done" role="status">${e(view.done)}</p>` : ''}
${view.result ? resultSection(view.result) : ''}
<section aria-labelledby="buy-title">
  <h2 id="buy-title">Buy</h2>
  <form method="post" action="${MONEY_SANDBOX_PATHS.checkout}">
    <div class="stack"><label for="phone">Phone number of the buyer</label>
      <input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="off" required placeholder="+62812345678" value="${e(view.phone)}"></div>
    <div class="stack"><label for="merchant">Merchant</label><select id="merchant" name="merchant">${merchants}</select></div>
    <div class="stack"><label for="amount">Amount (rupiah, 10,000 to 30,000,000)</label>
      <input id="amount" name="amount" inputmode="numeric" required value="500000"></div>
    <fieldset><legend>Pay with</legend>
      <label class="choice"><input type="radio" name="product" value="paylater" checked> PayLater</label>
      <label class="choice"><input type="radio" name="product" value="cicilan"> Cicilan</label></fieldset>
    <div class="stack"><label for="tenor">Months (PayLater 1 to 12 instalments; Cicilan 2 to 12)</label><select id="tenor" name="tenor">${tenors}</select></div>
    <button type="submit">Buy</button>
  </form>
</section>
${ordersSection(view)}
<p><a href="/sandbox">Sandbox home</a> · <a href="${MONEY_SANDBOX_PATHS.bank}">Bank</a> · <a href="/sandbox/lending">Lending settings</a></p>
</main>`,
  );
}
