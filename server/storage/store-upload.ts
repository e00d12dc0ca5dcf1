/**
 * The last step of every upload, a single PUT's or a resumable session's: the bytes are on disk
 * under their upload id; one short transaction uses the address (one upload per address), checks
 * the slot is not locked and records the file in place of the slot's. A refusal deletes the bytes.
 */
import type { Db } from '../db/client';
import { PlatformError } from '../http/errors';
import type { RouteDeps } from '../http/types';
import { type StoredFile, type WrittenUpload, commitUpload } from './files';
import { lockedHash } from './locks';
import type { FileLocation } from './signing';

export function fileLocked(): PlatformError {
  return PlatformError.of(409, 'FILE_LOCKED', 'This file was submitted and cannot be replaced.', 'submitted');
}

export function unsupportedType(expected: string, declared: string): PlatformError {
  return PlatformError.of(415, 'UNSUPPORTED_FILE_TYPE', `Only ${expected} files are accepted here.`, declared);
}

export function addressUsed(): PlatformError {
  return PlatformError.of(403, 'UPLOAD_ADDRESS_USED', 'This address has already been used for an upload: ask for a new one.');
}

/** Marks the signature used; false when an upload went through it before. */
export async function useAddress(db: Db, signature: string, now: Date): Promise<boolean> {
  const [fresh] = await db.query<{ signature: string }>(
    'insert into used_upload_addresses (signature, used_at) values ($1, $2) on conflict (signature) do nothing returning signature',
    [signature, now.toISOString()],
  );
  return fresh !== undefined;
}

/** Whether any upload went through the address (the resumable session's creation asks). */
export async function isAddressUsed(db: Db, signature: string): Promise<boolean> {
  return (await db.query('select 1 from used_upload_addresses where signature = $1', [signature])).length > 0;
}

/**
 * Records `upload` as the slot's file; `alsoInTransaction` runs in the same transaction (a session
 * marks itself completed). Throws UPLOAD_ADDRESS_USED or FILE_LOCKED, after deleting the bytes.
 */
export async function storeUpload(
  deps: Pick<RouteDeps, 'db' | 'files' | 'clock' | 'log'>,
  location: FileLocation,
  signature: string,
  contentType: string,
  upload: WrittenUpload,
  alsoInTransaction: (tx: Db) => Promise<void> = async () => undefined,
): Promise<StoredFile> {
  const now = deps.clock.now();
  let committed: { stored: StoredFile; replaced: string | null };
  try {
    // One short transaction of metadata: the bytes are on disk already.
    committed = await deps.db.transaction(async (tx) => {
      // One upload per address: the first to record its signature stores, any other is refused.
      if (!(await useAddress(tx, signature, now))) throw addressUsed();
      // Checked again inside the transaction: a submission may have locked the slot while the body arrived.
      if (await lockedHash(tx, location)) throw fileLocked();
      const result = await commitUpload(tx, location, contentType, upload, now);
      await alsoInTransaction(tx);
      return result;
    });
  } catch (error) {
    await deps.files.remove(upload.uploadId);
    throw error;
  }
  const { stored, replaced } = committed;
  if (replaced) await deps.files.remove(replaced);
  deps.log.info(`stored ${location.bucket}/${location.slot} ${stored.size} bytes (upload ${stored.uploadCount})`);
  return stored;
}
