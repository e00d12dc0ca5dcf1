/**
 * A merchant loan as the platform answers it: the submission with its loan (every loan field of
 * document 3, section 3), the home's summary, the deduction calendar ("deduction visibility"),
 * the repayment history and the cleared loans. Paths: contract/gomodal.ts. Decisions:
 * server/gomodal/CONTRACT.md. Dates YYYY-MM-DD are Jakarta dates; instants ISO; amounts whole rupiah.
 */
import * as v from 'valibot';
import type { ApplyBlocker } from '../gomodal/blockers';
import type { Pause, PlannedDayKind } from '../gomodal/deductions';
import type { GomodalHomeCardState } from '../gomodal/home-card';
import type { GomodalPurpose } from '../gomodal/purposes';
import type { DeductionOutcome } from '../gomodal/recovery';
import type { GomodalDuesState } from '../gomodal/status';
import type { VaBank } from '../lending/banks';
import type { OwedLineStatus } from '../lending/grace';
import type { VaState } from '../lending/virtual-account';
import type { GomodalOutlet, LoanSubmissionStatus, LoanSubmissionSummary, LoanType } from './gomodal';
import { PageQuerySchema } from './paging';

// ---------------------------------------------------------------------------------------------
// The loan

/** One instalment of the schedule, as paid so far. */
export interface GomodalScheduleLine {
  number: number;
  /** The first day of its deduction window. */
  windowStart: string;
  dueDate: string;
  principal: number;
  interest: number;
  /** Interest waived by the first-loan cashback. */
  discount: number;
  /** Carried into it from a window a pause left short. */
  carriedIn: number;
  /** principal + interest - discount + carriedIn. */
  amount: number;
  paid: number;
  unpaid: number;
  /** PAID, OVERDUE (past its due date, unpaid) or UNPAID. */
  status: OwedLineStatus;
}

/** What the home and the detail page both show of a loan. */
export interface GomodalLoanHeadline {
  submissionId: string;
  /** The lender's loan number (shown, quoted to customer service). */
  loanId: string;
  loanType: LoanType;
  principal: number;
  tenure: number;
  duesState: GomodalDuesState;
  /** The oldest past-due due date, else the current instalment's; null when nothing is owed. */
  dueDate: string | null;
  /** The regular instalment (the first carries the remainders: see instalments). */
  monthlyInstalment: number;
  /** The plan's daily figure: the regular instalment over the 20 deduction days of a window. */
  dailyDeduction: number;
  /**
   * What is deducted a day in the running window (as GET /sme/v1/deductions/{id} says): lower in a
   * first-loan cashback month, higher after a pause carried an amount in; 0 once completed.
   */
  currentDailyDeduction: number;
  /** overdue + current: what CURRENT_DUES pays now. */
  amountDue: number;
  /** Past-due instalments and unpaid late fees. */
  overdueAmount: number;
  /** Deduction days of this window that failed and are not made good yet. */
  missedAmount: number;
  /** Unpaid late fees (inside overdueAmount). */
  lateFee: number;
  /** 0.1% a day of what is past due, after grace. */
  dailyLateFee: number;
  /** The last day without late fees for the oldest past-due instalment; null without one. */
  gracePeriodEnd: string | null;
  /** Everything owed at full cost. */
  totalRemaining: number;
  /** What settles the loan today (ALL_DUES): the interest of later months waived. */
  payoffAmount: number;
  /** Deductions paused: from, and the day they resume. */
  pause: Pause | null;
  paidInstalments: number;
  remainingInstalments: number;
  /** ISO instant the last amount was paid; null while owed. */
  completedAt: string | null;
  /** Paid off before the last instalment's window opened. */
  completedEarly: boolean;
}

/** The VA of the loan currently open or last opened (contract/lending-catchup.ts), in short. */
export interface GomodalLoanVirtualAccount {
  vaNumber: string;
  bankName: VaBank;
  amount: number;
  state: VaState;
  /** 23:00 WIB of the day it was opened. */
  expiresAt: string;
}

/** Every loan field of document 3, section 3. */
export interface GomodalLoan extends GomodalLoanHeadline {
  purpose: GomodalPurpose;
  /** 1.75. */
  monthlyInterestRatePercent: number;
  /** Interest of the whole loan before discounts. */
  interest: number;
  adminFee: number;
  /** principal - adminFee: what reached the bank account. */
  totalDisbursement: number;
  disbursedAt: string;
  firstDueDate: string;
  finalDueDate: string;
  totalPaid: number;
  /** What a pause moved into the current instalment. */
  carryOverAmount: number;
  /** Waived: interest (first-loan cashback, early repayment), principal and late fees (lender decisions). */
  discounts: { interest: number; principal: number; lateFee: number };
  bank: { bankName: string; accountNumber: string; accountOwner: string };
  registeredMobileNumber: string;
  address: string;
  /** The outlets of the application, and how many the merchant owns. */
  outlets: { items: GomodalOutlet[]; total: number };
  virtualAccount: GomodalLoanVirtualAccount | null;
  instalments: GomodalScheduleLine[];
}

// ---------------------------------------------------------------------------------------------
// Submissions

/** GET /sme/v1/submissions/{id} (and the answer of POST /sme/v2/submission and .../signed). */
export interface GomodalSubmission extends LoanSubmissionSummary {
  offerType: LoanType;
  purpose: GomodalPurpose;
  outletIds: string[];
  contractSentAt: string | null;
  /** contractSentAt + 1 hour. */
  contractExpiresAt: string | null;
  contractSignedAt: string | null;
  /** After signing: the last day it is paid out (the next working day). */
  disbursementDeadline: string | null;
  disbursedAt: string | null;
  /** submissionOutcomeRoute(status) for an ERROR_ status, else null. */
  outcomeRoute: string | null;
  /** ERROR_CREDIT_POLICY: creditRetryDate; else null. */
  retryDate: string | null;
  /** In progress: the last day to respond (pendingApplicationRespondBy); else null. */
  respondBy: string | null;
  loan: GomodalLoan | null;
}

/** The newest submission, as the home shows it. */
export interface GomodalSubmissionHeadline {
  id: string;
  status: LoanSubmissionStatus;
  principal: number;
  tenure: number;
  contractExpiresAt: string | null;
  disbursementDeadline: string | null;
  outcomeRoute: string | null;
  retryDate: string | null;
}

/** GET /sme/v1/loan-summary: the merchant-loan home. */
export interface GomodalLoanSummary {
  /** gomodalHomeCard(facts, now): null shows the offer, or routes by the blocker. */
  card: GomodalHomeCardState | null;
  blocker: ApplyBlocker | null;
  /** applyBlockerRoute(blocker), or null. */
  blockerRoute: string | null;
  loanType: LoanType;
  /** The limit card's "up to"; null without a plan. */
  maxPrincipal: number | null;
  /**
   * The offer's first-loan cashback (its promo page, linked from the limit card); null without a plan
   * or for a later loan. Absent in answers a device kept before issue 38: read as null.
   */
  firstLoanCashback?: { instalments: number; maxDiscount: number } | null;
  submission: GomodalSubmissionHeadline | null;
  /** The newest loan that was paid out (running, completed or written off). */
  loan: GomodalLoanHeadline | null;
  asOf: string;
}

/** GET /sme/v1/submissions/completed: cleared loans, newest first. */
export interface GomodalCompletedLoan {
  submissionId: string;
  loanId: string;
  loanType: LoanType;
  principal: number;
  tenure: number;
  disbursedAt: string;
  completedAt: string;
  completedEarly: boolean;
  totalPaid: number;
  discounts: { interest: number; principal: number; lateFee: number };
}

export interface GomodalCompletedLoans {
  loans: GomodalCompletedLoan[];
}

// ---------------------------------------------------------------------------------------------
// Deductions ("deduction visibility")

export interface GomodalDeductionDay {
  date: string;
  kind: PlannedDayKind;
  /** The plan's amount (0 on catch-up and paused days). */
  scheduled: number;
  /** Once the day has run (after 24:00 WIB): what was due, what was taken and how it went; else null. */
  due: number | null;
  taken: number | null;
  outcome: DeductionOutcome | null;
}

/** GET /sme/v1/deductions/{id}: the running window of a loan. */
export interface GomodalDeductions {
  submissionId: string;
  /** This window's daily figure: lower in a cashback month, higher when a pause carried an amount in. */
  dailyDeduction: number;
  /** 70: the share of a day's income recovery may take. */
  recoveryPercent: number;
  /** The current instalment's window; null once the loan is completed. */
  window: {
    instalmentNumber: number;
    windowStart: string;
    dueDate: string;
    /** The instalment plus what was carried into it. */
    amount: number;
    collected: number;
    missed: number;
  } | null;
  days: GomodalDeductionDay[];
  pause: Pause | null;
  /** The next day a deduction is attempted; null when nothing is due before the window ends. */
  nextDeductionDate: string | null;
  asOf: string;
}

// ---------------------------------------------------------------------------------------------
// Repayment history

/** DEDUCTION a day's deduction that took something; VA_REPAYMENT a settled VA payment. */
export const GOMODAL_REPAYMENT_KINDS = ['DEDUCTION', 'VA_REPAYMENT'] as const;
export type GomodalRepaymentKind = (typeof GOMODAL_REPAYMENT_KINDS)[number];

/** GET .../repayments: the paging query (contract/paging.ts) and an optional kind filter. */
export const GomodalRepaymentQuerySchema = v.object({
  ...PageQuerySchema.entries,
  kind: v.optional(v.picklist(GOMODAL_REPAYMENT_KINDS)),
});
export type GomodalRepaymentQuery = v.InferOutput<typeof GomodalRepaymentQuerySchema>;

export interface GomodalRepayment {
  id: string;
  kind: GomodalRepaymentKind;
  /** When it was taken or settled (ISO instant). */
  date: string;
  amount: number;
  /** DEDUCTION: the day it was for, and RECOVERED, PARTIAL or DEDUCTED; else null. */
  deductionDate: string | null;
  outcome: DeductionOutcome | null;
  /** VA_REPAYMENT: the bank and number; else null. */
  bankName: VaBank | null;
  vaNumber: string | null;
  /** The instalments it paid into, oldest first (late fees count with their instalment). */
  instalmentNumbers: number[];
}

export interface GomodalRepaymentPage {
  repayments: GomodalRepayment[];
  /** Opaque cursor for ?page=; null at the end. */
  nextPage: string | null;
}
