/** The sandbox's pages for this area: seeding users, the e-signature provider, the cash-loan site. */
import { PRODUCTS_SANDBOX_PATHS, SEED_STATES, type SeedState } from '@domain/contract/home';
import { formatJakartaDateTime } from '@domain/time';
import { escapeHtml as e, sandboxPage } from '../sandbox/html';
import { SEED_DEFINITIONS } from './seed-states';

export interface SeedPageView {
  phone: string;
  state: SeedState;
  error: string | null;
  /** Set after a successful seed. */
  seeded: { phone: string; state: SeedState; now: string } | null;
}

export function renderSeedPage(view: SeedPageView): string {
  const options = SEED_STATES.map(
    (state) => `<option value="${e(state)}"${state === view.state ? ' selected' : ''}>${e(state)}</option>`,
  ).join('');
  const rows = SEED_STATES.map((state) => `<li><strong>${e(state)}</strong>: ${e(SEED_DEFINITIONS[state].summary)}</li>`).join('\n');
  const done = view.seeded
    ? `<p class="done" role="status">Seeded <strong>${e(view.seeded.phone)}</strong> as <strong>${e(view.seeded.state)}</strong>.
       Sign in with this number at <a href="/">the app</a>; the code arrives in the <a href="/sandbox?phone=${encodeURIComponent(view.seeded.phone)}">SMS inbox</a>.
       The platform's clock reads ${e(formatJakartaDateTime(view.seeded.now, 'en'))} WIB.</p>`
    : '';
  return sandboxPage(
    'Sandbox users',
    `<header>
  <h1>Sandbox users</h1>
  <p>Put a user in a named state, then sign in with their number and the SMS code as usual. <a href="/sandbox">Back to the sandbox</a></p>
</header>
<main>
${view.error ? `<p class="error" role="alert">${e(view.error)}</p>` : ''}
${done}
<section aria-labelledby="seed-title">
  <h2 id="seed-title">Seed a user</h2>
  <form method="post" action="${PRODUCTS_SANDBOX_PATHS.users}" class="stack">
    <label for="phone">Phone number</label>
    <input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="off" placeholder="+62812345678" value="${e(view.phone)}" required aria-describedby="phone-hint">
    <p id="phone-hint" class="hint">An Indonesian number, with +62 or without.</p>
    <label for="state">State</label>
    <div class="row"><select id="state" name="state">${options}</select><button type="submit">Seed user</button></div>
  </form>
</section>
<section aria-labelledby="states-title">
  <h2 id="states-title">States</h2>
  <ul class="states">${rows}</ul>
</section>
</main>`,
  );
}

export interface SigningPageView {
  id: string;
  productLabel: string;
  maskedPhone: string;
  createdAt: string;
  signedAt: string | null;
}

/** The e-signature provider's page: the contract, and a button that signs it. */
export function renderSigningPage(view: SigningPageView): string {
  const action = `${PRODUCTS_SANDBOX_PATHS.privySign}/${encodeURIComponent(view.id)}`;
  const signed = view.signedAt
    ? `<p class="done" role="status">Signed at ${e(view.signedAt)}. <a href="/signed">Return to the app</a></p>`
    : `<form method="post" action="${action}" class="stack">
    <label class="check"><input type="checkbox" name="agree" value="yes" required> I have read the contract and sign it electronically.</label>
    <div class="row"><button type="submit">Sign the contract</button></div>
  </form>`;
  return sandboxPage(
    'E-signature (sandbox)',
    `<header>
  <h1>E-signature provider (sandbox)</h1>
  <p>A stand-in for the third-party e-signature provider. Signing returns to the app at /signed.</p>
</header>
<main>
<section aria-labelledby="contract-title">
  <h2 id="contract-title">Loan agreement: ${e(view.productLabel)}</h2>
  <p>Borrower: the holder of the mobile number ${e(view.maskedPhone)}.</p>
  <p>Sent at ${e(view.createdAt)}.</p>
  <ol class="terms">
    <li>The lender provides a credit facility under the product's terms shown in the app.</li>
    <li>The borrower repays every bill by its due date; late payment incurs the late fee and is reported to SLIK OJK.</li>
    <li>This agreement is signed electronically under Indonesian law (UU ITE).</li>
  </ol>
  ${signed}
</section>
</main>`,
  );
}

export interface CashLoanPageView {
  ok: boolean;
  maskedPhone: string | null;
  params: [string, string][];
}

/** The stand-in cash-loan site the redirect lands on. */
export function renderCashLoanPage(view: CashLoanPageView): string {
  const list = view.params.map(([name, value]) => `<li><code>${e(name)}</code> = ${e(value)}</li>`).join('');
  const head = view.ok
    ? `<h2 id="cash-title">Welcome to the cash-loan site</h2><p role="status">Signed in with the one-time code as ${e(view.maskedPhone ?? '')}.</p>`
    : `<h2 id="cash-title">This link no longer works</h2><p class="error" role="alert">The code is unknown, was already used or has expired. Go back to the app and open the cash loan again.</p>`;
  return sandboxPage(
    'Cash-loan site (sandbox)',
    `<header>
  <h1>Cash-loan site (sandbox)</h1>
  <p>A stand-in for the partner's cash-loan website.</p>
</header>
<main>
<section aria-labelledby="cash-title">
  ${head}
  <h3>Parameters received (the code is not shown)</h3>
  <ul>${list}</ul>
  <p><a href="/">Back to the app</a></p>
</section>
</main>`,
  );
}
