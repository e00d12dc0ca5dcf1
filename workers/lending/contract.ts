/**
 * The shared money core's words on the worker's surface: what the VA repayment page of any scope
 * (a pay-later or cicilan account or order, a merchant loan) shows. Each product's surface names it
 * (RepaymentAnswer, GomodalRepaymentOverview); the main thread imports it as types only.
 */
import type { RepaymentDues, VirtualAccount } from '@domain/contract/lending-catchup';

/** GET .../dues and GET .../catchup together: what is owed with its choices, and the newest VA. */
export interface CatchupOverview {
  dues: RepaymentDues;
  virtualAccount: VirtualAccount | null;
  /** Once that VA is PAID, the receipt its payment became (CurrentVirtualAccount.receiptId). */
  receiptId: string | null;
}
