/**
 * The two photos of step 1: what the upload outbox and the platform hold for them, restored after
 * a reload (previews from the outbox's stored bytes, or read back from the platform), and the
 * actions: take a photo (compressed and checked in the worker), use it anyway, upload. A photo
 * awaiting the decision on its quality warning is kept in the drafts store (review-draft.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { KYC_PHOTO_SLOTS, isKycPhotoSlot, type KycPhotoSlot } from '@domain/kyc/photos/rules';
import type { PreparedPhoto } from '@worker/kyc/photos/contract';
import type { UploadSnapshot } from '@worker/uploads/contract';
import { dataWorker } from '../../../data/bridge';
import { trackEvent } from '@state/analytics';
import { asApiError } from '@state/errors';
import { onUploadChanged } from '@state/uploads';
import { EMPTY_TILE, type PhotoTileState, type PhotoView } from './photo-view';
import { loadReviewDraft, removeReviewDraft, saveReviewDraft, type ReviewDraft } from './review-draft';
import { presentPhotoError } from './upload-error';

export const KYC_PHOTO_KIND = 'kyc-photo';

type Tiles = Record<KycPhotoSlot, PhotoTileState>;
const EMPTY_TILES: Tiles = { KTP: EMPTY_TILE, KTP_SELFIE: EMPTY_TILE };

function blobUrl(bytes: ArrayBuffer): string {
  return URL.createObjectURL(new Blob([bytes], { type: 'image/jpeg' }));
}

/** A newer snapshot of the slot's file wins; events of a file the user is replacing are ignored. */
function acceptsUpload(view: PhotoView, upload: UploadSnapshot): boolean {
  if (view.kind === 'preparing' || view.kind === 'review') return false;
  if (view.kind !== 'outbox') return true;
  return upload.id === view.upload.id ? upload.updatedAt >= view.upload.updatedAt : upload.updatedAt > view.upload.updatedAt;
}

function trackUpload(slot: KycPhotoSlot, product: string, outcome: 'start' | 'success' | 'failure', errorKey: string | null = null): void {
  trackEvent('kyc_photo_upload', { slot, product, outcome, error_key: errorKey });
}

export interface KycPhotos {
  tiles: Tiles;
  /** false until the outbox has been read (the tiles are not known before). */
  ready: boolean;
  take(slot: KycPhotoSlot, file: File): Promise<void>;
  useAnyway(slot: KycPhotoSlot): Promise<void>;
  retryUpload(slot: KycPhotoSlot): Promise<void>;
}

/** `userId` is the outbox's owner (the session's csTrackingId); `product` goes with the upload addresses. */
export function useKycPhotos(userId: string, product: string): KycPhotos {
  const [tiles, setTiles] = useState<Tiles>(EMPTY_TILES);
  const [ready, setReady] = useState(false);
  const current = useRef<Tiles>(EMPTY_TILES);
  /** The slot's upload in the outbox as last seen (by the restore or an upload from here). */
  const outboxIds = useRef<Record<KycPhotoSlot, string | null>>({ KTP: null, KTP_SELFIE: null });
  /** Draft writes run one after another, so a removal never overtakes the save it undoes. */
  const draftWrites = useRef<Promise<void>>(Promise.resolve());

  const writeDraft = useCallback((write: () => Promise<void>) => {
    draftWrites.current = draftWrites.current.then(write).catch((error: unknown) => {
      console.warn('KYC photo review draft not written', asApiError(error).errorKey);
    });
  }, []);

  /** Sets a tile; a preview URL that is no longer shown is released. */
  const setTile = useCallback((slot: KycPhotoSlot, next: (previous: PhotoTileState) => PhotoTileState) => {
    const previous = current.current[slot];
    const updated = next(previous);
    if (updated === previous) return;
    if (previous.previewUrl && previous.previewUrl !== updated.previewUrl) URL.revokeObjectURL(previous.previewUrl);
    current.current = { ...current.current, [slot]: updated };
    setTiles(current.current);
  }, []);

  const applyUpload = useCallback(
    (upload: UploadSnapshot) => {
      if (upload.userId !== userId || upload.kind !== KYC_PHOTO_KIND || !isKycPhotoSlot(upload.slot)) return;
      const slot = upload.slot;
      const before = current.current[slot].view;
      if (!acceptsUpload(before, upload)) return;
      setTile(slot, (previous) => ({ ...previous, view: { kind: 'outbox', upload } }));
      const was = before.kind === 'outbox' && before.upload.id === upload.id ? before.upload.state : null;
      if (upload.state === was) return;
      if (upload.state === 'uploaded') trackUpload(slot, product, 'success');
      if (upload.state === 'failed') {
        trackUpload(slot, product, 'failure', upload.error?.errorKey ?? null);
        if (upload.error) presentPhotoError(upload.error, product);
      }
    },
    [userId, product, setTile],
  );

  // Events first, then the stored state, so nothing that happens in between is missed.
  useEffect(() => onUploadChanged(applyUpload), [applyUpload]);

  useEffect(() => {
    let cancelled = false;
    const worker = dataWorker();
    const restore = async (): Promise<void> => {
      const uploads = await worker.uploads.list(userId, KYC_PHOTO_KIND);
      const bySlot = new Map<KycPhotoSlot, UploadSnapshot>();
      for (const upload of uploads) if (isKycPhotoSlot(upload.slot)) bySlot.set(upload.slot, upload);
      for (const [slot, upload] of bySlot) {
        outboxIds.current[slot] = upload.id;
        const bytes = await worker.uploads.bytes(upload.id);
        if (cancelled) return;
        applyUpload(upload);
        if (bytes) setTile(slot, (previous) => (previous.previewUrl ? previous : { ...previous, previewUrl: blobUrl(bytes) }));
      }
      // A photo left waiting on its quality warning comes back with the warning, over the outbox's.
      for (const slot of KYC_PHOTO_SLOTS) {
        const draft = await loadReviewDraft(product, slot);
        if (cancelled) return;
        if (!draft) continue;
        const inOutbox = bySlot.get(slot)?.id ?? null;
        if (inOutbox !== null && inOutbox !== draft.replaces) {
          writeDraft(() => removeReviewDraft(product, slot)); // a later photo went to the outbox
          continue;
        }
        const { kind } = current.current[slot].view;
        if (kind === 'preparing' || kind === 'review') continue; // the user has already taken another
        const { photo } = draft;
        setTile(slot, () => ({ view: { kind: 'review', photo, issues: photo.issues }, previewUrl: blobUrl(photo.bytes) }));
      }
      if (!cancelled) setReady(true);
      // What the platform already has (an earlier visit, another device); offline it stays unknown.
      const onPlatform = await worker.kycPhotos.onPlatform(product).catch(() => []);
      for (const stored of onPlatform) {
        if (cancelled || !stored.uploaded) continue;
        const tile = current.current[stored.slot];
        if (tile.view.kind === 'empty') setTile(stored.slot, (previous) => ({ ...previous, view: { kind: 'stored' } }));
        if (tile.previewUrl || !stored.readUrl) continue;
        const bytes = await worker.kycPhotos.readStored(stored.readUrl).catch(() => null);
        if (cancelled || !bytes) continue;
        setTile(stored.slot, (previous) => (previous.previewUrl ? previous : { ...previous, previewUrl: blobUrl(bytes) }));
      }
    };
    restore().catch((error: unknown) => {
      if (!cancelled) setReady(true);
      console.warn('KYC photos not restored', asApiError(error).errorKey);
    });
    return () => {
      cancelled = true;
    };
  }, [userId, product, applyUpload, setTile, writeDraft]);

  // Preview URLs die with the page.
  useEffect(
    () => () => {
      for (const slot of KYC_PHOTO_SLOTS) {
        const url = current.current[slot].previewUrl;
        if (url) URL.revokeObjectURL(url);
      }
    },
    [],
  );

  const upload = useCallback(
    async (slot: KycPhotoSlot, photo: PreparedPhoto) => {
      trackUpload(slot, product, 'start');
      const snapshot = await dataWorker().kycPhotos.upload({ userId, product, slot, name: photo.name, bytes: photo.bytes });
      outboxIds.current[slot] = snapshot.id;
      // The outbox has the photo now: a draft waiting on a warning for this slot is done with.
      writeDraft(() => removeReviewDraft(product, slot));
      setTile(slot, (previous) => (previous.view.kind === 'outbox' && previous.view.upload.id === snapshot.id ? previous : { ...previous, view: { kind: 'outbox', upload: snapshot } }));
    },
    [userId, product, setTile, writeDraft],
  );

  const take = useCallback(
    async (slot: KycPhotoSlot, file: File) => {
      const before = current.current[slot];
      // The old photo's preview stays on the tile until the new one is ready.
      setTile(slot, (previous) => ({ ...previous, view: { kind: 'preparing' } }));
      try {
        const photo = await dataWorker().kycPhotos.prepare({ slot, name: file.name, type: file.type, bytes: await file.arrayBuffer() });
        const previewUrl = blobUrl(photo.bytes);
        if (photo.issues.length > 0) {
          trackEvent('kyc_photo_quality_warning', { slot, product, issues: photo.issues.join(',') });
          setTile(slot, () => ({ view: { kind: 'review', photo, issues: photo.issues }, previewUrl }));
          const draft: ReviewDraft = { photo, replaces: outboxIds.current[slot] };
          writeDraft(() => saveReviewDraft(product, slot, draft));
          return;
        }
        setTile(slot, () => ({ view: { kind: 'preparing' }, previewUrl }));
        await upload(slot, photo);
      } catch (error) {
        // A refused photo never costs the one the user had.
        // (Its preview is gone only if the new photo got as far as replacing it.)
        setTile(slot, (previous) => ({ view: before.view, previewUrl: previous.previewUrl === before.previewUrl ? before.previewUrl : null }));
        trackUpload(slot, product, 'failure', asApiError(error).errorKey);
        presentPhotoError(error, product);
      }
    },
    [userId, product, setTile, upload, writeDraft],
  );

  const useAnyway = useCallback(
    async (slot: KycPhotoSlot) => {
      const { view } = current.current[slot];
      if (view.kind !== 'review') return;
      trackEvent('kyc_photo_quality_ignored', { slot, product, issues: view.issues.join(',') });
      setTile(slot, (previous) => ({ ...previous, view: { kind: 'preparing' } }));
      try {
        await upload(slot, view.photo);
      } catch (error) {
        setTile(slot, (previous) => ({ ...previous, view }));
        presentPhotoError(error, product);
      }
    },
    [product, setTile, upload],
  );

  const retryUpload = useCallback(
    async (slot: KycPhotoSlot) => {
      const { view } = current.current[slot];
      if (view.kind !== 'outbox') return;
      try {
        await dataWorker().uploads.retry(view.upload.id);
      } catch (error) {
        presentPhotoError(error, product);
      }
    },
    [product],
  );

  return { tiles, ready, take, useAnyway, retryUpload };
}
