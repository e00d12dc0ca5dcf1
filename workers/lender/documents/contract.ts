/** The lender application's nine documents (issue 5). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type { LenderDocumentStatus } from '@domain/contract/lender/documents';

export interface LenderDocumentsWorkerApi {
  /**
   * What the platform holds of the caller's nine documents (GET .../onboarding-doc/status). The
   * files themselves go through the upload outbox (kind 'lender-document', slot = document type).
   */
  statuses(): Promise<LenderDocumentStatus[]>;
}
