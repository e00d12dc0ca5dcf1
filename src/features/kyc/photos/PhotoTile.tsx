/** One photo of step 1: take or pick it, see its checks and its upload, retake or replace it. */
import { useId, useRef, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KycPhotoSlot } from '@domain/kyc/photos/rules';
import { Button } from '@ui/Button';
import { FormRefusal } from '@ui/FormRefusal';
import { ProgressBar } from '@ui/ProgressBar';
import { Spinner } from '@ui/Spinner';
import type { PhotoTileState } from './photo-view';

interface PhotoTileProps {
  slot: KycPhotoSlot;
  state: PhotoTileState;
  onFile: (file: File) => void;
  onUseAnyway: () => void;
  onRetryUpload: () => void;
}

const TITLE_ID: Record<KycPhotoSlot, string> = { KTP: 'kycPhotos.ktp.title', KTP_SELFIE: 'kycPhotos.selfie.title' };
const HINT_ID: Record<KycPhotoSlot, string> = { KTP: 'kycPhotos.ktp.hint', KTP_SELFIE: 'kycPhotos.selfie.hint' };
/** The back camera for the card, the front one for the selfie. */
const CAMERA: Record<KycPhotoSlot, 'environment' | 'user'> = { KTP: 'environment', KTP_SELFIE: 'user' };

export function PhotoTile({ slot, state, onFile, onUseAnyway, onRetryUpload }: PhotoTileProps) {
  const intl = useIntl();
  const id = useId();
  const cameraInput = useRef<HTMLInputElement>(null);
  const title = intl.formatMessage({ id: TITLE_ID[slot] });
  const { view, previewUrl } = state;
  const busy = view.kind === 'preparing';
  const taken = view.kind !== 'empty';

  const picked = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again must fire again
    if (file) onFile(file);
  };
  // Every pick input: hidden behind its button, images only (with `capture`, the camera of that side).
  const imageInput = { className: 'visually-hidden', type: 'file', accept: 'image/*', onChange: picked } as const;

  const status = statusText(state);

  return (
    <section className={`kyc-photo kyc-photo--${view.kind}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="kyc-photo__title">
        {title}
      </h2>
      <p className="kyc-photo__hint muted">
        <FormattedMessage id={HINT_ID[slot]} />
      </p>

      <div className="kyc-photo__frame">
        {previewUrl ? (
          <img className="kyc-photo__preview" src={previewUrl} alt={intl.formatMessage({ id: 'kycPhotos.preview' }, { photo: title })} />
        ) : (
          <div className={`kyc-photo__placeholder kyc-photo__placeholder--${slot === 'KTP' ? 'card' : 'selfie'}`} aria-hidden="true" />
        )}
        {busy ? (
          <div className="kyc-photo__busy">
            <Spinner size="small" decorative />
          </div>
        ) : null}
      </div>

      <div className="kyc-photo__status" role="status" aria-live="polite">
        {busy ? (
          <FormattedMessage id="kycPhotos.preparing" />
        ) : status ? (
          <span className={`kyc-photo__state kyc-photo__state--${status.tone}`}>
            {intl.formatMessage({ id: status.id }, status.values)}
          </span>
        ) : null}
      </div>

      {view.kind === 'outbox' && (view.upload.state === 'uploading' || view.upload.state === 'queued') ? (
        <ProgressBar
          value={view.upload.size ? (view.upload.loaded / view.upload.size) * 100 : 0}
          label={intl.formatMessage({ id: 'kycPhotos.progress' }, { photo: title })}
        />
      ) : null}

      <FormRefusal text={state.refusal ?? null} id={`${id}-refusal`} />

      {view.kind === 'review' ? (
        <div className="kyc-photo__warning" role="alert">
          <p className="kyc-photo__warning-title">
            <FormattedMessage id="kycPhotos.warning.title" />
          </p>
          <ul>
            {view.issues.map((issue) => (
              <li key={issue}>
                <FormattedMessage id={`kycPhotos.issue.${issue}.${slot}`} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="kyc-photo__actions">
        {view.kind === 'review' ? (
          <>
            <Button block onClick={() => cameraInput.current?.click()}>
              <FormattedMessage id="kycPhotos.retake" />
            </Button>
            <Button block variant="secondary" onClick={onUseAnyway}>
              <FormattedMessage id="kycPhotos.useAnyway" />
            </Button>
          </>
        ) : (
          <>
            {view.kind === 'outbox' && view.upload.state === 'failed' ? (
              <Button block onClick={onRetryUpload}>
                <FormattedMessage id="kycPhotos.retryUpload" />
              </Button>
            ) : null}
            <label
              className={`btn btn--block ${taken ? 'btn--secondary' : 'btn--primary'} kyc-photo__pick${busy ? ' kyc-photo__pick--disabled' : ''}`}
            >
              <input ref={cameraInput} {...imageInput} capture={CAMERA[slot]} disabled={busy} aria-describedby={`${id}-title`} />
              <span>
                <FormattedMessage id={taken ? 'kycPhotos.retakeWithCamera' : 'kycPhotos.takePhoto'} />
              </span>
            </label>
            <label className={`btn btn--block btn--text kyc-photo__pick${busy ? ' kyc-photo__pick--disabled' : ''}`}>
              <input {...imageInput} disabled={busy} aria-describedby={`${id}-title`} />
              <span>
                <FormattedMessage id="kycPhotos.choosePhoto" />
              </span>
            </label>
          </>
        )}
      </div>
      {view.kind === 'review' ? (
        // Retake opens the camera input, which lives here while the warning shows.
        <input ref={cameraInput} {...imageInput} capture={CAMERA[slot]} tabIndex={-1} aria-hidden="true" />
      ) : null}
    </section>
  );
}

function statusText(
  state: PhotoTileState,
): { id: string; values?: Record<string, string | number>; tone: 'muted' | 'ok' | 'warn' | 'error' } | null {
  const { view } = state;
  if (view.kind === 'stored') return { id: 'kycPhotos.state.uploaded', tone: 'ok' };
  if (view.kind === 'unstored') return { id: 'storage.full.file', tone: 'error' };
  if (view.kind !== 'outbox') return null;
  const { upload } = view;
  switch (upload.state) {
    case 'queued':
      return { id: 'kycPhotos.state.queued', tone: 'muted' };
    case 'uploading':
      return {
        id: 'kycPhotos.state.uploading',
        values: { percent: upload.size ? Math.round((upload.loaded / upload.size) * 100) : 0 },
        tone: 'muted',
      };
    case 'waiting-network':
      return { id: 'kycPhotos.state.waitingNetwork', tone: 'warn' };
    case 'uploaded':
      return { id: 'kycPhotos.state.uploaded', tone: 'ok' };
    case 'failed':
      return { id: 'kycPhotos.state.failed', tone: 'error' };
  }
}
