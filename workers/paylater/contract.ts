/** The monthly pay-later product (issue 9): profile, bills, paid history, receipts, apply. Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type { ApplyResponse } from '@domain/contract/apply';
import type { PaylaterPaidPage, PaylaterProfile, PaylaterReceipt, PaylaterUnpaid } from '@domain/contract/paylater';
import type { PaylaterDueDateInfo } from '@domain/contract/paylater-duedate';
import type { PaylaterMigration } from '@domain/contract/paylater-migration';
import type { PaylaterPlanInfo } from '@domain/contract/paylater-plans';
import type { Kept } from '@domain/kept-answer';

export interface PaylaterWorkerApi {
  // The money reads answer Kept: live, or this device's last answer with its time when none came.
  /** GET /pls/akhirbulan/profile (before activation: the onboarding status, nothing owed). */
  profile(): Promise<Kept<PaylaterProfile>>;
  /** GET /pls/akhirbulan/transactions/unpaid */
  unpaid(): Promise<Kept<PaylaterUnpaid>>;
  /** GET /pls/akhirbulan/transactions/paid, 20 a page: `page` is the previous answer's next_page, null for the first. */
  paidPage(page: string | null): Promise<Kept<PaylaterPaidPage>>;
  /** GET /pls/akhirbulan/receipts/{id}: a transaction's receiptId or a refund's refundId. */
  receipt(receiptId: string): Promise<Kept<PaylaterReceipt>>;
  /** POST /v1/user/account {productName: 'paylater'}: answers the account's statuses (nextStepAfterApply reads them). */
  apply(): Promise<ApplyResponse>;
  /** GET /pls/akhirbulan/plans (409 SME01 no plans offered, ME1 not activated). */
  plans(): Promise<PaylaterPlanInfo>;
  /** POST /pls/akhirbulan/plans/selection: the chosen plan then waits for the contract to be signed. */
  selectPlan(planId: string): Promise<PaylaterPlanInfo>;
  /** DELETE /pls/akhirbulan/plans/selection: cancels the change to come. */
  cancelPlan(): Promise<PaylaterPlanInfo>;
  /** GET /pls/akhirbulan/due-date-changes (409 ME1 not activated). */
  dueDateChanges(): Promise<PaylaterDueDateInfo>;
  /** POST /pls/akhirbulan/due-date-changes/selection: the chosen change then waits for the contract to be signed. */
  selectDueDateChange(offerId: string): Promise<PaylaterDueDateInfo>;
  /** DELETE /pls/akhirbulan/due-date-changes/selection: cancels the open change, signed or not (404 NOT_FOUND when none). */
  cancelDueDateChange(): Promise<PaylaterDueDateInfo>;
  /** GET /pls/akhirbulan/migration: where the move to the new provider stands. */
  migration(): Promise<PaylaterMigration>;
  /** POST /pls/akhirbulan/migration/consent (409 MIGRATION_STEP_INVALID out of order). */
  consentToMigration(): Promise<PaylaterMigration>;
  /** POST /pls/akhirbulan/migration/reservation: holds the new limit; the contract then waits to be signed. */
  reserveMigration(): Promise<PaylaterMigration>;
}
