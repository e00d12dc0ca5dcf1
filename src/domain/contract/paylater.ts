/**
 * The monthly pay-later product's calls (document 2, sections 3 and 7; "paths not shown": designed
 * under /pls/akhirbulan/, beside the signing-info call). Profile and unpaid answers keep the field
 * names the document gives (snake_case); a transaction keeps its own (dueDate, camelCase). Decisions:
 * server/paylater/CONTRACT.md. Rules: src/domain/paylater/.
 */
import type { FeeConcessionType, PaylaterProviderVersion } from '../paylater/fees';
import type { AccountClosureStatus } from '../lending/account';
import type { CreditAccountFigures, CreditUnpaid, RepaymentReceiptWithOutcome } from './lending';
import type { HomeBadgeType, SubscriptionFeeOffer } from '../paylater/home-extras';

export const PAYLATER_API_PATHS = {
  /** GET: PaylaterProfile. */
  profile: '/pls/akhirbulan/profile',
  /** GET: PaylaterUnpaid. */
  unpaid: '/pls/akhirbulan/transactions/unpaid',
  /** GET ?page=<next_page>&size=1..50 (default 20, contract/paging.ts): PaylaterPaidPage. */
  paid: '/pls/akhirbulan/transactions/paid',
} as const;

/** GET: one receipt (PaylaterReceipt) by a transaction's receiptId or a refund's refundId. */
export function paylaterReceiptPath(receiptId: string): string {
  return `/pls/akhirbulan/receipts/${encodeURIComponent(receiptId)}`;
}

// ---------------------------------------------------------------------------------------------
// Profile

/** REGULAR: the 17th-to-16th cycle. (The extended period of a later issue will add its own type.) */
export const BILLING_CYCLE_TYPES = ['REGULAR'] as const;
export type BillingCycleType = (typeof BILLING_CYCLE_TYPES)[number];

/** NEW_PROVIDER: an OLD-version account invited to move to the new provider (the migration issue's screens). */
export const MIGRATION_TYPES = ['NEW_PROVIDER'] as const;
export type PaylaterMigrationType = (typeof MIGRATION_TYPES)[number];

/** NONE open; SCHEDULED closing; CLOSED ("service no longer available"): the account's (lending/account.ts). */
export type { AccountClosureStatus } from '../lending/account';

/** A monthly-fee discount (active_discount_offers.subs_fee): in force or on offer (paylater/home-extras.ts). */
export type { SubscriptionFeeOffer } from '../paylater/home-extras';

/** A place to use pay-later, shown on the home. */
export interface ExploreItem {
  id: string;
  name: string;
  /** Where it opens (an https address or an in-app path). */
  url: string;
}

/**
 * GET /pls/akhirbulan/profile. Amounts are whole rupiah; dates YYYY-MM-DD (Jakarta). The figures both
 * products answer (contract/lending.ts CreditAccountFigures), and pay-later's own.
 */
export interface PaylaterProfile extends CreditAccountFigures {
  provider_version: PaylaterProviderVersion;
  /** Everything owed, billed or not (= the ALL_DUES amount, = owed.total). */
  current_balance: number;
  /** The last day of grace of due_date; null without one. */
  grace_end_date: string | null;
  /** The open cycle's fee is waived (first cycle with use). */
  is_fee_waived: boolean;
  /** openCycleFee: the open cycle's fee before waiver and discount: 15,000 (OLD); 2% of its purchases so far (NEW, 0 before any). */
  subscription_fee: number;
  active_discount_offers: { subs_fee: SubscriptionFeeOffer | null };
  /** free_trial (fee waived), discounted_fee (a discount in force), none: homeFeeConcession. */
  fee_concession: FeeConcessionType;
  /** extended_period, no_dues or none: homeBadge. */
  badge: HomeBadgeType;
  /** The open cycle; null before activation. */
  billing_cycle: { start_date: string; type: BillingCycleType } | null;
  explore_items: ExploreItem[];
  migration_type: PaylaterMigrationType | null;
  account_closure_status: AccountClosureStatus;
}

// ---------------------------------------------------------------------------------------------
// Transactions

/**
 * PAYMENT a purchase (or one instalment of it); FEE the monthly fee; EXTENSION_FEE the extended
 * period's cost on a bill a due-date change made later; LATE_FEE a bill's late fees; REPAYMENT a VA payment.
 */
export const PAYLATER_TRANSACTION_KINDS = ['PAYMENT', 'FEE', 'EXTENSION_FEE', 'LATE_FEE', 'REPAYMENT'] as const;
export type PaylaterTransactionKind = (typeof PAYLATER_TRANSACTION_KINDS)[number];

/**
 * UNPAID not past its due date (billed or not); OVERDUE past it; PAID settled; REFUNDED settled by
 * refunds alone. A REPAYMENT is PAID when it settled the bills it paid into, PARTIAL when it left
 * something owed on them (leftAfter).
 */
export const PAYLATER_TRANSACTION_STATUSES = ['UNPAID', 'OVERDUE', 'PAID', 'REFUNDED', 'PARTIAL'] as const;
export type PaylaterTransactionStatus = (typeof PAYLATER_TRANSACTION_STATUSES)[number];

export const REFUND_STATUSES = ['Pending', 'Completed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A merchant's refund of (part of) a purchase. */
export interface PaylaterRefund {
  /** Also its receipt id. */
  refundId: string;
  amount: number;
  status: RefundStatus;
  /** When the merchant asked for it (ISO instant). */
  date: string;
  completedAt: string | null;
  /** The bill the purchase is on; null while it is not billed yet. */
  billId: string | null;
  orderId: string;
}

export interface PaylaterTransaction {
  /** The line's id. */
  id: string;
  kind: PaylaterTransactionKind;
  status: PaylaterTransactionStatus;
  /** YYYY-MM-DD; null for a repayment. */
  dueDate: string | null;
  /** The merchant (PAYMENT); null for the other kinds, which the page names by kind. */
  serviceName: string | null;
  /** When it happened (ISO instant): purchase, fee posting, first late-fee day, payment. */
  date: string;
  amount: number;
  /** What is left to pay of it (0 once PAID or REFUNDED; 0 for a repayment). */
  unpaidAmount: number;
  orderId: string | null;
  /** The bill (by due date) it is on; null for unbilled lines and repayments. */
  billId: string | null;
  /** For a purchase split into instalments: which one this line is. */
  instalment: { number: number; count: number } | null;
  /** Refunds of the purchase (PAYMENT lines; [] otherwise). */
  refunds: PaylaterRefund[];
  /** GET paylaterReceiptPath(receiptId). */
  receiptId: string;
  /** A REPAYMENT: what it left owed on the bills it paid into (RepaymentOutcome); null for the other kinds. */
  leftAfter: number | null;
}

/** GET /pls/akhirbulan/transactions/unpaid: every line with something left to pay, billed or not (CreditUnpaid). */
export interface PaylaterUnpaid extends CreditUnpaid<PaylaterTransaction> {
  /** The user's SLIK answers are unusable: a purchase or repayment first detours through the questionnaire. */
  has_invalid_slik: boolean;
  /** The platform asks for the SLIK answers again (same detour). */
  force_resubmission: boolean;
}

/** GET /pls/akhirbulan/transactions/paid: settled lines and repayments, newest first. */
export interface PaylaterPaidPage {
  transactions: PaylaterTransaction[];
  /** Opaque; pass as ?page= for the next page (no duplicates when new lines arrive meanwhile); null at the end. */
  next_page: string | null;
}

// ---------------------------------------------------------------------------------------------
// Receipts

interface ReceiptBase {
  id: string;
  amount: number;
  /** ISO instant. */
  date: string;
}

export interface PaymentReceipt extends ReceiptBase {
  kind: 'PAYMENT';
  orderId: string;
  serviceName: string;
  /** The whole purchase (amount is this line's part when it is an instalment). */
  orderAmount: number;
  instalment: { number: number; count: number } | null;
  dueDate: string;
  billId: string | null;
}

export interface FeeReceipt extends ReceiptBase {
  kind: 'FEE';
  billId: string;
  dueDate: string;
  /** The cycle the fee is for. */
  cycleStartDate: string;
  cycleEndDate: string;
  /** The fee before waiver or discount. */
  listAmount: number;
}

/** The extended period's cost: the bill's monthly fee pro rata for the days its due date moved later. */
export interface ExtensionFeeReceipt extends ReceiptBase {
  kind: 'EXTENSION_FEE';
  billId: string;
  /** The bill's due date after the change, and before it. */
  dueDate: string;
  previousDueDate: string;
  /** Days added (dueDate - previousDueDate). */
  days: number;
}

export interface LateFeeReceipt extends ReceiptBase {
  kind: 'LATE_FEE';
  billId: string;
  dueDate: string;
  /** Days charged, at dailyLateFee each (amount = days x dailyLateFee). */
  days: number;
  dailyLateFee: number;
}

export interface RefundReceipt extends ReceiptBase {
  kind: 'REFUND';
  refundId: string;
  status: RefundStatus;
  completedAt: string | null;
  billId: string | null;
  orderId: string;
  serviceName: string;
}

export type PaylaterReceipt =
  | PaymentReceipt
  | RepaymentReceiptWithOutcome
  | FeeReceipt
  | ExtensionFeeReceipt
  | LateFeeReceipt
  | RefundReceipt;
export type PaylaterReceiptKind = PaylaterReceipt['kind'];

// Errors: only the platform's codes and PAGE_QUERY_INVALID (contract/paging.ts). NOT_FOUND for a
// receipt that is not the caller's; before activation the profile and lists answer the onboarding
// status with nothing owed, not an error.
