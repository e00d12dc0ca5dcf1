import { describe, expect, it } from 'vitest';
import { LENDER_DOCUMENT_GROUPS, LENDER_DOCUMENT_TYPES, type LenderDocumentStatus } from '@domain/contract/lender/documents';
import { makeApiError } from '@domain/errors';
import { checkPickedFile } from '../../src/features/lender/documents/picked-file';
import { allConfirmed, missingDocuments, tileState } from '../../src/features/lender/documents/tile-state';
import type { ApiClient } from '@worker/http/client';
import { lenderDocumentAddressSource } from '@worker/lender/documents/addresses';
import type { UploadSnapshot } from '@worker/uploads/contract';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

function upload(overrides: Partial<UploadSnapshot>): UploadSnapshot {
  return {
    id: 'u1',
    userId: 'user',
    kind: 'lender-document',
    slot: 'passbookDoc',
    state: 'queued',
    name: 'passbook.pdf',
    type: 'application/pdf',
    size: 1000,
    loaded: 0,
    error: null,
    updatedAt: 1,
    ...overrides,
  };
}

const stored = (uploaded: boolean): LenderDocumentStatus => ({
  type: 'passbookDoc',
  id: 'd',
  uploaded,
  size: uploaded ? 10 : null,
  uploadedAt: null,
});

describe('the nine lender documents', () => {
  it('are shown in four groups of five, one, two and one, each type once', () => {
    expect(LENDER_DOCUMENT_GROUPS.map((group) => group.types.length)).toEqual([5, 1, 2, 1]);
    expect(LENDER_DOCUMENT_GROUPS.flatMap((group) => group.types)).toEqual([...LENDER_DOCUMENT_TYPES]);
  });
});

describe('a document tile', () => {
  it('is empty with no file, and done when only the platform holds one', () => {
    expect(tileState(undefined, undefined, true)).toEqual({ kind: 'empty' });
    expect(tileState(undefined, stored(false), true)).toEqual({ kind: 'empty' });
    expect(tileState(undefined, stored(true), false)).toEqual({ kind: 'done', name: null });
  });

  it('shows the progress of the bytes sent', () => {
    expect(tileState(upload({ state: 'uploading', loaded: 333 }), undefined, true)).toEqual({
      kind: 'uploading',
      name: 'passbook.pdf',
      percent: 33,
    });
  });

  it('says it is waiting when offline, whatever the outbox last said', () => {
    expect(tileState(upload({ state: 'waiting-network' }), undefined, true).kind).toBe('waiting');
    expect(tileState(upload({ state: 'queued' }), undefined, false).kind).toBe('waiting');
    expect(tileState(upload({ state: 'uploading', loaded: 500 }), undefined, false).kind).toBe('waiting');
  });

  it('shows a failure with its error, even when an older file is on the platform (the new one replaces it)', () => {
    const error = makeApiError(415, [{ code: 'UNSUPPORTED_FILE_TYPE', message: 'no' }]);
    expect(tileState(upload({ state: 'failed', error }), stored(true), true)).toEqual({ kind: 'failed', name: 'passbook.pdf', error });
  });

  it('lets Continue through only when all nine are done', () => {
    const done = { kind: 'done', name: null } as const;
    expect(allConfirmed(Array(9).fill(done), 9)).toBe(true);
    expect(allConfirmed([...Array(8).fill(done), { kind: 'uploading', name: 'x', percent: 99 }], 9)).toBe(false);
    expect(allConfirmed(Array(8).fill(done), 9)).toBe(false);
  });

  it('Continue pressed early counts what waits for the user first, then what is still on its way', () => {
    const done = { kind: 'done', name: null } as const;
    const empty = { kind: 'empty' } as const;
    const failed = { kind: 'failed', name: 'x.pdf', error: null } as const;
    const uploading = { kind: 'uploading', name: 'y.pdf', percent: 40 } as const;
    const waiting = { kind: 'waiting', name: 'z.pdf' } as const;
    expect(missingDocuments(Array(9).fill(empty))).toEqual({ count: 9, waitingFor: 'user' });
    expect(missingDocuments([empty, failed, uploading, waiting, ...Array(5).fill(done)])).toEqual({ count: 2, waitingFor: 'user' });
    expect(missingDocuments([uploading, waiting, ...Array(7).fill(done)])).toEqual({ count: 2, waitingFor: 'uploads' });
    expect(missingDocuments(Array(9).fill(done))).toEqual({ count: 0, waitingFor: null });
  });
});

describe('a picked file', () => {
  it('is taken when its content is a PDF, whatever its name or declared type', async () => {
    const check = await checkPickedFile(new Blob([PDF], { type: 'application/octet-stream' }));
    expect(check.ok).toBe(true);
    if (check.ok) expect(new Uint8Array(check.bytes)).toEqual(PDF);
  });

  it('is refused when it is not a PDF, even when it says it is', async () => {
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'application/pdf' });
    expect(await checkPickedFile(jpeg)).toEqual({ ok: false, reason: 'notPdf' });
  });

  it('is refused when empty or over 10 MB', async () => {
    expect(await checkPickedFile(new Blob([]))).toEqual({ ok: false, reason: 'empty' });
    const big = new Blob([PDF, new Uint8Array(10 * 1_048_576)]);
    expect(await checkPickedFile(big)).toEqual({ ok: false, reason: 'tooLarge' });
  });
});

describe('the upload address source', () => {
  const docs = LENDER_DOCUMENT_TYPES.map((type, index) => ({
    type,
    id: `id-${index}`,
    url: `/sandbox/storage/lender/u/${type}?expires=1700000000&signature=ab`,
  }));

  function clientAnswering(answer: unknown): { client: ApiClient; posts: Array<{ path: string; body: unknown }> } {
    const posts: Array<{ path: string; body: unknown }> = [];
    const refuse = (): Promise<never> => Promise.reject(new Error('unexpected call'));
    const client: ApiClient = {
      get: refuse,
      put: refuse,
      delete: refuse,
      patch: refuse,
      post: async <T>(path: string, body?: unknown) => {
        posts.push({ path, body });
        return answer as T;
      },
    };
    return { client, posts };
  }

  it('asks the platform with an empty JSON body and answers the wanted slots with their expiry', async () => {
    const { client, posts } = clientAnswering({ docs });
    const addresses = await lenderDocumentAddressSource(client).issue('u', ['passbookDoc', 'powerOfAttorneyDoc']);
    expect(posts).toEqual([{ path: '/legalEntityKYC/v1/onboarding-doc', body: {} }]);
    expect([...addresses.keys()].sort()).toEqual(['passbookDoc', 'powerOfAttorneyDoc']);
    expect(addresses.get('passbookDoc')).toEqual({ url: docs[8]!.url, expiresAt: 1_700_000_000_000 });
  });

  it('treats an answer of the wrong shape as an invalid response', async () => {
    const { client } = clientAnswering({ docs: [{ type: 'passbookDoc' }] });
    await expect(lenderDocumentAddressSource(client).issue('u', ['passbookDoc'])).rejects.toMatchObject({
      kind: 'ApiError',
      errors: [{ code: 'INVALID_RESPONSE' }],
    });
  });
});
