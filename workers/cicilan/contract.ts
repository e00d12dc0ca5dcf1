/** The instalment product, cicilan (issue 9): profile, instalments due, history by month, orders, early repayment, receipts, apply. Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type { ApplyResponse } from '@domain/contract/apply';
import type {
  CicilanHistoryPage,
  CicilanOrder,
  CicilanProfile,
  CicilanReceipt,
  CicilanUnpaid,
  EarlyRepaymentQuote,
} from '@domain/contract/cicilan';
import type { Kept } from '@domain/kept-answer';

export interface CicilanWorkerApi {
  // The money reads answer Kept: live, or this device's last answer with its time when none came.
  /** GET /pls/cicilan/profile (before activation: the onboarding status, nothing owed). */
  profile(): Promise<Kept<CicilanProfile>>;
  /** GET /pls/cicilan/transactions/unpaid */
  unpaid(): Promise<Kept<CicilanUnpaid>>;
  /** GET /pls/cicilan/transactions/history, 20 orders a page: `page` is the previous answer's next_page, null for the first. */
  historyPage(page: string | null): Promise<Kept<CicilanHistoryPage>>;
  /** GET /pls/cicilan/orders/{orderId}: the order with its schedule. */
  order(orderId: string): Promise<Kept<CicilanOrder>>;
  /** GET /pls/cicilan/orders/{orderId}/early-repayment */
  earlyRepayment(orderId: string): Promise<Kept<EarlyRepaymentQuote>>;
  /** GET /pls/cicilan/receipts/{id}: an order id (loan order) or a repayment id. */
  receipt(receiptId: string): Promise<Kept<CicilanReceipt>>;
  /** POST /v1/user/account {productName: 'paylater_cicilan'} (the wire name, never `cicilan`). */
  apply(): Promise<ApplyResponse>;
}
