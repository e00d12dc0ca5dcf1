/**
 * The sandbox's object storage: PUT a file to a signed upload address; GET it back with a signed
 * read address and the owner's session; and, for tests and people, a list of what is stored.
 */
import { type Context, Hono } from 'hono';
import { IncomingMessage } from 'node:http';
import {
  BUCKET_RULES,
  HELD_SHA256_HEADER,
  HELD_SIZE_HEADER,
  STORAGE_PATH_PREFIX,
  type StorageBucket,
  contentMatchesBucket,
} from '@domain/contract/storage';
import { ok } from '../http/envelope';
import { PlatformError, invalidPayload, notFound } from '../http/errors';
import { optionalSession } from '../http/auth';
import type { AppEnv, RouteDeps } from '../http/types';
import { phoneFromQuery } from '../sandbox/phone-input';
import { type StoredFile, commitUpload, listStoredFiles, readFileStream, storedFile } from './files';
import { lockedHash } from './locks';
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
 * The request's bytes: the Node request itself when @hono/node-server passes it (c.env.incoming),
 * so the chunks skip the web-stream adapter; the web body in-process (app.request in tests).
 */
function requestBody(c: Context<AppEnv>): AsyncIterable<Uint8Array> | null {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (incoming instanceof IncomingMessage) return incoming;
  return c.req.raw.body ? chunksOf(c.req.raw.body) : null;
}

/** A web stream's chunks; leaving the loop early cancels the stream. */
async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      const read = await reader.read();
      if (read.done) break;
      yield read.value;
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel();
  }
}

function fileLocked(): PlatformError {
  return PlatformError.of(409, 'FILE_LOCKED', 'This file was submitted and cannot be replaced.', 'submitted');
}

function unsupportedType(expected: string, declared: string): PlatformError {
  return PlatformError.of(415, 'UNSUPPORTED_FILE_TYPE', `Only ${expected} files are accepted here.`, declared);
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

export function storageRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

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
    const upload = await streamUpload(deps.files, requestBody(c), Number(c.req.header('content-length')), rule.maxBytes);
    if (upload === 'too-large') throw PlatformError.of(413, 'FILE_TOO_LARGE', `The file is larger than ${megabytes} MB.`);
    if (upload.size === 0 || !contentMatchesBucket(location.bucket, upload.head, upload.tail)) {
      await deps.files.remove(upload.uploadId);
      throw unsupportedType(rule.contentType, declaredType ?? '');
    }
    const now = deps.clock.now();
    let committed: { stored: StoredFile; replaced: string | null };
    try {
      // One short transaction of metadata: the bytes are on disk already.
      committed = await deps.db.transaction(async (tx) => {
        // One upload per address: the first to record its signature stores, any other is refused.
        const [fresh] = await tx.query<{ signature: string }>(
          'insert into used_upload_addresses (signature, used_at) values ($1, $2) on conflict (signature) do nothing returning signature',
          [signature, now.toISOString()],
        );
        if (!fresh)
          throw PlatformError.of(403, 'UPLOAD_ADDRESS_USED', 'This address has already been used for an upload: ask for a new one.');
        // Checked again inside the transaction: a submission may have locked the slot while the body arrived.
        if (await lockedHash(tx, location)) throw fileLocked();
        return commitUpload(tx, location, rule.contentType, upload, now);
      });
    } catch (error) {
      await deps.files.remove(upload.uploadId);
      throw error;
    }
    const { stored, replaced } = committed;
    if (replaced) await deps.files.remove(replaced);
    deps.log.info(`stored ${location.bucket}/${location.slot} ${stored.size} bytes (upload ${stored.uploadCount})`);
    return ok<StoredFileView>(c, storedFileView(stored));
  });

  // Hono answers a HEAD with the GET route (and drops the body): a HEAD is the uploader's question.
  app.get(FILE_ROUTE, async (c) => {
    const location = locationOf(c.req.param());
    if (c.req.method === 'HEAD') return heldAnswer(c, deps, location);
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

/** GET /sandbox/storage-files?phone=+62...&bucket=lender: what is stored for a user (no bytes). */
export function storageSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/sandbox/storage-files', async (c) => {
    const phone = phoneFromQuery(c.req.query('phone'));
    const bucket = c.req.query('bucket') ?? '';
    if (!isBucket(bucket)) throw invalidPayload('Query parameter "bucket" must be kyc or lender.', 'bucket');
    const userId = await userIdByPhone(deps.db, phone);
    if (!userId) return ok<StoredFileView[]>(c, []);
    return ok<StoredFileView[]>(c, (await listStoredFiles(deps.db, bucket, userId)).map(storedFileView));
  });
  return app;
}
