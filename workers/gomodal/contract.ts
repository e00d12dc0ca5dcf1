/**
 * The merchant loan (gomodal, issue 11): may the merchant apply, the offer, the application drafted
 * over four pages and sent in one call, signing, the loan with its deductions and history, the
 * call-back and the VA catch-up of a loan. Part of DataWorkerApi (workers/contract.ts); the main
 * thread imports it as types only. Calls and answers: server/gomodal/CONTRACT.md.
 */
import type {
  CallbackReason,
  EligibilityNotification,
  GomodalApplyCheck,
  GomodalBankProfile,
  GomodalCallback,
  GomodalOffer,
  GomodalOutlets,
  GomodalSigningInfo,
} from '@domain/contract/gomodal';
import type {
  GomodalCompletedLoans,
  GomodalDeductions,
  GomodalLoanSummary,
  GomodalRepaymentKind,
  GomodalRepaymentPage,
  GomodalSubmission,
} from '@domain/contract/gomodal-loan';
import type { CatchupRequest, VirtualAccount } from '@domain/contract/lending-catchup';
import type { Kept } from '@domain/kept-answer';
import type { CatchupOverview } from '../lending/contract';
import type { SendState } from '../shared/contract';

/**
 * A loan's VA repayment page: what is owed with its choices, and the newest VA (to resume or
 * explain); once that VA is PAID, receiptId is its payment in the loan's repayment history.
 */
export type GomodalRepaymentOverview = CatchupOverview;

export interface GomodalWorkerApi {
  // The money reads (summary, submission, deductions, repayments, completed loans, the repayment page)
  // answer Kept: live, or this device's last answer with its time when none came.
  /** GET /sme/v1/profile/apply-check: may the merchant apply now, else why and which page. */
  applyCheck(): Promise<GomodalApplyCheck>;
  /** GET /sme/v1/offer (409 SME01 without a plan). */
  offer(): Promise<GomodalOffer>;
  /** GET /sme/v1/loan-summary: the merchant-loan home. */
  loanSummary(): Promise<Kept<GomodalLoanSummary>>;
  /** GET /sme/v1/profile/eligibility-notification */
  eligibilityNotification(): Promise<EligibilityNotification>;
  /** POST /sme/v1/profile/eligibility-notification: "tell me when I'm eligible" (asking twice stores it once). */
  askToBeTold(): Promise<EligibilityNotification>;
  bankProfile(): Promise<GomodalBankProfile>;
  outlets(): Promise<GomodalOutlets>;
  /**
   * POST /sme/v2/submission from the signed-in user's application draft (the four pages' fields),
   * then forgets the draft. Rejects with GOMODAL_APPLICATION_INCOMPLETE (cause: the first page not
   * done) without a call when a page is not done; the platform's refusals keep the draft.
   */
  submitFromDraft(): Promise<GomodalSubmission>;
  /**
   * Where this device's application send stands (workers/sends.ts): answered with the submission's
   * id once the platform has it (its answer, or asked after a kill: a submission in progress),
   * unknown while a send whose answer was lost cannot be checked (offline).
   */
  application(): Promise<SendState<string>>;
  /** The platform lets the merchant apply again (the apply check): the next application starts from nothing. */
  forgetApplication(): Promise<void>;
  /** GET /sme/v1/submissions/{id} */
  submission(submissionId: string): Promise<Kept<GomodalSubmission>>;
  /** GET .../signing-info of a CONTRACT_SENT submission. */
  signingInfo(submissionId: string): Promise<GomodalSigningInfo>;
  /** POST .../signed: back from the e-signature page. */
  signed(submissionId: string): Promise<GomodalSubmission>;
  /** GET /sme/v1/deductions/{id}: the running window's days. */
  deductions(submissionId: string): Promise<Kept<GomodalDeductions>>;
  /** GET .../repayments, 20 a page: `page` is the previous answer's nextPage, null for the first. */
  repaymentsPage(submissionId: string, page: string | null, kind: GomodalRepaymentKind | null): Promise<Kept<GomodalRepaymentPage>>;
  /** GET /sme/v1/submissions/completed */
  completedLoans(): Promise<Kept<GomodalCompletedLoans>>;
  /** GET /sme/v1/callback: the newest call-back request, or null. */
  callback(): Promise<GomodalCallback | null>;
  /** POST /sme/v1/callback: while one is open, the open one. */
  requestCallback(reason: CallbackReason): Promise<GomodalCallback>;
  /** GET .../dues and GET .../catchup together. */
  repaymentOverview(submissionId: string): Promise<Kept<GomodalRepaymentOverview>>;
  /** POST .../catchup: opens a VA (201), which cancels the loan's other ACTIVE VA; the kept repayment answer carries it. */
  openVirtualAccount(submissionId: string, request: CatchupRequest): Promise<VirtualAccount>;
}
