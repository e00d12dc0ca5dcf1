/** The lender application's nine documents (issue 5). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type { LenderDocumentStatus, LenderDocumentType } from '@domain/contract/lender/documents';
import type { UploadSnapshot } from '@worker/uploads/contract';

/** A PDF the user picked for one of the nine documents. */
export interface PickedDocument {
  type: LenderDocumentType;
  name: string;
  /** Transferred to the worker (checked as a PDF by the page first; the platform checks again). */
  bytes: ArrayBuffer;
}

export interface LenderDocumentsWorkerApi {
  /**
   * What the platform holds of the caller's nine documents (GET .../onboarding-doc/status). The
   * files themselves go through the upload outbox (kind 'lender-document', slot = document type).
   */
  statuses(): Promise<LenderDocumentStatus[]>;
  /** Puts the signed-in user's file for its document in the upload outbox (replacing the previous one) and starts sending it. */
  put(document: PickedDocument): Promise<UploadSnapshot>;
  /** The signed-in user's documents in the upload outbox, for the tiles. */
  list(): Promise<UploadSnapshot[]>;
}
