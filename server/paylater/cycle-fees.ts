/**
 * The monthly fees a pay-later account's closed cycles carry: a pure function of its orders and
 * refunds (paylater/fees.ts chargedMonthlyFee), posted at each cycle's close.
 */
import { billingCycleAt, type BillingCycle } from '@domain/paylater/billing';
import { chargedMonthlyFee, listMonthlyFee } from '@domain/paylater/fees';
import { type FeeDiscount, feeDiscountFor } from '@domain/paylater/plans';
import { addDays, jakartaDayStart } from '../ledger/calendar';
import type { LendingAccount, LendingOrder, LendingRefund } from '../ledger/types';

export interface CycleUse {
  cycle: BillingCycle;
  /** 00:00 WIB after the cycle's last day: when its bill is issued (epoch ms). */
  closesAt: number;
  /** The cycle's purchases less the refunds of them completed before it closed. */
  netPurchases: number;
}

/** Cycles with purchases, oldest first. */
export function cycleUses(orders: readonly LendingOrder[], refunds: readonly LendingRefund[]): CycleUse[] {
  const byDueDate = new Map<string, CycleUse>();
  for (const order of orders) {
    const cycle = billingCycleAt(order.purchasedAt.toISOString());
    const closesAt = jakartaDayStart(addDays(cycle.endDate, 1));
    const refunded = refunds
      .filter((refund) => refund.orderId === order.id && refund.completesAt.getTime() <= closesAt)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const use = byDueDate.get(cycle.dueDate) ?? { cycle, closesAt, netPurchases: 0 };
    use.netPurchases += Math.max(0, order.principal - refunded);
    byDueDate.set(cycle.dueDate, use);
  }
  return [...byDueDate.values()].sort((a, b) => a.closesAt - b.closesAt);
}

export interface CycleFee {
  dueDate: string;
  closesAt: number;
  amount: number;
  listAmount: number;
}

/** The fee of every cycle with use (0 for the first: the first month of use is free), less a plan's discount. */
export function cycleFees(
  account: LendingAccount,
  orders: readonly LendingOrder[],
  refunds: readonly LendingRefund[],
  discounts: readonly FeeDiscount[] = [],
): CycleFee[] {
  let usedBefore = false;
  return cycleUses(orders, refunds).map((use) => {
    const used = use.netPurchases > 0;
    const amount = chargedMonthlyFee({
      version: account.providerVersion,
      cyclePurchases: use.netPurchases,
      isFirstCycleWithUse: used && !usedBefore,
      discountPercentage: feeDiscountFor(use.cycle.dueDate, discounts),
    });
    usedBefore ||= used;
    return {
      dueDate: use.cycle.dueDate,
      closesAt: use.closesAt,
      amount,
      listAmount: listMonthlyFee(account.providerVersion, use.netPurchases),
    };
  });
}
