/**
 * Pay-later's "up to 12 instalments": a purchase split with lending/split.ts (the split the cicilan
 * schedule uses too), one part on each monthly bill.
 */
import { Temporal } from 'temporal-polyfill';
import { splitAmount } from '../lending/split';
import { PURCHASE_TENORS } from '../lending/tenors';
import type { InstantInput } from '../time';
import { dueDateForPurchase } from './billing';

export const PAYLATER_MIN_INSTALMENTS = PURCHASE_TENORS.paylater.min;
export const PAYLATER_MAX_INSTALMENTS = PURCHASE_TENORS.paylater.max;

export { splitAmount };

export interface PaylaterInstalment {
  /** 1-based. */
  number: number;
  /** YYYY-MM-DD, a 1st. */
  dueDate: string;
  amount: number;
}

/**
 * A pay-later purchase split into `count` monthly instalments: the first on the purchase's own bill,
 * each next one on the following month's bill. No interest: the monthly fee is the product's only
 * charge, counted on the whole purchase in the cycle it was made.
 */
export function paylaterInstalments(amount: number, count: number, purchasedAt: InstantInput): PaylaterInstalment[] {
  if (count < PAYLATER_MIN_INSTALMENTS || count > PAYLATER_MAX_INSTALMENTS)
    throw new RangeError(`Pay-later instalments are 1 to 12: ${count}`);
  const firstDue = Temporal.PlainDate.from(dueDateForPurchase(purchasedAt));
  return splitAmount(amount, count).map((part, index) => ({
    number: index + 1,
    dueDate: firstDue.add({ months: index }).toString(),
    amount: part,
  }));
}
