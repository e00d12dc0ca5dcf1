/**
 * Seeding a ledger with a past (the sandbox's named states): an account and steps in time order,
 * each posted as the platform would have posted it then (purchases, refunds, VA repayments), with the
 * accruals in between (fees, late fees, refund completions) posted by the same replay as always.
 */
import type { CatchupType } from '@domain/lending/catchup';
import type { VaBank } from '@domain/lending/banks';
import { catchupAmount } from '@domain/lending/catchup';
import type { Db } from '../db/client';
import { type NewAccount, openAccount } from './accounts';
import { bookOwnerOf } from './book-owners';
import { scopeDuesOf } from './positions';
import { postPurchase } from './purchases';
import { requestRefund } from './refunds';
import { settleVirtualAccount } from './repayments';
import { withBook } from './sync';
import type { LendingOrder, Scope } from './types';
import { openVirtualAccount } from './virtual-accounts';

export type SeedStep =
  | { kind: 'purchase'; at: Date; merchant: string; amount: number; tenor: number }
  /** `purchase`: the index of an earlier purchase step's order; 'all' refunds what is left of it. */
  | { kind: 'refund'; at: Date; purchase: number; amount: number | 'all' }
  /** Opens a VA of the type and the bank pays it at once; `order`: an order's early repayment (a product that repays orders). */
  | { kind: 'repay'; at: Date; catchupType: Exclude<CatchupType, 'PARTIAL'>; bankName?: VaBank; order?: number };

export interface LedgerSeed {
  account: Omit<NewAccount, 'userId' | 'id'>;
  steps: SeedStep[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedLedger(db: Db, ids: { accountId: string; userId: string }, seed: LedgerSeed, now: Date): Promise<void> {
  const steps = [...seed.steps].sort((a, b) => a.at.getTime() - b.at.getTime());
  const late = steps.find((step) => step.at.getTime() > now.getTime());
  if (late) throw new Error(`A seed step is in the future (${late.kind} at ${late.at.toISOString()})`);
  const first = steps[0]?.at ?? now;
  const account = await openAccount(
    db,
    { ...seed.account, id: ids.accountId, userId: ids.userId },
    new Date(Math.min(first.getTime() - DAY_MS, now.getTime())),
  );
  const owner = bookOwnerOf(account.product);
  const orders: LendingOrder[] = [];
  const orderOf = (index: number): LendingOrder => {
    const order = orders[index];
    if (!order) throw new Error(`A seed step names purchase ${index}, which is not made yet`);
    return order;
  };
  const orderScope = (index: number): Scope => {
    if (!owner.orderScope) throw new Error(`A seed step repays an order, but ${account.product} repays the account only`);
    return { kind: owner.orderScope, id: orderOf(index).id };
  };

  for (const step of steps) {
    await withBook(db, account, step.at, async (tx, book) => {
      if (step.kind === 'purchase') {
        orders.push(
          (await postPurchase(tx, account, { merchant: step.merchant, amount: step.amount, tenor: step.tenor, at: step.at })).order,
        );
        return;
      }
      if (step.kind === 'refund') {
        const order = orderOf(step.purchase);
        await requestRefund(tx, book, order.id, step.amount === 'all' ? order.principal : step.amount, step.at);
        return;
      }
      const scope: Scope = step.order !== undefined ? orderScope(step.order) : { kind: owner.accountScope, id: account.id };
      const amount = catchupAmount(step.catchupType, scopeDuesOf(book, scope, step.at));
      if (amount === 0) return;
      const va = await openVirtualAccount(
        tx,
        { accountId: account.id, scope, catchupType: step.catchupType, bankName: step.bankName ?? 'BCA', amount },
        step.at,
      );
      await settleVirtualAccount(tx, book, va, step.at);
    });
  }
}
