/**
 * The worker's upload outbox against the sandbox's storage (in process, IndexedDB from
 * fake-indexeddb): a file goes in chunks by the resumable protocol, each from the acknowledged
 * offset, after a dropped chunk, a stop of the worker (a reload or a kill) and an expired session;
 * a store that answers without tus gets the single PUT. What is asserted is what the platform
 * stored and how many bytes it read (the sandbox's receivedBytes).
 */
import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedFile } from '@server/storage/files';
import { issueUploadAddress } from '@server/storage/signing';
import type { UploadSessionView } from '@server/storage/routes';
import { Connectivity } from '@worker/connectivity';
import { type DataDb, openDataDb } from '@worker/db';
import { WorkerEventHub } from '@worker/events';
import type { UploadSnapshot } from '@worker/uploads/contract';
import { fetchHeldQuery } from '@worker/uploads/held';
import { UploadOutbox } from '@worker/uploads/outbox';
import { MIN_CHUNK_BYTES } from '@worker/uploads/chunk-size';
import { type UploadAnswer, type UploadRequest, type UploadRequestFn, fetchRequest } from '@worker/uploads/request';
import { scannedPdf } from '../fixtures/pdf';
import { type TestPlatform, advanceClock, call, createTestPlatform, signIn } from './support';

const ORIGIN = 'http://platform.test';
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

interface Seen {
  method: string;
  offset: number | null;
  bytes: number;
  status: number | 'no answer';
}

let platform: TestPlatform;
let user: { id: string; phone: string };
let dbName: string;
const opened: Array<{ outbox: UploadOutbox; db: DataDb }> = [];

beforeEach(async () => {
  platform = await createTestPlatform();
  const session = await signIn(platform.app);
  const [row] = await platform.db.query<{ id: string }>('select id from users where phone_e164 = $1', [session.phone.e164]);
  user = { id: row?.id ?? '', phone: session.phone.e164 };
  dbName = `resumable-outbox-${crypto.randomUUID()}`;
});
afterEach(async () => {
  for (const { outbox, db } of opened.splice(0)) {
    outbox.stop();
    await outbox.whenIdle();
    db.close();
  }
  await platform.dispose();
});

/**
 * An outbox on the test's IndexedDB, sending to the in-process platform. `shape` may change a
 * request on its way (cut its body, as a dropped link does) or answer in the store's place.
 */
type Shape = (request: UploadRequest, send: UploadRequestFn) => Promise<UploadAnswer>;

/** The first `count` chunks go; the ones after wait (a link gone quiet) until the worker stops them. */
function holdAfter(count: number): Shape {
  let patches = 0;
  return (request, send) => {
    if (request.method !== 'PATCH' || ++patches <= count) return send(request);
    return new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new Error('aborted'))));
  };
}

function outboxFor(shape: Shape = (request, send) => send(request)) {
  const db = openDataDb(dbName);
  const events = new WorkerEventHub();
  const snapshots: UploadSnapshot[] = [];
  const seen: Seen[] = [];
  events.subscribe((event) => {
    if (event.type === 'upload-changed') snapshots.push(event.upload);
  });
  const platformFetch = (input: string, init?: RequestInit) => Promise.resolve(platform.app.request(input, init));
  const send = fetchRequest(platformFetch);
  const request: UploadRequestFn = async (req) => {
    const entry: Seen = {
      method: req.method,
      offset: req.headers['Upload-Offset'] === undefined ? null : Number(req.headers['Upload-Offset']),
      bytes: req.body?.byteLength ?? 0,
      status: 'no answer',
    };
    seen.push(entry);
    const answer = await shape(req, send);
    entry.status = answer.status;
    return answer;
  };
  const outbox = new UploadOutbox({
    db,
    events,
    currentUserId: () => user.id,
    resolveUrl: (url) => new URL(url, `${ORIGIN}/`).toString(),
    connectivity: new Connectivity(() => true),
    locks: null,
    request,
    held: fetchHeldQuery(platformFetch),
  });
  outbox.registerSource('lender-document', {
    issue: async (_userId, slots) =>
      new Map(
        await Promise.all(
          slots.map(async (slot) => {
            const address = await issueUploadAddress(platform, { bucket: 'lender', ownerId: user.id, slot });
            return [slot, { url: address.url, expiresAt: address.expiresAt.getTime() }] as const;
          }),
        ),
      ),
  });
  opened.push({ outbox, db });
  return { outbox, snapshots, seen };
}

function put(outbox: UploadOutbox, file: Uint8Array): Promise<UploadSnapshot> {
  return outbox.put({
    userId: user.id,
    kind: 'lender-document',
    slot: 'passbookDoc',
    name: 'passbook.pdf',
    type: 'application/pdf',
    bytes: file.slice().buffer,
  });
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function sessions(): Promise<UploadSessionView[]> {
  return (
    await call<UploadSessionView[]>(platform.app, 'GET', `/sandbox/storage-uploads?phone=${encodeURIComponent(user.phone)}&bucket=lender`)
  ).data;
}

const location = () => ({ bucket: 'lender' as const, ownerId: user.id, slot: 'passbookDoc' });
const uploaded = (snapshots: UploadSnapshot[]) => snapshots.some((snapshot) => snapshot.state === 'uploaded');

describe('the outbox by the resumable protocol', () => {
  it('sends a file in chunks from the stored bytes; the progress it shows is what the platform acknowledged', async () => {
    const file = scannedPdf(1_500_000);
    const { outbox, snapshots, seen } = outboxFor();
    await put(outbox, file);
    await until(() => uploaded(snapshots));

    expect(await storedFile(platform.db, location())).toMatchObject({ size: file.byteLength, sha256: sha256(file), uploadCount: 1 });
    expect(await sessions()).toMatchObject([{ state: 'completed', receivedBytes: file.byteLength }]);
    const patches = seen.filter((entry) => entry.method === 'PATCH');
    expect(seen[0]).toMatchObject({ method: 'POST', status: 201 });
    expect(patches[0]).toMatchObject({ offset: 0, bytes: MIN_CHUNK_BYTES });
    expect(patches.every((entry) => entry.status === 204)).toBe(true);
    expect(seen.some((entry) => entry.method === 'PUT')).toBe(false);
    // Every figure the page was given while uploading is an offset the platform had acknowledged.
    const acknowledged = new Set([0, ...patches.map((entry) => (entry.offset ?? 0) + entry.bytes)]);
    const shown = snapshots.filter((snapshot) => snapshot.state === 'uploading').map((snapshot) => snapshot.loaded);
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.every((loaded) => acknowledged.has(loaded))).toBe(true);
  });

  it('after a chunk cut off mid-way, asks the offset and goes on from the bytes that arrived, sending none twice', async () => {
    const file = scannedPdf(1_200_000);
    let cut = false;
    const { outbox, snapshots, seen } = outboxFor(async (request, send) => {
      // The second chunk loses its connection after 100,000 bytes: those reached the platform.
      if (!cut && request.method === 'PATCH' && request.headers['Upload-Offset'] !== '0' && request.body) {
        cut = true;
        const full = String(request.body.byteLength);
        await send({ ...request, body: request.body.slice(0, 100_000), headers: { ...request.headers, 'Content-Length': full } });
        throw new Error('network');
      }
      return send(request);
    });
    await put(outbox, file);
    await until(() => uploaded(snapshots));

    expect(cut).toBe(true);
    const afterCut = seen.slice(seen.findIndex((entry) => entry.status === 'no answer') + 1);
    expect(afterCut[0]).toMatchObject({ method: 'HEAD', status: 200 });
    expect(await storedFile(platform.db, location())).toMatchObject({ size: file.byteLength, sha256: sha256(file), uploadCount: 1 });
    // The 100,000 bytes of the cut chunk were kept: the platform read each byte of the file once.
    expect(await sessions()).toMatchObject([{ state: 'completed', receivedBytes: file.byteLength }]);
  });

  it('a worker stopped mid-file (a reload, a kill) is followed by one that asks the session and sends only the rest', async () => {
    const file = scannedPdf(1_500_000);
    const first = outboxFor(holdAfter(1));
    await put(first.outbox, file);
    await until(() => first.seen.filter((entry) => entry.method === 'PATCH').length === 2);
    first.outbox.stop();
    await first.outbox.whenIdle();
    const acknowledged = (await sessions())[0]?.offset ?? 0;
    expect(acknowledged).toBe(MIN_CHUNK_BYTES);

    const second = outboxFor();
    await second.outbox.wake();
    await until(() => uploaded(second.snapshots));
    expect(second.seen[0]).toMatchObject({ method: 'HEAD', status: 200 });
    expect(second.seen[1]).toMatchObject({ method: 'PATCH', offset: acknowledged });
    expect(await storedFile(platform.db, location())).toMatchObject({ size: file.byteLength, sha256: sha256(file), uploadCount: 1 });
    const [session] = await sessions();
    // One session, and the platform read each byte once: nothing of the first part came again.
    expect(await sessions()).toHaveLength(1);
    expect(session?.receivedBytes).toBe(file.byteLength);
  });

  it('starts a new session when the old one expired while the worker was away', async () => {
    const file = scannedPdf(800_000);
    const first = outboxFor(holdAfter(1));
    await put(first.outbox, file);
    await until(() => first.seen.filter((entry) => entry.method === 'PATCH').length === 2);
    first.outbox.stop();
    await first.outbox.whenIdle();
    await advanceClock(platform.app, platform.clock, 8 * 24 * 60 * 60 * 1000);

    const second = outboxFor();
    await second.outbox.wake();
    await until(() => uploaded(second.snapshots));
    expect(second.seen.slice(0, 2)).toMatchObject([
      { method: 'HEAD', status: 410 },
      { method: 'POST', status: 201 },
    ]);
    expect(await storedFile(platform.db, location())).toMatchObject({ sha256: sha256(file), uploadCount: 1 });
    expect((await sessions()).map((session) => session.state)).toEqual(['completed', 'expired']);
  });

  it('sends the file by a single PUT to a store whose answer does not speak tus (detected, not configured)', async () => {
    const file = scannedPdf(600_000);
    const { outbox, snapshots, seen } = outboxFor(async (request, send) => {
      // A store of single PUTs: a POST to a PUT address is refused, in its own words.
      if (request.method === 'POST') return { status: 405, body: '<Error><Code>MethodNotAllowed</Code></Error>', header: () => null };
      return send(request);
    });
    await put(outbox, file);
    await until(() => uploaded(snapshots));
    expect(seen.map((entry) => [entry.method, entry.status])).toEqual([
      ['POST', 405],
      ['PUT', 200],
    ]);
    expect(await storedFile(platform.db, location())).toMatchObject({ size: file.byteLength, sha256: sha256(file), uploadCount: 1 });
    expect(await sessions()).toEqual([]);
  });
});
