/**
 * GoPay Plus consent and verification (document 2 section 2; document 1 section 3: "Consent: an
 * object posted as is"). Pay-later is repaid from and verified against the user's GoPay Plus
 * wallet, so before the contract is signed the user agrees to link it. Reading chosen
 * (server/paylater/CONTRACT.md "GoPay Plus"): the consent sits at the REQUIRES_CONSENT step, just
 * before the contract; the wallet counts as verified when the identity check (KYC) is approved.
 */
import type { Consent, ConsentRecord } from '../contract/consents';
import type { KycStatus } from '../products';

export const GOPAY_PLUS_CONSENT_TYPE = 'GOPAY_PLUS';
/** The wording the user agreed to; a new wording asks again. */
export const GOPAY_PLUS_CONSENT_VERSION = '2026-11';
/** What the consent lets the platform do, in the order the page lists it. */
export const GOPAY_PLUS_PURPOSES = ['IDENTITY_VERIFICATION', 'WALLET_REPAYMENT', 'LIMIT_ASSESSMENT'] as const;

/** The consent object the page posts as is. */
export function gopayPlusConsent(): Consent {
  return { type: GOPAY_PLUS_CONSENT_TYPE, granted: true, version: GOPAY_PLUS_CONSENT_VERSION, purposes: [...GOPAY_PLUS_PURPOSES] };
}

/** The newest GoPay Plus consent is given, for the current wording. */
export function hasGopayPlusConsent(records: readonly ConsentRecord[]): boolean {
  return records.some(
    ({ consent }) =>
      consent.type === GOPAY_PLUS_CONSENT_TYPE &&
      consent.granted &&
      (consent as { version?: unknown }).version === GOPAY_PLUS_CONSENT_VERSION,
  );
}

/** consent: ask; verified: linked and the identity approved (go on to the contract); unverified: linked, identity not yet approved. */
export type GopayPlusStep = 'consent' | 'verified' | 'unverified';

export function gopayPlusStep(consented: boolean, kycStatus: KycStatus | null): GopayPlusStep {
  if (!consented) return 'consent';
  return kycStatus === 'KYC_APPROVED' ? 'verified' : 'unverified';
}
