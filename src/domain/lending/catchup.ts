/**
 * What a catch-up (VA repayment) pays, per type (document 2 sections 3 and 5, document 3 section 5).
 * Each product sums its own ledger into a DuesSummary (paylater/dues.ts, cicilan/dues.ts); from there
 * the rules are the same for pay-later, cicilan and the merchant loan.
 */
import { formatRupiah } from '../money';
import type { DuesSummary } from './dues';
import type { ValidationIssue } from '../validation';

export const CATCHUP_TYPES = ['OVERDUES', 'CURRENT_DUES', 'ALL_DUES', 'PARTIAL'] as const;
export type CatchupType = (typeof CATCHUP_TYPES)[number];

export type { DuesSummary };

/**
 * The amount each type pays:
 * - OVERDUES: what is past its due date (with late fees);
 * - CURRENT_DUES: that plus what falls due on the next due date (repayments settle the oldest first,
 *   so "this month's bill" cannot be paid while an older one is left);
 * - ALL_DUES: everything (the payoff);
 * - PARTIAL: the amount the user typed (see checkPartialAmount).
 */
export function catchupAmount(type: Exclude<CatchupType, 'PARTIAL'>, dues: DuesSummary): number {
  switch (type) {
    case 'OVERDUES':
      return dues.overdue;
    case 'CURRENT_DUES':
      return dues.overdue + dues.current;
    case 'ALL_DUES':
      return dues.payoff;
  }
}

/** The smallest custom amount (document 2 section 5, document 3 section 5). */
export const PARTIAL_MIN_AMOUNT = 50_000;

/** PARTIAL is offered when at least the minimum is owed; the most it takes is the payoff. */
export function partialBounds(dues: DuesSummary): { min: number; max: number } | null {
  return dues.payoff >= PARTIAL_MIN_AMOUNT ? { min: PARTIAL_MIN_AMOUNT, max: dues.payoff } : null;
}

export interface CatchupOption {
  catchupType: CatchupType;
  /** Rupiah; 0 for PARTIAL (the user types it). */
  amount: number;
}

/**
 * The choices the repayment page shows, in this order. A fixed type is offered only when it pays
 * something and more than the type before it (two buttons for the same amount would only make the
 * user wonder what differs); PARTIAL when partialBounds allows it.
 */
export function catchupOptions(dues: DuesSummary): CatchupOption[] {
  const options: CatchupOption[] = [];
  let previous = 0;
  for (const catchupType of ['OVERDUES', 'CURRENT_DUES', 'ALL_DUES'] as const) {
    const amount = catchupAmount(catchupType, dues);
    if (amount > previous) {
      options.push({ catchupType, amount });
      previous = amount;
    }
  }
  if (partialBounds(dues)) options.push({ catchupType: 'PARTIAL', amount: 0 });
  return options;
}

/** The error codes the platform answers for a refused amount (400); see contract/lending-catchup.ts. */
export const REPAYMENT_AMOUNT_ERROR_CODES = ['REPAYMENT_AMOUNT_INVALID', 'REPAYMENT_AMOUNT_TOO_LOW', 'REPAYMENT_AMOUNT_TOO_HIGH'] as const;
export type RepaymentAmountErrorCode = (typeof REPAYMENT_AMOUNT_ERROR_CODES)[number];

export interface PartialAmountIssue extends ValidationIssue {
  code: RepaymentAmountErrorCode;
}

/** Digits only (the wire sends amounts as strings); 15 digits is far beyond any debt here. */
const AMOUNT_DIGITS = /^\d{1,15}$/;

/** A typed or posted amount as whole rupiah; null when it is not just digits. */
export function parseRupiahAmount(value: string): number | null {
  return AMOUNT_DIGITS.test(value) ? Number(value) : null;
}

/**
 * The PARTIAL amount rule, the same on the page and on the server: digits only, at least 50,000, at
 * most the payoff. The message is a catalogue key; its values are rupiah as users read them (Rp50.000).
 */
export function checkPartialAmount(value: string, dues: DuesSummary): PartialAmountIssue | null {
  const amount = parseRupiahAmount(value.trim());
  if (amount === null) return { code: 'REPAYMENT_AMOUNT_INVALID', messageId: 'repayment.partial.invalid' };
  if (amount < PARTIAL_MIN_AMOUNT) {
    return { code: 'REPAYMENT_AMOUNT_TOO_LOW', messageId: 'repayment.partial.min', values: { min: formatRupiah(PARTIAL_MIN_AMOUNT) } };
  }
  if (amount > dues.payoff) {
    return { code: 'REPAYMENT_AMOUNT_TOO_HIGH', messageId: 'repayment.partial.max', values: { max: formatRupiah(dues.payoff) } };
  }
  return null;
}

/**
 * Whether an open VA still fits what is owed: a fixed type only while its amount is exactly what the
 * type pays now; PARTIAL while it is at most the payoff. When not, the VA is DUE_AMOUNT_CHANGED (a
 * refund, a new bill, a purchase or another payment moved the dues after it was opened).
 */
export function isVaAmountStillDue(va: { catchupType: CatchupType; amount: number }, dues: DuesSummary): boolean {
  if (va.catchupType === 'PARTIAL') return va.amount <= dues.payoff;
  return catchupAmount(va.catchupType, dues) === va.amount;
}
