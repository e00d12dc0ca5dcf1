/**
 * Files that were submitted cannot be replaced: when an application is submitted, the hash of
 * each of its files is recorded (table locked_files) and the storage refuses any upload to those
 * slots (409 FILE_LOCKED). A decision that asks for new files (a rejected KYC) lifts the lock.
 */
import type { StorageBucket } from '@domain/contract/storage';
import type { Db } from '../db/client';
import type { FileLocation } from './signing';

/** Records the hash of every file the owner has in the bucket, as submitted now. */
export async function lockFiles(db: Db, bucket: StorageBucket, ownerId: string, now: Date): Promise<void> {
  await db.query(
    `insert into locked_files (bucket, owner_id, slot, sha256, locked_at)
     select bucket, owner_id, slot, sha256, $3 from stored_files where bucket = $1 and owner_id = $2
     on conflict (bucket, owner_id, slot) do update set sha256 = excluded.sha256, locked_at = excluded.locked_at`,
    [bucket, ownerId, now.toISOString()],
  );
}

export async function unlockFiles(db: Db, bucket: StorageBucket, ownerId: string): Promise<void> {
  await db.query('delete from locked_files where bucket = $1 and owner_id = $2', [bucket, ownerId]);
}

/** The hash recorded at submission, or null when the slot may be written. */
export async function lockedHash(db: Db, location: FileLocation): Promise<string | null> {
  const [row] = await db.query<{ sha256: string }>('select sha256 from locked_files where bucket = $1 and owner_id = $2 and slot = $3', [
    location.bucket,
    location.ownerId,
    location.slot,
  ]);
  return row?.sha256 ?? null;
}
