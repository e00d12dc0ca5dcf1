/** The lender documents' actions: the only code of the sub-area that talks to the data worker. */
import type { LenderDocumentStatus, LenderDocumentType } from '@domain/contract/lender/documents';
import type { UploadSnapshot } from '@worker/uploads/contract';
import { dataWorker, transferred } from '../../../data/bridge';

/** What the platform holds of the nine documents. */
export function documentStatuses(): Promise<LenderDocumentStatus[]> {
  return dataWorker().lenderDocuments.statuses();
}

/** The signed-in user's documents in the upload outbox. */
export function documentsInOutbox(): Promise<UploadSnapshot[]> {
  return dataWorker().lenderDocuments.list();
}

/** Hands a checked PDF to the outbox (its bytes move to the worker: `bytes` is unusable afterwards). */
export function putDocument(type: LenderDocumentType, name: string, bytes: ArrayBuffer): Promise<UploadSnapshot> {
  return dataWorker().lenderDocuments.put(transferred({ type, name, bytes }, [bytes]));
}

export function retryDocument(upload: UploadSnapshot): Promise<void> {
  return dataWorker().uploads.retry(upload.id);
}
