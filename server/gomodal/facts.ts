/**
 * What the merchant may do and what the home shows, from one snapshot (sync.ts): the apply check
 * (eligibility.ts), the home card (home-card.ts) and the offer (terms.ts). The rules are the
 * domain's; this only gathers their facts.
 */
import type { GomodalApplyCheck, GomodalOffer, LoanType } from '@domain/contract/gomodal';
import { loanTypeFor } from '@domain/contract/gomodal';
import type { ApplyBlocker } from '@domain/gomodal/blockers';
import { pauseOn } from '@domain/gomodal/deductions';
import { type ApplicantFacts, applyBlocker, applyBlockerRoute, canAskToBeTold, creditRetryDateOf } from '@domain/gomodal/eligibility';
import { type GomodalHomeCardState, type LoanFacts, gomodalHomeCard } from '@domain/gomodal/home-card';
import { pendingApplicationRespondBy } from '@domain/gomodal/journey';
import { GOMODAL_PURPOSES } from '@domain/gomodal/purposes';
import { GOMODAL_ROUTES } from '@domain/gomodal/routes';
import {
  DEDUCTION_DAYS_PER_INSTALMENT,
  FIRST_LOAN_CASHBACK_INSTALMENTS,
  FIRST_LOAN_CASHBACK_MAX,
  GOMODAL_ADMIN_FEE_BASIS_POINTS,
  GOMODAL_MONTHLY_RATE_PERCENT,
  GOMODAL_TENURES,
  MIN_DAILY_DEDUCTION,
  SANDBOX_OFFER_MAX_PRINCIPAL,
  SANDBOX_OFFER_MIN_PRINCIPAL,
} from '@domain/gomodal/terms';
import { jakartaDate } from '@domain/time';
import { duesOn } from './engine';
import type { LoanView, MerchantState } from './sync';

/** Blockers under which the offer (the limit card) still shows. */
const OFFER_SHOWN_WITH: readonly (ApplyBlocker | null)[] = [
  null,
  'KYC_REQUIRED',
  'KYC_IN_REVIEW',
  'LOAN_RUNNING',
  'PENDING_APPLICATION_EXISTS',
];

export function applicantFacts(state: MerchantState): ApplicantFacts {
  const { merchant, user } = state;
  const newest = state.submissions[0];
  return {
    downtime: state.settings.downtime,
    merchantOwner: merchant?.merchantOwner ?? false,
    entityType: merchant?.entityType ?? 'INDIVIDUAL',
    ownerIdDocument: merchant?.ownerIdDocument ?? 'KTP',
    accountStatus: merchant?.accountStatus ?? 'INELIGIBLE',
    whitelist: merchant?.whitelist ?? 'BLOCKED',
    flags: merchant?.flags ?? { fraud: false, delinquent: false, verificationBlocked: false, creditPolicy: false },
    kycStatus: user.kycStatus,
    newestSubmission: newest ? { status: newest.status, updatedAt: newest.updatedAt.toISOString() } : null,
  };
}

export function blockerOf(state: MerchantState): ApplyBlocker | null {
  return applyBlocker(applicantFacts(state), state.now.toISOString());
}

export function loanTypeOf(state: MerchantState): LoanType {
  return loanTypeFor(state.merchant?.merchantTier ?? null);
}

/** No loan of the merchant was ever paid out. */
export function isFirstLoan(state: MerchantState): boolean {
  return ![...state.loans.values()].length;
}

/** The newest loan that was paid out (running, completed or written off). */
export function newestLoan(state: MerchantState): LoanView | null {
  for (const submission of state.submissions) {
    const loan = state.loans.get(submission.id);
    if (loan) return loan;
  }
  return null;
}

export function loanFacts(loan: LoanView, now: Date): LoanFacts {
  const today = jakartaDate(now.toISOString());
  const { book, submission } = loan;
  return {
    status: submission.status,
    dues: duesOn(book, today, now.getTime()),
    paused: pauseOn(loan.pauses, today) !== null,
    completedOn: book.completedAt ? jakartaDate(book.completedAt.toISOString()) : null,
    lastWindowStart: book.lines[book.lines.length - 1]?.windowStart ?? today,
  };
}

export function homeCardOf(state: MerchantState): GomodalHomeCardState | null {
  const newest = state.submissions[0];
  const loan = newestLoan(state);
  return gomodalHomeCard(
    {
      entityType: state.merchant?.entityType ?? 'INDIVIDUAL',
      accountStatus: state.merchant?.accountStatus ?? 'INELIGIBLE',
      whitelist: state.merchant?.whitelist ?? 'BLOCKED',
      kycStatus: state.user.kycStatus,
      submission: newest
        ? {
            status: newest.status,
            contractSentAt: newest.contractSentAt?.toISOString() ?? null,
            contractSignedAt: newest.contractSignedAt?.toISOString() ?? null,
          }
        : null,
      loan: loan ? loanFacts(loan, state.now) : null,
    },
    state.now.toISOString(),
  );
}

export function applyCheck(state: MerchantState): GomodalApplyCheck {
  const facts = applicantFacts(state);
  const blocker = blockerOf(state);
  const newest = state.submissions[0];
  return {
    blocker,
    route: blocker === null ? GOMODAL_ROUTES.loanApply : applyBlockerRoute(blocker),
    retryDate: blocker === 'CREDIT_ENGINE_REJECTED' ? creditRetryDateOf(facts) : null,
    respondBy: blocker === 'PENDING_APPLICATION_EXISTS' && newest ? pendingApplicationRespondBy(newest.createdAt.toISOString()) : null,
    canAskToBeTold: canAskToBeTold(blocker, facts.accountStatus),
    askedToBeTold: state.merchant?.notifyRequestedAt != null,
    firstLoan: isFirstLoan(state),
    loanType: loanTypeOf(state),
    asOf: state.now.toISOString(),
  };
}

/** The sandbox's offer, or null when the blocker leaves the merchant no plan (SME01). */
export function offerOf(state: MerchantState): GomodalOffer | null {
  if (!OFFER_SHOWN_WITH.includes(blockerOf(state))) return null;
  return {
    offerType: loanTypeOf(state),
    minPrincipal: SANDBOX_OFFER_MIN_PRINCIPAL,
    maxPrincipal: SANDBOX_OFFER_MAX_PRINCIPAL[state.merchant?.merchantTier ?? 'BNB'],
    tenures: [...GOMODAL_TENURES],
    monthlyInterestRatePercent: GOMODAL_MONTHLY_RATE_PERCENT,
    adminFeePercent: GOMODAL_ADMIN_FEE_BASIS_POINTS / 100,
    minDailyDeduction: MIN_DAILY_DEDUCTION,
    deductionDaysPerInstalment: DEDUCTION_DAYS_PER_INSTALMENT,
    firstLoanCashback: isFirstLoan(state) ? { instalments: FIRST_LOAN_CASHBACK_INSTALMENTS, maxDiscount: FIRST_LOAN_CASHBACK_MAX } : null,
    purposes: [...GOMODAL_PURPOSES],
    asOf: state.now.toISOString(),
  };
}
