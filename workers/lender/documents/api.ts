import type { LenderDocumentStatusResponse } from '@domain/contract/lender/documents';
import { LENDER_DOCUMENT_PATHS } from '@domain/contract/lender/documents';
import type { WorkerAreaDeps } from '@worker/area-deps';
import { lenderDocumentAddressSource } from './addresses';
import type { LenderDocumentsWorkerApi } from './contract';

export function createLenderDocumentsApi(deps: WorkerAreaDeps): LenderDocumentsWorkerApi {
  deps.uploads.registerSource('lender-document', lenderDocumentAddressSource(deps.client));
  return {
    async statuses() {
      const answer = await deps.client.get<LenderDocumentStatusResponse>(LENDER_DOCUMENT_PATHS.onboardingDocStatus);
      return answer.documents;
    },
  };
}
