/**
 * Where the lender documents go: POST /legalEntityKYC/v1/onboarding-doc answers a fresh signed
 * address for each of the nine at once; the upload outbox asks again whenever one has expired.
 */
import * as v from 'valibot';
import { LENDER_DOCUMENT_PATHS, onboardingDocsResponseSchema } from '@domain/contract/lender/documents';
import { signedAddressExpiry } from '@domain/contract/storage';
import type { ApiClient } from '@worker/http/client';
import { invalidResponseError } from '@worker/http/api-error';
import type { UploadAddress, UploadAddressSource } from '@worker/uploads/outbox';

export function lenderDocumentAddressSource(client: ApiClient): UploadAddressSource {
  return {
    // The platform knows the user by the session; userId only keys the outbox's records.
    async issue(_userId: string, slots: string[]): Promise<Map<string, UploadAddress>> {
      const answer = v.safeParse(onboardingDocsResponseSchema, await client.post<unknown>(LENDER_DOCUMENT_PATHS.onboardingDoc, {}));
      if (!answer.success) throw invalidResponseError(200);
      const wanted = new Set(slots);
      const addresses = new Map<string, UploadAddress>();
      for (const doc of answer.output.docs) {
        if (wanted.has(doc.type)) addresses.set(doc.type, { url: doc.url, expiresAt: signedAddressExpiry(doc.url) });
      }
      return addresses;
    },
  };
}
