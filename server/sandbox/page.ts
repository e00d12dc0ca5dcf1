import type { SandboxClock, SandboxSms } from '@domain/contract/sandbox';
import { SANDBOX_PATHS } from '@domain/contract/http';
import { formatJakartaDateTime } from '@domain/time';
import { escapeHtml as e, sandboxPage } from './html';

export { SANDBOX_CSS_PATH } from './html';

/** Jakarta is UTC+7 all year (no daylight saving), so its wall time is a fixed shift. */
export const JAKARTA_OFFSET = '+07:00';
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The value of a datetime-local input showing this instant in Jakarta time. */
export function jakartaLocalInput(instant: Date): string {
  return new Date(instant.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 19);
}

export const CLOCK_STEPS: readonly { seconds: number; label: string }[] = [
  { seconds: 10 * 60, label: '+10 minutes' },
  { seconds: 60 * 60, label: '+1 hour' },
  { seconds: 24 * 60 * 60, label: '+1 day' },
  { seconds: 30 * 24 * 60 * 60, label: '+30 days' },
];

/** The areas' own sandbox pages, linked from this one. */
export const AREA_PAGES: readonly { path: string; title: string; what: string }[] = [
  {
    path: '/sandbox/users',
    title: 'Users',
    what: 'seed a phone number in a named state (KYC approved, pay-later activated, merchant with a loan, ...)',
  },
  {
    path: '/sandbox/signin',
    title: 'Partner sign-in',
    what: 'start each partner-app sign-in, mint a partner-app code with an outcome, mail a magic link, read the mailbox',
  },
  { path: '/sandbox/kyc', title: 'KYC reviewer', what: 'approve, reject with any rejection type, or run the credit decision' },
  { path: '/sandbox/progressive-kyc', title: 'Progressive KYC', what: "the wallet's identity data behind the date-of-birth challenge" },
  { path: '/sandbox/lender', title: 'Lender applications', what: 'every application with its documents' },
  { path: '/sandbox/checkout', title: 'Merchant checkout', what: 'buy with pay-later or cicilan, refund a pay-later purchase' },
  { path: '/sandbox/bank', title: 'Bank', what: 'pay, pay as pending or deny the open virtual accounts; send a notice twice' },
  { path: '/sandbox/ledger/view', title: 'Ledger', what: "a user's pay-later or cicilan entries, dues, status and virtual accounts" },
  { path: '/sandbox/lending', title: 'Lending settings', what: "cicilan's closing date for new purchases, extra VA freeze days" },
  {
    path: '/sandbox/gomodal',
    title: 'Merchant loan',
    what: 'seed a merchant, move days and watch deductions, fail a day, pause, decide, write off',
  },
];

export interface SandboxPageView {
  /** The number as resolved to E.164, '' when none was asked for. */
  phone: string;
  /** null when no number was asked for or it was not valid. */
  messages: SandboxSms[] | null;
  clock: SandboxClock;
  error: string | null;
}

function when(iso: string): string {
  return `<time datetime="${e(iso)}">${e(formatJakartaDateTime(iso, 'en'))} WIB</time>`;
}

function describeOffset(offsetMs: number): string {
  if (offsetMs === 0) return 'The platform runs on the real time.';
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', `${minutes % 60} min`].filter(Boolean).join(' ');
  return `The platform's clock is ${parts} ${offsetMs > 0 ? 'ahead of' : 'behind'} the real time.`;
}

function hiddenPhone(phone: string): string {
  return phone ? `<input type="hidden" name="phone" value="${e(phone)}">` : '';
}

function inbox(view: SandboxPageView): string {
  if (!view.phone || view.messages === null) return '';
  const refresh = `<a href="${SANDBOX_PATHS.page}?phone=${encodeURIComponent(view.phone)}">Refresh</a>`;
  const heading = `<div class="inbox-head"><h3>Messages to ${e(view.phone)}</h3>${refresh}</div>`;
  if (view.messages.length === 0) return `${heading}<p class="empty">No messages to this number yet.</p>`;
  const items = view.messages
    .map(
      (sms, index) => `<li class="message">
        <p class="code">${e(sms.code)}</p>
        <p class="body">${e(sms.body)}</p>
        <p class="meta">${index === 0 ? '<span class="badge">Newest</span> ' : ''}Sent ${when(sms.sentAt)}</p>
      </li>`,
    )
    .join('\n');
  return `${heading}<ol class="messages">${items}</ol>`;
}

/** The sandbox's page for people: read the codes "sent" by SMS and move the platform's clock. */
export function renderSandboxPage(view: SandboxPageView): string {
  const steps = CLOCK_STEPS.map((step) => `<button type="submit" name="advance" value="${step.seconds}">${e(step.label)}</button>`).join(
    '',
  );
  return sandboxPage(
    'Sandbox platform',
    `<header>
  <h1>Sandbox platform</h1>
  <p>Stand-ins for the outside parties of the lending platform. None of this exists on the real platform.</p>
</header>
<main>
${view.error ? `<p class="error" role="alert">${e(view.error)}</p>` : ''}
<nav aria-labelledby="areas-title">
  <h2 id="areas-title">Other stand-ins</h2>
  <ul>
${AREA_PAGES.map((area) => `    <li><a href="${e(area.path)}">${e(area.title)}</a>: ${e(area.what)}</li>`).join('\n')}
  </ul>
</nav>
<section aria-labelledby="sms-title">
  <h2 id="sms-title">SMS inbox</h2>
  <form method="get" action="${SANDBOX_PATHS.page}" class="stack">
    <label for="phone">Phone number</label>
    <div class="row">
      <input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="off" placeholder="+62812345678" value="${e(view.phone)}" aria-describedby="phone-hint">
      <button type="submit">Show messages</button>
    </div>
    <p id="phone-hint" class="hint">With its country code, or without one for an Indonesian number (+62).</p>
  </form>
  ${inbox(view)}
</section>
<section aria-labelledby="clock-title">
  <h2 id="clock-title">Clock</h2>
  <p class="now">Platform time: <strong>${when(view.clock.now)}</strong></p>
  <p class="hint">${e(describeOffset(view.clock.offsetMs))}</p>
  <form method="post" action="${SANDBOX_PATHS.clock}" class="stack">
    ${hiddenPhone(view.phone)}
    <label for="now">Set the time (Jakarta, WIB)</label>
    <div class="row wrap">
      <input id="now" name="now" type="datetime-local" step="1" required value="${e(jakartaLocalInput(new Date(view.clock.now)))}">
      <button type="submit" name="action" value="set">Set clock</button>
    </div>
  </form>
  <form method="post" action="${SANDBOX_PATHS.clock}" class="stack">
    ${hiddenPhone(view.phone)}
    <p class="label">Move forward</p>
    <div class="row wrap">${steps}</div>
    <div class="row"><button type="submit" name="action" value="reset" class="secondary">Back to the real time</button></div>
  </form>
</section>
</main>`,
  );
}
