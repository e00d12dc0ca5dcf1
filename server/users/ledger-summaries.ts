/**
 * The home cards' figures (ProductInfo.summary): for each ACTIVATED consumer product, its ledger's
 * status (as eligibility), limit left, amount due and due date, and what is owed date by date
 * (the product's own billing rule, its book owner's: server/ledger/book-owners.ts), posted accruals included.
 */
import type { UserProfile } from '@domain/contract/profile';
import { dueDateInfoType } from '@domain/lending/grace';
import type { Db } from '../db/client';
import { accountForProduct } from '../ledger/accounts';
import { bookOwnerOf } from '../ledger/book-owners';
import { positionOf } from '../ledger/positions';
import { syncedBook } from '../ledger/sync';
import { owedOf } from '../lending/owed';
import { LENDING_PRODUCTS } from '../ledger/types';

export async function withLedgerSummaries(db: Db, profile: UserProfile, now: Date): Promise<UserProfile> {
  const userProductInfo = { ...profile.userProductInfo };
  for (const product of LENDING_PRODUCTS) {
    if (userProductInfo[product].status !== 'ACTIVATED') continue;
    const account = await accountForProduct(db, profile.userId, product, now);
    if (!account) continue;
    const book = await syncedBook(db, account, now);
    const position = positionOf(book, now);
    const owner = bookOwnerOf(product);
    const { dues } = position;
    userProductInfo[product] = {
      ...userProductInfo[product],
      productId: account.id,
      eligibility: position.status,
      summary: {
        creditLimit: position.creditLimit,
        availableLimit: position.availableLimit,
        amountDue: dues.overdue + dues.current,
        overdueAmount: dues.overdue,
        dueDate: dues.dueDate,
        dueDateInfoType: dueDateInfoType(dues.dueDate, now.toISOString()),
        owed: owedOf(book, (dueDate) => owner.isBilled(dueDate, now), now),
        asOf: now.toISOString(),
      },
    };
  }
  return { ...profile, userProductInfo, asOf: now.toISOString() };
}
