/**
 * Step 1's photo flow on the main thread (src/features/kyc/photos/state.ts): pick, compress (the
 * worker's), warn, accept, retry, and the tiles restored on a visit. The worker is a fake object
 * standing in for the bridge; the tiles are read from the app's Jotai store.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeApiError } from '@domain/errors';
import type { KycPhotoSlot } from '@domain/kyc/photos/rules';
import type { PhotoOnDevice, PhotoOnPlatform, TakePhotoInput, TakenPhoto } from '@worker/kyc/photos/contract';
import type { UploadSnapshot } from '@worker/uploads/contract';

const worker = vi.hoisted(() => ({
  calls: [] as unknown[][],
  /** What each buffer list given to transferred() held (the bytes handed over, not copied). */
  transferred: [] as ArrayBuffer[][],
  take: null as ((input: TakePhotoInput) => Promise<TakenPhoto>) | null,
  acceptWarned: null as (() => Promise<UploadSnapshot>) | null,
  events: [] as { type: string; name?: string; data?: unknown }[],
  retry: null as (() => Promise<void>) | null,
}));

vi.mock('../../src/data/bridge', () => {
  const fake = {
    kycPhotos: {
      take: (input: TakePhotoInput) => {
        worker.calls.push(['take', input]);
        return worker.take?.(input) ?? Promise.reject(new Error('no answer set'));
      },
      acceptWarned: (product: string, slot: KycPhotoSlot) => {
        worker.calls.push(['acceptWarned', product, slot]);
        return worker.acceptWarned?.() ?? Promise.reject(new Error('no answer set'));
      },
      onPlatform: async (product: string, withPreview: KycPhotoSlot[]) => {
        worker.calls.push(['onPlatform', product, withPreview]);
        return [];
      },
    },
    uploads: {
      retry: (id: string) => {
        worker.calls.push(['retry', id]);
        return worker.retry?.() ?? Promise.resolve();
      },
    },
    analytics: {
      track: async (name: string, data: unknown) => {
        worker.events.push({ type: 'track', name, data });
        return null;
      },
    },
  };
  return {
    dataWorker: () => fake,
    transferred: <T>(value: T, buffers: ArrayBuffer[]) => {
      worker.transferred.push(buffers);
      return value;
    },
    subscribeToWorker: async () => undefined,
  };
});

// The catalogue's loader is the build's (a virtual module); these tests set the messages they need.
vi.mock('../../src/i18n/messages', () => ({ loadMessageGroup: async () => ({}) }));

const photos = await import('../../src/features/kyc/photos/state');
const { setCurrentCatalogue } = await import('../../src/i18n/catalogue');
const { appStore } = await import('../../src/state/store');
const { flashMessageAtom } = await import('../../src/state/ui');

const JPEG = () => new Uint8Array([0xff, 0xd8, 0xff, 0xd9]).buffer;
const tiles = () => appStore.get(photos.photoTilesAtom);

function upload(overrides: Partial<UploadSnapshot> = {}): UploadSnapshot {
  return {
    id: 'up-1',
    userId: 'cs-1',
    kind: 'kyc-photo',
    slot: 'KTP',
    state: 'queued',
    name: 'ktp.jpg',
    type: 'image/jpeg',
    size: 4,
    loaded: 0,
    error: null,
    updatedAt: 10,
    ...overrides,
  };
}

/** A take() whose answer the test gives when it likes. */
function pendingTake() {
  let answer: (taken: TakenPhoto) => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  const reply = new Promise<TakenPhoto>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  worker.take = () => reply;
  return { answer, refuse };
}

const tracked = (name: string) => worker.events.filter((event) => event.name === name).map((event) => event.data);
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};

beforeEach(() => {
  worker.calls = [];
  worker.transferred = [];
  worker.events = [];
  worker.take = null;
  worker.acceptWarned = null;
  worker.retry = null;
  photos.resetPhotos();
  appStore.set(flashMessageAtom, null);
  setCurrentCatalogue({ 'errors.PHOTO_TOO_LARGE': [{ type: 0, value: 'Photo should be smaller than 1MB.' }] }, 'en');
});

describe('taking a KYC photo', () => {
  it('hands the picked File to the worker in one call before anything else (nothing read on the page), shows it compressing, then queued with its preview', async () => {
    const take = pendingTake();
    const file = new File([JPEG()], 'IMG_0042.HEIC', { type: 'image/heic' });
    const taking = photos.takePhoto('paylater', 'KTP', file);
    // Called in the same task as the pick: before the tile changes, before any await.
    expect(worker.calls).toHaveLength(1);
    expect(tiles().KTP.view).toEqual({ kind: 'preparing' });
    const [[name, input]] = worker.calls as [[string, TakePhotoInput]];
    expect(name).toBe('take');
    expect(input).toMatchObject({ product: 'paylater', slot: 'KTP', name: 'IMG_0042.HEIC', type: 'image/heic' });
    expect('file' in input && input.file).toBe(file);
    expect(input).not.toHaveProperty('userId');
    expect(worker.transferred).toEqual([]);

    take.answer({ outcome: 'queued', upload: upload(), preview: JPEG() });
    await taking;
    expect(tiles().KTP.view).toEqual({ kind: 'outbox', upload: upload() });
    expect(tiles().KTP.previewUrl).toMatch(/^blob:/);
    expect(tracked('kyc_photo_upload')).toEqual([{ slot: 'KTP', product: 'paylater', outcome: 'start', error_key: null }]);
  });

  it("keeps the outbox's news that came while the worker was still answering: an upload done by then shows done", async () => {
    const take = pendingTake();
    const taking = photos.takePhoto('paylater', 'KTP', new File([JPEG()], 'ktp.jpg', { type: 'image/jpeg' }));
    await settle();
    photos.showUpload('paylater', upload({ state: 'uploading', loaded: 2, updatedAt: 11 }));
    photos.showUpload('paylater', upload({ state: 'uploaded', loaded: 4, updatedAt: 12 }));
    expect(tiles().KTP.view).toEqual({ kind: 'preparing' });
    take.answer({ outcome: 'queued', upload: upload({ updatedAt: 10 }), preview: JPEG() });
    await taking;
    expect(tiles().KTP.view).toMatchObject({ kind: 'outbox', upload: { state: 'uploaded' } });
    expect(tracked('kyc_photo_upload').map((data) => (data as { outcome: string }).outcome)).toEqual(['start', 'success']);
  });

  it('a photo with quality problems waits on its warning; "use anyway" queues it without sending any bytes again', async () => {
    const take = pendingTake();
    const taking = photos.takePhoto('paylater', 'KTP_SELFIE', new File([JPEG()], 'selfie.jpg', { type: 'image/jpeg' }));
    take.answer({ outcome: 'warned', issues: ['dark', 'blurred'], preview: JPEG() });
    await taking;
    expect(tiles().KTP_SELFIE.view).toEqual({ kind: 'review', issues: ['dark', 'blurred'] });
    expect(tiles().KTP_SELFIE.previewUrl).toMatch(/^blob:/);
    expect(tracked('kyc_photo_quality_warning')).toEqual([{ slot: 'KTP_SELFIE', product: 'paylater', issues: 'dark,blurred' }]);

    const preview = tiles().KTP_SELFIE.previewUrl;
    worker.acceptWarned = async () => upload({ id: 'up-2', slot: 'KTP_SELFIE' });
    await photos.acceptWarnedPhoto('paylater', 'KTP_SELFIE');
    expect(worker.calls.at(-1)).toEqual(['acceptWarned', 'paylater', 'KTP_SELFIE']);
    expect(worker.calls.filter(([name]) => name === 'take')).toHaveLength(1); // the photo went over once
    expect(tiles().KTP_SELFIE).toEqual({
      view: { kind: 'outbox', upload: upload({ id: 'up-2', slot: 'KTP_SELFIE' }) },
      previewUrl: preview,
      refusal: null,
    });
    expect(tracked('kyc_photo_quality_ignored')).toEqual([{ slot: 'KTP_SELFIE', product: 'paylater', issues: 'dark,blurred' }]);
  });

  it('"use anyway" that fails leaves the warning up and says why', async () => {
    const take = pendingTake();
    const taking = photos.takePhoto('paylater', 'KTP', new File([JPEG()], 'ktp.jpg', { type: 'image/jpeg' }));
    take.answer({ outcome: 'warned', issues: ['cropped'], preview: JPEG() });
    await taking;
    worker.acceptWarned = () => Promise.reject(makeApiError(0, [{ code: 'CLIENT_ERROR', message: 'gone' }]));
    await photos.acceptWarnedPhoto('paylater', 'KTP');
    expect(tiles().KTP.view).toEqual({ kind: 'review', issues: ['cropped'] });
    // Said on the photo's tile (not in the flash) until the user acts on it.
    expect(tiles().KTP.refusal).toEqual({ id: 'kycPhotos.uploadFailed' });
    expect(appStore.get(flashMessageAtom)).toBeNull();
  });

  it('a refused photo (too large after compression) never costs the one the user had', async () => {
    worker.take = async () => ({ outcome: 'queued', upload: upload(), preview: JPEG() });
    await photos.takePhoto('paylater', 'KTP', new File([JPEG()], 'first.jpg', { type: 'image/jpeg' }));
    const before = tiles().KTP;
    const take = pendingTake();
    const taking = photos.takePhoto('paylater', 'KTP', new File([JPEG()], 'huge.png', { type: 'image/png' }));
    take.refuse(makeApiError(0, [{ code: 'PHOTO_TOO_LARGE', message: 'Photo should be smaller than 1MB.', errorKey: 'PHOTO_TOO_LARGE' }]));
    await taking;
    expect(tiles().KTP).toEqual({ ...before, refusal: { id: 'errors.PHOTO_TOO_LARGE' } });
    expect(appStore.get(flashMessageAtom)).toBeNull();
    expect(tracked('kyc_photo_upload').at(-1)).toEqual({
      slot: 'KTP',
      product: 'paylater',
      outcome: 'failure',
      error_key: 'PHOTO_TOO_LARGE',
    });
  });

  it('a refused upload is told once and can be sent again', async () => {
    worker.take = async () => ({ outcome: 'queued', upload: upload(), preview: JPEG() });
    await photos.takePhoto('paylater', 'KTP', new File([JPEG()], 'ktp.jpg', { type: 'image/jpeg' }));
    const refused = upload({
      state: 'failed',
      updatedAt: 20,
      error: makeApiError(415, [{ code: 'UNSUPPORTED_FILE_TYPE', message: 'no' }]),
    });
    photos.showUpload('paylater', refused);
    photos.showUpload('paylater', refused);
    expect(tracked('kyc_photo_upload').filter((data) => (data as { outcome: string }).outcome === 'failure')).toHaveLength(1);
    expect(tiles().KTP.refusal).toEqual({ id: 'errors.PHOTO_UNREADABLE' });
    expect(appStore.get(flashMessageAtom)).toBeNull();

    // Sending it again is acting on it: the refusal goes.
    await photos.retryPhotoUpload('paylater', 'KTP');
    expect(worker.calls.at(-1)).toEqual(['retry', 'up-1']);
    expect(tiles().KTP.refusal).toBeNull();
    photos.showUpload('paylater', upload({ state: 'uploaded', updatedAt: 30 }));
    expect(tiles().KTP.view).toMatchObject({ kind: 'outbox', upload: { state: 'uploaded' } });
  });

  it('an older snapshot never undoes a newer one', async () => {
    photos.showUpload('paylater', upload({ state: 'uploading', updatedAt: 20 }));
    photos.showUpload('paylater', upload({ state: 'queued', updatedAt: 15 }));
    expect(tiles().KTP.view).toMatchObject({ upload: { state: 'uploading' } });
  });
});

describe('step 1 opened again', () => {
  const device = (photo: Partial<PhotoOnDevice> & { slot: KycPhotoSlot }): PhotoOnDevice => ({
    upload: null,
    warning: null,
    preview: null,
    ...photo,
  });

  it("shows the outbox's files and a photo waiting on its warning over them, then is ready", () => {
    expect(appStore.get(photos.photosReadyAtom)).toBe(false);
    photos.showPhotosOnDevice('paylater', {
      status: 'done',
      value: [
        device({ slot: 'KTP', upload: upload({ state: 'uploaded' }), preview: JPEG() }),
        device({ slot: 'KTP_SELFIE', upload: upload({ id: 'up-2', slot: 'KTP_SELFIE' }), warning: { issues: ['glare'] }, preview: JPEG() }),
      ],
    });
    expect(tiles().KTP.view).toMatchObject({ kind: 'outbox', upload: { state: 'uploaded' } });
    expect(tiles().KTP.previewUrl).toMatch(/^blob:/);
    expect(tiles().KTP_SELFIE.view).toEqual({ kind: 'review', issues: ['glare'] });
    expect(appStore.get(photos.photosReadyAtom)).toBe(true);
  });

  it('is ready even when this device could not be read', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    photos.showPhotosOnDevice('paylater', { status: 'failed', error: new Error('IndexedDB blocked') });
    expect(appStore.get(photos.photosReadyAtom)).toBe(true);
    expect(tiles().KTP.view).toEqual({ kind: 'empty' });
  });

  it('asks the platform to read back only the photos this device has no preview of, and marks them stored', async () => {
    photos.showPhotosOnDevice('paylater', {
      status: 'done',
      value: [device({ slot: 'KTP', upload: upload({ state: 'uploaded' }), preview: JPEG() }), device({ slot: 'KTP_SELFIE' })],
    });
    await photos.photosOnPlatform('paylater');
    expect(worker.calls.at(-1)).toEqual(['onPlatform', 'paylater', ['KTP_SELFIE']]);
    const onPlatform: PhotoOnPlatform[] = [
      { slot: 'KTP', uploaded: true, preview: null },
      { slot: 'KTP_SELFIE', uploaded: true, preview: JPEG() },
    ];
    photos.showPhotosOnPlatform({ status: 'done', value: onPlatform });
    expect(tiles().KTP.view.kind).toBe('outbox');
    expect(tiles().KTP_SELFIE.view).toEqual({ kind: 'stored' });
    expect(tiles().KTP_SELFIE.previewUrl).toMatch(/^blob:/);
  });
});
