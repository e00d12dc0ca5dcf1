/** The sandbox reviewer's page: a person plays the KYC reviewer and the credit engine. */
import { KYC_SANDBOX_PATHS } from '@domain/contract/kyc';
import { KYC_REJECTION_TYPES } from '@domain/kyc/rejection';
import { escapeHtml as e, sandboxPage } from '../sandbox/html';

export interface ReviewPageView {
  phone: string;
  /** What the last decision did, or null. */
  done: string | null;
  error: string | null;
}

export function renderReviewPage(view: ReviewPageView): string {
  const types = KYC_REJECTION_TYPES.map((type) => `<option value="${type}">${type}</option>`).join('');
  return sandboxPage(
    'Sandbox KYC reviewer',
    `<header>
  <h1>KYC reviewer</h1>
  <p>Stands in for the platform's identity reviewers and credit engine. It acts on the product the user last saved the KYC for.</p>
</header>
<main>
${view.error ? `<p class="error" role="alert">${e(view.error)}</p>` : ''}
${view.done ? `<p class="now" role="status">${e(view.done)}</p>` : ''}
<section aria-labelledby="review-title">
  <h2 id="review-title">Decide</h2>
  <form method="post" action="${KYC_SANDBOX_PATHS.review}" class="stack">
    <label for="phone">Phone number of the user</label>
    <input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="off" required placeholder="+62812345678" value="${e(view.phone)}">
    <div class="row wrap"><button type="submit" name="decision" value="APPROVE">Approve</button></div>
    <label for="rejectionType">Rejection type</label>
    <select id="rejectionType" name="rejectionType">${types}</select>
    <div class="row wrap"><button type="submit" name="decision" value="REJECT">Reject KYC</button></div>
    <label><input type="checkbox" name="allowListed" value="true" checked> Allow-listed (retry after 45 days; otherwise next month)</label>
    <div class="row wrap"><button type="submit" name="decision" value="CREDIT_REJECT" class="secondary">Approve KYC, refuse credit</button></div>
  </form>
</section>
</main>`,
  );
}
