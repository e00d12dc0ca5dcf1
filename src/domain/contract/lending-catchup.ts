/**
 * Virtual-account repayment ("catch-up"), shared by pay-later, cicilan and the merchant loan
 * (document 2 sections 3 and 7, document 3 sections 3 and 7: POST /sme/v1/submissions/{id}/catchup).
 * The rules are in src/domain/repayment/; the decisions in server/repayment/CONTRACT.md.
 *
 * {id} names what is repaid (a "repayment scope"): the product account id of pay-later or cicilan
 * (`account_id` of their profile, = userProductInfo.productId), one cicilan order id (early repayment
 * of that order), or a merchant-loan submission id (later issue).
 */
import * as v from 'valibot';
import type { ProductName } from '../products';
import type { RepaymentReceipt } from './lending';
import { VA_BANKS, type VaBank } from '../lending/banks';
import { CATCHUP_TYPES, REPAYMENT_AMOUNT_ERROR_CODES, type CatchupOption, type CatchupType } from '../lending/catchup';
import type { VaState, VaWindow } from '../lending/virtual-account';
import type { SlikFlags } from '../lending/slik-blockers';
import type { OwedByDate } from '../lending/owed';

const submission = (id: string): string => `/sme/v1/submissions/${encodeURIComponent(id)}`;

/** POST: open a VA (CatchupRequest -> 201 VirtualAccount). GET: the scope's newest VA ({virtualAccount}). */
export function catchupPath(scopeId: string): string {
  return `${submission(scopeId)}/catchup`;
}

/** GET: what is owed and the choices (RepaymentDues): the repayment page's first call. */
export function repaymentDuesPath(scopeId: string): string {
  return `${submission(scopeId)}/dues`;
}

export const REPAYMENT_SCOPES = ['PAYLATER_ACCOUNT', 'CICILAN_ACCOUNT', 'CICILAN_ORDER', 'GOMODAL_SUBMISSION'] as const;
export type RepaymentScope = (typeof REPAYMENT_SCOPES)[number];

/**
 * POST /sme/v1/submissions/{id}/catchup body. `amount` is a string of digits, "0" when left out; it
 * is read only for PARTIAL (checkPartialAmount); the fixed types are priced by the platform when the
 * VA is opened.
 */
export const CatchupRequestSchema = v.object({
  catchupType: v.picklist(CATCHUP_TYPES, `Expected one of: ${CATCHUP_TYPES.join(', ')}`),
  bankName: v.picklist(VA_BANKS, `Expected one of: ${VA_BANKS.join(', ')}`),
  amount: v.optional(v.pipe(v.string(), v.maxLength(20)), '0'),
});
export type CatchupRequest = v.InferOutput<typeof CatchupRequestSchema>;

/** GET /sme/v1/submissions/{id}/dues */
export interface RepaymentDues {
  scopeId: string;
  scope: RepaymentScope;
  product: ProductName;
  /** YYYY-MM-DD: the oldest unpaid billed due date, else the next one; null when nothing is owed. */
  dueDate: string | null;
  /** YYYY-MM-DD: the last day of grace of dueDate, or null. */
  gracePeriodEnd: string | null;
  /** Rupiah, as DuesSummary (lending/catchup.ts). */
  overdue: number;
  current: number;
  payoff: number;
  /** Cicilan: the cost waived inside payoff (months not started); 0 for pay-later. */
  discount: number;
  /**
   * Pay-later and cicilan scopes: what is owed in the scope, each amount with its own date
   * (contract/lending.ts, the same groups as the product's profile); null for a merchant loan.
   */
  owed: OwedByDate | null;
  /** catchupOptions(dues): the types worth offering, with their amounts. */
  options: CatchupOption[];
  /** partialBounds(dues): null when PARTIAL is not offered. */
  partial: { min: number; max: number } | null;
  /** Whether a VA can be opened now, by the platform's clock (the device's may be off). */
  vaWindow: VaWindow;
  /** The platform's instant this was computed at (ISO). */
  asOf: string;
  /**
   * Pay-later scopes only: the user's SLIK flags, the same the unpaid answer carries. While either is
   * true a new VA is refused (REPAYMENT_SLIK_REQUIRED) and the app detours through the questionnaire.
   */
  slik?: SlikFlags;
}

/** A VA as the platform answers it (POST catchup, GET catchup). */
export interface VirtualAccount {
  id: string;
  scopeId: string;
  scope: RepaymentScope;
  catchupType: CatchupType;
  bankName: VaBank;
  /** Digits only; show with formatVaNumber. */
  vaNumber: string;
  /** Rupiah; the bank must transfer exactly this (a closed-amount VA). */
  amount: number;
  /** The state now (vaStateAt: an unpaid VA past its expiry answers EXPIRED). */
  state: VaState;
  createdAt: string;
  /** 23:00 WIB of the day it was opened (ISO instant). */
  expiresAt: string;
  paidAt: string | null;
}

/** GET /sme/v1/submissions/{id}/catchup: the scope's newest VA, whatever its state; null if none was ever opened. */
export interface CurrentVirtualAccount {
  virtualAccount: VirtualAccount | null;
  /**
   * Once that VA is PAID, the receipt its payment became (the repayment's id: a pay-later or cicilan
   * receipt id, a merchant loan's repayment in its history); null before, or when it paid nothing.
   */
  receiptId: string | null;
}

export type { RepaymentReceipt };

/**
 * Error codes of these calls and of the sandbox bank (HTTP status in server/repayment/CONTRACT.md).
 * Each has a message in the catalogue under repayment.error.<CODE>.
 */
export const REPAYMENT_ERROR_CODES = [
  /** 400: catchupType or bankName missing or unknown (cause: the field). */
  'REPAYMENT_FIELD_INVALID',
  /** 400: PARTIAL amount not digits, under 50,000, or over the payoff. */
  ...REPAYMENT_AMOUNT_ERROR_CODES,
  /** 409: the chosen type pays nothing now (e.g. OVERDUES with nothing overdue). */
  'REPAYMENT_NOTHING_DUE',
  /** 409: opening is closed: 20:45 to 24:00 WIB, from 20:15 on a freeze day (cause: DAILY or FREEZE_DAY). */
  'VA_FREEZE_PERIOD',
  /** 409: a payment to this scope's VA is announced and not settled: wait and refresh. */
  'VA_REPAYMENT_PENDING',
  /**
   * 409, pay-later only: the user's SLIK answers block a new VA until the questionnaire is sent
   * (cause has_invalid_slik or force_resubmission). A VA opened before is still paid and credited.
   */
  'REPAYMENT_SLIK_REQUIRED',
  /** 409, to the bank: the VA can no longer be paid. */
  'VA_EXPIRED',
  'VA_CANCELLED',
  'VA_DENIED',
  'VA_DUE_AMOUNT_CHANGED',
  'VA_ALREADY_PAID',
  /** 400, to the bank: the transfer is not the VA's exact amount. */
  'VA_AMOUNT_MISMATCH',
  /** 404, to the bank: no VA has this number. */
  'VA_NOT_FOUND',
  /**
   * 409, to the bank: this bank already sent this notice id for another payment (another VA, amount
   * or outcome); nothing was posted (cause: noticeId). The same notice again gets its first answer.
   */
  'BANK_NOTICE_CONFLICT',
] as const;
export type RepaymentErrorCode = (typeof REPAYMENT_ERROR_CODES)[number];
