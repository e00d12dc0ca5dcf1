/**
 * The one way in to an account's ledger: under a lock on the account (so two requests never post
 * the same accrual or settle the same debt twice), replay it, post the accruals the clock has passed,
 * then read or add.
 */
import type { Db } from '../db/client';
import type { Book } from './book';
import { bookOwnerOf } from './book-owners';
import { replay } from './replay';
import { insertEntry, loadLedgerData } from './store';
import type { LendingAccount } from './types';

/** Holds the account's lock until the transaction ends: every move of one account's money is serialised by it. */
export async function lockAccount(tx: Db, accountId: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`ledger:${accountId}`]);
}

/**
 * Runs `use` with the account's book up to date at `now`, inside one transaction holding the
 * account's lock; whatever `use` adds is committed with the accruals, or nothing is.
 */
export async function withBook<T>(db: Db, account: LendingAccount, now: Date, use: (tx: Db, book: Book) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, account.id);
    const terms = await bookOwnerOf(account.product).termsOf(tx, account.id);
    const { book, accruals } = replay(account, await loadLedgerData(tx, account.id), terms, now.getTime());
    for (const accrual of accruals) {
      const saved = await insertEntry(tx, accrual.entry, accrual.allocations);
      if (saved) accrual.entry.seq = saved.seq;
    }
    // What waits for its time (pay-later: a signed change) applies before anything is read or bought.
    await terms.applyDue?.(tx, book, now);
    return use(tx, book);
  });
}

/** The account's book at `now`, its accruals posted. */
export function syncedBook(db: Db, account: LendingAccount, now: Date): Promise<Book> {
  return withBook(db, account, now, async (_tx, book) => book);
}
