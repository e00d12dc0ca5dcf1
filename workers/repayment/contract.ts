/**
 * Virtual-account repayment of pay-later and cicilan (issue 9), and the bill kept for reading offline.
 * Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only.
 *
 * Calls: server/repayment/CONTRACT.md. The worker keeps the last bill the platform answered per
 * signed-in user and repayment scope in IndexedDB (table `repaymentBills`, cleared at logout), keyed
 * by its own session's user: no caller ever names a user.
 */
import type { CatchupRequest, RepaymentDues, RepaymentScope, VirtualAccount } from '@domain/contract/repayment';
import type { ApiErrorData } from '@domain/errors';
import type { PaymentStepsRef } from '@domain/repayment/banks';

/** The consumer products repaid by VA (the merchant loan comes with its own issue). */
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
export type { PaymentStepsRef } from '@domain/repayment/banks';

/**
 * The last bill the platform answered for one scope, as kept for reading offline. Everything a
 * user needs to pay at an ATM without a connection: how much, by when, and the VA with its steps.
 */
export interface StoredBill {
  product: RepaymentProduct;
  scope: RepaymentScope;
  scopeId: string;
  /** What is due now: overdue + current (the CURRENT_DUES amount), rupiah. */
  amountDue: number;
  overdue: number;
  /** Everything owed today (ALL_DUES), rupiah. */
  payoff: number;
  /** YYYY-MM-DD (Jakarta), null when nothing is owed. */
  dueDate: string | null;
  gracePeriodEnd: string | null;
  /** The VA to pay, while it can be paid (ACTIVE or PENDING); null otherwise. */
  virtualAccount: VirtualAccount | null;
  /** The VA bank's steps per channel (empty without a VA). The texts are in the `repayment` catalogue group. */
  paymentSteps: PaymentStepsRef[];
  /** The platform's instant of the answer (RepaymentDues.asOf): what "as of <time>" shows. */
  asOf: string;
}

/**
 * A repayment page's data. `live`: both calls answered now (and the bill was kept). `stored`: the
 * network failed (no answer or a timeout) and this scope's last bill is shown instead; `error` is
 * that failure. Any other failure (or no network and nothing kept) rejects with ApiErrorData.
 */
export type RepaymentOverview =
  | { source: 'live'; dues: RepaymentDues; virtualAccount: VirtualAccount | null; bill: StoredBill }
  | { source: 'stored'; bill: StoredBill; error: ApiErrorData };

export interface RepaymentWorkerApi {
  /**
   * GET /sme/v1/submissions/{id}/dues and GET .../catchup together: what is owed, the choices, the
   * VA window and the scope's newest VA (to resume an ACTIVE one, or explain another state).
   * Offline, the last bill of that scope (see RepaymentOverview).
   */
  overview(target: RepaymentTarget): Promise<RepaymentOverview>;
  /**
   * POST /sme/v1/submissions/{id}/catchup: opens a VA (201 VirtualAccount), which cancels the
   * account's other ACTIVE VA; the kept bill then carries the new VA. Errors: REPAYMENT_ERROR_CODES.
   */
  openVirtualAccount(target: RepaymentTarget, request: CatchupRequest): Promise<VirtualAccount>;
  /**
   * The product's last bill (its account scope, not an order's early repayment) as the platform
   * last answered it to this user, or null (never loaded, or signed out). Makes no call: the pay-later
   * and cicilan homes show it when their own calls fail offline, with "as of <bill.asOf>", and say
   * that opening a VA needs a connection. Showing the steps needs the `repayment` catalogue group
   * (`ensureMessageGroup('repayment')`); linking to /paylater/repayment or /cicilan/repayment shows
   * the whole stored bill offline as well.
   */
  lastBill(product: RepaymentProduct): Promise<StoredBill | null>;
}
