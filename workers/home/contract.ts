/** Home cards data, contract signing, consents and the cash-loan token (issue 3). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type { ProductInfo } from '@domain/contract/profile';
import type { GomodalEligibility, LoanSubmissionSummary, SigningInfo, SigningProduct } from '@domain/contract/home';
import type { Consent, ConsentRecord, ConsentsResponse } from '@domain/contract/consents';
import type { SignedRedirect, SigningContext } from '@domain/home/signed-redirect';
import type { ProductName } from '@domain/products';

/** The three answers the business-capital card is computed from. */
export interface BusinessCapitalSnapshot {
  eligibility: GomodalEligibility;
  submissions: LoanSubmissionSummary[];
  ongoing: LoanSubmissionSummary | null;
}

/** The contract signed: the products' new state, and where the user goes next. */
export interface CompletedSigning {
  userProductInfo: Record<ProductName, ProductInfo>;
  next: SignedRedirect;
}

export interface ProductsWorkerApi {
  /** The business-capital calls, made together; rejects when any of them fails. */
  businessCapital(): Promise<BusinessCapitalSnapshot>;
  /**
   * Starting to sign (/privy/intro): the product's signing info, with the context kept in
   * IndexedDB until /signed (the provider's pages come between); nothing is kept when the call fails.
   */
  startSigning(context: SigningContext): Promise<SigningInfo>;
  /** The product's signing info read on the intro's arrival, to show the contract's terms; keeps nothing. */
  signingInfo(product: SigningProduct): Promise<SigningInfo>;
  /**
   * Back from the provider (/signed): tells the platform (POST /privy/signed), works out where to go
   * (src/domain/home/signed-redirect, from the kept context and the partner app's source info) and
   * forgets the context, so a later signing does not inherit it.
   */
  completeSigning(): Promise<CompletedSigning>;
  consents(): Promise<ConsentsResponse>;
  giveConsent(consent: Consent): Promise<ConsentRecord>;
  /** The full URL of the cash-loan site for this user (code, sid, tracking, from=GMA). */
  cashLoanUrl(query: Record<string, string>): Promise<string>;
}
