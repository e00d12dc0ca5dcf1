/**
 * KYC photos through the real worker surface, one call per thing the user does: take (prepare, then
 * queue or keep waiting on the warning), accept the warned photo, and read the tiles back. Photo
 * compression needs a browser's canvas: it is stood in for here (its own checks run in the bench
 * and the browser tests).
 */
import * as Comlink from 'comlink';
import { describe, expect, it, vi } from 'vitest';
import type { PhotoIssue } from '@domain/kyc/photos/quality';
import type { DataWorkerApi } from '@worker/contract';
import type { PreparedPhoto, RawPhoto } from '@worker/kyc/photos/contract';
import type { PutRequest } from '@worker/uploads/transport';
import { fakeFetch, jsonResponse, type Responder } from './helpers/fake-fetch';
import { stopWorkersAfterEach, testWorker } from './helpers/test-worker';
import { settle, until } from './helpers/ticks';

const compressed = vi.hoisted(() => ({
  last: null as ArrayBuffer | null,
  /** Runs as the compression starts (to look at what is stored by then). */
  during: null as (() => Promise<void>) | null,
  input: null as RawPhoto | null,
}));

/** The "compression": the photo as it came, its issues named in its file name (dark-*.jpg is dark). */
vi.mock('@worker/kyc/photos/compress', () => ({
  preparePhoto: async (photo: RawPhoto): Promise<PreparedPhoto> => {
    compressed.input = photo;
    await compressed.during?.();
    return prepared(photo);
  },
}));

function prepared(photo: RawPhoto): PreparedPhoto {
  return {
    slot: photo.slot,
    name: photo.name.replace(/\.\w+$/, '.jpg'),
    bytes: (compressed.last = photo.bytes.slice(0)),
    width: 1280,
    height: 960,
    originalBytes: photo.bytes.byteLength,
    issues: photo.name.startsWith('dark') ? (['dark'] as PhotoIssue[]) : [],
    exif: 'none',
    tookMs: 1,
  };
}

stopWorkersAfterEach();

const uploadedSlots = new Set<string>();
const platform: Responder = (request) => {
  const path = new URL(request.url).pathname;
  if (path === '/v2/login') return jsonResponse(200, { data: { bearerToken: 'tok-1', csTrackingId: 'cs-1' } });
  if (path === '/v1/user/kyc/submission') {
    const expires = Math.floor(Date.now() / 1000) + 900;
    const doc = (type: string) => ({
      type,
      url: `/sandbox/storage/kyc/u1/${type}?expires=${expires}&signature=s`,
      readUrl: uploadedSlots.has(type) ? `/sandbox/storage/kyc/u1/${type}?read=1` : null,
      uploaded: uploadedSlots.has(type),
    });
    return jsonResponse(200, {
      data: {
        docs: [doc('KTP'), doc('KTP_SELFIE')],
        additionalDetails: {},
        kycStatus: 'NEW',
        kycRejectionType: null,
        productName: null,
        progressive: false,
      },
    });
  }
  if (path.startsWith('/sandbox/storage/kyc/')) return new Response(new Uint8Array([9, 9, 9]), { status: 200 });
  return jsonResponse(404, { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] });
};

const jpeg = (...bytes: number[]) => new Uint8Array([0xff, 0xd8, ...bytes]).buffer;

/** `put` answers each PUT; one that never answers keeps the file "uploading". */
async function signedInWorker(put: (request: PutRequest) => Promise<{ status: number; body: string }>, responder: Responder = platform) {
  const { fetch, requests } = fakeFetch(responder);
  const puts: PutRequest[] = [];
  const built = testWorker(`kyc-photos-${crypto.randomUUID()}`, {
    fetch,
    uploadLocks: null,
    uploadTransport: (request) => {
      puts.push(request);
      return put(request);
    },
  });
  // An absolute base: the stored photos' read addresses resolve against it (a worker's own origin otherwise).
  await built.api.session.start({ apiBaseUrl: 'https://app.test', targetApplication: 'PAYLATER_WEB', language: 'en' });
  await built.api.auth.login({ otp: '123456', otpToken: 't', phoneNumber: '81234567890', countryCode: '+62' });
  return { api: built.api, db: built.db, services: built.services, puts, requests };
}

const sent = async () => ({ status: 200, body: '{"data":{}}' });
const never = () => new Promise<{ status: number; body: string }>(() => undefined);

describe('KYC photos in the worker', () => {
  it("take: a clean photo goes to the outbox as the signed-in user's and is sent; the preview comes back", async () => {
    const { api, puts } = await signedInWorker(sent);
    const taken = await api.kycPhotos.take({ product: 'paylater', slot: 'KTP', name: 'IMG_1.HEIC', type: 'image/heic', bytes: jpeg(1, 2) });
    expect(taken.outcome).toBe('queued');
    if (taken.outcome !== 'queued') return;
    expect(taken.upload).toMatchObject({ userId: 'cs-1', kind: 'kyc-photo', slot: 'KTP', name: 'IMG_1.jpg', type: 'image/jpeg' });
    expect([...new Uint8Array(taken.preview)]).toEqual([0xff, 0xd8, 1, 2]);
    await until(() => puts.length === 1);
    expect(puts[0]?.url).toMatch(/\/sandbox\/storage\/kyc\/u1\/KTP\?/);
  });

  it('take: a photo with problems waits, kept on the device, and comes back with its warning; "use anyway" sends it', async () => {
    const { api, db, puts } = await signedInWorker(sent);
    const taken = await api.kycPhotos.take({
      product: 'paylater',
      slot: 'KTP_SELFIE',
      name: 'dark.jpg',
      type: 'image/jpeg',
      bytes: jpeg(7),
    });
    expect(taken).toMatchObject({ outcome: 'warned', issues: ['dark'] });
    await settle();
    expect(puts).toHaveLength(0);
    // Kept where it was kept before the worker owned it (and under the session's user).
    expect((await db.drafts.toArray()).map(({ userId, flow, product }) => [userId, flow, product])).toEqual([
      ['cs-1', 'kyc-photo-review', 'paylater:KTP_SELFIE'],
    ]);

    const onDevice = await api.kycPhotos.onDevice('paylater');
    expect(onDevice.map(({ slot, upload, warning }) => [slot, upload, warning])).toEqual([
      ['KTP', null, null],
      ['KTP_SELFIE', null, { issues: ['dark'] }],
    ]);
    expect([...new Uint8Array(onDevice[1]?.preview ?? new ArrayBuffer(0))]).toEqual([0xff, 0xd8, 7]);

    const queued = await api.kycPhotos.acceptWarned('paylater', 'KTP_SELFIE');
    expect(queued).toMatchObject({ slot: 'KTP_SELFIE', userId: 'cs-1' });
    await until(() => puts.length === 1);
    expect(await db.drafts.count()).toBe(0);
    await expect(api.kycPhotos.acceptWarned('paylater', 'KTP_SELFIE')).rejects.toMatchObject({ errors: [{ code: 'CLIENT_ERROR' }] });
  });

  it('a warned photo taken before a later one reached the outbox is stale and dropped on the next visit', async () => {
    const { api, db, services } = await signedInWorker(never);
    await api.kycPhotos.take({ product: 'paylater', slot: 'KTP', name: 'dark.jpg', type: 'image/jpeg', bytes: jpeg(1) });
    // A "use anyway" cut short: the outbox got a newer photo but the warned one stayed.
    await services.uploads.put({
      userId: 'cs-1',
      kind: 'kyc-photo',
      slot: 'KTP',
      name: 'other.jpg',
      type: 'image/jpeg',
      bytes: jpeg(2),
    });
    const [ktp] = await api.kycPhotos.onDevice('paylater');
    expect(ktp?.warning).toBeNull();
    expect(ktp?.upload?.name).toBe('other.jpg');
    expect([...new Uint8Array(ktp?.preview ?? new ArrayBuffer(0))]).toEqual([0xff, 0xd8, 2]);
    expect(await db.drafts.count()).toBe(0);
  });

  it('says which photos the platform has, reading back only the previews asked for; offline the outbox stands in', async () => {
    uploadedSlots.clear();
    uploadedSlots.add('KTP');
    const { api } = await signedInWorker(sent);
    const stored = await api.kycPhotos.onPlatform('paylater', ['KTP', 'KTP_SELFIE']);
    expect(stored.map(({ slot, uploaded, preview }) => [slot, uploaded, preview ? [...new Uint8Array(preview)] : null])).toEqual([
      ['KTP', true, [9, 9, 9]],
      ['KTP_SELFIE', false, null],
    ]);
    expect(await api.kycPhotos.confirmed('paylater')).toEqual({ ktp: true, selfie: false });
    uploadedSlots.clear();

    let offline = false;
    const { api: offlineApi, puts } = await signedInWorker(sent, (request, index) =>
      offline ? 'network-error' : platform(request, index),
    );
    await offlineApi.kycPhotos.take({ product: 'paylater', slot: 'KTP_SELFIE', name: 'selfie.jpg', type: 'image/jpeg', bytes: jpeg(3) });
    await until(() => puts.length === 1);
    offline = true;
    await settle();
    expect(await offlineApi.kycPhotos.confirmed('paylater')).toEqual({ ktp: false, selfie: true });
  });

  it('the bytes cross the bridge transferred both ways: the picked photo to the worker, its preview back', async () => {
    const { api } = await signedInWorker(never);
    const { port1, port2 } = new MessageChannel();
    Comlink.expose(api, port1);
    // As src/data/bridge.ts calls it: one call through the proxy's path.
    const remote = Comlink.wrap(port2) as unknown as { kycPhotos: Comlink.Remote<DataWorkerApi['kycPhotos']> };
    try {
      const picked = jpeg(1, 2, 3);
      const taken = await remote.kycPhotos.take(
        Comlink.transfer({ product: 'paylater', slot: 'KTP', name: 'ktp.jpg', type: 'image/jpeg', bytes: picked }, [picked]),
      );
      expect(picked.byteLength).toBe(0); // moved to the worker, not copied
      expect(taken.preview.byteLength).toBe(5);
      expect(compressed.last?.byteLength).toBe(0); // the worker handed its copy over, stored first
    } finally {
      port1.close();
      port2.close();
    }
  });

  it('the picked photo is stored before it is compressed, compression works from the stored copy, and the copy goes once the result is stored', async () => {
    const { api, db } = await signedInWorker(never);
    const atCompression: string[] = [];
    compressed.during = async () => {
      atCompression.push(...(await db.drafts.toArray()).map((draft) => `${draft.flow} ${draft.product}`));
    };
    try {
      const picked = jpeg(4, 4);
      const taken = await api.kycPhotos.take({ product: 'paylater', slot: 'KTP', name: 'ktp.jpg', type: 'image/jpeg', bytes: picked });
      expect(atCompression).toEqual(['kyc-photo-original paylater:KTP']);
      // What was compressed is the copy read back from IndexedDB, not the buffer handed over.
      expect(compressed.input?.bytes).not.toBe(picked);
      expect([...new Uint8Array(taken.preview)]).toEqual([0xff, 0xd8, 4, 4]);
      expect(await db.drafts.count()).toBe(0);
      expect(await db.uploads.count()).toBe(1);
    } finally {
      compressed.during = null;
    }
  });

  it('a photo picked but not compressed when the browser was killed is finished on the next visit', async () => {
    const { api, db } = await signedInWorker(never);
    // What a kill during compression leaves: the original in the drafts store, nothing in the outbox.
    const original: RawPhoto = { slot: 'KTP_SELFIE', name: 'selfie.jpg', type: 'image/jpeg', bytes: jpeg(5, 6) };
    await db.drafts.put({
      userId: 'cs-1',
      flow: 'kyc-photo-original',
      product: 'paylater:KTP_SELFIE',
      value: original,
      schemaVersion: 1,
      updatedAt: Date.now(),
    });
    const onDevice = await api.kycPhotos.onDevice('paylater');
    expect(onDevice[1]?.upload).toMatchObject({ slot: 'KTP_SELFIE', name: 'selfie.jpg' });
    expect([...new Uint8Array(onDevice[1]?.preview ?? new ArrayBuffer(0))]).toEqual([0xff, 0xd8, 5, 6]);
    expect(await db.drafts.count()).toBe(0);
  });

  it('nobody signed in: taking a photo is refused (401) and nothing is kept', async () => {
    const { api, db } = await signedInWorker(sent);
    await api.auth.logout();
    await expect(
      api.kycPhotos.take({ product: 'paylater', slot: 'KTP', name: 'ktp.jpg', type: 'image/jpeg', bytes: jpeg(1) }),
    ).rejects.toMatchObject({ status: 401 });
    expect(await db.uploads.count()).toBe(0);
    expect(await db.drafts.count()).toBe(0);
  });
});
