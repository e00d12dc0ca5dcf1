/**
 * Splitting an amount into instalments (pay-later "up to 12 instalments"; the cicilan schedule uses
 * the same split). Whole rupiah; what does not divide evenly goes on the FIRST instalment, so the
 * later ones are equal and the remainder (at most count - 1 rupiah) is gone soonest.
 */
import { Temporal } from 'temporal-polyfill';
import { splitAmount } from '../money';
import type { InstantInput } from '../time';
import { dueDateForPurchase } from './billing';

export const PAYLATER_MIN_INSTALMENTS = 1;
export const PAYLATER_MAX_INSTALMENTS = 12;

/** Shared with the cicilan schedule: ../money.ts. */
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
  if (count < PAYLATER_MIN_INSTALMENTS || count > PAYLATER_MAX_INSTALMENTS) throw new RangeError(`Pay-later instalments are 1 to 12: ${count}`);
  const firstDue = Temporal.PlainDate.from(dueDateForPurchase(purchasedAt));
  return splitAmount(amount, count).map((part, index) => ({
    number: index + 1,
    dueDate: firstDue.add({ months: index }).toString(),
    amount: part,
  }));
}
