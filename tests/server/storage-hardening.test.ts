/** What the storage refuses since issue 12: replacing submitted files, a PDF without its end, a photo without a size, a second upload to one address. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endsLikePdf, jpegSize, pngSize, startsLikePdf } from '@domain/contract/storage';
import { markSubmitted, setKycState } from '@server/kyc/store';
import { issueUploadAddress } from '@server/storage/signing';
import { type TestPlatform, createTestPlatform, signIn } from './support';
import { tinyJpeg, tinyPdf } from './support/storage-fixtures';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform?.dispose();
});

async function userId(): Promise<string> {
  const session = await signIn(platform.app);
  const [row] = await platform.db.query<{ id: string }>('select id from users where phone_e164 = $1', [session.phone.e164]);
  return row?.id ?? '';
}

async function put(location: { bucket: 'kyc' | 'lender'; ownerId: string; slot: string }, body: Uint8Array, type: string) {
  const { url } = await issueUploadAddress(platform, location);
  const response = await platform.app.request(url, { method: 'PUT', body: new Blob([body.slice()]), headers: { 'content-type': type } });
  const json = (await response.json()) as { errors?: { code: string }[] };
  return { status: response.status, code: json.errors?.[0]?.code };
}

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('content checks', () => {
  it('takes a PDF only from %PDF- at byte 0 to %%EOF at the end (trailing whitespace allowed)', async () => {
    const owner = await userId();
    const at = { bucket: 'lender', ownerId: owner, slot: 'passbookDoc' } as const;
    expect(await put(at, encode('<html>%PDF-1.4 hidden\n%%EOF\n'), 'application/pdf')).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    expect(await put(at, encode('%PDF-1.4\n1 0 obj<<>>endobj\n'), 'application/pdf')).toMatchObject({ status: 415 });
    expect(await put(at, encode('%PDF-1.4\n%%EOF trailing text'), 'application/pdf')).toMatchObject({ status: 415 });
    expect((await put(at, encode('%PDF-1.4\n%%EOF\r\n \t\n'), 'application/pdf')).status).toBe(200);
  });

  it('takes a photo only when it decodes to a JPEG with a size', async () => {
    const owner = await userId();
    const at = { bucket: 'kyc', ownerId: owner, slot: 'KTP' } as const;
    expect(
      await put(at, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0xff, 0xd9]), 'image/jpeg'),
    ).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    expect((await put(at, tinyJpeg(), 'image/jpeg')).status).toBe(200);
  });

  it('reads JPEG and PNG sizes from their headers', () => {
    expect(jpegSize(tinyJpeg())).toEqual({ width: 16, height: 16 });
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0, 0, 0, 0, 200, 8, 2,
    ]);
    expect(pngSize(png)).toEqual({ width: 256, height: 200 });
    expect(pngSize(tinyJpeg())).toBeNull();
    expect(startsLikePdf(tinyPdf()) && endsLikePdf(tinyPdf())).toBe(true);
  });
});

describe('submitted files', () => {
  it('records the photos’ hashes at submission, refuses to replace them (FILE_LOCKED) while submitted or approved, and takes new ones after a rejection', async () => {
    const owner = await userId();
    const at = { bucket: 'kyc', ownerId: owner, slot: 'KTP' } as const;
    const photo = tinyJpeg(80, 0x22);
    expect((await put(at, photo, 'image/jpeg')).status).toBe(200);
    await markSubmitted(platform.db, owner, 'paylater', null, platform.clock.now());
    const [locked] = await platform.db.query<{ sha256: string }>('select sha256 from locked_files where owner_id = $1 and slot = $2', [
      owner,
      'KTP',
    ]);
    const [stored] = await platform.db.query<{ sha256: string }>('select sha256 from stored_files where owner_id = $1 and slot = $2', [
      owner,
      'KTP',
    ]);
    expect(locked?.sha256).toBe(stored?.sha256);

    expect(await put(at, tinyJpeg(90, 0x33), 'image/jpeg')).toMatchObject({ status: 409, code: 'FILE_LOCKED' });
    await setKycState(platform.db, owner, { kycStatus: 'KYC_APPROVED', kycRejectionType: null }, platform.clock.now());
    expect(await put(at, tinyJpeg(90, 0x33), 'image/jpeg')).toMatchObject({ status: 409, code: 'FILE_LOCKED' });
    const [still] = await platform.db.query<{ sha256: string }>('select sha256 from stored_files where owner_id = $1 and slot = $2', [
      owner,
      'KTP',
    ]);
    expect(still?.sha256).toBe(stored?.sha256);

    await setKycState(
      platform.db,
      owner,
      { kycStatus: 'KYC_REJECTED', kycRejectionType: 'USER_PROVIDED_DATA_MISMATCH' },
      platform.clock.now(),
    );
    expect((await put(at, tinyJpeg(90, 0x33), 'image/jpeg')).status).toBe(200);
  });
});

describe('upload addresses', () => {
  it('take one upload each, even two at once', async () => {
    const owner = await userId();
    const { url } = await issueUploadAddress(platform, { bucket: 'kyc', ownerId: owner, slot: 'KTP_SELFIE' });
    const send = () =>
      platform.app.request(url, { method: 'PUT', body: new Blob([tinyJpeg().slice()]), headers: { 'content-type': 'image/jpeg' } });
    const statuses = (await Promise.all([send(), send()])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 403]);
    const [row] = await platform.db.query<{ upload_count: number }>('select upload_count from stored_files where owner_id = $1', [owner]);
    expect(row?.upload_count).toBe(1);
  });
});
