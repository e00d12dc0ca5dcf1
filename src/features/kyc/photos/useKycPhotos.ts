/**
 * Step 1's photos for a page: the tiles (photos/state.ts) restored on arrival, from this device and
 * then from the platform, following the outbox's events while the page is open, and the actions.
 */
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { KycPhotoSlot } from '@domain/kyc/photos/rules';
import { onUploadChanged } from '@state/uploads';
import { useLatestAnswer } from '@state/use-latest-answer';
import type { PhotoOnPlatform } from '@worker/kyc/photos/contract';
import {
  acceptWarnedPhoto,
  photosOnDevice,
  photosOnPlatform,
  photosReadyAtom,
  photoTilesAtom,
  resetPhotos,
  retryPhotoUpload,
  showPhotosOnDevice,
  showPhotosOnPlatform,
  showUpload,
  takePhoto,
  type PhotoTiles,
} from './state';

export interface KycPhotos {
  tiles: PhotoTiles;
  /** false until the outbox has been read (the tiles are not known before). */
  ready: boolean;
  take(slot: KycPhotoSlot, file: File): Promise<void>;
  acceptWarning(slot: KycPhotoSlot): Promise<void>;
  retryUpload(slot: KycPhotoSlot): Promise<void>;
}

/** Asked once this device's photos are shown (null: not yet). */
const platformPhotos = (product: string | null): Promise<PhotoOnPlatform[]> => (product ? photosOnPlatform(product) : Promise.resolve([]));

/** `product` goes with the upload addresses. */
export function useKycPhotos(product: string): KycPhotos {
  const tiles = useAtomValue(photoTilesAtom);
  const ready = useAtomValue(photosReadyAtom);

  // A fresh page each visit; previews die with it.
  useEffect(() => {
    resetPhotos();
    return resetPhotos;
  }, []);
  // Events first, then the stored state, so nothing that happens in between is missed.
  useEffect(() => onUploadChanged((upload) => showUpload(product, upload)), [product]);
  useLatestAnswer(product, photosOnDevice, (answer) => showPhotosOnDevice(product, answer));
  useLatestAnswer(ready ? product : null, platformPhotos, showPhotosOnPlatform);

  return {
    tiles,
    ready,
    take: (slot, file) => takePhoto(product, slot, file),
    acceptWarning: (slot) => acceptWarnedPhoto(product, slot),
    retryUpload: (slot) => retryPhotoUpload(product, slot),
  };
}
