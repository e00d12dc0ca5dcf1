/** Whether the platform has both KYC photos (owned by the KYC photos area; step 3 reads it). */
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { dataWorker } from '../../../data/bridge';
import { onUploadChanged } from '@state/uploads';
import { sessionAtom } from '@state/session';
import { KYC_PHOTO_KIND } from './useKycPhotos';

export interface KycPhotosUploaded {
  ktp: boolean;
  selfie: boolean;
}

/**
 * null while not known yet. Asks the platform; offline, the upload outbox's record of what the
 * platform confirmed stands in. Asks again whenever a KYC photo finishes uploading.
 */
export function useKycPhotosUploaded(product: string): KycPhotosUploaded | null {
  const session = useAtomValue(sessionAtom);
  const outboxUser = session.status === 'signed-in' ? session.session.csTrackingId : null;
  const [known, setKnown] = useState<KycPhotosUploaded | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(
    () =>
      onUploadChanged((upload) => {
        if (upload.kind === KYC_PHOTO_KIND && upload.state === 'uploaded') setAsked((count) => count + 1);
      }),
    [],
  );

  useEffect(() => {
    let cancelled = false;
    const worker = dataWorker();
    const ask = async (): Promise<KycPhotosUploaded> => {
      try {
        const docs = await worker.kycPhotos.onPlatform(product);
        return { ktp: docs.some((doc) => doc.slot === 'KTP' && doc.uploaded), selfie: docs.some((doc) => doc.slot === 'KTP_SELFIE' && doc.uploaded) };
      } catch {
        const uploads = outboxUser ? await worker.uploads.list(outboxUser, KYC_PHOTO_KIND) : [];
        const confirmed = (slot: string) => uploads.some((upload) => upload.slot === slot && upload.state === 'uploaded');
        return { ktp: confirmed('KTP'), selfie: confirmed('KTP_SELFIE') };
      }
    };
    ask()
      .then((answer) => !cancelled && setKnown(answer))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [product, outboxUser, asked]);

  return known;
}
