/**
 * The sandbox's object storage: PUT a file to a signed upload address; GET it back with a signed
 * read address and the owner's session; and, for tests and people, a list of what is stored.
 */
import { type Context, Hono } from 'hono';
import {
  BUCKET_RULES,
  HELD_SHA256_HEADER,
  HELD_SIZE_HEADER,
  STORAGE_PATH_PREFIX,
  TUS_VERSION,
  UPLOAD_SESSION_PARAM,
  type StorageBucket,
  contentMatchesBucket,
} from '@domain/contract/storage';
import { ok } from '../http/envelope';
import { PlatformError, invalidPayload, notFound } from '../http/errors';
import { optionalSession } from '../http/auth';
import type { AppEnv, RouteDeps } from '../http/types';
import { phoneFromQuery } from '../sandbox/phone-input';
import { type StoredFile, listStoredFiles, readFileStream, storedFile } from './files';
import { lockedHash } from './locks';
import { requestBody } from './request-body';
import { appendAnswer, createSessionAnswer, discoveryAnswer, offsetAnswer } from './resumable';
import { listSessions, type UploadSession } from './sessions';
import { SessionWriters } from './session-writers';
import { fileLocked, storeUpload, unsupportedType } from './store-upload';
import { streamUpload } from './stream-upload';
import { type FileLocation, type StorageOperation, checkSignedAddress, filePath, isValidSlot } from './signing';
import { userIdByPhone } from '../users/users';
import { isUuid } from '../http/uuid';

const FILE_ROUTE = `${STORAGE_PATH_PREFIX}:bucket/:ownerId/:slot`;

/** What a PUT answers and the sandbox list shows (no bytes). */
export interface StoredFileView {
  bucket: StorageBucket;
  slot: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedAt: string;
  uploadCount: number;
}

export function storedFileView(file: StoredFile): StoredFileView {
  const { bucket, slot, contentType, size, sha256, uploadCount } = file;
  return { bucket, slot, contentType, size, sha256, uploadedAt: file.uploadedAt.toISOString(), uploadCount };
}

function isBucket(value: string): value is StorageBucket {
  return value === 'kyc' || value === 'lender';
}

function locationOf(params: { bucket: string; ownerId: string; slot: string }): FileLocation {
  if (!isBucket(params.bucket) || !isUuid(params.ownerId) || !isValidSlot(params.slot)) throw notFound();
  return { bucket: params.bucket, ownerId: params.ownerId.toLowerCase(), slot: params.slot };
}

async function requireSignature(
  deps: RouteDeps,
  location: FileLocation,
  operation: StorageOperation,
  query: (name: string) => string | undefined,
): Promise<void> {
  const check = await checkSignedAddress(deps, filePath(location), operation, query('expires'), query('signature'), query('nonce'));
  if (check === 'expired') throw PlatformError.of(403, 'UPLOAD_ADDRESS_EXPIRED', 'This address has expired: ask for a new one.');
  if (check === 'invalid') throw PlatformError.of(403, 'UPLOAD_ADDRESS_INVALID', 'This address is not valid.');
}

/**
 * HEAD on an upload address (its upload signature): what is stored there, as size and SHA-256 in
 * headers (200), or 404 when nothing is. An uploader restarted mid-send asks this before sending
 * again, so a file that arrived is not stored twice (issue 12). No bytes, no session needed: the
 * signed address is the uploader's proof, as for the PUT.
 */
async function heldAnswer(c: Context<AppEnv>, deps: RouteDeps, location: FileLocation): Promise<Response> {
  await requireSignature(deps, location, 'upload', (name) => c.req.query(name));
  const file = await storedFile(deps.db, location);
  c.header('Cache-Control', 'no-store');
  if (!file) return c.body(null, 404);
  c.header(HELD_SIZE_HEADER, String(file.size));
  c.header(HELD_SHA256_HEADER, file.sha256);
  return c.body(null, 200);
}

/** A request of the resumable protocol (server/storage/resumable.ts): its answers carry Tus-Resumable. */
function isTusRequest(c: Context<AppEnv>): boolean {
  const { method } = c.req;
  return method === 'POST' || method === 'PATCH' || method === 'OPTIONS' || c.req.query(UPLOAD_SESSION_PARAM) !== undefined;
}

export function storageRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const writers = new SessionWriters();

  // Every answer of the resumable protocol says which version it speaks, refusals included: that
  // header is how a client tells a storage that resumes from one that only takes a PUT.
  app.use(FILE_ROUTE, async (c, next) => {
    await next();
    if (isTusRequest(c)) c.res.headers.set('Tus-Resumable', TUS_VERSION);
  });

  app.options(FILE_ROUTE, (c) => discoveryAnswer(c, locationOf(c.req.param())));

  app.post(FILE_ROUTE, async (c) => {
    const location = locationOf(c.req.param());
    await requireSignature(deps, location, 'upload', (name) => c.req.query(name));
    return createSessionAnswer(c, deps, location, c.req.query('signature') ?? '');
  });

  app.patch(FILE_ROUTE, (c) =>
    appendAnswer(c, { deps, writers, location: locationOf(c.req.param()), token: c.req.query(UPLOAD_SESSION_PARAM) ?? '' }),
  );

  app.put(FILE_ROUTE, async (c) => {
    const location = locationOf(c.req.param());
    const signature = c.req.query('signature') ?? '';
    await requireSignature(deps, location, 'upload', (name) => c.req.query(name));
    if (await lockedHash(deps.db, location)) throw fileLocked();
    const rule = BUCKET_RULES[location.bucket];
    const megabytes = rule.maxBytes / 1_048_576;
    const declaredType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    // Refused before reading when the type is wrong: nothing to store.
    if (declaredType !== rule.contentType) throw unsupportedType(rule.contentType, declaredType ?? '');
    const upload = await streamUpload(deps.files, requestBody(c).chunks, Number(c.req.header('content-length')), rule.maxBytes);
    if (upload === 'too-large') throw PlatformError.of(413, 'FILE_TOO_LARGE', `The file is larger than ${megabytes} MB.`);
    if (upload.size === 0 || !contentMatchesBucket(location.bucket, upload.head, upload.tail)) {
      await deps.files.remove(upload.uploadId);
      throw unsupportedType(rule.contentType, declaredType ?? '');
    }
    const stored = await storeUpload(deps, location, signature, rule.contentType, upload);
    return ok<StoredFileView>(c, storedFileView(stored));
  });

  // Hono answers a HEAD with the GET route (and drops the body): a HEAD is the uploader's question.
  app.get(FILE_ROUTE, async (c) => {
    const location = locationOf(c.req.param());
    const token = c.req.query(UPLOAD_SESSION_PARAM);
    if (c.req.method === 'HEAD')
      return token === undefined ? heldAnswer(c, deps, location) : offsetAnswer(c, { deps, writers, location, token });
    await requireSignature(deps, location, 'read', (name) => c.req.query(name));
    // A read address alone is not enough: only the owner's session reads the file back.
    const session = await optionalSession(c, deps);
    if (!session || session.userId !== location.ownerId) throw PlatformError.of(403, 'FORBIDDEN', 'Only the owner can read this file.');
    const file = await readFileStream(deps.db, deps.files, location);
    if (!file) throw notFound();
    c.header('Content-Type', file.contentType);
    c.header('Content-Length', String(file.size));
    c.header('Cache-Control', 'private, no-store');
    return c.body(file.body);
  });

  return app;
}

/** What the sandbox shows of a resumable session (no token, no bytes). */
export interface UploadSessionView {
  slot: string;
  state: UploadSession['state'];
  length: number;
  offset: number;
  /** Every body byte the storage read for it, refused and interrupted requests included. */
  receivedBytes: number;
  createdAt: string;
  expiresAt: string;
}

function uploadSessionView(session: UploadSession): UploadSessionView {
  const { slot, state, length, offset, receivedBytes } = session;
  return {
    slot,
    state,
    length,
    offset,
    receivedBytes,
    createdAt: session.createdAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  };
}

/**
 * GET /sandbox/storage-files?phone=+62...&bucket=lender: what is stored for a user (no bytes);
 * GET /sandbox/storage-uploads (the same query): the user's resumable sessions, newest first.
 */
export function storageSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  /** The bucket and the user the query names (null: no such user). */
  const asked = async (c: Context<AppEnv>): Promise<{ bucket: StorageBucket; userId: string | null }> => {
    const phone = phoneFromQuery(c.req.query('phone'));
    const bucket = c.req.query('bucket') ?? '';
    if (!isBucket(bucket)) throw invalidPayload('Query parameter "bucket" must be kyc or lender.', 'bucket');
    return { bucket, userId: await userIdByPhone(deps.db, phone) };
  };
  app.get('/sandbox/storage-files', async (c) => {
    const { bucket, userId } = await asked(c);
    return ok<StoredFileView[]>(c, userId ? (await listStoredFiles(deps.db, bucket, userId)).map(storedFileView) : []);
  });
  app.get('/sandbox/storage-uploads', async (c) => {
    const { bucket, userId } = await asked(c);
    return ok<UploadSessionView[]>(c, userId ? (await listSessions(deps.db, bucket, userId)).map(uploadSessionView) : []);
  });
  return app;
}
