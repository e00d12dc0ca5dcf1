import { KYC_PHOTO_SLOTS } from '@domain/kyc/photos/rules';
import type { WorkerAreaDeps } from '@worker/area-deps';
import { fetchKycDocuments, kycPhotoAddressSource } from './addresses';
import { preparePhoto } from './compress';
import { readStoredPhoto } from './read-photo';
import type { KycPhotosWorkerApi } from './contract';

export function createKycPhotosApi(deps: WorkerAreaDeps): KycPhotosWorkerApi {
  // The product of the KYC in progress, for x-product-name; after a reload the outbox may resume
  // before the page says it, and the photos are the same whatever the product.
  let product = 'paylater';
  deps.uploads.registerSource('kyc-photo', kycPhotoAddressSource(deps.client, () => product));

  return {
    prepare: (photo) => preparePhoto(photo),
    upload: (input) => {
      product = input.product;
      return deps.uploads.put({ userId: input.userId, kind: 'kyc-photo', slot: input.slot, name: input.name, type: 'image/jpeg', bytes: input.bytes });
    },
    onPlatform: async (forProduct) => {
      product = forProduct;
      const documents = await fetchKycDocuments(deps.client, forProduct);
      return KYC_PHOTO_SLOTS.map((slot) => {
        const doc = documents.get(slot);
        return { slot, uploaded: doc?.uploaded ?? false, readUrl: doc?.readUrl ?? null };
      });
    },
    readStored: (readUrl) => readStoredPhoto(deps.fetch, deps.config.get().apiBaseUrl, readUrl, deps.session.token()),
  };
}
