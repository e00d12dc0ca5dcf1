/** The answers of the loan calls, computed from one snapshot (sync.ts) and a loan's replayed book (engine.ts). */
import type {
  GomodalCompletedLoan,
  GomodalDeductions,
  GomodalLoan,
  GomodalLoanHeadline,
  GomodalLoanVirtualAccount,
  GomodalRepayment,
  GomodalScheduleLine,
  GomodalSubmission,
  GomodalSubmissionHeadline,
} from '@domain/contract/gomodal-loan';
import type { SandboxGomodalDay } from '@domain/contract/gomodal-sandbox';
import { type GomodalDues, gomodalDailyLateFee, GOMODAL_GRACE_DAYS } from '@domain/gomodal/dues';
import { type DeductionPlan, pauseOn } from '@domain/gomodal/deductions';
import { submissionOutcomeRoute, creditRetryDate } from '@domain/gomodal/eligibility';
import { contractExpiresAt, disbursementDeadline, pendingApplicationRespondBy } from '@domain/gomodal/journey';
import { gomodalDuesState } from '@domain/gomodal/status';
import { dailyDeductionFor } from '@domain/gomodal/pricing';
import { GOMODAL_MONTHLY_RATE_PERCENT } from '@domain/gomodal/terms';
import { graceEndDate } from '@domain/lending/grace';
import { owedLineStatus } from '@domain/lending/grace';
import { jakartaDate } from '@domain/time';
import { type LoanBook, type Line, duesOn } from './engine';
import { loanTypeOf } from './facts';
import type { SubmissionRecord } from './submissions';
import type { LoanView, MerchantState } from './sync';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;
const IN_PROGRESS = ['PENDING', 'SUBMITTED', 'APPLIED', 'CONTRACT_SENT'];

export function loanDues(loan: LoanView, now: Date): GomodalDues {
  return duesOn(loan.book, jakartaDate(now.toISOString()), now.getTime());
}

/** The instalment window running on `today` (the first not yet past its due date), with its deduction plan; null once completed. */
function runningWindow(book: LoanBook, today: string): { line: Line; plan: DeductionPlan | undefined } | null {
  if (book.completedAt) return null;
  const index = Math.max(
    0,
    book.lines.findIndex((line) => line.dueDate >= today),
  );
  const line = book.lines[index];
  return line ? { line, plan: book.plans[index] } : null;
}

/**
 * A window's daily figure: its instalment with what a pause carried in, over the window's deduction
 * days. Lower than the plan's in a first-loan cashback month, higher after a pause.
 */
function windowDailyDeduction(line: Line): number {
  return dailyDeductionFor(line.owedPrincipal + line.owedInterest + line.carriedOut);
}

function headline(state: MerchantState, loan: LoanView): GomodalLoanHeadline {
  const { book, submission } = loan;
  const now = state.now;
  const today = jakartaDate(now.toISOString());
  const running = runningWindow(book, today);
  const dues = loanDues(loan, now);
  const pause = pauseOn(loan.pauses, today);
  const totalRemaining = dues.payoff + dues.payoffWaiver;
  return {
    submissionId: submission.id,
    loanId: submission.loanId ?? `GML-${submission.id.slice(0, 8).toUpperCase()}`,
    loanType: submission.offerType ?? loanTypeOf(state),
    principal: submission.principal,
    tenure: submission.tenure,
    duesState: gomodalDuesState(dues, pause !== null),
    dueDate: book.completedAt ? null : dues.dueDate,
    monthlyInstalment: book.schedule.monthlyInstalment,
    dailyDeduction: book.schedule.dailyDeduction,
    currentDailyDeduction: running ? windowDailyDeduction(running.line) : 0,
    amountDue: dues.overdue + dues.current,
    overdueAmount: dues.pastDue + dues.unpaidLateFees,
    missedAmount: dues.missed,
    lateFee: dues.unpaidLateFees,
    dailyLateFee: gomodalDailyLateFee(dues.pastDue),
    gracePeriodEnd: dues.oldestPastDueDate ? graceEndDate(dues.oldestPastDueDate, GOMODAL_GRACE_DAYS) : null,
    totalRemaining,
    payoffAmount: dues.payoff,
    pause,
    paidInstalments: dues.paidInstalments,
    remainingInstalments: dues.remainingInstalments,
    completedAt: iso(book.completedAt),
    completedEarly:
      book.completedAt !== null && jakartaDate(book.completedAt.toISOString()) < (book.lines[book.lines.length - 1]?.windowStart ?? ''),
  };
}

/**
 * Everything waived on the loan: interest (the first-loan cashback, paying off early, a granted
 * interest discount), principal and late fees (granted discounts, engine.ts applyDiscount).
 */
export function discountsOf(book: LoanBook): GomodalLoan['discounts'] {
  return {
    interest: book.schedule.discount + book.lines.reduce((sum, line) => sum + line.waivedInterest, 0),
    principal: book.granted.PRINCIPAL,
    lateFee: book.granted.LATE_FEE,
  };
}

function scheduleLines(book: LoanBook, now: Date): GomodalScheduleLine[] {
  return book.lines.map((line) => {
    const amount = line.owedPrincipal - line.waivedPrincipal + line.owedInterest - line.waivedInterest;
    const paid = line.paidPrincipal + line.paidInterest;
    const unpaid = amount - paid;
    return {
      number: line.number,
      windowStart: line.windowStart,
      dueDate: line.dueDate,
      principal: line.principal,
      interest: line.interest,
      discount: line.discount,
      carriedIn: line.carriedIn,
      amount,
      paid,
      unpaid,
      status: owedLineStatus(line.dueDate, unpaid, now.toISOString()),
    };
  });
}

export function fullLoan(state: MerchantState, loan: LoanView, virtualAccount: GomodalLoanVirtualAccount | null): GomodalLoan {
  const { book, submission } = loan;
  const confirmed = submission.confirmed;
  const bank = confirmed?.bank ?? state.merchant?.bank ?? { bankCode: '', bankName: '', accountNumber: '', accountOwner: '' };
  const today = jakartaDate(state.now.toISOString());
  const current = book.lines.find((line) => line.dueDate >= today);
  return {
    ...headline(state, loan),
    purpose: submission.purpose ?? 'P01',
    monthlyInterestRatePercent: GOMODAL_MONTHLY_RATE_PERCENT,
    interest: book.schedule.interest,
    adminFee: book.schedule.adminFee,
    totalDisbursement: book.schedule.totalDisbursement,
    disbursedAt: (submission.disbursedAt ?? submission.createdAt).toISOString(),
    firstDueDate: book.schedule.firstDueDate,
    finalDueDate: book.schedule.finalDueDate,
    totalPaid: book.payments.reduce((sum, payment) => sum + payment.entry.amount, 0),
    carryOverAmount: current?.carriedIn ?? 0,
    discounts: discountsOf(book),
    bank: { bankName: bank.bankName, accountNumber: bank.accountNumber, accountOwner: bank.accountOwner },
    registeredMobileNumber: confirmed?.registeredMobileNumber ?? state.user.phone,
    address: confirmed?.address ?? state.merchant?.address ?? '',
    outlets: { items: confirmed?.outlets ?? [], total: confirmed?.outletTotal ?? 0 },
    virtualAccount,
    instalments: scheduleLines(book, state.now),
  };
}

export function submissionView(
  state: MerchantState,
  submission: SubmissionRecord,
  virtualAccount: GomodalLoanVirtualAccount | null,
): GomodalSubmission {
  const loan = state.loans.get(submission.id);
  const sent = submission.contractSentAt;
  return {
    id: submission.id,
    status: submission.status,
    principal: submission.principal,
    tenure: submission.tenure,
    createdAt: submission.createdAt.toISOString(),
    updatedAt: submission.updatedAt.toISOString(),
    offerType: submission.offerType ?? loanTypeOf(state),
    purpose: submission.purpose ?? 'P01',
    outletIds: submission.outletIds,
    contractSentAt: iso(sent),
    contractExpiresAt: sent ? contractExpiresAt(sent.toISOString()).toString() : null,
    contractSignedAt: iso(submission.contractSignedAt),
    disbursementDeadline: submission.contractSignedAt ? disbursementDeadline(submission.contractSignedAt.toISOString()) : null,
    disbursedAt: iso(submission.disbursedAt ?? (loan ? submission.createdAt : null)),
    outcomeRoute: submissionOutcomeRoute(submission.status),
    retryDate:
      submission.status === 'ERROR_CREDIT_POLICY'
        ? creditRetryDate(submission.updatedAt.toISOString(), state.merchant?.whitelist === 'BLOCKED')
        : null,
    respondBy: IN_PROGRESS.includes(submission.status) ? pendingApplicationRespondBy(submission.createdAt.toISOString()) : null,
    loan: loan ? fullLoan(state, loan, virtualAccount) : null,
  };
}

export function submissionHeadline(state: MerchantState, submission: SubmissionRecord): GomodalSubmissionHeadline {
  const view = submissionView(state, submission, null);
  return {
    id: view.id,
    status: view.status,
    principal: view.principal,
    tenure: view.tenure,
    contractExpiresAt: view.contractExpiresAt,
    disbursementDeadline: view.disbursementDeadline,
    outcomeRoute: view.outcomeRoute,
    retryDate: view.retryDate,
  };
}

export function loanHeadline(state: MerchantState, loan: LoanView): GomodalLoanHeadline {
  return headline(state, loan);
}

export function completedLoan(state: MerchantState, loan: LoanView): GomodalCompletedLoan | null {
  const { book, submission } = loan;
  if (submission.status !== 'APPLICATION_COMPLETED' || !book.completedAt) return null;
  const view = headline(state, loan);
  return {
    submissionId: submission.id,
    loanId: view.loanId,
    loanType: view.loanType,
    principal: submission.principal,
    tenure: submission.tenure,
    disbursedAt: (submission.disbursedAt ?? submission.createdAt).toISOString(),
    completedAt: book.completedAt.toISOString(),
    completedEarly: view.completedEarly,
    totalPaid: book.payments.reduce((sum, payment) => sum + payment.entry.amount, 0),
    discounts: discountsOf(book),
  };
}

export function deductionsView(state: MerchantState, loan: LoanView): GomodalDeductions {
  const { book } = loan;
  const now = state.now;
  const today = jakartaDate(now.toISOString());
  const running = runningWindow(book, today);
  const line = running?.line;
  const plan = running?.plan;
  const ran = new Map(book.days.map((day) => [day.date, day]));
  const dues = loanDues(loan, now);
  const amount = line ? line.owedPrincipal - line.waivedPrincipal + line.owedInterest - line.waivedInterest : 0;
  const collected = line ? line.paidPrincipal + line.paidInterest : 0;
  const days = (plan?.days ?? []).map((day) => {
    const run = ran.get(day.date);
    return {
      date: day.date,
      kind: day.kind,
      scheduled: day.scheduled,
      due: run?.due ?? null,
      taken: run?.taken ?? null,
      outcome: run?.outcome ?? null,
    };
  });
  // The next day not paused, not run yet, on which the window still has something to collect.
  const owedInWindow = dues.overdue + dues.current > 0;
  const next = owedInWindow ? days.find((day) => day.date >= today && day.kind !== 'PAUSED' && day.due === null) : undefined;
  return {
    submissionId: loan.submission.id,
    dailyDeduction: line ? windowDailyDeduction(line) : 0,
    recoveryPercent: state.settings.recoveryPercent,
    window: line
      ? { instalmentNumber: line.number, windowStart: line.windowStart, dueDate: line.dueDate, amount, collected, missed: dues.missed }
      : null,
    days,
    pause: pauseOn(loan.pauses, today),
    nextDeductionDate: next?.date ?? null,
    asOf: now.toISOString(),
  };
}

export function repaymentsOf(loan: LoanView): GomodalRepayment[] {
  return loan.book.payments.map(({ entry, instalments }) => ({
    id: entry.accrualKey,
    kind: entry.kind === 'VA_REPAYMENT' ? 'VA_REPAYMENT' : 'DEDUCTION',
    date: entry.postedAt.toISOString(),
    amount: entry.amount,
    deductionDate: entry.kind === 'DEDUCTION' ? entry.day : null,
    outcome: entry.kind === 'DEDUCTION' ? (entry.details.outcome ?? null) : null,
    bankName: entry.kind === 'VA_REPAYMENT' ? ((entry.details.bankName as GomodalRepayment['bankName']) ?? null) : null,
    vaNumber: entry.kind === 'VA_REPAYMENT' ? (entry.details.vaNumber ?? null) : null,
    instalmentNumbers: instalments,
  }));
}

export function sandboxDays(loan: LoanView): SandboxGomodalDay[] {
  return loan.book.days.map((day) => ({
    date: day.date,
    kind: day.kind === 'AFTER_TERM' ? 'CATCH_UP' : day.kind,
    scheduled: day.scheduled,
    income: day.income,
    failed: day.failed,
    due: day.due,
    taken: day.taken,
    outcome: day.outcome,
    lateFee: day.lateFee,
  }));
}
