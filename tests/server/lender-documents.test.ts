import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LENDER_DOCUMENT_TYPES,
  type LenderDocumentStatusResponse,
  type OnboardingDocsResponse,
  type SandboxLenderDocument,
} from '@domain/contract/lender/documents';
import { signedAddressExpiry } from '@domain/contract/storage';
import { lenderDocumentsComplete, listLenderDocuments } from '@server/lender/documents/documents';
import { advanceClock, bearer, call, createTestPlatform, signIn, type TestPlatform } from './support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform.dispose();
});

const ADDRESSES = '/legalEntityKYC/v1/onboarding-doc';
const STATUS = '/legalEntityKYC/v1/onboarding-doc/status';

/** A minimal PDF: the header is what the storage checks. */
function pdf(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

async function addresses(token: string): Promise<OnboardingDocsResponse['docs']> {
  const answer = await call<OnboardingDocsResponse>(platform.app, 'POST', ADDRESSES, {}, bearer(token));
  expect(answer.status).toBe(200);
  return answer.data.docs;
}

async function put(
  url: string,
  bytes: Uint8Array<ArrayBuffer>,
  type = 'application/pdf',
): Promise<{ status: number; errorKey: string | undefined }> {
  const response = await platform.app.request(url, { method: 'PUT', body: bytes, headers: { 'content-type': type } });
  const body = (await response.json()) as { errors?: Array<{ errorKey: string }> };
  return { status: response.status, errorKey: body.errors?.[0]?.errorKey };
}

async function userIdOf(token: string): Promise<string> {
  return (await call<{ userId: string }>(platform.app, 'GET', '/v1/user', undefined, bearer(token))).data.userId;
}

async function statuses(token: string): Promise<LenderDocumentStatusResponse['documents']> {
  const answer = await call<LenderDocumentStatusResponse>(platform.app, 'GET', STATUS, undefined, bearer(token));
  expect(answer.status).toBe(200);
  return answer.data.documents;
}

describe('POST /legalEntityKYC/v1/onboarding-doc', () => {
  it('needs a session', async () => {
    const answer = await call(platform.app, 'POST', ADDRESSES, {});
    expect(answer.status).toBe(401);
    expect(answer.errors[0]?.code).toBe('UNAUTHORIZED');
    expect((await call(platform.app, 'GET', STATUS)).status).toBe(401);
  });

  it('answers a signed address for each of the nine documents, expiring on the platform clock', async () => {
    const { bearerToken } = await signIn(platform.app);
    const userId = await userIdOf(bearerToken);
    const docs = await addresses(bearerToken);
    expect(docs.map((doc) => doc.type)).toEqual([...LENDER_DOCUMENT_TYPES]);
    for (const doc of docs) {
      expect(doc.url).toMatch(
        new RegExp(`^/sandbox/storage/lender/${userId}/${doc.type}\\?expires=\\d+&nonce=[0-9a-f]{16}&signature=[0-9a-f]{64}$`),
      );
      expect(doc.id).toMatch(/^[0-9a-f]{32}$/);
      const expiresAt = signedAddressExpiry(doc.url);
      expect(expiresAt! - platform.clock.now().getTime()).toBeGreaterThan(10 * 60_000);
      expect(expiresAt! - platform.clock.now().getTime()).toBeLessThanOrEqual(15 * 60_000);
    }
    // A document keeps its id across fresh addresses.
    expect((await addresses(bearerToken)).map((doc) => doc.id)).toEqual(docs.map((doc) => doc.id));
  });

  it('takes only an empty JSON object', async () => {
    const { bearerToken } = await signIn(platform.app);
    const extra = await call(platform.app, 'POST', ADDRESSES, { type: 'passbookDoc' }, bearer(bearerToken));
    expect(extra.status).toBe(400);
    expect(extra.errors[0]?.code).toBe('INVALID_REQUEST_PAYLOAD');
    const notJson = await call(platform.app, 'POST', ADDRESSES, undefined, bearer(bearerToken));
    expect(notJson.status).toBe(400);
    expect((await call(platform.app, 'GET', ADDRESSES, undefined, bearer(bearerToken))).status).toBe(405);
  });
});

describe('the documents behind the addresses', () => {
  it('counts a document as there once its PDF is stored, and all nine complete the application', async () => {
    const { bearerToken } = await signIn(platform.app);
    const userId = await userIdOf(bearerToken);
    const docs = await addresses(bearerToken);
    expect((await statuses(bearerToken)).every((doc) => !doc.uploaded)).toBe(true);
    expect(await lenderDocumentsComplete(platform.db, userId)).toBe(false);

    for (const doc of docs.slice(0, 8)) expect((await put(doc.url, pdf(doc.type))).status).toBe(200);
    const partly = await statuses(bearerToken);
    expect(partly.filter((doc) => doc.uploaded).map((doc) => doc.type)).toEqual(LENDER_DOCUMENT_TYPES.slice(0, 8));
    expect(await lenderDocumentsComplete(platform.db, userId)).toBe(false);

    const last = docs[8]!;
    expect((await put(last.url, pdf(last.type))).status).toBe(200);
    expect(await lenderDocumentsComplete(platform.db, userId)).toBe(true);
    const all = await statuses(bearerToken);
    for (const doc of all) {
      expect(doc).toMatchObject({ uploaded: true, size: pdf(doc.type).byteLength });
      expect(Date.parse(doc.uploadedAt!)).toBeLessThanOrEqual(platform.clock.now().getTime());
    }
  });

  it('replaces a re-uploaded document instead of storing it twice', async () => {
    const { bearerToken, phone } = await signIn(platform.app);
    const userId = await userIdOf(bearerToken);
    const [first] = await addresses(bearerToken);
    expect((await put(first!.url, pdf('one'))).status).toBe(200);
    // One upload per address: the second version goes to a new one.
    expect((await put(first!.url, pdf('a longer second version'))).status).toBe(403);
    const [again] = await addresses(bearerToken);
    expect((await put(again!.url, pdf('a longer second version'))).status).toBe(200);
    const listed = await listLenderDocuments(platform.db, userId);
    expect(listed[0]).toMatchObject({ type: first!.type, uploaded: true, uploadCount: 2, size: pdf('a longer second version').byteLength });
    expect(listed.slice(1).every((doc) => doc.uploadCount === 0 && !doc.uploaded)).toBe(true);

    const sandbox = await call<SandboxLenderDocument[]>(
      platform.app,
      'GET',
      `/sandbox/lender-documents?phone=${encodeURIComponent(phone.e164)}`,
    );
    expect(sandbox.data).toEqual(listed);
  });

  it('refuses a file that is not a PDF, by its content', async () => {
    const { bearerToken } = await signIn(platform.app);
    const [doc] = await addresses(bearerToken);
    const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
    expect(await put(doc!.url, jpegBytes)).toEqual({ status: 415, errorKey: 'UNSUPPORTED_FILE_TYPE' });
    expect((await statuses(bearerToken))[0]?.uploaded).toBe(false);
  });

  it('refuses an expired address; a fresh one from the platform works', async () => {
    const { bearerToken } = await signIn(platform.app);
    const [old] = await addresses(bearerToken);
    await advanceClock(platform.app, platform.clock, 16 * 60_000);
    try {
      expect(await put(old!.url, pdf('late'))).toEqual({ status: 403, errorKey: 'UPLOAD_ADDRESS_EXPIRED' });
      const [fresh] = await addresses(bearerToken);
      expect(fresh!.url).not.toBe(old!.url);
      expect((await put(fresh!.url, pdf('on time'))).status).toBe(200);
    } finally {
      await platform.clock.reset();
    }
  });
});

describe('ownership', () => {
  it("gives each user addresses to their own documents only, and shows nobody another user's documents", async () => {
    const alice = await signIn(platform.app);
    const bob = await signIn(platform.app);
    const aliceId = await userIdOf(alice.bearerToken);
    const bobId = await userIdOf(bob.bearerToken);

    const aliceDocs = await addresses(alice.bearerToken);
    for (const doc of aliceDocs) expect((await put(doc.url, pdf(doc.type))).status).toBe(200);

    const bobDocs = await addresses(bob.bearerToken);
    for (const doc of bobDocs) {
      expect(doc.url).toContain(`/lender/${bobId}/`);
      expect(doc.url).not.toContain(aliceId);
    }
    expect(bobDocs.filter((doc) => aliceDocs.some((other) => other.id === doc.id))).toEqual([]);
    expect((await statuses(bob.bearerToken)).some((doc) => doc.uploaded)).toBe(false);
    expect(await lenderDocumentsComplete(platform.db, bobId)).toBe(false);
    expect(await lenderDocumentsComplete(platform.db, aliceId)).toBe(true);

    // An address signed for Alice's slot cannot be bent to Bob's: the signature covers the path.
    const forged = aliceDocs[0]!.url.replace(aliceId, bobId);
    expect(await put(forged, pdf('forged'))).toEqual({ status: 403, errorKey: 'UPLOAD_ADDRESS_INVALID' });
    expect((await statuses(bob.bearerToken))[0]?.uploaded).toBe(false);
  });

  it('the sandbox read needs a user id or a phone', async () => {
    const answer = await call(platform.app, 'GET', '/sandbox/lender-documents');
    expect(answer.status).toBe(400);
    expect((await call(platform.app, 'GET', '/sandbox/lender-documents?userId=nope')).status).toBe(400);
  });

  it('is absent with the sandbox off', async () => {
    const off = await createTestPlatform({ sandbox: false });
    try {
      expect((await call(off.app, 'GET', '/sandbox/lender-documents?phone=%2B62812')).status).toBe(404);
    } finally {
      await off.dispose();
    }
  });
});
