/**
 * Resumable uploads on the storage's signed upload addresses: tus 1.0, core with the creation and
 * expiration extensions (server/storage/CONTRACT.md says why tus and how each answer reads).
 * - POST to an upload address opens its session (one per address; the same one if asked again);
 * - HEAD on the session's address answers the acknowledged offset (cheap: one row);
 * - PATCH appends a chunk at Upload-Offset; the offset is recorded once the bytes are on disk;
 * - the PATCH that brings the last byte has the whole file checked and stored like a PUT's.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  BUCKET_RULES,
  HELD_SHA256_HEADER,
  HELD_SIZE_HEADER,
  TUS_CHUNK_TYPE,
  TUS_EXTENSIONS,
  TUS_HEADERS,
  TUS_VERSION,
  UPLOAD_METADATA_KEYS,
  UPLOAD_SESSION_PARAM,
  parseUploadMetadata,
  type ResumableErrorCode,
} from '@domain/contract/storage';
import { PlatformError, invalidPayload } from '../http/errors';
import type { AppEnv, RouteDeps } from '../http/types';
import { appendBody } from './append-body';
import { completeSession, refusalOf } from './complete-session';
import { lockedHash } from './locks';
import { requestBody } from './request-body';
import { advanceSession, createSession, expireSessions, findSession, sessionId, type UploadSession } from './sessions';
import type { SessionWriters } from './session-writers';
import { addressUsed, fileLocked, isAddressUsed, unsupportedType } from './store-upload';
import { type FileLocation, filePath, sessionToken } from './signing';

declare module '@server/http/errors' {
  interface AreaErrorCodes extends Record<ResumableErrorCode, true> {}
}

/** How long a session takes chunks after its creation (as Google Cloud Storage's sessions: a week). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function tusError(status: PlatformError['status'], code: ResumableErrorCode, message: string, headers: Record<string, string> = {}) {
  const error = PlatformError.of(status, code, message);
  Object.assign(error.headers, headers);
  return error;
}

function requireTusVersion(c: Context<AppEnv>): void {
  if (c.req.header(TUS_HEADERS.resumable) !== TUS_VERSION)
    throw tusError(412, 'TUS_VERSION_UNSUPPORTED', `This storage speaks tus ${TUS_VERSION}: send Tus-Resumable: ${TUS_VERSION}.`, {
      'Tus-Version': TUS_VERSION,
    });
}

function nonNegativeInteger(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

export function sessionAddress(location: FileLocation, token: string): string {
  return `${filePath(location)}?${UPLOAD_SESSION_PARAM}=${token}`;
}

function sameLocation(session: UploadSession, location: FileLocation): boolean {
  return session.bucket === location.bucket && session.ownerId === location.ownerId && session.slot === location.slot;
}

function offsetMismatch(current: number): PlatformError {
  return tusError(409, 'UPLOAD_OFFSET_MISMATCH', `The session stands at byte ${current}: send from there.`, {
    'Upload-Offset': String(current),
  });
}

/** OPTIONS: what this storage offers (tus discovery), so a client can tell it resumes uploads. */
export function discoveryAnswer(c: Context<AppEnv>, location: FileLocation): Response {
  c.header('Tus-Version', TUS_VERSION);
  c.header('Tus-Extension', TUS_EXTENSIONS.join(','));
  c.header('Tus-Max-Size', String(BUCKET_RULES[location.bucket].maxBytes));
  return c.body(null, 204);
}

/** Open sessions past their expiry lose their bytes (at each creation: no timer to keep). */
async function sweepExpired(deps: RouteDeps): Promise<void> {
  for (const uploadId of await expireSessions(deps.db, deps.clock.now())) await deps.files.session(uploadId).remove();
}

/** The session named by the token at this path: 404 when there is none, 410 once expired. */
async function sessionAt(deps: RouteDeps, location: FileLocation, token: string): Promise<UploadSession> {
  const session = token ? await findSession(deps.db, sessionId(token)) : null;
  if (!session || !sameLocation(session, location))
    throw tusError(404, 'UPLOAD_SESSION_UNKNOWN', 'There is no upload session at this address: start a new one.');
  if (session.state === 'open' && deps.clock.now() >= session.expiresAt) await sweepExpired(deps);
  if (session.state === 'expired' || (session.state === 'open' && deps.clock.now() >= session.expiresAt))
    throw tusError(410, 'UPLOAD_SESSION_EXPIRED', 'This upload session has expired and its bytes are gone: start a new one.');
  return session;
}

function setSessionHeaders(c: Context<AppEnv>, session: UploadSession, offset: number): void {
  c.header('Upload-Offset', String(offset));
  c.header('Upload-Length', String(session.length));
  if (session.state === 'open') c.header('Upload-Expires', session.expiresAt.toUTCString());
  c.header('Cache-Control', 'no-store');
}

/** POST to an upload address (its signature checked by the caller): opens the address's session. */
export async function createSessionAnswer(
  c: Context<AppEnv>,
  deps: RouteDeps,
  location: FileLocation,
  signature: string,
): Promise<Response> {
  requireTusVersion(c);
  if ((nonNegativeInteger(c.req.header('content-length')) ?? 0) > 0)
    throw invalidPayload('A creation request has no body here: send the bytes with PATCH.', 'body');
  const length = nonNegativeInteger(c.req.header(TUS_HEADERS.length));
  if (length === null) throw invalidPayload('Upload-Length must be the file size in bytes.', 'Upload-Length');
  const metadata = parseUploadMetadata(c.req.header(TUS_HEADERS.metadata));
  if (!metadata) throw invalidPayload('Upload-Metadata must be "key base64" pairs separated by commas.', 'Upload-Metadata');
  const rule = BUCKET_RULES[location.bucket];
  const type = Buffer.from(metadata.get(UPLOAD_METADATA_KEYS.type) ?? '', 'base64')
    .toString('utf8')
    .trim()
    .toLowerCase();
  if (type !== rule.contentType || length === 0) throw unsupportedType(rule.contentType, type);
  if (length > rule.maxBytes) throw PlatformError.of(413, 'FILE_TOO_LARGE', `The file is larger than ${rule.maxBytes / 1_048_576} MB.`);
  const declared = metadata.get(UPLOAD_METADATA_KEYS.sha256);
  const sha256 = declared === undefined ? null : Buffer.from(declared, 'base64');
  if (sha256 !== null && sha256.byteLength !== 32)
    throw invalidPayload('The sha256 metadata must be the 32 bytes of the SHA-256, in base64.', 'Upload-Metadata');
  if (await lockedHash(deps.db, location)) throw fileLocked();
  if (await isAddressUsed(deps.db, signature)) throw addressUsed();
  await sweepExpired(deps);

  const now = deps.clock.now();
  const token = await sessionToken(deps, signature);
  const uploadId = randomUUID();
  // The file exists before the row that names it, so a PATCH never finds a session without its file.
  const file = deps.files.session(uploadId);
  await file.create();
  const { session, created } = await createSession(deps.db, {
    id: sessionId(token),
    addressSignature: signature,
    location,
    contentType: rule.contentType,
    length,
    sha256: sha256?.toString('hex') ?? null,
    uploadId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  if (!created) {
    await file.remove();
    // The same address asked again: the same session, unless it was for another file or is over.
    if (session.length !== length || session.sha256 !== (sha256?.toString('hex') ?? null) || session.state !== 'open') throw addressUsed();
  }
  c.header('Location', sessionAddress(location, token));
  setSessionHeaders(c, session, session.offset);
  return c.body(null, 201);
}

/** A request to an upload session: the platform, the session's writers, the address and the session's token. */
export interface SessionRequest {
  deps: RouteDeps;
  writers: SessionWriters;
  location: FileLocation;
  token: string;
}

/** HEAD on a session: its acknowledged offset, once a request still writing to it has let go. */
export async function offsetAnswer(c: Context<AppEnv>, { deps, writers, location, token }: SessionRequest): Promise<Response> {
  requireTusVersion(c);
  const session = await sessionAt(deps, location, token);
  await writers.stopAndWait(session.id);
  const now = (await findSession(deps.db, session.id)) ?? session;
  setSessionHeaders(c, now, now.offset);
  return c.body(null, 200);
}

function storedAnswer(c: Context<AppEnv>, session: UploadSession, stored: { size: number; sha256: string }): Response {
  setSessionHeaders(c, { ...session, state: 'completed' }, session.length);
  c.header(HELD_SIZE_HEADER, String(stored.size));
  c.header(HELD_SHA256_HEADER, stored.sha256);
  return c.body(null, 204);
}

/** A session whose last byte is in: stored (answered 204) or refused (thrown, the same refusal every time). */
async function finish(c: Context<AppEnv>, deps: RouteDeps, session: UploadSession): Promise<Response> {
  const completion = await completeSession(deps, session);
  if (completion.kind === 'refused') throw completion.error;
  return storedAnswer(c, session, completion.stored);
}

/** PATCH on a session: appends the body at Upload-Offset. */
export async function appendAnswer(c: Context<AppEnv>, { deps, writers, location, token }: SessionRequest): Promise<Response> {
  requireTusVersion(c);
  if ((c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() !== TUS_CHUNK_TYPE)
    throw unsupportedType(TUS_CHUNK_TYPE, c.req.header('content-type') ?? '');
  const offset = nonNegativeInteger(c.req.header(TUS_HEADERS.offset));
  if (offset === null) throw invalidPayload('Upload-Offset must be the byte the chunk starts at.', 'Upload-Offset');
  const declaredLength = nonNegativeInteger(c.req.header('content-length'));
  const session = await sessionAt(deps, location, token);

  if (session.state !== 'open') {
    // Over: the finishing request (at the end, empty) hears the verdict again; any other is out of place.
    if (offset !== session.length || (declaredLength ?? 0) > 0) throw offsetMismatch(session.offset);
    if (session.state === 'failed') throw refusalOf(session);
    const [stored] = await deps.db.query<{ size: number; sha256: string }>('select size, sha256 from stored_files where upload_id = $1', [
      session.uploadId,
    ]);
    if (stored) return storedAnswer(c, session, stored);
    throw addressUsed(); // its file was replaced since: this address's upload is over
  }
  if (offset !== session.offset) throw offsetMismatch(session.offset);
  const remaining = session.length - offset;
  if (declaredLength !== null && declaredLength > remaining)
    throw tusError(413, 'UPLOAD_PAST_LENGTH', `The chunk goes past the declared length: ${remaining} bytes are left.`);

  const body = requestBody(c);
  let stopped = false;
  const claim = writers.claim(session.id, () => {
    stopped = true;
    body.stop();
  });
  if (!claim) throw tusError(423, 'UPLOAD_BUSY', 'Another request is sending to this session.', { 'Retry-After': '1' });
  try {
    let current = offset;
    if (remaining > 0 && declaredLength !== 0) {
      const appender = await deps.files.session(session.uploadId).appendAt(offset);
      let appended: Awaited<ReturnType<typeof appendBody>>;
      try {
        appended = await appendBody(appender, body, { limit: remaining, expected: declaredLength ?? Number.NaN, stopped: () => stopped });
        if (appended.kind !== 'past-limit' && appended.written > 0) await appender.sync();
      } finally {
        await appender.close();
      }
      if (appended.kind === 'past-limit') {
        await advanceSession(deps.db, session.id, offset, offset, appended.read);
        throw tusError(413, 'UPLOAD_PAST_LENGTH', `The chunk goes past the declared length: ${remaining} bytes are left.`);
      }
      const moved = await advanceSession(deps.db, session.id, offset, offset + appended.written, appended.read);
      if (moved === null) throw offsetMismatch((await findSession(deps.db, session.id))?.offset ?? offset);
      current = moved;
    }
    if (current === session.length) return await finish(c, deps, session);
    setSessionHeaders(c, session, current);
    return c.body(null, 204);
  } finally {
    claim.release();
  }
}
