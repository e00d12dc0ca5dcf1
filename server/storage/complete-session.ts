/**
 * A session's last byte is in: the whole file is hashed and checked (the declared SHA-256, the
 * bucket's content rules) and stored as a PUT's file is (store-upload.ts), or refused. A refusal is
 * kept on the session, so a client that lost the answer hears the same one when it asks again.
 */
import { contentMatchesBucket } from '@domain/contract/storage';
import { PlatformError } from '../http/errors';
import type { RouteDeps } from '../http/types';
import type { StoredFile } from './files';
import { markCompleted, markFailed, type UploadSession } from './sessions';
import { addressUsed, fileLocked, storeUpload, unsupportedType } from './store-upload';

export type Completion = { kind: 'stored'; stored: StoredFile } | { kind: 'refused'; error: PlatformError };

/** The refusal a completed session answers, rebuilt from its stored status and code. */
export function refusalOf(session: UploadSession): PlatformError {
  switch (session.failure?.code) {
    case 'UPLOAD_CHECKSUM_MISMATCH':
      return PlatformError.of(
        422,
        'UPLOAD_CHECKSUM_MISMATCH',
        'The file that arrived is not the one declared (its SHA-256 differs): nothing was stored. Send it again.',
      );
    case 'UPLOAD_ADDRESS_USED':
      return addressUsed();
    case 'FILE_LOCKED':
      return fileLocked();
    default:
      return unsupportedType(session.contentType, session.contentType);
  }
}

const STORED_ERROR_CODES = new Set(['UPLOAD_CHECKSUM_MISMATCH', 'UPLOAD_ADDRESS_USED', 'FILE_LOCKED', 'UNSUPPORTED_FILE_TYPE']);

async function refuse(deps: Pick<RouteDeps, 'db' | 'files'>, session: UploadSession, error: PlatformError): Promise<Completion> {
  const code = error.items[0]?.code ?? 'UNSUPPORTED_FILE_TYPE';
  await markFailed(deps.db, session.id, { status: error.status, code: STORED_ERROR_CODES.has(code) ? code : 'UNSUPPORTED_FILE_TYPE' });
  await deps.files.session(session.uploadId).remove();
  await deps.files.remove(session.uploadId);
  return { kind: 'refused', error };
}

/** Runs once the offset reached the length (the caller holds the session's writer slot). */
export async function completeSession(
  deps: Pick<RouteDeps, 'db' | 'files' | 'clock' | 'log'>,
  session: UploadSession,
): Promise<Completion> {
  const file = deps.files.session(session.uploadId);
  const digest = await file.digest(session.length);
  if (session.sha256 !== null && digest.sha256 !== session.sha256)
    return refuse(deps, session, refusalOf({ ...session, failure: { status: 422, code: 'UPLOAD_CHECKSUM_MISMATCH' } }));
  if (!contentMatchesBucket(session.bucket, digest.head, digest.tail))
    return refuse(deps, session, unsupportedType(session.contentType, session.contentType));
  await file.seal();
  try {
    const stored = await storeUpload(
      deps,
      session,
      session.addressSignature,
      session.contentType,
      { uploadId: session.uploadId, size: session.length, sha256: digest.sha256 },
      async (tx) => {
        if (!(await markCompleted(tx, session.id, deps.clock.now()))) throw addressUsed();
      },
    );
    return { kind: 'stored', stored };
  } catch (error) {
    if (error instanceof PlatformError) return refuse(deps, session, error);
    throw error;
  }
}
