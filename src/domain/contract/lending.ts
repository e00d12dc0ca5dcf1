/**
 * The consumer-credit kit's shapes: what pay-later and cicilan answer alike (their contracts,
 * paylater.ts and cicilan.ts, and the repayment contract build on them), kept here so no area's
 * contract imports another's. The account's figures, its unpaid list and its repayment receipts
 * have one shape; each product adds only what is its own. Field names follow the products' calls:
 * snake_case at the top of an answer, camelCase inside a nested record (a line, `owed`).
 */
import type { EligibilityStatus } from '../products';
import type { VaBank } from '../lending/banks';
import type { CatchupType } from '../lending/catchup';
import type { DueDateInfoType } from '../lending/grace';
import type { OwedByDate } from '../lending/owed';

export type { OwedByDate, OwedOnDate } from '../lending/owed';

/** The figures both products' profiles answer (GET /pls/akhirbulan/profile, /pls/cicilan/profile). */
export interface CreditAccountFigures {
  /** An onboarding status before activation, the ledger's status after (lending/status.ts). */
  product_status: EligibilityStatus;
  /** The account's id, the {id} of the catch-up calls; null before activation. */
  account_id: string | null;
  credit_limit: number;
  /** credit_limit less unpaid purchases (principal), never below 0. */
  available_limit: number;
  /** The oldest unpaid billed due date, else the next one, else null. */
  due_date: string | null;
  /** Due now: overdue + billed (= the CURRENT_DUES amount). */
  amount_due: number;
  /** Of amount_due, what is past its due date (late fees included). */
  overdue_amount: number;
  /** Unpaid late fees (inside overdue_amount). */
  late_fee_amount: number;
  /** Rupiah per day after grace. */
  daily_late_fee: number;
  /** What is owed, date by date, in the groups the pages name (lending/owed.ts). */
  owed: OwedByDate;
  /** The platform's instant of this answer (ISO): "as of" offline, and "today" for the date rules. */
  as_of: string;
}

/** The unpaid list both products answer (GET .../transactions/unpaid), with its own line shape. */
export interface CreditUnpaid<Line> {
  /** Every line with something left to pay, oldest due date first. */
  transactions: Line[];
  product_status: EligibilityStatus;
  /** As the profile's due_date. */
  due_date: string | null;
  /** The sum of the lines' unpaidAmount: everything owed at full cost (= owed.total). */
  total_amount: number;
  /** The last day of grace of due_date, or null. */
  grace_period_end: string | null;
  daily_late_fee: number;
  due_date_info_type: DueDateInfoType;
  /** The same groups as the profile's: each amount with its own date. */
  owed: OwedByDate;
  as_of: string;
}

/** A repayment's receipt as the ledger keeps it: the VA it came through. */
export interface RepaymentReceipt {
  kind: 'REPAYMENT';
  /** The repayment's id (also the receipt id). */
  id: string;
  amount: number;
  /** When the bank's payment was settled (ISO instant). */
  date: string;
  bankName: VaBank;
  vaNumber: string;
  catchupType: CatchupType;
  virtualAccountId: string;
}

/**
 * What a repayment left owed on the bills it paid into (the due dates it settled something of),
 * right after it: 0 when it settled them, more for a partial repayment ("Sebagian", with what is left).
 */
export interface RepaymentOutcome {
  leftAfter: number;
}

/** A repayment receipt as both products' receipt calls answer it (kind REPAYMENT). */
export interface RepaymentReceiptWithOutcome extends RepaymentReceipt, RepaymentOutcome {}
