/**
 * /kyc/step1: the photo of the ID card (KTP) and the selfie with it. Photos are compressed and
 * checked in the worker, kept in the upload outbox (IndexedDB) and uploaded by it, so a lost
 * connection, a reload or a closed tab loses nothing; the user may go on while they upload.
 */
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { KYC_PHOTO_SLOTS } from '@domain/kyc/photos/rules';
import { kycPath, type KycEntryPoint } from '@domain/kyc/wizard';
import type { KycProduct } from '@domain/kyc/wizard';
import { Button } from '@ui/Button';
import { ChooseServiceFirst } from '../wizard/ChooseServiceFirst';
import { StepHeader } from '../wizard/StepHeader';
import { SentGate } from '../wizard/SentGate';
import { useKycContext } from '../wizard/useKycContext';
import { useKycWizard } from '../wizard/useKycWizard';
import { continueNoteId, isTaken } from './photo-view';
import { PhotoTile } from './PhotoTile';
import { useKycPhotos } from './useKycPhotos';
import '../wizard/wizard.css';
import './photos.css';

export default function Step1Page() {
  const { product, entryPoint } = useKycContext();
  if (!product) return <ChooseServiceFirst />;
  return (
    <SentGate product={product}>
      <PhotosStep product={product} entryPoint={entryPoint} />
    </SentGate>
  );
}

function PhotosStep({ product, entryPoint }: { product: KycProduct; entryPoint: KycEntryPoint }) {
  const navigate = useNavigate();
  // The wizard's own bookkeeping for this step: its checkpoint event and "last step" in the draft.
  useKycWizard({ product, step: 1, entryPoint });
  const photos = useKycPhotos(product);
  const bothTaken = KYC_PHOTO_SLOTS.every((slot) => isTaken(photos.tiles[slot]));
  const note = continueNoteId(KYC_PHOTO_SLOTS.map((slot) => photos.tiles[slot]));

  return (
    <section className="card kyc-step kyc-photos" aria-labelledby="kyc-step-title">
      <StepHeader step={1} titleId="kycPhotos.title" subtitleId="kycPhotos.subtitle" />
      <div className="kyc-photos__tiles" aria-busy={!photos.ready || undefined}>
        {KYC_PHOTO_SLOTS.map((slot) => (
          <PhotoTile
            key={slot}
            slot={slot}
            state={photos.tiles[slot]}
            onFile={(file) => void photos.take(slot, file)}
            onUseAnyway={() => void photos.acceptWarning(slot)}
            onRetryUpload={() => void photos.retryUpload(slot)}
          />
        ))}
      </div>
      {note ? (
        <p className="muted kyc-photos__note">
          <FormattedMessage id={note} />
        </p>
      ) : null}
      <Button block disabled={!bothTaken} onClick={() => navigate(kycPath(2, product))}>
        <FormattedMessage id="kycPhotos.continue" />
      </Button>
    </section>
  );
}
