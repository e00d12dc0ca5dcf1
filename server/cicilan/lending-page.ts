/** The sandbox page for the platform's lending settings: cicilan's closing date and the VA freeze days. */
import { CICILAN_DOCUMENTED_CLOSING_DATE } from '@domain/lending/closing';
import { type LendingSettings, MONEY_SANDBOX_PATHS } from '@domain/contract/money-sandbox';
import { escapeHtml as e, sandboxPage } from '../sandbox/html';

export const LENDING_PAGE_PATH = '/sandbox/lending';

export interface LendingPageView {
  settings: LendingSettings;
  /** Jakarta's date on the platform's clock. */
  today: string;
  open: boolean;
  done: string | null;
  error: string | null;
}

export function renderLendingPage(view: LendingPageView): string {
  const closing = view.settings.cicilanClosingDate;
  return sandboxPage(
    'Sandbox lending settings',
    `<header>
  <h1>Lending settings</h1>
  <p>Settings of the platform, for every user: the last day cicilan takes new purchases, and extra days when virtual accounts close at 20:15 instead of 20:45 (pay-later's 16th always does).</p>
</header>
<main>
${view.error ? `<p class="error" role="alert">${e(view.error)}</p>` : ''}
${view.done ? `<p class="done" role="status">${e(view.done)}</p>` : ''}
<section aria-labelledby="closing-title">
  <h2 id="closing-title">Cicilan closing date</h2>
  <p class="now">${closing ? `New cicilan purchases are taken through <strong>${e(closing)}</strong> (23:59 WIB).` : 'No closing date: cicilan takes new purchases.'}
    Today on the platform's clock is ${e(view.today)}: cicilan is <strong>${view.open ? 'open' : 'closed'}</strong> for new purchases.</p>
  <form method="post" action="${MONEY_SANDBOX_PATHS.lendingSettings}" class="stack">
    <label for="cicilanClosingDate">Closing date</label>
    <div class="row wrap">
      <input id="cicilanClosingDate" name="cicilanClosingDate" type="date" value="${e(closing ?? '')}">
      <button type="submit" name="action" value="closing">Set</button>
    </div>
    <div class="row wrap">
      <button type="submit" name="action" value="no-closing" class="secondary">No closing date</button>
      <button type="submit" name="action" value="documented-closing" class="secondary">The documents' ${CICILAN_DOCUMENTED_CLOSING_DATE} (closed)</button>
    </div>
  </form>
</section>
<section aria-labelledby="freeze-title">
  <h2 id="freeze-title">VA freeze days</h2>
  <form method="post" action="${MONEY_SANDBOX_PATHS.lendingSettings}" class="stack">
    <label for="vaFreezeDates">Dates, one per line or separated by commas (YYYY-MM-DD)</label>
    <textarea id="vaFreezeDates" name="vaFreezeDates" rows="3">${e(view.settings.vaFreezeDates.join('\n'))}</textarea>
    <div class="row"><button type="submit" name="action" value="freeze">Save freeze days</button></div>
  </form>
</section>
<p><a href="/sandbox">Sandbox home</a> · <a href="${MONEY_SANDBOX_PATHS.checkout}">Checkout</a> · <a href="${MONEY_SANDBOX_PATHS.bank}">Bank</a></p>
</main>`,
  );
}
