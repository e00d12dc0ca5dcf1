/**
 * A photo whose quality warning is still open ("Retake" / "Use anyway") is not in the upload outbox
 * yet, so it is kept in the drafts store (IndexedDB) until the user decides: a reload, a killed tab
 * or a day offline must not lose it (issue 4: photos taken are part of the draft).
 */
import type { KycPhotoSlot } from '@domain/kyc/photos/rules';
import type { DraftKey } from '@worker/contract';
import type { PreparedPhoto } from '@worker/kyc/photos/contract';
import { dataWorker } from '../../../data/bridge';

const FLOW = 'kyc-photo-review';
const SCHEMA_VERSION = 1;

export interface ReviewDraft {
  photo: PreparedPhoto;
  /**
   * The id of the slot's outbox upload when the photo was taken (null: none). If the outbox holds
   * another one on restore, a later photo went there (e.g. "use anyway" whose clean-up was cut
   * short) and this draft is stale.
   */
  replaces: string | null;
}

function draftKey(product: string, slot: KycPhotoSlot): DraftKey {
  return { owner: 'user', flow: FLOW, product: `${product}:${slot}` };
}

export function saveReviewDraft(product: string, slot: KycPhotoSlot, draft: ReviewDraft): Promise<void> {
  return dataWorker().drafts.save(draftKey(product, slot), draft, SCHEMA_VERSION);
}

export async function loadReviewDraft(product: string, slot: KycPhotoSlot): Promise<ReviewDraft | null> {
  const snapshot = await dataWorker().drafts.load(draftKey(product, slot), SCHEMA_VERSION);
  // Comlink's types drop the method's type parameter; the worker answers what was saved under this key.
  const draft = (snapshot?.value ?? null) as ReviewDraft | null;
  return draft && draft.photo.bytes instanceof ArrayBuffer && Array.isArray(draft.photo.issues) ? draft : null;
}

export function removeReviewDraft(product: string, slot: KycPhotoSlot): Promise<void> {
  return dataWorker().drafts.remove(draftKey(product, slot));
}
