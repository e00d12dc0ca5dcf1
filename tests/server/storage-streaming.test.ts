/**
 * Uploads streamed over a real HTTP connection (the server reads the Node request itself, not the
 * in-process web body the other storage tests send), and the streaming rules themselves: bytes
 * stored exactly, whatever the chunking, the content checks across chunk edges, the limit.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '@server/sandbox/clock';
import type { Db } from '@server/db/client';
import { diskFileStore } from '@server/storage/file-store';
import { storedFile } from '@server/storage/files';
import { issueReadAddress, issueUploadAddress } from '@server/storage/signing';
import { WRITE_BATCH_BYTES, streamUpload } from '@server/storage/stream-upload';
import { CONTENT_HEAD_BYTES, CONTENT_TAIL_BYTES } from '@domain/contract/storage';
import { type HttpPlatform, startHttpPlatform } from './support/http-platform';
import { scannedPdf } from '../fixtures/pdf';
import { type TestDb, bearer } from './support';

/** `bytes` cut into chunks of the given sizes, repeated: the network's chunking is anyone's. */
function* cut(bytes: Uint8Array, sizes: number[]): Generator<Uint8Array> {
  let offset = 0;
  for (let index = 0; offset < bytes.byteLength; index += 1) {
    const size = sizes[index % sizes.length] ?? 1;
    yield bytes.subarray(offset, offset + size);
    offset += size;
  }
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

let platform: HttpPlatform;
let testDb: TestDb;
let filesDir: string;
let base: string;
const platformDeps = (): { db: Db; clock: Clock } => ({ db: testDb.db, clock: platform.clock });

beforeEach(async () => {
  platform = await startHttpPlatform();
  ({ testDb, filesDir, base } = platform);
});
afterEach(async () => {
  await platform.stop();
});

const ownerId = () => platform.owner();

/** A PUT whose body arrives in the given chunks, without a Content-Length (as a streaming client sends it). */
function putStreamed(url: string, chunks: Iterable<Uint8Array>): Promise<Response> {
  const iterator = chunks[Symbol.iterator]();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value.slice());
    },
  });
  return fetch(`${base}${url}`, { method: 'PUT', body, headers: { 'content-type': 'application/pdf' }, duplex: 'half' } as RequestInit);
}

describe('uploads streamed over HTTP', () => {
  it('stores the exact bytes of a file larger than several write batches, sent in uneven chunks', async () => {
    const { userId, token } = await ownerId();
    const location = { bucket: 'lender', ownerId: userId, slot: 'passbookDoc' } as const;
    const file = scannedPdf(3 * WRITE_BATCH_BYTES + 12_345);
    const response = await putStreamed((await issueUploadAddress(platformDeps(), location)).url, cut(file, [70_001, 3, 900_000, 1]));
    expect(response.status).toBe(200);
    expect(await storedFile(testDb.db, location)).toMatchObject({ size: file.byteLength, sha256: sha256(file) });
    const { url } = await issueReadAddress(platformDeps(), location);
    const readBack = await fetch(`${base}${url}`, { headers: bearer(token) });
    // Compared by hash: a deep equality of megabytes element by element takes minutes.
    expect(sha256(new Uint8Array(await readBack.arrayBuffer()))).toBe(sha256(file));
    // Nothing half-written is left beside the stored file.
    expect((await readdir(filesDir)).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('refuses a file over the limit while it streams in, and keeps nothing of it', async () => {
    const { userId } = await ownerId();
    const location = { bucket: 'lender', ownerId: userId, slot: 'passbookDoc' } as const;
    const tooBig = scannedPdf(10 * 1_048_576 + 1);
    const response = await putStreamed((await issueUploadAddress(platformDeps(), location)).url, cut(tooBig, [65_536])).catch(
      (error: unknown) => error,
    );
    // The server stops reading at the limit: the answer is 413, or the connection ends under a client still sending.
    if (response instanceof Response) expect(response.status).toBe(413);
    expect(await storedFile(testDb.db, location)).toBeNull();
    expect(await readdir(filesDir)).toEqual([]);
  });
});

describe('streamUpload', () => {
  async function* chunked(bytes: Uint8Array, sizes: number[]): AsyncGenerator<Uint8Array> {
    yield* cut(bytes, sizes);
  }

  it('hashes every byte once and keeps the first and last bytes the checks read, across chunk edges', async () => {
    const store = diskFileStore(filesDir);
    const file = scannedPdf(WRITE_BATCH_BYTES + 5_000);
    for (const sizes of [[1], [7, 1_023], [CONTENT_TAIL_BYTES + 1], [WRITE_BATCH_BYTES * 2]]) {
      const body = sizes[0] === 1 ? file.subarray(0, 20_000) : file;
      const upload = await streamUpload(store, chunked(body, sizes), Number.NaN, 10 * 1_048_576);
      if (upload === 'too-large') throw new Error('refused');
      expect(upload.size).toBe(body.byteLength);
      expect(upload.sha256).toBe(sha256(body));
      expect(sha256(upload.head)).toBe(sha256(body.subarray(0, upload.head.byteLength)));
      expect(upload.head.byteLength).toBe(Math.min(body.byteLength, CONTENT_HEAD_BYTES));
      expect(sha256(upload.tail)).toBe(sha256(body.subarray(body.byteLength - CONTENT_TAIL_BYTES)));
      expect(sha256(await readFile(join(filesDir, upload.uploadId)))).toBe(sha256(body));
    }
  });

  it('refuses a body whose declared length is over the limit before writing anything', async () => {
    const store = diskFileStore(filesDir);
    expect(await streamUpload(store, chunked(scannedPdf(100), [100]), 2_000, 1_000)).toBe('too-large');
    expect(await streamUpload(store, chunked(scannedPdf(2_000), [300]), Number.NaN, 1_000)).toBe('too-large');
    expect(await readdir(filesDir).catch(() => [])).toEqual([]);
  });
});
