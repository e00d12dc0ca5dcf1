/**
 * What is owed in one repayment scope (a product account, or one cicilan order), in rupiah: each
 * product sums its ledger into it (paylater/dues.ts, cicilan/dues.ts) and the catch-up rules read it
 * (lending/catchup.ts).
 */
export interface DuesSummary {
  /** Unpaid amounts whose due date has passed (grace or not), their late fees included. */
  overdue: number;
  /** Unpaid amounts due on the next due date that have not passed it (pay-later: the issued bill). */
  current: number;
  /**
   * What settles the scope today: everything owed, billed or not (cicilan: less the fees of months
   * not yet started, see cicilan/early-repayment.ts). Never less than overdue + current.
   */
  payoff: number;
}
