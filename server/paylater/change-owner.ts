/**
 * Pay-later's changes that the user signs (server/ledger/change-owners.ts): a plan (plan-changes.ts),
 * a due-date change (due-date-changes.ts) and the move to the new provider (migration-store.ts).
 * POST /privy/signed: each change whose contract the provider signed is scheduled (and applied when
 * instant) under its account's lock; the home area tells which changes were signed.
 */
import type { Db } from '../db/client';
import { accountById } from '../ledger/accounts';
import type { ChangeOwner } from '../ledger/change-owners';
import { withBook } from '../ledger/sync';
import { dueDateChangeById, scheduleSignedDueDateChange } from './due-date-changes';
import { completeSignedMigration, migrationAwaitingSignature } from './migration-store';
import { changeAwaitingSignature, changeById, scheduleSignedChange } from './plan-changes';

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

const amount = (value: number): string => value.toLocaleString('id-ID');

/** What the provider's page says is signed: a due-date change or a new limit. */
async function describeChange(db: Db, changeId: string): Promise<string | null> {
  const dueDate = await dueDateChangeById(db, changeId);
  if (dueDate) {
    const what = [
      dueDate.dueDay !== null ? `due day from the ${dueDate.previousDueDay} to the ${dueDate.dueDay}` : null,
      dueDate.creditLimit !== dueDate.previousLimit
        ? `credit limit from ${amount(dueDate.previousLimit)} to ${amount(dueDate.creditLimit)}`
        : null,
      dueDate.lender ? `lender to ${dueDate.lender}` : null,
    ].filter((part) => part !== null);
    return `due-date change (${what.join(', ')})`;
  }
  const change = await changeById(db, changeId);
  if (!change) return null;
  return `credit limit change from ${amount(change.previousLimit)} to ${amount(change.creditLimit)}`;
}

async function describeMove(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db.query<{ reserved_limit: number | null }>('select reserved_limit from paylater_migrations where account_id = $1', [
    accountId,
  ]);
  return row ? `move to the new provider, limit ${amount(row.reserved_limit ?? 0)}` : null;
}

export const paylaterChangeOwner: ChangeOwner = {
  awaitingSignature: async (db, userId) => (await changeAwaitingSignature(db, userId, 'paylater'))?.id ?? null,
  describe: describeChange,
  scheduleSigned: scheduleSignedChanges,
  move: {
    awaitingSignature: async (db, userId) => (await migrationAwaitingSignature(db, userId))?.accountId ?? null,
    describe: describeMove,
    completeSigned: async (db, accountId, now) => {
      await completeSignedMigration(db, accountId, now);
    },
  },
};
