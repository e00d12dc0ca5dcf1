import type { LenderDocumentStatusResponse } from '@domain/contract/lender/documents';
import { LENDER_DOCUMENT_PATHS } from '@domain/contract/lender/documents';
import type { WorkerAreaDeps } from '@worker/area-deps';
import { lenderDocumentAddressSource } from './addresses';
import type { LenderDocumentsWorkerApi } from './contract';

const KIND = 'lender-document';

export function createLenderDocumentsApi(deps: WorkerAreaDeps): LenderDocumentsWorkerApi {
  deps.uploads.registerSource(KIND, lenderDocumentAddressSource(deps.client));
  return {
    async statuses() {
      const answer = await deps.client.get<LenderDocumentStatusResponse>(LENDER_DOCUMENT_PATHS.onboardingDocStatus);
      return answer.documents;
    },
    put: (document) =>
      deps.uploads.put({
        userId: deps.session.signedInUserId(),
        kind: KIND,
        slot: document.type,
        name: document.name,
        type: 'application/pdf',
        bytes: document.bytes,
      }),
    list: () => deps.uploads.list(deps.session.signedInUserId(), KIND),
  };
}
