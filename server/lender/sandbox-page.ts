/** The sandbox's page of lender applications with their documents (a stand-in for the platform's back office). */
import type { LenderApplication } from '@domain/contract/lender';
import type { SandboxLenderDocument } from '@domain/contract/lender/documents';
import { findBank } from '@domain/lender/banks';
import { formatJakartaDateTime } from '@domain/time';
import { escapeHtml as e, sandboxPage } from '../sandbox/html';

export interface SandboxApplicationView {
  application: LenderApplication;
  documents: SandboxLenderDocument[];
}

function documentsTable(documents: SandboxLenderDocument[]): string {
  if (documents.length === 0) return '<p class="empty">No documents are known for this user.</p>';
  const rows = documents
    .map(
      (doc) =>
        `<tr><th scope="row">${e(doc.type)}</th><td>${doc.uploaded ? 'stored' : '<strong>missing</strong>'}</td>` +
        `<td>${doc.size === null ? '–' : `${Math.ceil(doc.size / 1024)} KB`}</td><td>${doc.uploadCount}</td></tr>`,
    )
    .join('');
  return `<table><caption>Documents</caption><thead><tr><th scope="col">Type</th><th scope="col">State</th><th scope="col">Size</th><th scope="col">Uploads</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function applicationCard({ application, documents }: SandboxApplicationView): string {
  const { identification, registeredAddressInfo } = application.legalEntityInformation;
  const bank = findBank(application.bankAccountDetails.bankCode);
  return `<li class="message">
  <h3>${e(identification.type)} ${e(identification.name)}</h3>
  <p class="meta"><span class="badge">${e(application.status)}</span> Submitted ${e(formatJakartaDateTime(application.submittedAt, 'en'))} WIB · id ${e(application.id)}</p>
  <dl>
    <dt>Registration code</dt><dd>${e(identification.registrationCode)}</dd>
    <dt>Registered address</dt><dd>${e(registeredAddressInfo.address)}, ${e(registeredAddressInfo.level4Region)}, ${e(registeredAddressInfo.level3Region)}, ${e(registeredAddressInfo.level2Region)}, ${e(registeredAddressInfo.level1Region)} ${e(registeredAddressInfo.postalCode)}</dd>
    <dt>Director</dt><dd>${e(application.director.fullName)}</dd>
    <dt>Authorised representative</dt><dd>${e(application.authorizedRepresentative.fullName)} · ${e(application.authorizedRepresentative.email)}</dd>
    <dt>Bank account</dt><dd>${e(bank?.name ?? application.bankAccountDetails.bankCode)} · ${e(application.bankAccountDetails.accountNumber)} · ${e(application.bankAccountDetails.accountName)}</dd>
  </dl>
  ${documentsTable(documents)}
</li>`;
}

export function renderLenderSandboxPage(views: SandboxApplicationView[]): string {
  const list =
    views.length === 0
      ? '<p class="empty">No lender application has been submitted yet.</p>'
      : `<ol class="messages">${views.map(applicationCard).join('\n')}</ol>`;
  return sandboxPage(
    'Lender applications · Sandbox platform',
    `<header>
  <h1>Lender applications</h1>
  <p>What the platform's reviewers would see: every submitted application, newest first, with its nine documents. <a href="/sandbox">Back to the sandbox</a></p>
</header>
<main>
<section aria-labelledby="applications-title">
  <h2 id="applications-title">Applications (${views.length})</h2>
  ${list}
</section>
</main>`,
  );
}
