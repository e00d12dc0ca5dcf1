import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycSubmission } from '@domain/contract/kyc';
import { signedAddressExpiry } from '@domain/contract/storage';
import { type TestPlatform, advanceClock, bearer, call, createTestPlatform, signIn } from './support';
import { tinyJpeg } from './support/storage-fixtures';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform.dispose();
});

const PRODUCT = { 'x-product-name': 'paylater' };

/** A tiny JPEG as far as the storage can tell: SOI, a frame header with a size, some bytes. */
const jpegBytes = (size: number, fill = 0x11): Uint8Array<ArrayBuffer> => tinyJpeg(size, fill);

async function submission(token: string): Promise<KycSubmission> {
  const answer = await call<KycSubmission>(platform.app, 'GET', '/v1/user/kyc/submission', undefined, { ...bearer(token), ...PRODUCT });
  expect(answer.status).toBe(200);
  return answer.data;
}

async function put(
  url: string,
  body: Uint8Array<ArrayBuffer>,
  type = 'image/jpeg',
): Promise<{ status: number; errorKey: string | undefined }> {
  const response = await platform.app.request(url, { method: 'PUT', body, headers: { 'content-type': type } });
  const json = (await response.json()) as { errors?: Array<{ errorKey: string }> };
  return { status: response.status, errorKey: json.errors?.[0]?.errorKey };
}

describe('KYC photo documents in the submission', () => {
  it('gives the ID card and the selfie signed upload addresses, not uploaded yet', async () => {
    const { bearerToken } = await signIn(platform.app);
    const wholeSeconds = (): number => Math.floor(platform.clock.now().getTime() / 1000) * 1000;
    const before = wholeSeconds();
    const { docs } = await submission(bearerToken);
    const after = wholeSeconds();
    expect(docs.map((doc) => doc.type)).toEqual(['KTP', 'KTP_SELFIE']);
    for (const doc of docs) {
      expect(doc.uploaded).toBe(false);
      expect(doc.readUrl).toBeNull();
      expect(doc.url).toMatch(
        /^\/sandbox\/storage\/kyc\/[0-9a-f-]{36}\/KTP(_SELFIE)?\?expires=\d+&nonce=[0-9a-f]{16}&signature=[0-9a-f]{64}$/,
      );
      // 15 minutes on the platform's clock (the call may straddle a second)
      expect(signedAddressExpiry(doc.url)).toBeGreaterThanOrEqual(before + 15 * 60_000);
      expect(signedAddressExpiry(doc.url)).toBeLessThanOrEqual(after + 15 * 60_000);
    }
  });

  it('stores a JPEG put to the address, then shows it as uploaded with a read address only its owner can use', async () => {
    const owner = await signIn(platform.app);
    const other = await signIn(platform.app);
    const [ktp] = (await submission(owner.bearerToken)).docs;
    const photo = jpegBytes(2048);
    expect(await put(ktp!.url, photo)).toEqual({ status: 200, errorKey: undefined });

    const [ktpAfter, selfieAfter] = (await submission(owner.bearerToken)).docs;
    expect(ktpAfter).toMatchObject({ type: 'KTP', uploaded: true });
    expect(selfieAfter).toMatchObject({ type: 'KTP_SELFIE', uploaded: false, readUrl: null });
    const readUrl = ktpAfter!.readUrl!;
    expect(readUrl).toContain('op=read');

    const asOwner = await platform.app.request(readUrl, { headers: bearer(owner.bearerToken) });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await asOwner.arrayBuffer())).toEqual(photo);

    expect((await platform.app.request(readUrl, { headers: bearer(other.bearerToken) })).status).toBe(403);
    expect((await platform.app.request(readUrl)).status).toBe(403);
    // The other user's own documents stay empty.
    expect((await submission(other.bearerToken)).docs.every((doc) => !doc.uploaded)).toBe(true);
  });

  it('refuses a photo over 1 MB and a file that is not a JPEG, keeping nothing', async () => {
    const { bearerToken } = await signIn(platform.app);
    const [, selfie] = (await submission(bearerToken)).docs;
    expect(await put(selfie!.url, jpegBytes(1_048_577))).toEqual({ status: 413, errorKey: 'FILE_TOO_LARGE' });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await put(selfie!.url, png, 'image/jpeg')).toEqual({ status: 415, errorKey: 'UNSUPPORTED_FILE_TYPE' });
    expect(await put(selfie!.url, jpegBytes(100), 'image/png')).toEqual({ status: 415, errorKey: 'UNSUPPORTED_FILE_TYPE' });
    expect(await put(selfie!.url, jpegBytes(1_048_576))).toEqual({ status: 200, errorKey: undefined });
    expect((await submission(bearerToken)).docs[1]!.uploaded).toBe(true);
  });

  it('refuses an expired address and a tampered one; a fresh submission gives a working one', async () => {
    const { bearerToken } = await signIn(platform.app);
    const [ktp] = (await submission(bearerToken)).docs;
    const tampered = ktp!.url.replace(/signature=([0-9a-f])/, (_, first: string) => `signature=${first === '0' ? '1' : '0'}`);
    expect(await put(tampered, jpegBytes(100))).toEqual({ status: 403, errorKey: 'UPLOAD_ADDRESS_INVALID' });
    const otherSlot = ktp!.url.replace('/KTP?', '/KTP_SELFIE?');
    expect(await put(otherSlot, jpegBytes(100))).toEqual({ status: 403, errorKey: 'UPLOAD_ADDRESS_INVALID' });

    await advanceClock(platform.app, platform.clock, 16 * 60_000);
    try {
      expect(await put(ktp!.url, jpegBytes(100))).toEqual({ status: 403, errorKey: 'UPLOAD_ADDRESS_EXPIRED' });
      const [fresh] = (await submission(bearerToken)).docs;
      expect(fresh!.url).not.toBe(ktp!.url);
      expect(await put(fresh!.url, jpegBytes(100))).toEqual({ status: 200, errorKey: undefined });
    } finally {
      await platform.clock.reset();
    }
  });
});
