/**
 * The home cards' figures (ProductInfo.summary): for each ACTIVATED consumer product, its ledger's
 * status (as eligibility), limit left, amount due and due date, posted accruals included.
 */
import type { UserProfile } from '@domain/contract/account';
import { dueDateInfoType } from '@domain/lending/grace';
import type { Db } from '../db/client';
import { accountForProduct } from '../ledger/accounts';
import { positionOf } from '../ledger/positions';
import { syncedBook } from '../ledger/sync';
import { LENDING_PRODUCTS } from '../ledger/types';

export async function withLedgerSummaries(db: Db, profile: UserProfile, now: Date): Promise<UserProfile> {
  const userProductInfo = { ...profile.userProductInfo };
  for (const product of LENDING_PRODUCTS) {
    if (userProductInfo[product].status !== 'ACTIVATED') continue;
    const account = await accountForProduct(db, profile.userId, product, now);
    if (!account) continue;
    const position = positionOf(await syncedBook(db, account, now), now);
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
        asOf: now.toISOString(),
      },
    };
  }
  return { ...profile, userProductInfo, asOf: now.toISOString() };
}
