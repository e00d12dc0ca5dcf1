import { KYC_PHOTO_SLOTS, type KycPhotoSlot } from '@domain/kyc/photos/rules';
import type { WorkerAreaDeps } from '@worker/area-deps';
import { handedOver } from '@worker/transfer';
import type { UploadSnapshot } from '@worker/uploads/contract';
import { fetchKycDocuments, kycPhotoAddressSource } from './addresses';
import { preparePhoto } from './compress';
import type { KycPhotosWorkerApi, PhotoOnDevice, PreparedPhoto, TakenPhoto } from './contract';
import { PickedOriginals } from './picked-originals';
import { readStoredPhoto } from './read-photo';
import { WarnedPhotos } from './warned-photos';

const KIND = 'kyc-photo';

export function createKycPhotosApi(deps: WorkerAreaDeps): KycPhotosWorkerApi {
  // The product of the KYC in progress, for x-product-name; after a reload the outbox may resume
  // before the page says it, and the photos are the same whatever the product.
  let product = 'paylater';
  deps.uploads.registerSource(
    KIND,
    kycPhotoAddressSource(deps.client, () => product),
  );
  const warned = new WarnedPhotos(deps.drafts);
  const originals = new PickedOriginals(deps.drafts);

  async function inOutbox(slot: KycPhotoSlot): Promise<UploadSnapshot | null> {
    const uploads = await deps.uploads.list(deps.session.signedInUserId(), KIND);
    return uploads.filter((upload) => upload.slot === slot).at(-1) ?? null;
  }

  /** Into the outbox (stored before this answers, so its bytes may then go to the page). */
  async function queue(forProduct: string, photo: PreparedPhoto): Promise<UploadSnapshot> {
    product = forProduct;
    const upload = await deps.uploads.put({
      userId: deps.session.signedInUserId(),
      kind: KIND,
      slot: photo.slot,
      name: photo.name,
      type: 'image/jpeg',
      bytes: photo.bytes,
    });
    // The outbox has the photo now: one waiting on a warning for this slot is done with.
    await warned.forget(forProduct, photo.slot);
    return upload;
  }

  /**
   * Compresses the slot's stored original, stores the result (the outbox, or waiting on its
   * warning), then deletes the original. An original that cannot be made a photo (unreadable, too
   * large) is deleted too: nothing could ever be sent of it. Null when no original waits.
   */
  async function fromOriginal(forProduct: string, slot: KycPhotoSlot): Promise<TakenPhoto | null> {
    const original = await originals.find(forProduct, slot);
    if (!original) return null;
    let photo: PreparedPhoto;
    try {
      photo = await preparePhoto(original);
    } catch (error) {
      await originals.forget(forProduct, slot);
      throw error;
    }
    let taken: TakenPhoto;
    if (photo.issues.length > 0) {
      await warned.keep(forProduct, photo.slot, { photo, replaces: (await inOutbox(photo.slot))?.id ?? null });
      taken = { outcome: 'warned', issues: photo.issues, preview: photo.bytes };
    } else {
      taken = { outcome: 'queued', upload: await queue(forProduct, photo), preview: photo.bytes };
    }
    await originals.forget(forProduct, slot);
    return taken;
  }

  return {
    async prepare(photo) {
      const prepared = await preparePhoto(photo);
      return handedOver(prepared, [prepared.bytes]);
    },

    async take(input) {
      const { product: forProduct, ...picked } = input;
      deps.session.signedInUserId(); // nobody signed in: refused (401) before anything is kept
      // Before anything else: a kill now must not lose the photo.
      if ('file' in picked) await originals.keepPicked(forProduct, picked);
      else await originals.keep(forProduct, picked);
      const taken = await fromOriginal(forProduct, picked.slot);
      if (!taken) throw new Error('The photo picked was not kept on this device.');
      return taken.outcome === 'warned'
        ? handedOver({ outcome: 'warned', issues: taken.issues, preview: taken.preview }, [taken.preview])
        : handedOver({ outcome: 'queued', upload: taken.upload, preview: taken.preview }, [taken.preview]);
    },

    async acceptWarned(forProduct, slot) {
      const waiting = await warned.find(forProduct, slot);
      if (!waiting) throw new Error('No photo of this slot waits on its warning any more.');
      return queue(forProduct, waiting.photo);
    },

    async onDevice(forProduct) {
      // A photo picked but not compressed when the browser went away is finished now.
      for (const slot of KYC_PHOTO_SLOTS) await fromOriginal(forProduct, slot).catch(() => null);
      const uploads = await deps.uploads.list(deps.session.signedInUserId(), KIND);
      const photos: PhotoOnDevice[] = [];
      for (const slot of KYC_PHOTO_SLOTS) {
        const upload = uploads.filter((each) => each.slot === slot).at(-1) ?? null;
        let waiting = await warned.find(forProduct, slot);
        if (waiting && upload !== null && upload.id !== waiting.replaces) {
          await warned.forget(forProduct, slot); // a later photo went to the outbox
          waiting = null;
        }
        const preview = waiting ? waiting.photo.bytes : upload ? await deps.uploads.bytes(upload.id) : null;
        photos.push({ slot, upload, warning: waiting ? { issues: waiting.photo.issues } : null, preview });
      }
      return handedOver(
        photos,
        photos.map((photo) => photo.preview),
      );
    },

    async onPlatform(forProduct, withPreview) {
      product = forProduct;
      const documents = await fetchKycDocuments(deps.client, forProduct);
      const photos = [];
      for (const slot of KYC_PHOTO_SLOTS) {
        const doc = documents.get(slot);
        const uploaded = doc?.uploaded ?? false;
        const readUrl = uploaded && withPreview.includes(slot) ? (doc?.readUrl ?? null) : null;
        // A preview that cannot be read leaves the tile without one; the photo is there all the same.
        const preview = readUrl
          ? await readStoredPhoto(deps.fetch, deps.config.get().apiBaseUrl, readUrl, deps.session.token()).catch(() => null)
          : null;
        photos.push({ slot, uploaded, preview });
      }
      return handedOver(
        photos,
        photos.map((photo) => photo.preview),
      );
    },

    async confirmed(forProduct) {
      const has = (slots: ReadonlySet<string>) => ({ ktp: slots.has('KTP'), selfie: slots.has('KTP_SELFIE') });
      try {
        product = forProduct;
        const documents = await fetchKycDocuments(deps.client, forProduct);
        return has(new Set(KYC_PHOTO_SLOTS.filter((slot) => documents.get(slot)?.uploaded)));
      } catch {
        // Offline: what the outbox saw the platform confirm stands in.
        const userId = deps.session.snapshot()?.csTrackingId;
        const uploads = userId ? await deps.uploads.list(userId, KIND) : [];
        return has(new Set(uploads.filter((upload) => upload.state === 'uploaded').map((upload) => upload.slot)));
      }
    },
  };
}
