/**
 * The sandbox's stand-ins for the merchant loan: a loan engine on the sandbox clock, the credit
 * review and lender, the merchant's daily sales, and seeded merchants in every home-card state.
 * Absent on a real platform and when SANDBOX=off. VA payments go through the sandbox bank
 * (contract/money-sandbox.ts). Decisions: server/gomodal/CONTRACT.md.
 */
import * as v from 'valibot';
import type { ApplyBlocker } from '../gomodal/blockers';
import { LOAN_REDIRECT_CODES, SANDBOX_ELSEWHERE_PATH } from '../gomodal/loan-redirects';
import type { PlannedDayKind } from '../gomodal/deductions';
import type { GomodalDues } from '../gomodal/dues';
import type { GomodalHomeCardState } from '../gomodal/home-card';
import type { DeductionOutcome } from '../gomodal/recovery';
import { isIsoCalendarDate } from '../typed-date';
import {
  GOMODAL_ACCOUNT_STATUSES,
  MERCHANT_ENTITY_TYPES,
  OWNER_ID_DOCUMENTS,
  WHITELIST_VALUES,
  type GomodalAccountStatus,
  type LoanSubmissionStatus,
} from './gomodal';

export const GOMODAL_SANDBOX_PATHS = {
  /** GET: the page to seed merchants, move days and watch a loan. */
  page: '/sandbox/gomodal',
  /** POST GomodalSeedRequest: seeds (or re-seeds) a merchant (201 GomodalSeeded). */
  seed: '/sandbox/gomodal/seed',
  /** POST GomodalMerchantUpdate: changes the merchant's facts (200 SandboxGomodalMerchant). */
  merchant: '/sandbox/gomodal/merchant',
  /** POST GomodalDecision: the credit review, the lender or the bank decides the newest submission. */
  decision: '/sandbox/gomodal/decision',
  /** POST GomodalAdvance: moves the platform clock forward by whole days and runs every day that ended. */
  advance: '/sandbox/gomodal/advance',
  /** POST GomodalIncome: the merchant's daily income from a day on (until another is set). */
  income: '/sandbox/gomodal/income',
  /** POST GomodalFailedDay: that day's deduction fails whatever the income. */
  failedDays: '/sandbox/gomodal/failed-days',
  /** POST GomodalPauseRequest: pauses deductions (409 GOMODAL_PAUSE_INVALID when isPauseAllowed says no). */
  pauses: '/sandbox/gomodal/pauses',
  /** POST {phone}: the lender writes the running loan off. */
  writeOff: '/sandbox/gomodal/write-off',
  /** GET, POST GomodalSandboxSettingsSchema: downtime, recovery percentage, automatic review. */
  settings: '/sandbox/gomodal/settings',
  /** GET ?phone=: SandboxGomodalLoan, the engine's view of the newest loan. */
  loan: '/sandbox/gomodal/loan',
  /** GET /{submissionId}: the e-signature provider's page for a loan contract; POST signs it (same origin). */
  sign: '/sandbox/gomodal/sign',
  /** POST GomodalDiscountGrant: the lender waives interest, principal or late fees of the running loan (201). */
  discounts: '/sandbox/gomodal/discounts',
  /** POST GomodalLoanRedirectRequest: the platform answers this merchant a loan redirect code (or stops). */
  loanRedirect: '/sandbox/gomodal/loan-redirect',
  /** GET /{target}: the sandbox's stand-in for a redirect code's outside page (loan-redirects.ts). */
  elsewhere: SANDBOX_ELSEWHERE_PATH,
} as const;

/** The provider's page of one contract (GomodalSigningInfo.url in the sandbox). */
export function sandboxGomodalSignPath(submissionId: string): string {
  return `${GOMODAL_SANDBOX_PATHS.sign}/${encodeURIComponent(submissionId)}`;
}

const phone = v.pipe(v.string(), v.minLength(8), v.maxLength(20));
const isoDate = v.pipe(v.string(), v.check(isIsoCalendarDate, 'Must be a calendar date YYYY-MM-DD.'));

// ---------------------------------------------------------------------------------------------
// Seeded merchants: one per home-card state, then the merchants with no card.

export const GOMODAL_SEED_STATES = [
  'overdue-with-late-fees',
  'overdue',
  'outstanding-before-due-date',
  'ongoing',
  'payment-holiday',
  'repaid',
  'early-loan-completed',
  'loan-completed',
  'cash-loan-card',
  'loan-processing',
  'error-loan-processing',
  'coming-soon-card',
  'kyc-pending',
  'pending',
  'contract-sent',
  'applied',
  'write-off',
  'error-contract-expired',
  'offer',
  'offer-kyc-required',
  'non-owner',
  'foreigner',
  'blocked',
  'delinquent',
  'fraud',
  'verification-blocked',
  'credit-policy',
  'cde-rejected',
  'cde-rejected-removed',
  'merchant-pending',
  'merchant-rejected',
] as const;
export type GomodalSeedState = (typeof GOMODAL_SEED_STATES)[number];

/** What the merchant-loan home shows right after seeding, and what stops a new application. */
export const GOMODAL_SEED_EXPECTATIONS: Readonly<
  Record<GomodalSeedState, { card: GomodalHomeCardState | null; blocker: ApplyBlocker | null }>
> = {
  'overdue-with-late-fees': { card: 'OVERDUE_WITH_LATE_FEES', blocker: 'LOAN_RUNNING' },
  overdue: { card: 'OVERDUE', blocker: 'LOAN_RUNNING' },
  'outstanding-before-due-date': { card: 'OUTSTANDING_BEFORE_DUE_DATE', blocker: 'LOAN_RUNNING' },
  ongoing: { card: 'ONGOING', blocker: 'LOAN_RUNNING' },
  'payment-holiday': { card: 'PAYMENT_HOLIDAY', blocker: 'LOAN_RUNNING' },
  repaid: { card: 'REPAID', blocker: 'LOAN_RUNNING' },
  'early-loan-completed': { card: 'EARLY_LOAN_COMPLETED', blocker: null },
  'loan-completed': { card: 'LOAN_COMPLETED', blocker: null },
  'cash-loan-card': { card: 'CASH_LOAN_CARD', blocker: 'NOT_WHITELISTED' },
  'loan-processing': { card: 'LOAN_PROCESSING', blocker: 'PENDING_APPLICATION_EXISTS' },
  'error-loan-processing': { card: 'ERROR_LOAN_PROCESSING', blocker: null },
  'coming-soon-card': { card: 'COMING_SOON_CARD', blocker: 'CORPORATE' },
  'kyc-pending': { card: 'KYC_PENDING', blocker: 'KYC_IN_REVIEW' },
  pending: { card: 'PENDING', blocker: 'PENDING_APPLICATION_EXISTS' },
  'contract-sent': { card: 'CONTRACT_SENT', blocker: 'PENDING_APPLICATION_EXISTS' },
  applied: { card: 'APPLIED', blocker: 'PENDING_APPLICATION_EXISTS' },
  'write-off': { card: 'WRITE_OFF', blocker: 'DELINQUENT' },
  'error-contract-expired': { card: 'ERROR_CONTRACT_EXPIRED', blocker: null },
  offer: { card: null, blocker: null },
  'offer-kyc-required': { card: null, blocker: 'KYC_REQUIRED' },
  'non-owner': { card: null, blocker: 'NON_OWNER' },
  foreigner: { card: null, blocker: 'FOREIGNER' },
  blocked: { card: null, blocker: 'BLOCKED_LIMIT' },
  delinquent: { card: null, blocker: 'DELINQUENT' },
  fraud: { card: null, blocker: 'FRAUD' },
  'verification-blocked': { card: null, blocker: 'VERIFICATION_BLOCKED' },
  'credit-policy': { card: null, blocker: 'CREDIT_POLICY' },
  'cde-rejected': { card: null, blocker: 'CREDIT_ENGINE_REJECTED' },
  'cde-rejected-removed': { card: 'CASH_LOAN_CARD', blocker: 'CREDIT_ENGINE_REJECTED' },
  'merchant-pending': { card: null, blocker: 'MERCHANT_PENDING' },
  'merchant-rejected': { card: null, blocker: 'MERCHANT_REJECTED' },
};

/** POST /sandbox/gomodal/seed */
export const GomodalSeedRequestSchema = v.object({
  phone,
  state: v.picklist(GOMODAL_SEED_STATES, `Expected one of: ${GOMODAL_SEED_STATES.join(', ')}`),
});
export type GomodalSeedRequest = v.InferOutput<typeof GomodalSeedRequestSchema>;

export interface GomodalSeeded {
  phone: string;
  state: GomodalSeedState;
  userId: string;
  /** The seeded loan's or submission's id, or null. */
  submissionId: string | null;
  /**
   * The platform's time after seeding (ISO). `overdue` holds only 1 to 10 days after a due date (the
   * 1st or the 15th), so on other days seeding moves the clock forward to the nearest such day first,
   * as the home's money seeds do.
   */
  now: string;
}

// ---------------------------------------------------------------------------------------------
// The merchant's facts

const flags = v.object({
  fraud: v.optional(v.boolean()),
  delinquent: v.optional(v.boolean()),
  verificationBlocked: v.optional(v.boolean()),
  creditPolicy: v.optional(v.boolean()),
});

/** POST /sandbox/gomodal/merchant: what is sent is changed. */
export const GomodalMerchantUpdateSchema = v.object({
  phone,
  merchantOwner: v.optional(v.boolean()),
  entityType: v.optional(v.picklist(MERCHANT_ENTITY_TYPES)),
  ownerIdDocument: v.optional(v.picklist(OWNER_ID_DOCUMENTS)),
  accountStatus: v.optional(v.picklist(GOMODAL_ACCOUNT_STATUSES)),
  whitelist: v.optional(v.picklist(WHITELIST_VALUES)),
  merchantTier: v.optional(v.picklist(['BNB', 'PUBLIC', 'PREMIUM'] as const)),
  flags: v.optional(flags),
});
export type GomodalMerchantUpdate = v.InferOutput<typeof GomodalMerchantUpdateSchema>;

export interface SandboxGomodalMerchant {
  phone: string;
  merchantOwner: boolean;
  entityType: (typeof MERCHANT_ENTITY_TYPES)[number];
  ownerIdDocument: (typeof OWNER_ID_DOCUMENTS)[number];
  accountStatus: GomodalAccountStatus;
  whitelist: (typeof WHITELIST_VALUES)[number];
  merchantTier: 'BNB' | 'PUBLIC' | 'PREMIUM';
  flags: { fraud: boolean; delinquent: boolean; verificationBlocked: boolean; creditPolicy: boolean };
}

// ---------------------------------------------------------------------------------------------
// The other parties' decisions on the newest submission

/**
 * What each decision does (409 GOMODAL_DECISION_INVALID from any other status):
 * ACCEPT PENDING -> SUBMITTED; APPROVE SUBMITTED -> APPLIED; SEND_CONTRACT APPLIED -> CONTRACT_SENT;
 * REJECT_CREDIT / REJECT_FRAUD / REJECT_DELINQUENCY / REJECT_NOT_WHITELISTED PENDING|SUBMITTED|APPLIED
 * -> ERROR_CREDIT_POLICY / ERROR_FRAUDULENT / ERROR_DELINQUENCY / ERROR_NOT_WHITELISTED;
 * FAIL_KYC PENDING|SUBMITTED -> ERROR_KYC; DISBURSE (signed) -> DISBURSED now;
 * FAIL_DISBURSEMENT (signed) -> ERROR_DISBURSEMENT.
 */
export const GOMODAL_DECISIONS = [
  'ACCEPT',
  'APPROVE',
  'SEND_CONTRACT',
  'REJECT_CREDIT',
  'REJECT_FRAUD',
  'REJECT_DELINQUENCY',
  'REJECT_NOT_WHITELISTED',
  'FAIL_KYC',
  'DISBURSE',
  'FAIL_DISBURSEMENT',
] as const;
export type GomodalDecision = (typeof GOMODAL_DECISIONS)[number];

export const GomodalDecisionSchema = v.object({ phone, decision: v.picklist(GOMODAL_DECISIONS) });
export type GomodalDecisionRequest = v.InferOutput<typeof GomodalDecisionSchema>;

// ---------------------------------------------------------------------------------------------
// The engine's clock and the merchant's sales

/** POST /sandbox/gomodal/advance: the platform clock moves `days` days forward (same time of day). */
export const GomodalAdvanceSchema = v.object({ days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(800)) });
export type GomodalAdvance = v.InferOutput<typeof GomodalAdvanceSchema>;

/** The income a seeded merchant has until one is set: enough for any seeded loan's daily deduction. */
export const SANDBOX_DEFAULT_DAILY_INCOME = 500_000;

/** POST /sandbox/gomodal/income: from `from` (default today) to `until` (default open-ended), `amount` a day. */
export const GomodalIncomeSchema = v.pipe(
  v.object({
    phone,
    amount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000)),
    from: v.optional(isoDate),
    until: v.optional(isoDate),
  }),
  v.forward(
    v.check((input) => input.from === undefined || input.until === undefined || input.until >= input.from, 'until is before from.'),
    ['until'],
  ),
);
export type GomodalIncome = v.InferOutput<typeof GomodalIncomeSchema>;

/** POST /sandbox/gomodal/failed-days: the deduction of `date` fails (a day not run yet). */
export const GomodalFailedDaySchema = v.object({ phone, date: isoDate });
export type GomodalFailedDay = v.InferOutput<typeof GomodalFailedDaySchema>;

/** POST /sandbox/gomodal/pauses. */
export const GomodalPauseRequestSchema = v.pipe(
  v.object({ phone, from: isoDate, resumeOn: isoDate }),
  v.forward(
    v.check((input) => input.resumeOn > input.from, 'resumeOn must be after from.'),
    ['resumeOn'],
  ),
);
export type GomodalPauseRequest = v.InferOutput<typeof GomodalPauseRequestSchema>;

/** POST /sandbox/gomodal/write-off. */
export const GomodalWriteOffSchema = v.object({ phone });

/** What a granted discount waives (server/gomodal/engine.ts applyDiscount). */
export const GOMODAL_DISCOUNT_COMPONENTS = ['INTEREST', 'PRINCIPAL', 'LATE_FEE'] as const;
export type GomodalDiscountComponent = (typeof GOMODAL_DISCOUNT_COMPONENTS)[number];

/** POST /sandbox/gomodal/discounts: the lender waives up to `amount` of that kind, oldest first. */
export const GomodalDiscountGrantSchema = v.object({
  phone,
  component: v.picklist(GOMODAL_DISCOUNT_COMPONENTS),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000)),
});

/** The answer: what the loan's discounts now add up to, and what it owes after them. */
export interface SandboxGomodalDiscounts {
  submissionId: string;
  discounts: { interest: number; principal: number; lateFee: number };
  dues: GomodalDues;
}

/**
 * POST /sandbox/gomodal/loan-redirect: `code` the platform answers the offer and a submission with
 * (`NONE` stops it). `listedUser`: the number's user is made again with one of the four listed ids
 * (loan-redirects.ts LISTED_USER_IDS), dropping what it had: sign in again afterwards.
 */
export const GomodalLoanRedirectRequestSchema = v.object({
  phone,
  code: v.picklist([...LOAN_REDIRECT_CODES, 'NONE'] as const),
  listedUser: v.optional(v.boolean()),
});

export interface SandboxGomodalLoanRedirect {
  phone: string;
  userId: string;
  code: (typeof LOAN_REDIRECT_CODES)[number] | null;
  listedUser: boolean;
}

/** POST /sandbox/gomodal/settings: what is sent is changed. */
export const GomodalSandboxSettingsSchema = v.object({
  /** Every gomodal call answers the DOWNTIME blocker (GOMODAL_DOWNTIME on a submission). */
  downtime: v.optional(v.boolean()),
  /** The share of a day's income recovery may take (recovery.ts), 1 to 100. */
  recoveryPercent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  /** The credit review and lender decide by themselves on the clock (else only by decisions). */
  autoReview: v.optional(v.boolean()),
});
export type GomodalSandboxSettingsUpdate = v.InferOutput<typeof GomodalSandboxSettingsSchema>;

export interface GomodalSandboxSettings {
  downtime: boolean;
  recoveryPercent: number;
  autoReview: boolean;
}

/** One day of the engine's run. */
export interface SandboxGomodalDay {
  date: string;
  kind: PlannedDayKind;
  scheduled: number;
  income: number;
  /** The day was set to fail. */
  failed: boolean;
  due: number;
  taken: number;
  outcome: DeductionOutcome;
  lateFee: number;
}

/** GET /sandbox/gomodal/loan?phone= */
export interface SandboxGomodalLoan {
  phone: string;
  submissionId: string | null;
  status: LoanSubmissionStatus | null;
  card: GomodalHomeCardState | null;
  blocker: ApplyBlocker | null;
  dues: GomodalDues | null;
  /** Every day run so far, oldest first. */
  days: SandboxGomodalDay[];
  asOf: string;
}

/** Codes of the sandbox calls (400 unless said). */
export const GOMODAL_SANDBOX_ERROR_CODES = [
  /** A field (cause: its name). */
  'GOMODAL_SANDBOX_FIELD_INVALID',
  /** 409: a decision the newest submission's status does not allow (cause: the status). */
  'GOMODAL_DECISION_INVALID',
  /** 409: a pause over days already run, or leaving the last window fewer than 20 days. */
  'GOMODAL_PAUSE_INVALID',
  /** 409: pause, failed day, write-off or discount without a running loan. */
  'GOMODAL_SANDBOX_NO_LOAN',
  /** 409: the four listed user ids are all held by other numbers. */
  'GOMODAL_SANDBOX_LISTED_USERS_TAKEN',
  /** 409: a failed day that has already run. */
  'GOMODAL_DAY_ALREADY_RUN',
] as const;
export type GomodalSandboxErrorCode = (typeof GOMODAL_SANDBOX_ERROR_CODES)[number];
