/** A small page for people: look up the wallet identity a phone number answers the challenge with. */
import { PROGRESSIVE_KYC_SANDBOX_PATHS, type SandboxWalletIdentity } from '@domain/contract/kyc/progressive';
import { toDateOfBirthAnswer } from '@domain/kyc/progressive/date-of-birth';
import { escapeHtml as e, sandboxPage } from '@server/sandbox/html';

export function renderProgressiveKycSandboxPage(phone: string, identity: SandboxWalletIdentity | null): string {
  const details = identity
    ? `<dl>
  <dt>GoPay Plus account</dt><dd>${identity.walletPlus ? 'yes (eligible)' : 'no (ineligible)'}</dd>
  <dt>Name</dt><dd>${e(identity.name)}</dd>
  <dt>Date of birth (the challenge's answer)</dt><dd><strong>${e(toDateOfBirthAnswer(identity.dateOfBirth))}</strong></dd>
  <dt>Place of birth</dt><dd>${e(identity.placeOfBirth)}</dd>
  <dt>NIK</dt><dd>${e(identity.nik)}</dd>
  <dt>Address</dt><dd>${e(identity.address)}</dd>
</dl>
<p class="hint">Change it with <code>POST ${PROGRESSIVE_KYC_SANDBOX_PATHS.walletIdentity}</code> and a JSON body
{"phone", "walletPlus", "name", "dateOfBirth" (YYYY-MM-DD), "placeOfBirth", "nik", "address"}; the credit bureau's
SLIK record with <code>POST /sandbox/slik/bureau-record</code> {"phone", "values", "rejectWith"}.</p>`
    : '';
  return sandboxPage(
    'Sandbox: wallet identity',
    `<header><h1>Wallet identity (progressive KYC)</h1><p>What the GoPay Plus wallet knows about a number. Not on the real platform.</p></header>
<main>
<section aria-labelledby="identity-title">
  <h2 id="identity-title">Look up a number</h2>
  <form method="get" action="${PROGRESSIVE_KYC_SANDBOX_PATHS.page}" class="stack">
    <label for="phone">Phone number (E.164)</label>
    <div class="row"><input id="phone" name="phone" type="tel" placeholder="+62812345678" value="${e(phone)}"><button type="submit">Show</button></div>
  </form>
  ${details}
</section>
</main>`,
  );
}
