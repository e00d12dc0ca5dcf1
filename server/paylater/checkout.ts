/**
 * The sandbox merchant's checkout and refunds (server/paylater/CONTRACT.md "Sandbox checkout"): a
 * purchase is taken only as the platform would take it, else refused with the platform's error.
 */
import { isOpenForNewTransactions } from '@domain/lending/closing';
import type { CheckoutRequest, CheckoutResult } from '@domain/contract/money-sandbox';
import type { RefundRequest, RefundResult } from '@domain/contract/paylater-sandbox';
import type { Db } from '../db/client';
import { PlatformError } from '../http/errors';
import { accountForProduct, productState } from '../ledger/accounts';
import { positionOf } from '../ledger/positions';
import { postPurchase } from '../ledger/purchases';
import { refundableOf, requestRefund } from '../ledger/refunds';
import { lendingSettings } from '../ledger/settings';
import { withBook } from '../ledger/sync';
import { toOrder, ORDER_COLUMNS } from '../ledger/store';
import type { LendingOrder } from '../ledger/types';
import { phoneFromPerson } from '../sandbox/phone-input';
import { userIdByPhone } from '../users/users';
import { paylaterError } from './errors';
import { refusePaylaterBlocks } from './purchase-blocks';
import { refundView } from './lines';

export async function userByPhone(db: Db, rawPhone: string): Promise<string> {
  const userId = await userIdByPhone(db, phoneFromPerson(rawPhone));
  if (!userId) throw PlatformError.of(404, 'NOT_FOUND', 'No user has this number; sign in with it (or seed it) first.', 'phone');
  return userId;
}

export async function checkout(db: Db, request: CheckoutRequest, now: Date): Promise<CheckoutResult> {
  const userId = await userByPhone(db, request.phone);
  const state = await productState(db, userId, request.product);
  if (state?.status !== 'ACTIVATED') {
    const status = state?.status ?? 'NOT_APPLIED';
    throw paylaterError(409, 'CHECKOUT_PRODUCT_NOT_ACTIVE', `${request.product} is ${status} for this user, not ACTIVATED.`, status);
  }
  if (request.product === 'cicilan') {
    const { cicilanClosingDate } = await lendingSettings(db);
    if (!isOpenForNewTransactions(now.toISOString(), cicilanClosingDate)) {
      throw paylaterError(
        409,
        'CICILAN_CLOSED',
        `Cicilan takes no new purchases after its closing date ${cicilanClosingDate}.`,
        cicilanClosingDate ?? '',
      );
    }
  }
  const account = await accountForProduct(db, userId, request.product, now);
  if (!account) throw paylaterError(409, 'CHECKOUT_PRODUCT_NOT_ACTIVE', `${request.product} is not ACTIVATED for this user.`, state.status);
  if (request.product === 'paylater') await refusePaylaterBlocks(db, userId, account, now);
  return withBook(db, account, now, async (tx, book) => {
    const position = positionOf(book, now);
    if (position.status === 'OVERDUE' || position.status === 'OVERDUE_LATEFEE') {
      throw paylaterError(
        409,
        'CHECKOUT_OVERDUE',
        'Something is overdue on this account: it must be paid before a new purchase.',
        position.status,
      );
    }
    if (request.amount > position.availableLimit) {
      throw paylaterError(
        409,
        'CHECKOUT_LIMIT_EXCEEDED',
        `The amount is over the available limit of ${position.availableLimit}.`,
        String(position.availableLimit),
      );
    }
    const { order, instalments } = await postPurchase(tx, account, {
      merchant: request.merchant,
      amount: request.amount,
      tenor: request.tenor,
      at: now,
    });
    return {
      orderId: order.id,
      product: request.product,
      merchant: order.merchant,
      amount: order.principal,
      tenor: order.tenor,
      cost: order.cost,
      total: order.principal + order.cost,
      purchasedAt: order.purchasedAt.toISOString(),
      // Each instalment's bill falls due on the account's due day.
      instalments: instalments.map((instalment) => ({ ...instalment, dueDate: book.billDueDate(instalment.dueDate) })),
    };
  });
}

/** The user's orders on their current accounts, newest first (the checkout page's list). */
export async function ordersOfUser(db: Db, userId: string, now: Date): Promise<{ product: 'paylater' | 'cicilan'; order: LendingOrder }[]> {
  const found: { product: 'paylater' | 'cicilan'; order: LendingOrder }[] = [];
  for (const product of ['paylater', 'cicilan'] as const) {
    const account = await accountForProduct(db, userId, product, now);
    if (!account) continue;
    const rows = await db.query<Parameters<typeof toOrder>[0]>(
      `select ${ORDER_COLUMNS} from lending_orders where account_id = $1 order by purchased_at desc, id`,
      [account.id],
    );
    found.push(...rows.map((row) => ({ product, order: toOrder(row) })));
  }
  return found.sort((a, b) => b.order.purchasedAt.getTime() - a.order.purchasedAt.getTime());
}

export async function refund(db: Db, request: RefundRequest, now: Date): Promise<RefundResult> {
  const userId = await userByPhone(db, request.phone);
  const owned = (await ordersOfUser(db, userId, now)).find((candidate) => candidate.order.id === request.orderId);
  if (!owned) throw PlatformError.of(404, 'NOT_FOUND', 'This user has no order with this id.', 'orderId');
  if (owned.product === 'cicilan')
    throw paylaterError(409, 'REFUND_NOT_SUPPORTED', 'Cicilan orders are not refunded (the documents give cicilan no refund).', 'orderId');
  const account = await accountForProduct(db, userId, 'paylater', now);
  if (!account) throw PlatformError.of(404, 'NOT_FOUND', 'This user has no pay-later account.', 'phone');
  return withBook(db, account, now, async (tx, book) => {
    const refundable = refundableOf(book, request.orderId);
    if (request.amount > refundable) {
      throw paylaterError(409, 'REFUND_TOO_LARGE', `At most ${refundable} of this purchase can still be refunded.`, String(refundable));
    }
    const created = await requestRefund(tx, book, request.orderId, request.amount, now);
    return refundView(book, created, now);
  });
}
