/**
 * The two photos of step 1 (the KTP and the selfie with it): atoms of what each tile shows, and
 * the actions on them, the only code of the sub-area that talks to the data worker. A photo is
 * taken in one worker call (stored, compressed, checked, queued or kept waiting on its quality
 * warning), accepted after its warning in another; the picked File crosses the bridge as it is (a
 * handle, nothing read on the page) and the preview comes back transferred. On a visit the tiles
 * come back from this device (the outbox and a photo waiting on its warning), then from the
 * platform (photos of an earlier visit or device).
 */
import { atom } from 'jotai';
import { KYC_PHOTO_SLOTS, isKycPhotoSlot, type KycPhotoSlot } from '@domain/kyc/photos/rules';
import { trackEvent } from '@state/analytics';
import { asApiError } from '@state/errors';
import { storeKeptFile } from '@state/kept-files';
import { appStore } from '@state/store';
import type { SettledAnswer } from '@state/use-latest-answer';
import type { KycPhotosConfirmed, PhotoOnDevice, PhotoOnPlatform, TakenPhoto } from '@worker/kyc/photos/contract';
import type { UploadSnapshot } from '@worker/uploads/contract';
import { dataWorker } from '../../../data/bridge';
import { EMPTY_TILE, type PhotoTileState, type PhotoView } from './photo-view';
import { photoRefusalOf } from './upload-error';

export const KYC_PHOTO_KIND = 'kyc-photo';

export type PhotoTiles = Record<KycPhotoSlot, PhotoTileState>;
const EMPTY_TILES: PhotoTiles = { KTP: EMPTY_TILE, KTP_SELFIE: EMPTY_TILE };

/** What each tile shows. */
export const photoTilesAtom = atom<PhotoTiles>(EMPTY_TILES);
/** false until this device's photos have been read (the tiles are not known before). */
export const photosReadyAtom = atom(false);

/**
 * The outbox's news of a slot's file that came while the tile was busy with a photo being taken:
 * the photo's own upload may already be on its way by the time its take() answers.
 */
const heldWhileTaking = new Map<KycPhotoSlot, UploadSnapshot>();

function blobUrl(bytes: ArrayBuffer): string {
  return URL.createObjectURL(new Blob([bytes], { type: 'image/jpeg' }));
}

function tile(slot: KycPhotoSlot): PhotoTileState {
  return appStore.get(photoTilesAtom)[slot];
}

/** Sets a tile; a preview URL that is no longer shown is released. */
function setTile(slot: KycPhotoSlot, next: (previous: PhotoTileState) => PhotoTileState): void {
  const tiles = appStore.get(photoTilesAtom);
  const previous = tiles[slot];
  const updated = next(previous);
  if (updated === previous) return;
  if (previous.previewUrl && previous.previewUrl !== updated.previewUrl) URL.revokeObjectURL(previous.previewUrl);
  appStore.set(photoTilesAtom, { ...tiles, [slot]: updated });
}

function withPreview(bytes: ArrayBuffer | null): (previous: PhotoTileState) => PhotoTileState {
  return (previous) => (previous.previewUrl || !bytes ? previous : { ...previous, previewUrl: blobUrl(bytes) });
}

function trackUpload(slot: KycPhotoSlot, product: string, outcome: 'start' | 'success' | 'failure', errorKey: string | null = null): void {
  trackEvent('kyc_photo_upload', { slot, product, outcome, error_key: errorKey });
}

/** A newer snapshot of the slot's file wins; events of a file the user is replacing wait (heldWhileTaking). */
function acceptsUpload(view: PhotoView, upload: UploadSnapshot): boolean {
  // A photo waiting for room on the disk is newer than anything of the outbox.
  if (view.kind === 'preparing' || view.kind === 'review' || view.kind === 'unstored') return false;
  if (view.kind !== 'outbox') return true;
  return upload.id === view.upload.id ? upload.updatedAt >= view.upload.updatedAt : upload.updatedAt > view.upload.updatedAt;
}

/** Empty tiles, previews released: on arriving at step 1 and on leaving it. */
export function resetPhotos(): void {
  for (const slot of KYC_PHOTO_SLOTS) setTile(slot, () => EMPTY_TILE);
  heldWhileTaking.clear();
  appStore.set(photosReadyAtom, false);
}

/** Says on the slot's tile why its photo failed (photoRefusalOf), until the user acts on it. */
function refuse(slot: KycPhotoSlot, error: unknown, product: string): void {
  const refusal = photoRefusalOf(error, product);
  if (refusal) setTile(slot, (previous) => ({ ...previous, refusal }));
}

/** The outbox's news of a file (its events, or a record read back): the tile follows, success and failure are told once. */
export function showUpload(product: string, upload: UploadSnapshot): void {
  applyUpload(product, upload, false);
}

/** `ours`: the file the tile is waiting for (the answer of take or acceptWarned). */
function applyUpload(product: string, upload: UploadSnapshot, ours: boolean): void {
  if (upload.kind !== KYC_PHOTO_KIND || !isKycPhotoSlot(upload.slot)) return;
  const slot = upload.slot;
  const before = tile(slot).view;
  if (!ours && !acceptsUpload(before, upload)) {
    const held = heldWhileTaking.get(slot);
    if (before.kind === 'preparing' && (!held || upload.updatedAt >= held.updatedAt)) heldWhileTaking.set(slot, upload);
    return;
  }
  setTile(slot, (previous) => ({
    ...previous,
    view: { kind: 'outbox', upload },
    ...(upload.state === 'uploaded' ? { refusal: null } : {}),
  }));
  const was = before.kind === 'outbox' && before.upload.id === upload.id ? before.upload.state : null;
  if (upload.state === was) return;
  if (upload.state === 'uploaded') trackUpload(slot, product, 'success');
  if (upload.state === 'failed') {
    trackUpload(slot, product, 'failure', upload.error?.errorKey ?? null);
    if (upload.error) refuse(slot, upload.error, product);
  }
}

/** The photo just handed to the outbox: its own news that came meanwhile is newer than the answer. */
function showQueued(product: string, slot: KycPhotoSlot, queued: UploadSnapshot, previewUrl: string | null): void {
  const held = heldWhileTaking.get(slot);
  heldWhileTaking.delete(slot);
  if (previewUrl) setTile(slot, (previous) => ({ ...previous, previewUrl }));
  applyUpload(product, held && held.id === queued.id && held.updatedAt >= queued.updatedAt ? held : queued, true);
}

export function photosOnDevice(product: string): Promise<PhotoOnDevice[]> {
  return dataWorker().kycPhotos.onDevice(product);
}

/** The tiles as this device left them; a photo taken since the page opened is not replaced. */
export function showPhotosOnDevice(product: string, answer: SettledAnswer<PhotoOnDevice[]>): void {
  if (answer.status === 'failed') console.warn('KYC photos not restored', asApiError(answer.error).errorKey);
  for (const photo of answer.status === 'done' ? answer.value : []) {
    const { slot, upload, warning, preview } = photo;
    if (upload) showUpload(product, upload);
    const { kind } = tile(slot).view;
    if (warning && kind !== 'preparing' && kind !== 'review') {
      // A photo left waiting on its quality warning comes back with the warning, over the outbox's.
      setTile(slot, () => ({ view: { kind: 'review', issues: warning.issues }, previewUrl: preview ? blobUrl(preview) : null }));
    } else if (!warning) {
      setTile(slot, withPreview(preview));
    }
  }
  appStore.set(photosReadyAtom, true);
}

/** What the platform already has (an earlier visit, another device), read back for tiles with no preview. */
export function photosOnPlatform(product: string): Promise<PhotoOnPlatform[]> {
  const tiles = appStore.get(photoTilesAtom);
  return dataWorker().kycPhotos.onPlatform(
    product,
    KYC_PHOTO_SLOTS.filter((slot) => !tiles[slot].previewUrl),
  );
}

/** Offline it stays unknown: the tiles rest on this device. */
export function showPhotosOnPlatform(answer: SettledAnswer<PhotoOnPlatform[]>): void {
  if (answer.status === 'failed') return;
  for (const stored of answer.value) {
    if (!stored.uploaded) continue;
    if (tile(stored.slot).view.kind === 'empty') setTile(stored.slot, (previous) => ({ ...previous, view: { kind: 'stored' } }));
    setTile(stored.slot, withPreview(stored.preview));
  }
}

/** Where a slot's picked photo waits in memory when the disk is full (and its storage problem). */
const keptSource = (slot: KycPhotoSlot): string => `file:kyc-photo:${slot}`;

/**
 * Taking (or picking) a photo: the worker stores it, compresses and checks it, then queues it or
 * keeps it waiting on its warning. The old photo's preview stays on the tile until the new one is
 * ready, and a refused photo never costs the one the user had. On a full disk the photo stays in
 * memory, the tile says so, and it is stored as soon as there is room (state/kept-files.ts).
 */
export async function takePhoto(product: string, slot: KycPhotoSlot, file: File): Promise<void> {
  const before = tile(slot);
  heldWhileTaking.delete(slot);
  // First the File itself to the worker, before the tile or anything else is touched: it is stored
  // as picked before a byte of it is read (workers/kyc/photos/picked-originals.ts).
  const stored = storeKeptFile<TakenPhoto, Blob>({
    source: keptSource(slot),
    bytes: file,
    store: (picked) => dataWorker().kycPhotos.take({ product, slot, name: file.name, type: file.type, file: picked }),
    onStored: (taken) => showTaken(product, slot, taken),
    onWaiting: () => {
      // The picked photo itself as the preview: the user sees what waits for room.
      setTile(slot, () => ({ view: { kind: 'unstored' }, previewUrl: URL.createObjectURL(file) }));
    },
    onFailed: (error) => {
      // (Its preview is gone only if the new photo got as far as replacing it.)
      setTile(slot, (previous) => ({
        view: before.view,
        previewUrl: previous.previewUrl === before.previewUrl ? before.previewUrl : null,
      }));
      trackUpload(slot, product, 'failure', asApiError(error).errorKey);
      refuse(slot, error, product);
    },
  });
  setTile(slot, (previous) => ({ ...previous, view: { kind: 'preparing' }, refusal: null }));
  await stored;
}

function showTaken(product: string, slot: KycPhotoSlot, taken: TakenPhoto): void {
  const previewUrl = blobUrl(taken.preview);
  if (taken.outcome === 'warned') {
    trackEvent('kyc_photo_quality_warning', { slot, product, issues: taken.issues.join(',') });
    heldWhileTaking.delete(slot);
    setTile(slot, () => ({ view: { kind: 'review', issues: taken.issues }, previewUrl }));
    return;
  }
  trackUpload(slot, product, 'start');
  showQueued(product, slot, taken.upload, previewUrl);
}

/** "Use anyway": the photo waiting on its warning goes to the outbox; no bytes cross again. */
export async function acceptWarnedPhoto(product: string, slot: KycPhotoSlot): Promise<void> {
  const { view } = tile(slot);
  if (view.kind !== 'review') return;
  trackEvent('kyc_photo_quality_ignored', { slot, product, issues: view.issues.join(',') });
  heldWhileTaking.delete(slot);
  setTile(slot, (previous) => ({ ...previous, view: { kind: 'preparing' }, refusal: null }));
  try {
    trackUpload(slot, product, 'start');
    showQueued(product, slot, await dataWorker().kycPhotos.acceptWarned(product, slot), null);
  } catch (error) {
    setTile(slot, (previous) => ({ ...previous, view }));
    refuse(slot, error, product);
  }
}

/** Sends a refused upload again. */
export async function retryPhotoUpload(product: string, slot: KycPhotoSlot): Promise<void> {
  const { view } = tile(slot);
  if (view.kind !== 'outbox') return;
  setTile(slot, (previous) => ({ ...previous, refusal: null }));
  try {
    await dataWorker().uploads.retry(view.upload.id);
  } catch (error) {
    refuse(slot, error, product);
  }
}

/** Whether the platform has both photos (step 3 reads it); offline, the outbox's record of it. */
export function photosConfirmed(product: string): Promise<KycPhotosConfirmed> {
  return dataWorker().kycPhotos.confirmed(product);
}
