/** The sandbox's pages for people: the partner apps' sign-in pages and the sign-in sandbox page. */
import {
  GMA_OUTCOMES,
  type OAuthProvider,
  SIGNIN_SANDBOX_PATHS,
  type SandboxGmaCode,
  type SandboxMail,
} from '@domain/contract/sign-in-sso';
import { formatJakartaDateTime } from '@domain/time';
import { escapeHtml as e, sandboxPage } from '../sandbox/html';

export const PROVIDER_NAMES: Readonly<Record<OAuthProvider, string>> = {
  gobiz: 'Merchant app (GoBiz)',
  gojek: 'Super-app (Gojek)',
  gopay: 'Wallet app (GoPay)',
};

/** The OAuth request as received, carried through the page's form unchanged. */
export type AuthorizeParams = Record<
  'response_type' | 'client_id' | 'redirect_uri' | 'scope' | 'state' | 'code_challenge' | 'code_challenge_method' | 'ui_locales',
  string
>;

const COPY = {
  en: {
    intro: 'PayLater asks to sign you in with your account. It will see your phone number.',
    phone: 'Phone number of your account',
    hint: 'An Indonesian number, such as 081234567890.',
    role: 'Who are you at this merchant?',
    owner: 'Merchant owner',
    nonOwner: 'Staff (not the owner)',
    allow: 'Allow and sign in',
    deny: 'Deny access',
  },
  id: {
    intro: 'PayLater meminta izin untuk memasukkan Anda dengan akun ini. PayLater akan melihat nomor HP Anda.',
    phone: 'Nomor HP akun Anda',
    hint: 'Nomor Indonesia, misalnya 081234567890.',
    role: 'Siapa Anda di merchant ini?',
    owner: 'Pemilik merchant',
    nonOwner: 'Staf (bukan pemilik)',
    allow: 'Izinkan dan masuk',
    deny: 'Tolak akses',
  },
} as const;

/** The provider's own sign-in and consent page (what the partner app would show). */
export function renderAuthorizePage(
  provider: OAuthProvider,
  params: AuthorizeParams,
  view: { phone: string; error: string | null },
): string {
  const lang = params.ui_locales === 'en' ? 'en' : 'id';
  const t = COPY[lang];
  const hidden = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join('\n    ');
  const role =
    provider === 'gobiz'
      ? `<fieldset class="stack">
      <legend>${e(t.role)}</legend>
      <label><input type="radio" name="merchant_role" value="owner" checked> ${e(t.owner)}</label>
      <label><input type="radio" name="merchant_role" value="non-owner"> ${e(t.nonOwner)}</label>
    </fieldset>`
      : '';
  return sandboxPage(
    `${PROVIDER_NAMES[provider]} sign-in`,
    `<header>
  <h1>${e(PROVIDER_NAMES[provider])}</h1>
  <p>Sandbox stand-in for the partner's authorisation server.</p>
</header>
<main>
<section aria-labelledby="consent-title">
  <h2 id="consent-title">${e(t.intro)}</h2>
  ${view.error ? `<p class="error" role="alert">${e(view.error)}</p>` : ''}
  <form method="post" action="${e(SIGNIN_SANDBOX_PATHS.authorizeDecision(provider))}" class="stack">
    ${hidden}
    <label for="phone">${e(t.phone)}</label>
    <input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="off" value="${e(view.phone)}" aria-describedby="phone-hint">
    <p id="phone-hint" class="hint">${e(t.hint)}</p>
    ${role}
    <div class="row wrap">
      <button type="submit" name="decision" value="allow">${e(t.allow)}</button>
      <button type="submit" name="decision" value="deny" class="secondary">${e(t.deny)}</button>
    </div>
  </form>
</section>
</main>`,
    lang,
  );
}

/** A request the provider cannot even send back (bad client, redirect or PKCE): shown, never redirected. */
export function renderAuthorizeError(provider: OAuthProvider, message: string): string {
  return sandboxPage(
    `${PROVIDER_NAMES[provider]} sign-in`,
    `<header><h1>${e(PROVIDER_NAMES[provider])}</h1></header>
<main><p class="error" role="alert">${e(message)}</p></main>`,
    'en',
  );
}

export interface SignInSandboxView {
  gma: SandboxGmaCode | null;
  mailbox: { to: string; mail: SandboxMail[] } | null;
  error: string | null;
}

function mailList(mailbox: NonNullable<SignInSandboxView['mailbox']>): string {
  const heading = `<div class="inbox-head"><h3>Mail to ${e(mailbox.to)}</h3><a href="${SIGNIN_SANDBOX_PATHS.page}?mailbox=${encodeURIComponent(mailbox.to)}">Refresh</a></div>`;
  if (mailbox.mail.length === 0) return `${heading}<p class="empty">No mail to this account yet.</p>`;
  const items = mailbox.mail
    .map(
      (mail, index) => `<li class="message">
        <p class="body"><strong>${e(mail.subject)}</strong></p>
        <p class="body"><a href="${e(mail.link)}">Open the sign-in link</a></p>
        <p class="meta">${index === 0 ? '<span class="badge">Newest</span> ' : ''}Sent <time datetime="${e(mail.sentAt)}">${e(formatJakartaDateTime(mail.sentAt, 'en'))} WIB</time></p>
      </li>`,
    )
    .join('\n');
  return `${heading}<ol class="messages">${items}</ol>`;
}

/** /sandbox/signin: play the partner apps and the mail provider by hand. */
export function renderSignInSandboxPage(view: SignInSandboxView): string {
  const outcomes = GMA_OUTCOMES.map((outcome) => `<option value="${e(outcome)}">${e(outcome)}</option>`).join('');
  return sandboxPage(
    'Sandbox: sign-in partners',
    `<header>
  <h1>Sandbox: sign-in partners</h1>
  <p>Stand-ins for the partner apps and the mail provider. None of this exists on the real platform. <a href="/sandbox">SMS inbox and clock</a></p>
</header>
<main>
${view.error ? `<p class="error" role="alert">${e(view.error)}</p>` : ''}
<section aria-labelledby="sso-title">
  <h2 id="sso-title">Partner single sign-on</h2>
  <p class="hint">Opening one of these starts the app's OAuth 2.0 sign-in; the partner's page then asks for a number and lets you allow or deny access.</p>
  <ul>
    <li><a href="/sso/gobiz">Sign in from the merchant app (/sso/gobiz)</a></li>
    <li><a href="/sso/gojek">Sign in from the super-app (/sso/gojek)</a></li>
    <li><a href="/sso/gopay">Sign in from the wallet app (/sso/gopay)</a></li>
    <li><a href="/benefitScreen">Pay-later benefit screen (/benefitScreen)</a></li>
  </ul>
</section>
<section aria-labelledby="gma-title">
  <h2 id="gma-title">Business-loan partner app (GMA)</h2>
  <form method="post" action="${SIGNIN_SANDBOX_PATHS.gmaCodes}" class="stack">
    <label for="gma-phone">Phone number of the partner account</label>
    <input id="gma-phone" name="phone" type="tel" inputmode="tel" autocomplete="off" placeholder="081234567890">
    <label for="gma-outcome">What the partner says about the account</label>
    <select id="gma-outcome" name="outcome">${outcomes}</select>
    <label for="gma-language">Language</label>
    <select id="gma-language" name="language"><option value="id">id</option><option value="en">en</option></select>
    <div class="row"><button type="submit">Open the app from the partner</button></div>
  </form>
  ${view.gma ? `<p>Link minted (valid 5 minutes, once): <a href="${e(view.gma.url)}">${e(view.gma.url)}</a></p>` : ''}
</section>
<section aria-labelledby="magic-title">
  <h2 id="magic-title">Magic link</h2>
  <form method="post" action="${SIGNIN_SANDBOX_PATHS.magicLinks}" class="stack">
    <label for="magic-phone">Send a sign-in link to the account of</label>
    <div class="row">
      <input id="magic-phone" name="phone" type="tel" inputmode="tel" autocomplete="off" placeholder="081234567890">
      <button type="submit">Mail a link</button>
    </div>
  </form>
  <form method="get" action="${SIGNIN_SANDBOX_PATHS.page}" class="stack">
    <label for="mailbox">Mailbox of</label>
    <div class="row">
      <input id="mailbox" name="mailbox" type="tel" inputmode="tel" autocomplete="off" value="${e(view.mailbox?.to ?? '')}">
      <button type="submit">Show mail</button>
    </div>
  </form>
  ${view.mailbox ? mailList(view.mailbox) : ''}
</section>
</main>`,
    'en',
  );
}
