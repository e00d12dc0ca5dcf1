import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueReadAddress, issueUploadAddress } from '@server/storage/signing';
import { storedFile } from '@server/storage/files';
import { advanceClock, bearer, signIn } from './support';
import { tinyJpeg } from './support/storage-fixtures';
import { platformForFile } from './support/file-platform';

const JPEG = tinyJpeg();
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const platform = platformForFile({ each: true });

async function signedInUser(): Promise<{ userId: string; token: string }> {
  const session = await signIn(platform.app);
  const [row] = await platform.db.query<{ id: string }>('select id from users where phone_e164 = $1', [session.phone.e164]);
  return { userId: row?.id ?? '', token: session.bearerToken };
}

const put = (url: string, body: Uint8Array, type: string) =>
  platform.app.request(url, { method: 'PUT', body: new Blob([body.slice()]), headers: { 'content-type': type } });

const errorKey = async (response: Response): Promise<string | undefined> =>
  ((await response.json()) as { errors: { errorKey: string }[] }).errors[0]?.errorKey;

describe('sandbox storage', () => {
  it('stores a file PUT to a signed address, takes one upload per address, and replaces it through a new one', async () => {
    const { userId } = await signedInUser();
    const location = { bucket: 'kyc', ownerId: userId, slot: 'KTP' } as const;
    const { url } = await issueUploadAddress(platform, location);
    expect((await put(url, JPEG, 'image/jpeg')).status).toBe(200);
    const reused = await put(url, JPEG, 'image/jpeg');
    expect(reused.status).toBe(403);
    expect(await errorKey(reused)).toBe('UPLOAD_ADDRESS_USED');
    const again = await put((await issueUploadAddress(platform, location)).url, JPEG, 'image/jpeg');
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { uploadCount: number } }).data.uploadCount).toBe(2);
    expect(await storedFile(platform.db, location)).toMatchObject({ size: JPEG.byteLength, uploadCount: 2, contentType: 'image/jpeg' });
  });

  it('answers a HEAD on an upload address with the size and SHA-256 it holds there, or 404 (the uploader asks before sending again)', async () => {
    const { userId } = await signedInUser();
    const { url } = await issueUploadAddress(platform, { bucket: 'kyc', ownerId: userId, slot: 'KTP' });
    const before = await platform.app.request(url, { method: 'HEAD' });
    expect(before.status).toBe(404);
    await put(url, JPEG, 'image/jpeg');
    const held = await platform.app.request(url, { method: 'HEAD' });
    expect(held.status).toBe(200);
    expect(held.headers.get('x-stored-size')).toBe(String(JPEG.byteLength));
    expect(held.headers.get('x-stored-sha256')).toBe(createHash('sha256').update(JPEG).digest('hex'));
    expect(await held.text()).toBe('');
    const tampered = url.replace(/signature=[^&]+/, 'signature=abc');
    expect((await platform.app.request(tampered, { method: 'HEAD' })).status).toBe(403);
    const { url: readUrl } = await issueReadAddress(platform, { bucket: 'kyc', ownerId: userId, slot: 'KTP' });
    expect((await platform.app.request(readUrl, { method: 'HEAD' })).status).toBe(403); // a read address is not an upload's
  });

  it('refuses content that is not what the bucket takes, whatever the header says', async () => {
    const { userId } = await signedInUser();
    const kyc = await issueUploadAddress(platform, { bucket: 'kyc', ownerId: userId, slot: 'KTP' });
    const pdfAsJpeg = await put(kyc.url, PDF, 'image/jpeg');
    expect(pdfAsJpeg.status).toBe(415);
    expect(await errorKey(pdfAsJpeg)).toBe('UNSUPPORTED_FILE_TYPE');
    const lender = await issueUploadAddress(platform, { bucket: 'lender', ownerId: userId, slot: 'passbookDoc' });
    expect((await put(lender.url, JPEG, 'application/pdf')).status).toBe(415);
    expect((await put(lender.url, PDF, 'application/pdf')).status).toBe(200);
  });

  it('refuses a file over the bucket limit', async () => {
    const { userId } = await signedInUser();
    const { url } = await issueUploadAddress(platform, { bucket: 'kyc', ownerId: userId, slot: 'KTP' });
    const big = new Uint8Array(1_048_577);
    big.set(JPEG.subarray(0, 4));
    const response = await put(url, big, 'image/jpeg');
    expect(response.status).toBe(413);
    expect(await errorKey(response)).toBe('FILE_TOO_LARGE');
  });

  it('refuses an expired or tampered address', async () => {
    const { userId } = await signedInUser();
    const { url } = await issueUploadAddress(platform, { bucket: 'kyc', ownerId: userId, slot: 'KTP' });
    const tampered = url.replace('/KTP?', '/KTP_SELFIE?');
    expect(await errorKey(await put(tampered, JPEG, 'image/jpeg'))).toBe('UPLOAD_ADDRESS_INVALID');
    await advanceClock(platform.app, platform.clock, 16 * 60 * 1000);
    const expired = await put(url, JPEG, 'image/jpeg');
    expect(expired.status).toBe(403);
    expect(await errorKey(expired)).toBe('UPLOAD_ADDRESS_EXPIRED');
  });

  it('reads a file back only for its owner', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const location = { bucket: 'kyc', ownerId: owner.userId, slot: 'KTP' } as const;
    await put((await issueUploadAddress(platform, location)).url, JPEG, 'image/jpeg');
    const { url } = await issueReadAddress(platform, location);
    const mine = await platform.app.request(url, { headers: bearer(owner.token) });
    expect(mine.status).toBe(200);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(JPEG);
    expect((await platform.app.request(url, { headers: bearer(other.token) })).status).toBe(403);
    expect((await platform.app.request(url)).status).toBe(403);
    // An upload address does not read.
    const upload = await issueUploadAddress(platform, location);
    expect((await platform.app.request(upload.url, { headers: bearer(owner.token) })).status).toBe(403);
  });
});
