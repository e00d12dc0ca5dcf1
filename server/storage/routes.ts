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
  type StorageBucket,
  contentMatchesBucket,
} from '@domain/contract/storage';
import { ok } from '../http/envelope';
import { PlatformError, invalidPayload, notFound } from '../http/errors';
import { optionalSession } from '../http/auth';
import type { AppEnv, RouteDeps } from '../http/types';
import { phoneFromQuery } from '../sandbox/phone-input';
import { type StoredFile, listStoredFiles, readFileBytes, storeFile, storedFile } from './files';
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
  const check = await checkSignedAddress(deps, filePath(location), operation, query('expires'), query('signature'));
  if (check === 'expired') throw PlatformError.of(403, 'UPLOAD_ADDRESS_EXPIRED', 'This address has expired: ask for a new one.');
  if (check === 'invalid') throw PlatformError.of(403, 'UPLOAD_ADDRESS_INVALID', 'This address is not valid.');
}

/** Reads at most limit + 1 bytes, so an oversized upload is refused without holding all of it. */
async function readBody(request: Request, limit: number): Promise<Uint8Array | 'too-large'> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return 'too-large';
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
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
    await requireSignature(deps, location, 'upload', (name) => c.req.query(name));
    const rule = BUCKET_RULES[location.bucket];
    const megabytes = rule.maxBytes / 1_048_576;
    const body = await readBody(c.req.raw, rule.maxBytes);
    if (body === 'too-large') throw PlatformError.of(413, 'FILE_TOO_LARGE', `The file is larger than ${megabytes} MB.`);
    const declaredType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (body.byteLength === 0 || declaredType !== rule.contentType || !contentMatchesBucket(location.bucket, body)) {
      throw PlatformError.of(415, 'UNSUPPORTED_FILE_TYPE', `Only ${rule.contentType} files are accepted here.`, declaredType ?? '');
    }
    const stored = await storeFile(deps.db, location, rule.contentType, body, deps.clock.now());
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
    const file = await readFileBytes(deps.db, location);
    if (!file) throw notFound();
    c.header('Content-Type', file.contentType);
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(file.bytes));
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
