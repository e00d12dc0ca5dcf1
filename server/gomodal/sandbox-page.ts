/** The sandbox pages of the merchant loan: the engine's page (seed, move days, watch a loan) and the e-signature provider's. */
import {
  GOMODAL_DECISIONS,
  GOMODAL_SANDBOX_PATHS,
  GOMODAL_SEED_STATES,
  type GomodalSandboxSettings,
  type SandboxGomodalLoan,
  sandboxGomodalSignPath,
} from '@domain/contract/gomodal-sandbox';
import { MONEY_SANDBOX_PATHS } from '@domain/contract/money-sandbox';
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
