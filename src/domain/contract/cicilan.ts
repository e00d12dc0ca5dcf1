/**
 * The instalment product's calls (document 2, sections 3 and 7: "instalment data ... not shown";
 * designed under /pls/cicilan/, beside its signing-info call). Field names follow the pay-later
 * answers: snake_case where the document names them so, camelCase inside a transaction. Decisions:
 * server/cicilan/CONTRACT.md. Rules: src/domain/cicilan/.
 */
import type { EarlyRepaymentQuote } from '../cicilan/pay-off-early';
import type { MonthGroup } from '../cicilan/history';
import type { OwedLineStatus } from '../lending/grace';
import type { CreditAccountFigures, CreditUnpaid, RepaymentReceiptWithOutcome } from './lending';

export const CICILAN_API_PATHS = {
  /** GET: CicilanProfile. */
  profile: '/pls/cicilan/profile',
  /** GET: CicilanUnpaid. */
  unpaid: '/pls/cicilan/transactions/unpaid',
  /** GET ?page=&size= (contract/paging.ts): CicilanHistoryPage. */
  history: '/pls/cicilan/transactions/history',
} as const;

/** GET: CicilanOrder (the order with its schedule). */
export function cicilanOrderPath(orderId: string): string {
  return `/pls/cicilan/orders/${encodeURIComponent(orderId)}`;
}

/** GET: EarlyRepaymentQuote of one order. Paying it: catch-up ALL_DUES with {id} = the order id. */
export function cicilanEarlyRepaymentPath(orderId: string): string {
  return `${cicilanOrderPath(orderId)}/early-repayment`;
}

/** GET: CicilanReceipt by an order id (LOAN_ORDER) or a repayment id (REPAYMENT). */
export function cicilanReceiptPath(receiptId: string): string {
  return `/pls/cicilan/receipts/${encodeURIComponent(receiptId)}`;
}

export type { EarlyRepaymentQuote };

/** GET /pls/cicilan/profile. The figures both products answer (CreditAccountFigures), and cicilan's own. */
export interface CicilanProfile extends CreditAccountFigures {
  /** Everything unpaid, at full cost (the sum of the unpaid lines, = owed.total). */
  total_amount: number;
  /** What settles everything today, the cost of months not started waived (= the ALL_DUES amount). */
  payoff_amount: number;
  grace_period_end: string | null;
  /** 2.75. */
  monthly_rate_percent: number;
  /** [2 .. 12]. */
  tenors: number[];
  /** The setting's closing date for new transactions (default 2022-12-12); null when none. */
  closing_date: string | null;
  /** Whether checkout takes new purchases today (up to and including closing_date). */
  is_open_for_new_transactions: boolean;
}

/** INSTALMENT one month of an order; LATE_FEE the late fees charged for one due date. */
export const CICILAN_LINE_KINDS = ['INSTALMENT', 'LATE_FEE'] as const;
export type CicilanLineKind = (typeof CICILAN_LINE_KINDS)[number];

export interface CicilanLine {
  id: string;
  kind: CicilanLineKind;
  orderId: string;
  /** The merchant; null for a late fee. */
  serviceName: string | null;
  status: OwedLineStatus;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** The purchase (instalment) or first late-fee day (ISO instant). */
  date: string;
  amount: number;
  unpaidAmount: number;
  /** Which instalment; null for a late fee. */
  instalment: { number: number; count: number } | null;
}

/** GET /pls/cicilan/transactions/unpaid: isUpcoming(dueDate, jakartaDate(as_of)) splits due lines from upcoming ones. */
export type CicilanUnpaid = CreditUnpaid<CicilanLine>;

/** ONGOING instalments left; OVERDUE one of them past due; PAID all paid on schedule; PAID_EARLY settled by early repayment. */
export const CICILAN_ORDER_STATUSES = ['ONGOING', 'OVERDUE', 'PAID', 'PAID_EARLY'] as const;
export type CicilanOrderStatus = (typeof CICILAN_ORDER_STATUSES)[number];

export interface CicilanOrderSummary {
  orderId: string;
  serviceName: string;
  /** The purchase (ISO instant). */
  date: string;
  status: CicilanOrderStatus;
  principal: number;
  cost: number;
  /** principal + cost. */
  total: number;
  tenor: number;
  paidInstalments: number;
  unpaidAmount: number;
  /** What repayments paid into its instalments (late fees apart). */
  paidAmount: number;
  /** The cost an early repayment waived (months not started); 0 otherwise. total - waivedAmount is what it costs. */
  waivedAmount: number;
  /** When its last instalment was settled (ISO instant); null while something is unpaid. */
  closedAt: string | null;
  /** The next unpaid instalment's due date; null when settled. */
  nextDueDate: string | null;
}

export interface CicilanScheduleLine {
  number: number;
  dueDate: string;
  principal: number;
  fee: number;
  amount: number;
  paidAmount: number;
  /** What the early repayment waived of it (PAID_EARLY orders). */
  waivedAmount: number;
  status: OwedLineStatus;
}

/** GET /pls/cicilan/orders/{orderId} */
export interface CicilanOrder extends CicilanOrderSummary {
  monthlyRatePercent: number;
  instalments: CicilanScheduleLine[];
  /** Repayment receipt ids that paid into this order, oldest first. */
  repaymentIds: string[];
}

/** GET /pls/cicilan/transactions/history: orders newest first, grouped by Jakarta month (appendMonthGroups joins pages). */
export interface CicilanHistoryPage {
  months: MonthGroup<CicilanOrderSummary>[];
  next_page: string | null;
}

export interface LoanOrderReceipt {
  kind: 'LOAN_ORDER';
  /** The order id. */
  id: string;
  /** principal + cost. */
  amount: number;
  date: string;
  serviceName: string;
  principal: number;
  cost: number;
  tenor: number;
  monthlyRatePercent: number;
  firstDueDate: string;
  /** The first instalment (carries the remainders) and the others. */
  firstInstalment: number;
  otherInstalments: number;
}

export type CicilanReceipt = LoanOrderReceipt | RepaymentReceiptWithOutcome;

/** Codes of these calls beside the platform's (NOT_FOUND for an order or receipt that is not the caller's). */
export const CICILAN_ERROR_CODES = [
  /** 409, checkout: after the closing date for new transactions. */
  'CICILAN_CLOSED',
] as const;
export type CicilanErrorCode = (typeof CICILAN_ERROR_CODES)[number];
