/**
 * Where the upload outbox sends KYC photos: the signed `url` of each entry of the KYC submission's
 * docs, read fresh every time the outbox asks (an address expires; the outbox asks again then).
 */
import { HEADER_PRODUCT_NAME, KYC_PATHS, type KycDocument } from '@domain/contract/kyc/photos';
import { signedAddressExpiry } from '@domain/contract/storage';
import { KYC_PHOTO_SLOTS, type KycPhotoSlot } from '@domain/kyc/photos/rules';
import type { ApiClient } from '@worker/http/client';
import type { UploadAddress, UploadAddressSource } from '@worker/uploads/outbox';

/** docs[0] is the ID card and docs[1] the selfie; an entry's own `type` wins when it says. */
export function documentsBySlot(docs: readonly KycDocument[]): Map<KycPhotoSlot, KycDocument> {
  const bySlot = new Map<KycPhotoSlot, KycDocument>();
  docs.forEach((doc, index) => {
    const slot = KYC_PHOTO_SLOTS.includes(doc.type) ? doc.type : KYC_PHOTO_SLOTS[index];
    if (slot && !bySlot.has(slot)) bySlot.set(slot, doc);
  });
  return bySlot;
}

export async function fetchKycDocuments(client: ApiClient, product: string): Promise<Map<KycPhotoSlot, KycDocument>> {
  const submission = await client.get<{ docs?: KycDocument[] } | undefined>(KYC_PATHS.submission, {
    headers: { [HEADER_PRODUCT_NAME]: product },
  });
  return documentsBySlot(submission?.docs ?? []);
}

/** The outbox's source for 'kyc-photo'; `product` says which product's KYC the photos are for. */
export function kycPhotoAddressSource(client: ApiClient, product: () => string): UploadAddressSource {
  return {
    async issue(userId, slots) {
      void userId; // the bearer token says whose addresses they are
      const documents = await fetchKycDocuments(client, product());
      const addresses = new Map<string, UploadAddress>();
      for (const slot of slots) {
        const doc = documents.get(slot as KycPhotoSlot);
        if (doc?.url) addresses.set(slot, { url: doc.url, expiresAt: signedAddressExpiry(doc.url) });
      }
      return addresses;
    },
  };
}
