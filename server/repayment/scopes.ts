/**
 * What {id} of /sme/v1/submissions/{id}/... names for the caller (server/repayment/CONTRACT.md "The
 * scope"): their pay-later or cicilan account, or one of their cicilan orders. Anything else, another
 * user's ids included, is 404 alike, so ids cannot be probed.
 */
import { isPaylaterFreezeDay } from '@domain/paylater/billing';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { accountsOfUser } from '../ledger/accounts';
import { isSettingsFreezeDay, lendingSettings } from '../ledger/settings';
import type { LendingAccount, Scope } from '../ledger/types';

export interface ResolvedScope {
  account: LendingAccount;
  scope: Scope;
}

export async function resolveScope(db: Db, userId: string, id: string, now: Date): Promise<ResolvedScope> {
  for (const account of await accountsOfUser(db, userId, now)) {
    if (account.id === id) return { account, scope: { kind: account.product === 'paylater' ? 'PAYLATER_ACCOUNT' : 'CICILAN_ACCOUNT', id } };
    if (account.product !== 'cicilan') continue;
    const [order] = await db.query('select 1 from lending_orders where id = $1 and account_id = $2', [id, account.id]);
    if (order) return { account, scope: { kind: 'CICILAN_ORDER', id } };
  }
  throw notFound();
}

/** A freeze day for this account's VAs: pay-later's 16th, and the settings' days for every product. */
export async function isFreezeDay(db: Db, account: LendingAccount, now: Date): Promise<boolean> {
  return (account.product === 'paylater' && isPaylaterFreezeDay(now.toISOString())) || isSettingsFreezeDay(await lendingSettings(db), now);
}
