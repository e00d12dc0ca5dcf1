/**
 * Virtual-account repayment of pay-later and cicilan (issue 9). Part of DataWorkerApi
 * (workers/contract.ts); the main thread imports it as types only.
 *
 * Calls: server/repayment/CONTRACT.md. The worker keeps the last answer of each scope with the other
 * money reads (workers/kept-answers.ts: per signed-in user, cleared at logout), so a repayment page
 * opens offline with the bill and the VA to pay.
 */
import type { CatchupRequest, VirtualAccount } from '@domain/contract/lending-catchup';
import type { Kept } from '@domain/kept-answer';
import type { CatchupOverview } from '../lending/contract';

/** The consumer products repaid here (the merchant loan has its own pages on the same calls). */
export type RepaymentProduct = 'paylater' | 'cicilan';

/** What a repayment page repays. */
export interface RepaymentTarget {
  product: RepaymentProduct;
  /**
   * The catch-up {id}: the product's account id (userProductInfo[product].productId, the profile's
   * account_id), or a cicilan order id for the early repayment of that order.
   */
  scopeId: string;
}

/** One channel's steps: a catalogue message of the `repayment` group, one step a line. */
export type { PaymentStepsRef } from '@domain/lending/banks';

/** GET .../dues and GET .../catchup together: what is owed with its choices, and the newest VA. */
export type RepaymentAnswer = CatchupOverview;

export interface RepaymentWorkerApi {
  /**
   * GET /sme/v1/submissions/{id}/dues and GET .../catchup together: what is owed, the choices, the
   * VA window and the scope's newest VA (to resume an ACTIVE one, or explain another state). With no
   * answer (offline, a timeout) the last answer of that scope kept on this device (`source: kept`);
   * any other failure, or nothing kept, rejects with ApiErrorData.
   */
  overview(target: RepaymentTarget): Promise<Kept<RepaymentAnswer>>;
  /**
   * POST /sme/v1/submissions/{id}/catchup: opens a VA (201 VirtualAccount), which cancels the
   * account's other ACTIVE VA; the kept answers of the product's scopes then carry it (this scope)
   * or no longer do (the others). Errors: REPAYMENT_ERROR_CODES.
   */
  openVirtualAccount(target: RepaymentTarget, request: CatchupRequest): Promise<VirtualAccount>;
}
