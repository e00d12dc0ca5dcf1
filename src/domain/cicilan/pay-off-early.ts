/**
 * Early repayment (paying an order off early) of an instalment purchase (document 2: "early
 * repayment fee 0%", and the quote {discount, amount_to_pay, is_early_repayment_enabled}).
 *
 * Reading chosen for "discount": the cost of the months that have not started is waived. A month's
 * cost is earned on the first day of its period (cicilan/schedule.ts periodStartDate): the first
 * month's on the purchase day, each next month's the day after the previous due date. So paying off
 * on the purchase day costs the principal plus one month's cost; paying off on a due date waives every
 * later month. Nothing is charged for repaying early (0%).
 */
import { jakartaDate, type InstantInput } from '../time';

/** What is still unpaid of one instalment. */
export interface InstalmentBalance {
  orderId: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** YYYY-MM-DD; see CicilanInstalment.periodStartDate. */
  periodStartDate: string;
  unpaidPrincipal: number;
  unpaidFee: number;
}

/** A month's cost is owed once its period has begun (Jakarta date). */
export function isFeeEarned(periodStartDate: string, today: string): boolean {
  return today >= periodStartDate;
}

export interface Payoff {
  /** What settles these instalments today. */
  amount: number;
  /** Unpaid cost of months not started: waived when paying off. */
  discount: number;
}

export function payoffOf(instalments: readonly InstalmentBalance[], now: InstantInput): Payoff {
  const today = jakartaDate(now);
  let amount = 0;
  let discount = 0;
  for (const instalment of instalments) {
    amount += instalment.unpaidPrincipal;
    if (isFeeEarned(instalment.periodStartDate, today)) amount += instalment.unpaidFee;
    else discount += instalment.unpaidFee;
  }
  return { amount, discount };
}

/** GET early-repayment quote of one order (field names as the platform sends them). */
export interface EarlyRepaymentQuote {
  discount: number;
  amount_to_pay: number;
  /** True while the order has an unpaid instalment due after today: something is left to repay early. */
  is_early_repayment_enabled: boolean;
}

/** The quote for one order: its instalments and the late fees charged to it. */
export function earlyRepaymentQuote(
  orderInstalments: readonly InstalmentBalance[],
  orderUnpaidLateFees: number,
  now: InstantInput,
): EarlyRepaymentQuote {
  const today = jakartaDate(now);
  const payoff = payoffOf(orderInstalments, now);
  const upcoming = orderInstalments.some(
    (instalment) => instalment.dueDate > today && instalment.unpaidPrincipal + instalment.unpaidFee > 0,
  );
  return { discount: payoff.discount, amount_to_pay: payoff.amount + orderUnpaidLateFees, is_early_repayment_enabled: upcoming };
}
