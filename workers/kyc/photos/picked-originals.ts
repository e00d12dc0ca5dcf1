/**
 * A photo as it was picked, stored before anything else is done with it: compression takes a second
 * or more, and a browser killed meanwhile must not lose the photo (issue 12). It waits in the drafts
 * store (IndexedDB, no schema change) under its product and slot; compression works from this
 * stored copy, and it is deleted once the compressed photo is stored (in the outbox, or waiting on
 * its quality warning). One left behind by a kill is finished on the next visit (onDevice).
 *
 * The first copy is the picked File itself (`keepPicked`): IndexedDB takes a Blob without the page or
 * the worker reading it, the shortest a pick can stay unstored (issue 39: about half the time of
 * reading the bytes first). It is then replaced by its bytes (`keep`), the form kept for longer:
 * older Safari loses Blobs in IndexedDB (ARCHITECTURE, "Drafts and the outbox"); a platform that
 * refuses to store a Blob at all gets the bytes at once.
 */
import type { KycPhotoSlot } from '@domain/kyc/photos/rules';
import type { DraftKey } from '@worker/shared/contract';
import type { SessionDrafts } from '@worker/drafts';
import { isQuotaError } from '@worker/http/api-error';
import type { PickedPhoto, RawPhoto } from './contract';

const FLOW = 'kyc-photo-original';
const SCHEMA_VERSION = 1;

function draftKey(product: string, slot: KycPhotoSlot): DraftKey {
  return { owner: 'user', flow: FLOW, product: `${product}:${slot}` };
}

type Described = { slot: unknown; name: unknown; type: unknown };

function isDescribed(value: unknown): value is Described {
  if (typeof value !== 'object' || value === null) return false;
  const photo = value as Partial<Described>;
  return typeof photo.slot === 'string' && typeof photo.name === 'string' && typeof photo.type === 'string';
}

function isRawPhoto(value: unknown): value is RawPhoto {
  return isDescribed(value) && (value as Partial<RawPhoto>).bytes instanceof ArrayBuffer;
}

function isPickedPhoto(value: unknown): value is PickedPhoto {
  return isDescribed(value) && (value as Partial<PickedPhoto>).file instanceof Blob;
}

export class PickedOriginals {
  constructor(private readonly drafts: SessionDrafts) {}

  keep(product: string, photo: RawPhoto): Promise<void> {
    return this.drafts.save(draftKey(product, photo.slot), photo, SCHEMA_VERSION);
  }

  /**
   * The picked File, stored as it is, then as its bytes. Answers the photo with its bytes. A full
   * disk rejects (the page keeps the File and tries again); a platform that cannot store a Blob gets
   * the bytes straight away.
   */
  async keepPicked(product: string, picked: PickedPhoto): Promise<RawPhoto> {
    const { slot, name, type, file } = picked;
    try {
      await this.drafts.save(draftKey(product, slot), { slot, name, type, file }, SCHEMA_VERSION);
    } catch (error) {
      if (isQuotaError(error)) throw error;
    }
    const photo: RawPhoto = { slot, name, type, bytes: await file.arrayBuffer() };
    await this.keep(product, photo);
    return photo;
  }

  async find(product: string, slot: KycPhotoSlot): Promise<RawPhoto | null> {
    const draft = await this.drafts.load<unknown>(draftKey(product, slot), SCHEMA_VERSION);
    if (!draft) return null;
    if (isRawPhoto(draft.value)) return draft.value;
    if (!isPickedPhoto(draft.value)) return null;
    // Killed between the two copies: the File stored first is read now.
    const { slot: stored, name, type, file } = draft.value;
    return { slot: stored, name, type, bytes: await file.arrayBuffer() };
  }

  forget(product: string, slot: KycPhotoSlot): Promise<void> {
    return this.drafts.remove(draftKey(product, slot));
  }
}
