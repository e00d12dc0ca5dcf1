/**
 * The sandbox's outside parties of the money loop: a merchant checkout (purchases), the merchant's
 * refunds, a bank that pays virtual accounts, a view of the ledger, and the lending settings. Absent
 * on a real platform and when SANDBOX=off. Decisions: server/paylater, cicilan and repayment CONTRACT.md.
 */
import * as v from 'valibot';
import type { LedgerStatus } from '../lending/status';
import { isIsoCalendarDate } from '../typed-date';
import type { DuesSummary } from '../lending/catchup';
import { PURCHASE_TENORS, isPurchaseTenor } from '../lending/tenors';
import type { VaState } from '../lending/virtual-account';

export const MONEY_SANDBOX_PATHS = {
  /** GET: the merchant's checkout page; POST CheckoutRequest: a purchase (201 CheckoutResult). */
  checkout: '/sandbox/checkout',
  /** POST RefundRequest (paylater-sandbox.ts): the merchant refunds (part of) a pay-later purchase (201 PaylaterRefund, Pending). */
  refunds: '/sandbox/refunds',
  /** GET: the bank's page, open VAs with buttons to pay them. */
  bank: '/sandbox/bank',
  /** POST BankPaymentNotice: the bank's notice that a VA was paid (may arrive twice). */
  bankPayments: '/sandbox/bank/payments',
  /** GET ?phone=&product=paylater|cicilan: SandboxLedger. */
  ledger: '/sandbox/ledger',
  /** GET, POST LendingSettingsSchema: LendingSettings. */
  lendingSettings: '/sandbox/lending-settings',
} as const;

/** A sandbox caller's phone, as typed. */
export const SandboxPhoneSchema = v.pipe(v.string(), v.minLength(8), v.maxLength(20));
/** Whole rupiah from `min` to `max`. */
export const rupiahSchema = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const isoDate = v.pipe(v.string(), v.check(isIsoCalendarDate, 'Must be a calendar date YYYY-MM-DD.'));

/** Purchases from 10,000 to 30,000,000 (the largest limit) rupiah. */
export const CHECKOUT_MIN_AMOUNT = 10_000;
export const CHECKOUT_MAX_AMOUNT = 30_000_000;

/**
 * POST /sandbox/checkout. `tenor`: pay-later instalments 1 (the default: all on one bill) to 12;
 * cicilan 2 to 12 months. `product` is the app's key (paylater | cicilan).
 */
export const CheckoutRequestSchema = v.pipe(
  v.object({
    phone: SandboxPhoneSchema,
    merchant: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
    amount: rupiahSchema(CHECKOUT_MIN_AMOUNT, CHECKOUT_MAX_AMOUNT),
    product: v.picklist(['paylater', 'cicilan'] as const),
    tenor: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(PURCHASE_TENORS.paylater.min), v.maxValue(PURCHASE_TENORS.paylater.max)),
      1,
    ),
  }),
  v.forward(
    v.check((input) => input.product !== 'cicilan' || isPurchaseTenor('cicilan', input.tenor), 'A cicilan tenor is 2 to 12 months.'),
    ['tenor'],
  ),
);
export type CheckoutRequest = v.InferOutput<typeof CheckoutRequestSchema>;

export interface CheckoutResult {
  orderId: string;
  product: 'paylater' | 'cicilan';
  merchant: string;
  amount: number;
  tenor: number;
  /** Cicilan's cost (0 for pay-later). */
  cost: number;
  /** amount + cost. */
  total: number;
  /** ISO instant, platform clock. */
  purchasedAt: string;
  instalments: { number: number; dueDate: string; amount: number }[];
}

/** Refused purchases (409 unless said), as the platform answers the merchant. */
export const CHECKOUT_ERROR_CODES = [
  /** 400: a field (cause: its name). */
  'CHECKOUT_FIELD_INVALID',
  /** The product is not ACTIVATED for this user (cause: its status). */
  'CHECKOUT_PRODUCT_NOT_ACTIVE',
  /** Something is overdue: pay first. */
  'CHECKOUT_OVERDUE',
  /** More than the available limit (cause: the available limit). */
  'CHECKOUT_LIMIT_EXCEEDED',
  /** Cicilan after its closing date. */
  'CICILAN_CLOSED',
  /** Refunds: more than what is left of the purchase (cause: what is left). */
  'REFUND_TOO_LARGE',
  /** Refunds: a cicilan order (the documents give cicilan no refund). */
  'REFUND_NOT_SUPPORTED',
] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

/** A refund is Pending for this long on the platform clock, then Completed. */
export const REFUND_COMPLETES_AFTER_HOURS = 24;

/**
 * SETTLED the money is in (a PENDING VA settles too); PENDING announced, not settled (the app shows
 * "wait and refresh"); DENIED the provider refused the transfer, nothing taken.
 */
export const BANK_PAYMENT_OUTCOMES = ['SETTLED', 'PENDING', 'DENIED'] as const;
export type BankPaymentOutcome = (typeof BANK_PAYMENT_OUTCOMES)[number];

/** POST /sandbox/bank/payments. The same noticeId twice is one payment (answered again, posted once). */
export const BankPaymentNoticeSchema = v.object({
  vaNumber: v.pipe(v.string(), v.regex(/^\d{10,20}$/)),
  amount: rupiahSchema(1, 100_000_000),
  noticeId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  outcome: v.optional(v.picklist(BANK_PAYMENT_OUTCOMES), 'SETTLED'),
});
export type BankPaymentNotice = v.InferOutput<typeof BankPaymentNoticeSchema>;

export interface BankPaymentResult {
  virtualAccountId: string;
  state: VaState;
  /** False when this notice was already received: nothing was posted again. */
  posted: boolean;
  /** The repayment in the ledger once SETTLED, else null. */
  repaymentId: string | null;
}

/** Ledger entries: added, never changed. Debits raise what is owed, credits lower it. */
export const LEDGER_ENTRY_KINDS = [
  'PURCHASE',
  'INSTALMENT_COST',
  'SUBSCRIPTION_FEE',
  /** The extended period's cost on the bill a due-date change made later (issue 10). */
  'EXTENSION_FEE',
  'LATE_FEE',
  'REFUND',
  'REPAYMENT',
  'COST_WAIVER',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
export const LEDGER_CREDIT_KINDS: readonly LedgerEntryKind[] = ['REFUND', 'REPAYMENT', 'COST_WAIVER'];

export interface LedgerEntry {
  id: string;
  kind: LedgerEntryKind;
  /** Positive rupiah; the kind says the direction. */
  amount: number;
  /** ISO instant, platform clock. */
  postedAt: string;
  dueDate: string | null;
  orderId: string | null;
  /** The VA, the bank notice or the refund it came from. */
  reference: string | null;
}

/** GET /sandbox/ledger?phone=&product= */
export interface SandboxLedger {
  accountId: string;
  product: 'paylater' | 'cicilan';
  entries: LedgerEntry[];
  dues: DuesSummary;
  status: LedgerStatus;
  /** Debits less credits: everything owed at full cost (dues.payoff, plus for cicilan the cost its payoff would waive). */
  balance: number;
  /**
   * What is left to pay of the debits of each due date (late fees apart), oldest first, dates with
   * nothing left omitted: what a page's "due on <date>" amounts are checked against.
   */
  unpaidByDueDate: { dueDate: string; unpaid: number }[];
  /** Unpaid late fees (inside dues.overdue). */
  unpaidLateFees: number;
  creditLimit: number;
  /** The limit less unpaid purchases (principal), never below 0. */
  availableLimit: number;
  /** What is left to pay of each order's instalments (late fees apart), in the order they were bought. */
  unpaidByOrder: { orderId: string; unpaid: number }[];
}

/** POST /sandbox/lending-settings (each field optional: what is sent is changed). */
export const LendingSettingsSchema = v.object({
  /** null: no closing date. */
  cicilanClosingDate: v.optional(v.nullable(isoDate)),
  /** Extra VA freeze days for every product (pay-later also has the 16th of each month). */
  vaFreezeDates: v.optional(v.pipe(v.array(isoDate), v.maxLength(62))),
});
export type LendingSettingsUpdate = v.InferOutput<typeof LendingSettingsSchema>;

export interface LendingSettings {
  cicilanClosingDate: string | null;
  vaFreezeDates: string[];
}
