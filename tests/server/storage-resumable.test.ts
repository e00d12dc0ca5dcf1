/**
 * Resumable uploads (tus 1.0) on the storage's signed addresses, over a real HTTP connection (the
 * server reads the Node request, as in production): a session opened by a POST to the address,
 * chunks appended at their offset, the offset asked with HEAD, the last byte storing the file as a
 * PUT would. With TEST_DATABASE_URL the same tests run on PostgreSQL (`npm run test:postgres`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { readdir } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '@server/sandbox/clock';
import { storedFile } from '@server/storage/files';
import { issueReadAddress, issueUploadAddress, type FileLocation } from '@server/storage/signing';
import type { UploadSessionView } from '@server/storage/routes';
import { type HttpPlatform, startHttpPlatform } from './support/http-platform';
import { scannedPdf } from '../fixtures/pdf';
import { type TestDb, advanceClock, bearer, call } from './support';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const base64 = (text: string | Uint8Array): string => Buffer.from(text).toString('base64');
const TUS = { 'tus-resumable': '1.0.0' };

let platform: HttpPlatform;
let testDb: TestDb;
let filesDir: string;
let base: string;
let app: HttpPlatform['app'];
let clock: Clock;

beforeEach(async () => {
  platform = await startHttpPlatform();
  ({ testDb, filesDir, base, app, clock } = platform);
});
afterEach(async () => {
  await platform.stop();
});

type Owner = Awaited<ReturnType<HttpPlatform['owner']>>;
const owner = (): Promise<Owner> => platform.owner();

const passbook = (userId: string): FileLocation => ({ bucket: 'lender', ownerId: userId, slot: 'passbookDoc' });

async function address(location: FileLocation): Promise<string> {
  return (await issueUploadAddress({ db: testDb.db, clock }, location)).url;
}

/** POST to the upload address: the session's absolute address (from Location) and the answer. */
async function open(url: string, file: Uint8Array, extra: { type?: string; sha256?: string | null } = {}) {
  const metadata = [`filetype ${base64(extra.type ?? 'application/pdf')}`];
  const declared = extra.sha256 === undefined ? sha256(file) : extra.sha256;
  if (declared !== null) metadata.push(`sha256 ${base64(Buffer.from(declared, 'hex'))}`);
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...TUS, 'upload-length': String(file.byteLength), 'upload-metadata': metadata.join(',') },
  });
  const location = response.headers.get('location');
  return { response, session: location ? new URL(location, `${base}${url}`).toString() : '' };
}

function patch(session: string, offset: number, chunk: Uint8Array): Promise<Response> {
  return fetch(session, {
    method: 'PATCH',
    headers: { ...TUS, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
    body: chunk.slice(),
  });
}

async function offsetOf(session: string): Promise<{ status: number; offset: number | null }> {
  const response = await fetch(session, { method: 'HEAD', headers: TUS });
  const offset = response.headers.get('upload-offset');
  return { status: response.status, offset: offset === null ? null : Number(offset) };
}

async function errorKey(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { errors: { errorKey: string }[] }).errors[0]?.errorKey;
}

async function sessions(who: Owner): Promise<UploadSessionView[]> {
  return (await call<UploadSessionView[]>(app, 'GET', `/sandbox/storage-uploads?phone=${encodeURIComponent(who.phone)}&bucket=lender`))
    .data;
}

async function readBack(who: Owner, location: FileLocation): Promise<string> {
  const { url } = await issueReadAddress({ db: testDb.db, clock }, location);
  return sha256(new Uint8Array(await (await fetch(`${base}${url}`, { headers: bearer(who.token) })).arrayBuffer()));
}

/**
 * A PATCH that sends `sent` bytes of a `declared`-byte chunk and waits there, as a connection a
 * mobile network dropped looks to the server. cut() closes it from the client's side.
 */
function hangingPatch(session: string, offset: number, chunk: Uint8Array, sent: number) {
  const target = new URL(session);
  const req = httpRequest({
    host: target.hostname,
    port: target.port,
    path: `${target.pathname}${target.search}`,
    method: 'PATCH',
    headers: {
      ...TUS,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'content-length': String(chunk.byteLength),
    },
  });
  const answered = new Promise<number | 'cut'>((resolve) => {
    req.on('response', (response) => resolve(response.statusCode ?? 0));
    req.on('error', () => resolve('cut'));
  });
  req.write(chunk.subarray(0, sent));
  return { answered, cut: () => req.destroy() };
}

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe('resumable uploads (tus 1.0)', () => {
  it('says it resumes uploads: OPTIONS names the version, the extensions and the bucket limit', async () => {
    const who = await owner();
    const response = await fetch(`${base}${await address(passbook(who.userId))}`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('tus-version')).toBe('1.0.0');
    expect(response.headers.get('tus-extension')).toBe('creation,expiration');
    expect(response.headers.get('tus-max-size')).toBe(String(10 * 1_048_576));
  });

  it('stores a file sent in chunks byte for byte, acknowledging each offset, and locks the address after', async () => {
    const who = await owner();
    const location = passbook(who.userId);
    const file = scannedPdf(700_001);
    const url = await address(location);
    const { response, session } = await open(url, file);
    expect(response.status).toBe(201);
    expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    expect(response.headers.get('upload-offset')).toBe('0');
    expect(Date.parse(response.headers.get('upload-expires') ?? '')).toBeGreaterThan(clock.now().getTime());
    expect(new URL(session).pathname).toBe(new URL(`${base}${url}`).pathname); // the session lives at the file's own path

    for (const [from, to] of [
      [0, 262_144],
      [262_144, 524_288],
      [524_288, file.byteLength],
    ] as const) {
      const answer = await patch(session, from, file.subarray(from, to));
      expect(answer.status).toBe(204);
      expect(answer.headers.get('upload-offset')).toBe(String(to));
      if (to < file.byteLength) expect((await offsetOf(session)).offset).toBe(to);
      else expect(answer.headers.get('x-stored-sha256')).toBe(sha256(file));
    }
    expect(await storedFile(testDb.db, location)).toMatchObject({ size: file.byteLength, sha256: sha256(file), uploadCount: 1 });
    expect(await readBack(who, location)).toBe(sha256(file));
    expect(await sessions(who)).toMatchObject([
      { slot: 'passbookDoc', state: 'completed', offset: file.byteLength, receivedBytes: file.byteLength },
    ]);
    // Nothing half-written is left beside the stored file.
    expect((await readdir(filesDir)).filter((name) => name.includes('.'))).toEqual([]);
    // One upload per address: the address that opened the session takes no other.
    const put = await fetch(`${base}${url}`, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: file });
    expect(await errorKey(put)).toBe('UPLOAD_ADDRESS_USED');
    expect((await open(url, file)).response.status).toBe(403);
    // The session's finishing request (empty, at the end) hears the same verdict again.
    const again = await patch(session, file.byteLength, new Uint8Array());
    expect([again.status, again.headers.get('x-stored-sha256')]).toEqual([204, sha256(file)]);
  });

  it('refuses chunks out of order and a chunk sent twice, answering where the session stands', async () => {
    const who = await owner();
    const location = passbook(who.userId);
    const file = scannedPdf(300_000);
    const { session } = await open(await address(location), file);
    const ahead = await patch(session, 100_000, file.subarray(100_000, 200_000));
    expect(ahead.status).toBe(409);
    expect(ahead.headers.get('upload-offset')).toBe('0');
    expect(await errorKey(ahead)).toBe('UPLOAD_OFFSET_MISMATCH');
    expect((await patch(session, 0, file.subarray(0, 100_000))).status).toBe(204);
    const twice = await patch(session, 0, file.subarray(0, 100_000));
    expect([twice.status, twice.headers.get('upload-offset')]).toEqual([409, '100000']);
    expect((await offsetOf(session)).offset).toBe(100_000);
    expect((await patch(session, 100_000, file.subarray(100_000, 200_000))).status).toBe(204);
    expect((await patch(session, 200_000, file.subarray(200_000))).status).toBe(204);
    expect(await storedFile(testDb.db, location)).toMatchObject({ size: 300_000, sha256: sha256(file) });
    // The refused chunks were not read: each byte arrived once.
    expect((await sessions(who))[0]?.receivedBytes).toBe(300_000);
  });

  it('refuses a chunk past the declared size, whether its length says so or it only runs over', async () => {
    const who = await owner();
    const location = passbook(who.userId);
    const file = scannedPdf(200_000);
    const { session } = await open(await address(location), file);
    const declaredOver = await patch(session, 0, new Uint8Array(200_001));
    expect([declaredOver.status, await errorKey(declaredOver)]).toEqual([413, 'UPLOAD_PAST_LENGTH']);
    // Chunked, without a Content-Length: refused as it passes the end, and nothing of it is kept.
    const over = new Uint8Array(250_000);
    over.set(file);
    const streamed = await fetch(session, {
      method: 'PATCH',
      headers: { ...TUS, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < over.byteLength; at += 50_000) controller.enqueue(over.slice(at, at + 50_000));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    if (streamed instanceof Response) expect(streamed.status).toBe(413);
    expect((await offsetOf(session)).offset).toBe(0);
    expect((await patch(session, 0, file)).status).toBe(204);
    expect(await storedFile(testDb.db, location)).toMatchObject({ size: 200_000, sha256: sha256(file) });
  });

  it('answers an offset query on an unknown session with 404, on an expired one with 410, and drops its bytes', async () => {
    const who = await owner();
    const location = passbook(who.userId);
    const file = scannedPdf(200_000);
    const { session } = await open(await address(location), file);
    expect((await patch(session, 0, file.subarray(0, 50_000))).status).toBe(204);
    const unknown = session.replace(/upload_id=[^&]+/, 'upload_id=not-a-session');
    expect(await offsetOf(unknown)).toEqual({ status: 404, offset: null });
    // Another file's path with this session's token is no session either.
    expect((await offsetOf(session.replace('passbookDoc', 'powerOfAttorneyDoc'))).status).toBe(404);
    expect((await offsetOf(session)).offset).toBe(50_000);

    await advanceClock(app, clock, 7 * 24 * 60 * 60 * 1000 + 1000);
    expect(await offsetOf(session)).toEqual({ status: 410, offset: null });
    const late = await patch(session, 50_000, file.subarray(50_000));
    expect([late.status, await errorKey(late)]).toEqual([410, 'UPLOAD_SESSION_EXPIRED']);
    expect(await readdir(filesDir)).toEqual([]);
    expect(await storedFile(testDb.db, location)).toBeNull();
  });

  it('two tabs with the same file: one session, one sender at a time, each byte stored once', async () => {
    const who = await owner();
    const location = passbook(who.userId);
    const file = scannedPdf(400_000);
    const url = await address(location);
    // Both tabs hold the same record, so the same address: they open the same session.
    const [first, second] = await Promise.all([open(url, file), open(url, file)]);
    expect([first.response.status, second.response.status]).toEqual([201, 201]);
    expect(second.session).toBe(first.session);

    // Tab A sends its chunk; 150,000 of its 400,000 bytes are through when tab B tries too.
    const tabA = hangingPatch(first.session, 0, file, 150_000);
    await settle();
    const tabB = await patch(second.session, 0, file);
    expect([tabB.status, await errorKey(tabB)]).toEqual([423, 'UPLOAD_BUSY']);
    expect(tabB.headers.get('retry-after')).toBe('1');

    // Tab B asks where the session stands: A's request is stopped, what it brought is kept.
    expect((await offsetOf(second.session)).offset).toBe(150_000);
    expect(await tabA.answered).toBe('cut');
    expect((await patch(second.session, 150_000, file.subarray(150_000))).status).toBe(204);

    expect(await storedFile(testDb.db, location)).toMatchObject({ size: 400_000, sha256: sha256(file), uploadCount: 1 });
    expect(await readBack(who, location)).toBe(sha256(file));
    expect(await sessions(who)).toMatchObject([{ state: 'completed', receivedBytes: 400_000 }]);
  });

  it('keeps what arrived of a chunk whose connection dropped, so the sender goes on from there', async () => {
    const who = await owner();
    const location = passbook(who.userId);
    const file = scannedPdf(300_000);
    const { session } = await open(await address(location), file);
    const dropped = hangingPatch(session, 0, file, 120_000);
    await settle();
    dropped.cut();
    await settle();
    expect((await offsetOf(session)).offset).toBe(120_000);
    expect((await patch(session, 120_000, file.subarray(120_000))).status).toBe(204);
    expect(await storedFile(testDb.db, location)).toMatchObject({ size: 300_000, sha256: sha256(file), uploadCount: 1 });
    expect((await sessions(who))[0]?.receivedBytes).toBe(300_000);
  });

  it('checks the whole file when its last byte arrives: the declared SHA-256, the content, the lock', async () => {
    const who = await owner();
    const location = passbook(who.userId);
    const file = scannedPdf(100_000);

    const wrongHash = await open(await address(location), file, { sha256: sha256(scannedPdf(100_000)) });
    const mismatch = await patch(wrongHash.session, 0, file);
    expect([mismatch.status, await errorKey(mismatch)]).toEqual([422, 'UPLOAD_CHECKSUM_MISMATCH']);
    // Asked again (its answer lost), the session gives the same verdict.
    const asked = await patch(wrongHash.session, file.byteLength, new Uint8Array());
    expect([asked.status, await errorKey(asked)]).toEqual([422, 'UPLOAD_CHECKSUM_MISMATCH']);

    const notPdf = new Uint8Array(randomBytes(100_000));
    const picture = await open(await address(location), notPdf);
    const refused = await patch(picture.session, 0, notPdf);
    expect([refused.status, await errorKey(refused)]).toEqual([415, 'UNSUPPORTED_FILE_TYPE']);
    expect(await storedFile(testDb.db, location)).toBeNull();
    expect(await readdir(filesDir)).toEqual([]);

    const beforeLock = await open(await address(location), file);
    expect((await patch(beforeLock.session, 0, file.subarray(0, 10))).status).toBe(204);
    // Submitted meanwhile (an application locks its files when it is submitted).
    await testDb.db.query(
      `insert into locked_files (bucket, owner_id, slot, sha256, locked_at) values ('lender', $1, 'passbookDoc', 'x', now())`,
      [who.userId],
    );
    const locked = await patch(beforeLock.session, 10, file.subarray(10));
    expect([locked.status, await errorKey(locked)]).toEqual([409, 'FILE_LOCKED']);
    expect((await open(await address(location), file)).response.status).toBe(409);
  });

  it('refuses what is not tus 1.0 or not what the bucket takes, before any byte', async () => {
    const who = await owner();
    const location = passbook(who.userId);
    const url = await address(location);
    const noVersion = await fetch(`${base}${url}`, { method: 'POST', headers: { 'upload-length': '10' } });
    expect([noVersion.status, noVersion.headers.get('tus-version'), await errorKey(noVersion)]).toEqual([
      412,
      '1.0.0',
      'TUS_VERSION_UNSUPPORTED',
    ]);
    expect((await open(url, scannedPdf(100), { type: 'image/jpeg' })).response.status).toBe(415);
    expect((await open(url, scannedPdf(10 * 1_048_576 + 1))).response.status).toBe(413);
    const tampered = url.replace(/signature=[^&]+/, `signature=${'0'.repeat(64)}`);
    const refused = await open(tampered, scannedPdf(100));
    expect([refused.response.status, refused.response.headers.get('tus-resumable')]).toEqual([403, '1.0.0']);
    expect(await sessions(who)).toEqual([]);
  });
});
