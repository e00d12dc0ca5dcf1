/**
 * The one way in to an account's ledger: under a lock on the account (so two requests never post
 * the same accrual or settle the same debt twice), replay it, post the accruals the clock has passed,
 * then read or add.
 */
import type { Db } from '../db/client';
import type { Book } from './book';
import { applyDueChanges } from '../paylater/plan-changes';
import { applyDueDateChanges } from '../paylater/due-date-changes';
import { replay } from './replay';
import { bookChangesOf, insertEntry, loadLedgerData } from './store';
import type { LendingAccount } from './types';

/**
 * Runs `use` with the account's book up to date at `now`, inside one transaction holding the
 * account's lock; whatever `use` adds is committed with the accruals, or nothing is.
 */
export async function withBook<T>(db: Db, account: LendingAccount, now: Date, use: (tx: Db, book: Book) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`ledger:${account.id}`]);
    const changes = await bookChangesOf(tx, account.id);
    const { book, accruals } = replay(account, await loadLedgerData(tx, account.id, changes), now.getTime());
    for (const accrual of accruals) {
      const saved = await insertEntry(tx, accrual.entry, accrual.allocations);
      if (saved) accrual.entry.seq = saved.seq;
    }
    // A signed limit or due-date change whose time has come applies before anything is read or bought
    // (only a SCHEDULED change can: without one there is nothing to look up).
    if (account.product === 'paylater' && changes.anyScheduled) {
      await applyDueChanges(tx, book, now);
      await applyDueDateChanges(tx, book, now);
    }
    return use(tx, book);
  });
}

/** The account's book at `now`, its accruals posted. */
export function syncedBook(db: Db, account: LendingAccount, now: Date): Promise<Book> {
  return withBook(db, account, now, async (_tx, book) => book);
}
