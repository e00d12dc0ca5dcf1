/**
 * What {id} of /sme/v1/submissions/{id}/... names for the caller (server/repayment/CONTRACT.md "The
 * scope"): their pay-later or cicilan account, or one of their cicilan orders. Anything else, another
 * user's ids included, is 404 alike, so ids cannot be probed.
 */
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { accountsOfUser } from '../ledger/accounts';
import { bookOwnerOf } from '../ledger/book-owners';
import { isSettingsFreezeDay, lendingSettings } from '../ledger/settings';
import type { LendingAccount, Scope } from '../ledger/types';

export interface ResolvedScope {
  account: LendingAccount;
  scope: Scope;
}

export async function resolveScope(db: Db, userId: string, id: string, now: Date): Promise<ResolvedScope> {
  for (const account of await accountsOfUser(db, userId, now)) {
    const owner = bookOwnerOf(account.product);
    if (account.id === id) return { account, scope: { kind: owner.accountScope, id } };
    if (owner.orderScope === null) continue;
    const [order] = await db.query('select 1 from lending_orders where id = $1 and account_id = $2', [id, account.id]);
    if (order) return { account, scope: { kind: owner.orderScope, id } };
  }
  throw notFound();
}

/** A freeze day for this account's VAs: the product's own (pay-later's 16th), and the settings' days for every product. */
export async function isFreezeDay(db: Db, account: LendingAccount, now: Date): Promise<boolean> {
  return bookOwnerOf(account.product).isVaFreezeDay?.(now) === true || isSettingsFreezeDay(await lendingSettings(db), now);
}
