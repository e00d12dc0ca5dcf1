/**
 * A photo as it was picked, stored before anything else is done with it: compression takes a second
 * or more, and a browser killed meanwhile must not lose the photo (issue 12). It waits in the drafts
 * store (IndexedDB, no schema change) under its product and slot; compression works from this
 * stored copy, and it is deleted once the compressed photo is stored (in the outbox, or waiting on
 * its quality warning). One left behind by a kill is finished on the next visit (onDevice).
 */
import type { KycPhotoSlot } from '@domain/kyc/photos/rules';
import type { DraftKey } from '@worker/shared/contract';
import type { SessionDrafts } from '@worker/drafts';
import type { RawPhoto } from './contract';

const FLOW = 'kyc-photo-original';
const SCHEMA_VERSION = 1;

function draftKey(product: string, slot: KycPhotoSlot): DraftKey {
  return { owner: 'user', flow: FLOW, product: `${product}:${slot}` };
}

function isRawPhoto(value: unknown): value is RawPhoto {
  if (typeof value !== 'object' || value === null) return false;
  const photo = value as Partial<RawPhoto>;
  return (
    typeof photo.slot === 'string' && typeof photo.name === 'string' && typeof photo.type === 'string' && photo.bytes instanceof ArrayBuffer
  );
}

export class PickedOriginals {
  constructor(private readonly drafts: SessionDrafts) {}

  keep(product: string, photo: RawPhoto): Promise<void> {
    return this.drafts.save(draftKey(product, photo.slot), photo, SCHEMA_VERSION);
  }

  async find(product: string, slot: KycPhotoSlot): Promise<RawPhoto | null> {
    const draft = await this.drafts.load<unknown>(draftKey(product, slot), SCHEMA_VERSION);
    return draft && isRawPhoto(draft.value) ? draft.value : null;
  }

  forget(product: string, slot: KycPhotoSlot): Promise<void> {
    return this.drafts.remove(draftKey(product, slot));
  }
}
