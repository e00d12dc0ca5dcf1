/** Whether the platform has both KYC photos (owned by the KYC photos area; step 3 reads it). */
import { useEffect } from 'react';
import { onUploadChanged } from '@state/uploads';
import { useLatestAnswer } from '@state/use-latest-answer';
import type { KycPhotosConfirmed } from '@worker/kyc/photos/contract';
import { KYC_PHOTO_KIND, photosConfirmed } from './state';

export type KycPhotosUploaded = KycPhotosConfirmed;

/**
 * null while not known yet. Asks the platform; offline, the upload outbox's record of what the
 * platform confirmed stands in. Asks again whenever a KYC photo finishes uploading.
 */
export function useKycPhotosUploaded(product: string): KycPhotosUploaded | null {
  const { lastValue, askAgain } = useLatestAnswer(product, photosConfirmed);
  useEffect(
    () =>
      onUploadChanged((upload) => {
        if (upload.kind === KYC_PHOTO_KIND && upload.state === 'uploaded') askAgain();
      }),
    [askAgain],
  );
  return lastValue ?? null;
}
