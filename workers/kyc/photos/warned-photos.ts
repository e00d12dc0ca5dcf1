/**
 * A photo whose quality warning is still open ("Retake" / "Use anyway") is not in the upload outbox
 * yet, so it is kept in the drafts store (IndexedDB) until the user decides: a reload, a killed tab
 * or a day offline must not lose it (issue 4: photos taken are part of the draft). Same flow,
 * product and value as the page kept before the worker took this over, so such photos stay.
 */
import type { KycPhotoSlot } from '@domain/kyc/photos/rules';
import type { DraftKey } from '@worker/shared/contract';
import type { SessionDrafts } from '@worker/drafts';
import type { PreparedPhoto } from './contract';

const FLOW = 'kyc-photo-review';
const SCHEMA_VERSION = 1;

export interface WarnedPhoto {
  photo: PreparedPhoto;
  /**
   * The id of the slot's outbox upload when the photo was taken (null: none). If the outbox holds
   * another one later, a later photo went there and this one is stale.
   */
  replaces: string | null;
}

function draftKey(product: string, slot: KycPhotoSlot): DraftKey {
  return { owner: 'user', flow: FLOW, product: `${product}:${slot}` };
}

function isWarnedPhoto(value: unknown): value is WarnedPhoto {
  if (typeof value !== 'object' || value === null) return false;
  const { photo } = value as Partial<WarnedPhoto>;
  return typeof photo === 'object' && photo !== null && photo.bytes instanceof ArrayBuffer && Array.isArray(photo.issues);
}

export class WarnedPhotos {
  constructor(private readonly drafts: SessionDrafts) {}

  keep(product: string, slot: KycPhotoSlot, warned: WarnedPhoto): Promise<void> {
    return this.drafts.save(draftKey(product, slot), warned, SCHEMA_VERSION);
  }

  async find(product: string, slot: KycPhotoSlot): Promise<WarnedPhoto | null> {
    const draft = await this.drafts.load<unknown>(draftKey(product, slot), SCHEMA_VERSION);
    return draft && isWarnedPhoto(draft.value) ? draft.value : null;
  }

  forget(product: string, slot: KycPhotoSlot): Promise<void> {
    return this.drafts.remove(draftKey(product, slot));
  }
}
