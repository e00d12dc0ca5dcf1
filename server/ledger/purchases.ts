/**
 * A purchase in the ledger: the order and one PURCHASE entry per instalment, plus an INSTALMENT_COST
 * entry for each that carries a cost, as the product splits it (book-owners.ts purchaseParts).
 * Whether the purchase is allowed is the caller's check (the sandbox checkout).
 */
import type { Db } from '../db/client';
import { bookOwnerOf } from './book-owners';
import { newEntryId, newOrderId } from './ids';
import { insertEntry } from './store';
import type { LendingAccount, LendingOrder } from './types';

export interface PurchaseInput {
  merchant: string;
  amount: number;
  /** Pay-later instalments 1-12; cicilan months 2-12. */
  tenor: number;
  at: Date;
}

export interface PostedPurchase {
  order: LendingOrder;
  instalments: { number: number; dueDate: string; amount: number }[];
}

export async function postPurchase(db: Db, account: LendingAccount, input: PurchaseInput): Promise<PostedPurchase> {
  const at = input.at.toISOString();
  const parts = bookOwnerOf(account.product).purchaseParts(input.amount, input.tenor, at);
  const cost = parts.reduce((sum, part) => sum + part.fee, 0);
  const order: LendingOrder = {
    id: newOrderId(),
    accountId: account.id,
    merchant: input.merchant,
    principal: input.amount,
    tenor: input.tenor,
    cost,
    purchasedAt: input.at,
  };
  await db.query(
    'insert into lending_orders (id, account_id, merchant, principal, tenor, cost, purchased_at) values ($1, $2, $3, $4, $5, $6, $7)',
    [order.id, account.id, order.merchant, order.principal, order.tenor, order.cost, at],
  );
  for (const part of parts) {
    const common = {
      accountId: account.id,
      postedAt: input.at,
      dueDate: part.dueDate,
      orderId: order.id,
      instalmentNumber: part.number,
      instalmentCount: parts.length,
      reference: null,
      listAmount: null,
      accrualKey: null,
    };
    await insertEntry(db, { ...common, id: newEntryId(), kind: 'PURCHASE', amount: part.principal });
    if (part.fee > 0) await insertEntry(db, { ...common, id: newEntryId(), kind: 'INSTALMENT_COST', amount: part.fee });
  }
  return { order, instalments: parts.map((part) => ({ number: part.number, dueDate: part.dueDate, amount: part.principal + part.fee })) };
}
