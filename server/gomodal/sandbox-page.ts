/** The sandbox pages of the merchant loan: the engine's page (seed, move days, watch a loan) and the e-signature provider's. */
import {
  GOMODAL_DISCOUNT_COMPONENTS,
  GOMODAL_DECISIONS,
  GOMODAL_SANDBOX_PATHS,
  GOMODAL_SEED_STATES,
  type GomodalSandboxSettings,
  type SandboxGomodalLoan,
  sandboxGomodalSignPath,
} from '@domain/contract/gomodal-sandbox';
import { MONEY_SANDBOX_PATHS } from '@domain/contract/money-sandbox';
import { LOAN_REDIRECT_CODES, type LoanRedirectTarget, LOAN_REDIRECT_VARIABLES } from '@domain/gomodal/loan-redirects';
import { formatRupiah } from '@domain/money';
import { formatJakartaDateTime, jakartaDate } from '@domain/time';
import { escapeHtml as e, sandboxPage } from '../sandbox/html';
import type { SubmissionRecord } from './submissions';

export interface GomodalPageView {
  phone: string;
  loan: SandboxGomodalLoan | null;
  settings: GomodalSandboxSettings;
  now: Date;
  done: string | null;
  error: string | null;
}

const phoneField = (phone: string, id: string): string =>
  `<label for="${id}">Phone</label><input id="${id}" name="phone" type="tel" inputmode="tel" autocomplete="off" value="${e(phone)}" required>`;

function loanSection(loan: SandboxGomodalLoan): string {
  const dues = loan.dues;
  const figures = dues
    ? `<dl class="stack">
  <dt>Due date</dt><dd>${e(dues.dueDate ?? '-')}</dd>
  <dt>Overdue (past due, late fees, missed days)</dt><dd>${e(formatRupiah(dues.overdue))} (${e(formatRupiah(dues.pastDue))}, ${e(formatRupiah(dues.unpaidLateFees))}, ${e(formatRupiah(dues.missed))})</dd>
  <dt>Rest of this month</dt><dd>${e(formatRupiah(dues.current))}</dd>
  <dt>Payoff</dt><dd>${e(formatRupiah(dues.payoff))}</dd>
  <dt>Instalments paid / left</dt><dd>${dues.paidInstalments} / ${dues.remainingInstalments}</dd>
</dl>`
    : '<p class="empty">No loan paid out.</p>';
  const rows = [...loan.days]
    .reverse()
    .slice(0, 40)
    .map(
      (day) =>
        `<tr><td>${e(day.date)}</td><td>${e(day.kind)}</td><td>${e(formatRupiah(day.scheduled))}</td><td>${e(formatRupiah(day.income))}${day.failed ? ' (failed)' : ''}</td><td>${e(formatRupiah(day.due))}</td><td>${e(formatRupiah(day.taken))}</td><td>${e(day.outcome)}</td><td>${day.lateFee ? e(formatRupiah(day.lateFee)) : ''}</td></tr>`,
    )
    .join('\n');
  return `<section aria-labelledby="loan-title">
  <h2 id="loan-title">${e(loan.phone)}</h2>
  <p class="now">Newest submission <strong>${e(loan.status ?? 'none')}</strong>; home card <strong>${e(loan.card ?? 'none (the offer)')}</strong>; blocker <strong>${e(loan.blocker ?? 'none')}</strong>.</p>
  ${figures}
  ${
    rows
      ? `<div class="scroll"><table><caption>Days run, newest first (the last 40)</caption>
  <thead><tr><th scope="col">Day</th><th scope="col">Kind</th><th scope="col">Scheduled</th><th scope="col">Income</th><th scope="col">Due</th><th scope="col">Taken</th><th scope="col">Outcome</th><th scope="col">Late fee</th></tr></thead>
  <tbody>${rows}</tbody></table></div>`
      : ''
  }
</section>`;
}

export function renderGomodalPage(view: GomodalPageView): string {
  const today = jakartaDate(view.now.toISOString());
  const states = GOMODAL_SEED_STATES.map((state) => `<option value="${state}">${state}</option>`).join('');
  const decisions = GOMODAL_DECISIONS.map((decision) => `<option value="${decision}">${decision}</option>`).join('');
  const phone = view.phone;
  return sandboxPage(
    'Sandbox merchant loan',
    `<header>
  <h1>Merchant loan (gomodal)</h1>
  <p>Seed a merchant, move the platform's days (each day that ends runs its deduction), set sales, fail a day, pause, decide, write off, and watch the loan. Now: <strong>${e(formatJakartaDateTime(view.now.toISOString(), 'en'))}</strong> (WIB).</p>
</header>
<main>
${view.error ? `<p class="error" role="alert">${e(view.error)}</p>` : ''}
${view.done ? `<p class="done" role="status">${e(view.done)}</p>` : ''}
<section aria-labelledby="seed-title">
  <h2 id="seed-title">Seed a merchant</h2>
  <form method="post" action="${GOMODAL_SANDBOX_PATHS.seed}" class="stack">
    ${phoneField(phone, 'seed-phone')}
    <label for="seed-state">State</label>
    <select id="seed-state" name="state">${states}</select>
    <div class="row"><button type="submit">Seed</button></div>
  </form>
</section>
<section aria-labelledby="watch-title">
  <h2 id="watch-title">Watch a merchant</h2>
  <form method="get" action="${GOMODAL_SANDBOX_PATHS.page}" class="stack">
    ${phoneField(phone, 'watch-phone')}
    <div class="row"><button type="submit">Show</button></div>
  </form>
</section>
${view.loan ? loanSection(view.loan) : ''}
<section aria-labelledby="days-title">
  <h2 id="days-title">Move days</h2>
  <form method="post" action="${GOMODAL_SANDBOX_PATHS.advance}" class="stack">
    <input type="hidden" name="phone" value="${e(phone)}">
    <label for="days">Days forward</label>
    <div class="row wrap"><input id="days" name="days" type="number" min="1" max="800" value="1" required><button type="submit">Move</button></div>
  </form>
</section>
<section aria-labelledby="sales-title">
  <h2 id="sales-title">Sales and failed days</h2>
  <form method="post" action="${GOMODAL_SANDBOX_PATHS.income}" class="stack">
    ${phoneField(phone, 'income-phone')}
    <label for="amount">Daily income from today (${e(today)})</label>
    <div class="row wrap"><input id="amount" name="amount" inputmode="numeric" value="500000" required><button type="submit">Set income</button></div>
  </form>
  <form method="post" action="${GOMODAL_SANDBOX_PATHS.failedDays}" class="stack">
    ${phoneField(phone, 'failed-phone')}
    <label for="failed-date">Day whose deduction fails</label>
    <div class="row wrap"><input id="failed-date" name="date" type="date" value="${e(today)}" required><button type="submit">Fail it</button></div>
  </form>
  <form method="post" action="${GOMODAL_SANDBOX_PATHS.pauses}" class="stack">
    ${phoneField(phone, 'pause-phone')}
    <label for="pause-from">Pause from</label><input id="pause-from" name="from" type="date" value="${e(today)}" required>
    <label for="pause-resume">Resume on</label><input id="pause-resume" name="resumeOn" type="date" required>
    <div class="row"><button type="submit">Pause</button></div>
  </form>
</section>
<section aria-labelledby="decide-title">
  <h2 id="decide-title">Credit review, lender and bank</h2>
  <form method="post" action="${GOMODAL_SANDBOX_PATHS.decision}" class="stack">
    ${phoneField(phone, 'decision-phone')}
    <label for="decision">Decision on the newest submission</label>
    <div class="row wrap"><select id="decision" name="decision">${decisions}</select><button type="submit">Decide</button></div>
  </form>
  <form method="post" action="${GOMODAL_SANDBOX_PATHS.writeOff}" class="stack">
    ${phoneField(phone, 'writeoff-phone')}
    <div class="row"><button type="submit" class="secondary">Write the running loan off</button></div>
  </form>
  <form method="post" action="${GOMODAL_SANDBOX_PATHS.discounts}" class="stack">
    ${phoneField(phone, 'discount-phone')}
    <label for="discount-component">The lender waives (oldest first, up to what is owed of it)</label>
    <select id="discount-component" name="component">${GOMODAL_DISCOUNT_COMPONENTS.map((component) => `<option value="${component}">${component}</option>`).join('')}</select>
    <label for="discount-amount">Amount</label>
    <div class="row wrap"><input id="discount-amount" name="amount" inputmode="numeric" value="50000" required><button type="submit">Grant the discount</button></div>
  </form>
</section>
<section aria-labelledby="redirect-title">
  <h2 id="redirect-title">Loan codes that leave the app</h2>
  <p>The offer and a new application answer this code instead (409): the app opens its page in full
  (SME03 the partner lender, SME04 the merchant portal, SME05 restructuring). A listed user is one of the
  four user ids SME03 sends to the partner's pilot instead: the number is made again with that id
  (its earlier data dropped), so sign in again.</p>
  <form method="post" action="${GOMODAL_SANDBOX_PATHS.loanRedirect}" class="stack">
    ${phoneField(phone, 'redirect-phone')}
    <label for="redirect-code">Code</label>
    <select id="redirect-code" name="code">${[...LOAN_REDIRECT_CODES, 'NONE'].map((code) => `<option value="${code}">${code}</option>`).join('')}</select>
    <label class="row"><input type="checkbox" name="listedUser" value="true"> A listed user</label>
    <div class="row"><button type="submit">Set</button></div>
  </form>
</section>
<section aria-labelledby="settings-title">
  <h2 id="settings-title">Settings</h2>
  <form method="post" action="${GOMODAL_SANDBOX_PATHS.settings}" class="stack">
    <input type="hidden" name="phone" value="${e(phone)}">
    <label for="downtime">Downtime</label>
    <select id="downtime" name="downtime"><option value="false"${view.settings.downtime ? '' : ' selected'}>Off</option><option value="true"${view.settings.downtime ? ' selected' : ''}>On</option></select>
    <label for="autoReview">Automatic review</label>
    <select id="autoReview" name="autoReview"><option value="true"${view.settings.autoReview ? ' selected' : ''}>On</option><option value="false"${view.settings.autoReview ? '' : ' selected'}>Off</option></select>
    <label for="recoveryPercent">Recovery: share of a day's income (%)</label>
    <input id="recoveryPercent" name="recoveryPercent" type="number" min="1" max="100" value="${view.settings.recoveryPercent}">
    <div class="row"><button type="submit">Save</button></div>
  </form>
</section>
<p><a href="/sandbox">Sandbox home</a> · <a href="${MONEY_SANDBOX_PATHS.bank}">Bank (pay a VA)</a></p>
</main>`,
  );
}

export function renderSignPage(submission: SubmissionRecord | null, error: string | null): string {
  if (!submission)
    return sandboxPage('Contract not found', '<main><h1>Contract not found</h1><p>There is no loan contract at this address.</p></main>');
  return sandboxPage(
    'Sign the loan contract',
    `<header><h1>Loan contract</h1><p>The e-signature provider's page (sandbox).</p></header>
<main>
${error ? `<p class="error" role="alert">${e(error)}</p>` : ''}
<section aria-labelledby="contract-title">
  <h2 id="contract-title">Working-capital loan of ${e(formatRupiah(submission.principal))} over ${submission.tenure} months</h2>
  <p>By signing, the merchant agrees to daily deductions from sales until the loan is repaid.</p>
  <form method="post" action="${e(sandboxGomodalSignPath(submission.id))}" class="stack">
    <div class="row"><button type="submit">Sign</button></div>
  </form>
</section>
</main>`,
  );
}

const ELSEWHERE: Readonly<Record<LoanRedirectTarget, { title: string; en: string; id: string }>> = {
  partnerLender: {
    title: "The partner lender's web app",
    en: "Your business loan is now served by our partner lender. A real build opens the partner lender's own web app here, where you sign in and see your loan.",
    id: 'Pinjaman usaha Anda kini dilayani oleh mitra pemberi pinjaman kami. Di aplikasi sebenarnya, halaman ini adalah aplikasi web mitra tersebut, tempat Anda masuk dan melihat pinjaman Anda.',
  },
  partnerLenderPilot: {
    title: "The partner lender's pilot web app",
    en: "Your account is one of the partner lender's pilot merchants. A real build opens the partner's pilot web app here.",
    id: 'Akun Anda termasuk merchant uji coba mitra pemberi pinjaman. Di aplikasi sebenarnya, halaman ini adalah aplikasi web uji coba mitra tersebut.',
  },
  merchantPortal: {
    title: "The merchant portal's business profile",
    en: "Your business data must be updated before you can apply. A real build opens the merchant portal's business profile here.",
    id: 'Data usaha Anda perlu diperbarui sebelum Anda dapat mengajukan pinjaman. Di aplikasi sebenarnya, halaman ini adalah profil usaha di portal merchant.',
  },
  restructuring: {
    title: "The lender's restructuring page",
    en: "Your loan is being restructured. A real build opens the lender's restructuring page here, with your new repayment plan.",
    id: 'Pinjaman Anda sedang direstrukturisasi. Di aplikasi sebenarnya, halaman ini adalah halaman restrukturisasi pemberi pinjaman, berisi rencana pembayaran baru Anda.',
  },
};

/**
 * The sandbox's stand-in for a loan redirect code's outside page: says, in both languages, where a
 * real build would have sent the merchant, and links back (`returnUrl` only when it is on this origin).
 */
export function renderElsewherePage(target: LoanRedirectTarget | null, returnUrl: string | null): string {
  if (!target) return sandboxPage('Page not found', '<main><h1>Page not found</h1><p>There is no such outside page.</p></main>');
  const page = ELSEWHERE[target];
  const back = returnUrl ?? '/';
  return sandboxPage(
    page.title,
    `<header><h1>${e(page.title)}</h1><p>A page outside the app (sandbox stand-in; a build sets it with <code>${e(LOAN_REDIRECT_VARIABLES[target])}</code>).</p></header>
<main>
<section lang="en" aria-labelledby="en-title"><h2 id="en-title">English</h2><p>${e(page.en)}</p></section>
<section lang="id" aria-labelledby="id-title"><h2 id="id-title">Bahasa Indonesia</h2><p>${e(page.id)}</p></section>
<p><a href="${e(back)}">Back to the app / Kembali ke aplikasi</a></p>
</main>`,
  );
}
