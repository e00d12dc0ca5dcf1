/** Home cards data, contract signing, consents and the cash-loan token (issue 3). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type { Consent, ConsentRecord, ConsentsResponse, GomodalEligibility, LoanSubmissionSummary, SignedResponse, SigningInfo, SigningProduct } from '@domain/contract/home';
import type { SigningContext } from '@domain/home/signed-redirect';

/** The three answers the business-capital card is computed from. */
export interface BusinessCapitalSnapshot {
  eligibility: GomodalEligibility;
  submissions: LoanSubmissionSummary[];
  ongoing: LoanSubmissionSummary | null;
}

export interface ProductsWorkerApi {
  /** The business-capital calls, made together; rejects when any of them fails. */
  businessCapital(): Promise<BusinessCapitalSnapshot>;
  signingInfo(product: SigningProduct): Promise<SigningInfo>;
  /** POST /privy/signed. */
  signed(): Promise<SignedResponse>;
  /** Kept in IndexedDB from /privy/intro to /signed (the provider's pages come between). */
  saveSigningContext(context: SigningContext): Promise<void>;
  signingContext(): Promise<SigningContext | null>;
  /** Once /signed has moved on, so a later signing does not inherit it. */
  clearSigningContext(): Promise<void>;
  consents(): Promise<ConsentsResponse>;
  giveConsent(consent: Consent): Promise<ConsentRecord>;
  /** The full URL of the cash-loan site for this user (code, sid, tracking, from=GMA). */
  cashLoanUrl(query: Record<string, string>): Promise<string>;
}
