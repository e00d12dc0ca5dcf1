/**
 * POST /privy/signed for changes: each change whose contract the provider signed is scheduled (and
 * applied when instant) under its account's lock. The home area tells which changes were signed.
 */
import type { Db } from '../db/client';
import { accountById } from './accounts';
import { changeById, scheduleSignedChange } from './changes';
import { withBook } from './sync';

export async function scheduleSignedChanges(db: Db, changeIds: readonly string[], now: Date): Promise<void> {
  for (const id of changeIds) {
    const change = await changeById(db, id);
    if (change?.state !== 'AWAITING_SIGNATURE') continue;
    const account = await accountById(db, change.accountId);
    if (!account) continue;
    await withBook(db, account, now, (tx, book) => scheduleSignedChange(tx, book, id, now));
  }
}
