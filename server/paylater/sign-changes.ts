/**
 * POST /privy/signed for changes: each change (a plan or a due-date change) whose contract the provider signed is scheduled (and
 * applied when instant) under its account's lock. The home area tells which changes were signed.
 */
import type { Db } from '../db/client';
import { accountById } from '../ledger/accounts';
import { changeById, scheduleSignedChange } from './plan-changes';
import { dueDateChangeById, scheduleSignedDueDateChange } from './due-date-changes';
import { withBook } from '../ledger/sync';

export async function scheduleSignedChanges(db: Db, changeIds: readonly string[], now: Date): Promise<void> {
  for (const id of changeIds) {
    const dueDate = await dueDateChangeById(db, id);
    if (dueDate) {
      if (dueDate.state !== 'AWAITING_SIGNATURE') continue;
      const owner = await accountById(db, dueDate.accountId);
      if (owner) await withBook(db, owner, now, (tx, book) => scheduleSignedDueDateChange(tx, book, dueDate, now));
      continue;
    }
    const change = await changeById(db, id);
    if (change?.state !== 'AWAITING_SIGNATURE') continue;
    const account = await accountById(db, change.accountId);
    if (!account) continue;
    await withBook(db, account, now, (tx, book) => scheduleSignedChange(tx, book, id, now));
  }
}
