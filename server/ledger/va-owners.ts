/**
 * Who settles a virtual account: the ledger for pay-later and cicilan, another product's engine for
 * its own scope (the merchant loan registers GOMODAL_SUBMISSION when its routes are made). The
 * sandbox bank (server/repayment/bank.ts) takes a notice the same way whoever owns the VA: under the
 * owner's lock, the VA's state as of now, then settling it once.
 */
import type { RepaymentScope } from '@domain/contract/lending-catchup';
import type { VaState } from '@domain/lending/virtual-account';
import type { Db } from '../db/client';
import { accountById } from './accounts';
import { settleVirtualAccount } from './repayments';
import { withBook } from './sync';
import {
  type VaScope,
  type VirtualAccountRecord,
  ledgerVirtualAccount,
  virtualAccountById,
  virtualAccountStateNow,
} from './virtual-accounts';

export interface VaOwnerOps {
  /** The VA's state now (EXPIRED by the clock; DUE_AMOUNT_CHANGED stored once what is owed moved). */
  stateNow(): Promise<VaState>;
  /** Marks it PAID and posts the repayment (once); answers the repayment's id. */
  settle(): Promise<string | null>;
}

export interface VaOwner {
  /** Runs `use` in one transaction holding the owner's lock, with the VA as stored now. */
  withVa<T>(
    db: Db,
    va: VirtualAccountRecord<VaScope>,
    now: Date,
    use: (tx: Db, va: VirtualAccountRecord<VaScope>, ops: VaOwnerOps) => Promise<T>,
  ): Promise<T>;
}

export const ledgerVaOwner: VaOwner = {
  async withVa(db, found, now, use) {
    const account = await accountById(db, found.accountId);
    if (!account) throw new Error('A virtual account without its account');
    return withBook(db, account, now, async (tx, book) => {
      const va = ledgerVirtualAccount((await virtualAccountById(tx, found.id)) ?? found);
      return use(tx, va, {
        stateNow: () => virtualAccountStateNow(tx, book, va, now),
        settle: async () => (await settleVirtualAccount(tx, book, va, now))?.id ?? null,
      });
    });
  },
};

const owners = new Map<RepaymentScope, VaOwner>();

/** A product that keeps its own books registers the owner of its scope (idempotent). */
export function registerVaOwner(scope: RepaymentScope, owner: VaOwner): void {
  owners.set(scope, owner);
}

export function vaOwnerOf(scope: RepaymentScope): VaOwner {
  return owners.get(scope) ?? ledgerVaOwner;
}
