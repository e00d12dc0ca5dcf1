/** The monthly pay-later product (issue 9): profile, bills, paid history, receipts, apply. Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type { ApplyResponse } from '@domain/contract/apply';
import type { PaylaterPaidPage, PaylaterProfile, PaylaterReceipt, PaylaterUnpaid } from '@domain/contract/paylater';

export interface PaylaterWorkerApi {
  /** GET /pls/akhirbulan/profile (before activation: the onboarding status, nothing owed). */
  profile(): Promise<PaylaterProfile>;
  /** GET /pls/akhirbulan/transactions/unpaid */
  unpaid(): Promise<PaylaterUnpaid>;
  /** GET /pls/akhirbulan/transactions/paid, 20 a page: `page` is the previous answer's next_page, null for the first. */
  paidPage(page: string | null): Promise<PaylaterPaidPage>;
  /** GET /pls/akhirbulan/receipts/{id}: a transaction's receiptId or a refund's refundId. */
  receipt(receiptId: string): Promise<PaylaterReceipt>;
  /** POST /v1/user/account {productName: 'paylater'}: answers the account's statuses (nextStepAfterApply reads them). */
  apply(): Promise<ApplyResponse>;
}
