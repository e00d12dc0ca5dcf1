/**
 * The loan form's quote with every promotion the loan will apply (issue 36: "quote = schedule, to the
 * rupiah"): the same instalment amounts the disbursed loan's schedule collects (schedule.ts builds
 * them with this), the first-loan cashback taken off the first instalments' interest (cashback.ts),
 * each month's daily deduction from its own amount, and the total the schedule adds up to. No dates
 * (those come with disbursement) and no Temporal: the form loads without the polyfill.
 */
import { firstLoanDiscounts } from './cashback';
import { dailyDeductionFor, type GomodalQuote, gomodalQuote, instalmentParts } from './pricing';

/** The first loan's cashback as the offer states it (contract/gomodal.ts GomodalOffer.firstLoanCashback). */
export interface Cashback {
  instalments: number;
  maxDiscount: number;
}

/** One instalment before dates: its parts and what its deduction window collects. */
export interface QuotedInstalment {
  /** 1-based. */
  number: number;
  principal: number;
  /** Before the discount. */
  interest: number;
  /** Interest waived by the first-loan cashback. */
  discount: number;
  /** principal + interest - discount. */
  amount: number;
}

/** Instalments in a row that collect the same amount: "instalments 2 to 3: Rp166.666 (8.334 a day)". */
export interface InstalmentRun {
  from: number;
  to: number;
  amount: number;
  /** What a deduction day takes in those months (amount / 20, rounded up). */
  dailyDeduction: number;
  /** Interest is waived in these months (a cashback month). */
  discounted: boolean;
}

export interface PromotedQuote extends GomodalQuote {
  /** The cashback in all (0 for a later loan). */
  discount: number;
  /** principal + interest - discount: the sum of the instalments. */
  totalRepayable: number;
  /** The first instalment as collected (the remainders on it, its cashback taken off). */
  firstInstalment: number;
  instalments: QuotedInstalment[];
  runs: InstalmentRun[];
}

/** Each instalment's amounts, the cashback applied when the loan has one. */
export function quotedInstalments(principal: number, tenure: number, cashback: Cashback | null): QuotedInstalment[] {
  const parts = instalmentParts(principal, tenure);
  const discounts = cashback
    ? firstLoanDiscounts(
        parts.map((part) => part.interest),
        cashback.maxDiscount,
        cashback.instalments,
      )
    : parts.map(() => 0);
  return parts.map((part, index) => {
    const discount = discounts[index] ?? 0;
    return {
      number: index + 1,
      principal: part.principal,
      interest: part.interest,
      discount,
      amount: part.principal + part.interest - discount,
    };
  });
}

function runsOf(instalments: readonly QuotedInstalment[]): InstalmentRun[] {
  const runs: InstalmentRun[] = [];
  for (const instalment of instalments) {
    const last = runs[runs.length - 1];
    const discounted = instalment.discount > 0;
    if (last && last.amount === instalment.amount && last.discounted === discounted) last.to = instalment.number;
    else
      runs.push({
        from: instalment.number,
        to: instalment.number,
        amount: instalment.amount,
        dailyDeduction: dailyDeductionFor(instalment.amount),
        discounted,
      });
  }
  return runs;
}

export function promotedQuote(principal: number, tenure: number, cashback: Cashback | null): PromotedQuote {
  const quote = gomodalQuote(principal, tenure);
  const instalments = quotedInstalments(principal, tenure, cashback);
  const discount = instalments.reduce((sum, instalment) => sum + instalment.discount, 0);
  return {
    ...quote,
    discount,
    totalRepayable: quote.totalRepayable - discount,
    firstInstalment: instalments[0]?.amount ?? 0,
    instalments,
    runs: runsOf(instalments),
  };
}
