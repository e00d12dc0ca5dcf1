/**
 * The card of the merchant-loan home (/gomodal/home; document 3, section 4: 18 states, "the exact rule
 * is not shown"). Pure: the platform answers it in the loan summary, and the page could compute it
 * from the same facts. null: no loan card; the home shows the offer (limit card), or the page of the
 * reason the merchant cannot apply (eligibility.ts).
 *
 * First match wins:
 * | card                   | when                                                  | submission status  |
 * |------------------------|-------------------------------------------------------|--------------------|
 * | WRITE_OFF              | the lender wrote the loan off (contact us)            | WRITE_OFF          |
 * | OVERDUE_WITH_LATE_FEES | running loan, past due beyond the 10 grace days or     | DISBURSED,         |
 * |                        | late fees unpaid                                      | RESTRUCTURED,      |
 * | OVERDUE                | running loan, past due within the grace days          | TOP_UP (running)   |
 * | PAYMENT_HOLIDAY        | running loan, deductions paused (resume date shown)   |                    |
 * | OUTSTANDING_BEFORE_DUE_DATE | running loan, failed days not yet made good      |                    |
 * | REPAID                 | running loan, this month paid (with or without the    |                    |
 * |                        | first-loan discount): "dues cleared early"            |                    |
 * | ONGOING                | running loan on schedule ("disbursed and ongoing")    |                    |
 * | PENDING                | application received, its data being checked          | PENDING            |
 * | LOAN_PROCESSING        | with the credit review (up to 1 x 24 h), or signed    | SUBMITTED, or      |
 * |                        | and being paid out ("disbursing", next working day)   | CONTRACT_SENT signed|
 * | APPLIED                | approved by the credit review, pending the lender     | APPLIED            |
 * | CONTRACT_SENT          | contract waiting to be signed, within its hour        | CONTRACT_SENT      |
 * | ERROR_CONTRACT_EXPIRED | the hour passed unsigned: apply again or contact us   | CONTRACT_SENT after|
 * |                        |                                                       | 1 h, ERROR_CONTRACT_EXPIRED |
 * | KYC_PENDING            | identity verification in review (up to 3 x 24 h)      | (KYC_SUBMITTED)    |
 * | ERROR_LOAN_PROCESSING  | stopped on something the merchant can fix: bank       | ERROR_DISBURSEMENT,|
 * |                        | details (disbursement failed) or national ID data     | ERROR_KYC          |
 * | EARLY_LOAN_COMPLETED   | paid off before the last instalment's window opened   | APPLICATION_COMPLETED |
 * | LOAN_COMPLETED         | paid off on schedule (one-time or flexible wording)   | APPLICATION_COMPLETED |
 * | COMING_SOON_CARD       | a corporate merchant: the loan is coming soon         | (none)             |
 * | CASH_LOAN_CARD         | no merchant-loan offer (not on the allow-list): the   | (none)             |
 * |                        | personal cash loan is offered instead                 |                    |
 * A running loan comes first (it is what the merchant pays), then a submission in progress, then
 * identity review, then a fixable error, then a completed loan, then the account.
 */
import type { GomodalAccountStatus, LoanSubmissionStatus, MerchantEntityType, WhitelistValue } from '../contract/gomodal';
import type { KycStatus } from '../products';
import type { InstantInput } from '../time';
import { type GomodalDues, overdueLevel } from './dues';
import { isContractExpired } from './journey';
import { gomodalDuesState } from './status';

export const GOMODAL_HOME_CARD_STATES = [
  'OVERDUE_WITH_LATE_FEES',
  'OVERDUE',
  'OUTSTANDING_BEFORE_DUE_DATE',
  'ONGOING',
  'PAYMENT_HOLIDAY',
  'REPAID',
  'EARLY_LOAN_COMPLETED',
  'LOAN_COMPLETED',
  'CASH_LOAN_CARD',
  'LOAN_PROCESSING',
  'ERROR_LOAN_PROCESSING',
  'COMING_SOON_CARD',
  'KYC_PENDING',
  'PENDING',
  'CONTRACT_SENT',
  'APPLIED',
  'WRITE_OFF',
  'ERROR_CONTRACT_EXPIRED',
] as const;
export type GomodalHomeCardState = (typeof GOMODAL_HOME_CARD_STATES)[number];

/** A loan that was paid out and is still being repaid. */
export const RUNNING_LOAN_STATUSES: readonly LoanSubmissionStatus[] = ['DISBURSED', 'RESTRUCTURED', 'TOP_UP'];
/** A submission on its way to a loan. */
export const IN_PROGRESS_STATUSES: readonly LoanSubmissionStatus[] = ['PENDING', 'SUBMITTED', 'APPLIED', 'CONTRACT_SENT'];
/** A submission stopped on something the merchant can fix. */
export const FIXABLE_ERROR_STATUSES: readonly LoanSubmissionStatus[] = ['ERROR_DISBURSEMENT', 'ERROR_KYC'];

export interface SubmissionFacts {
  status: LoanSubmissionStatus;
  /** ISO instant the contract was sent, or null. */
  contractSentAt: string | null;
  /** ISO instant it was signed, or null. */
  contractSignedAt: string | null;
}

export interface LoanFacts {
  /** The status of the loan's submission: running, APPLICATION_COMPLETED or WRITE_OFF. */
  status: LoanSubmissionStatus;
  dues: GomodalDues;
  /** Deductions are paused today. */
  paused: boolean;
  /** Jakarta date the last amount owed was paid; null while something is owed. */
  completedOn: string | null;
  /** YYYY-MM-DD: the last instalment's window start (completing before it is early). */
  lastWindowStart: string;
}

export interface GomodalCardFacts {
  entityType: MerchantEntityType;
  accountStatus: GomodalAccountStatus;
  whitelist: WhitelistValue;
  kycStatus: KycStatus;
  /** The newest submission, or null. */
  submission: SubmissionFacts | null;
  /** The newest loan that was paid out (its submission may be the newest one), or null. */
  loan: LoanFacts | null;
}

function runningLoanCard(loan: LoanFacts, now: InstantInput): GomodalHomeCardState {
  const state = gomodalDuesState(loan.dues, loan.paused);
  if (state === 'OVERDUE') return overdueLevel(loan.dues, now) === 'LATE_FEES' ? 'OVERDUE_WITH_LATE_FEES' : 'OVERDUE';
  return state === 'REPAID_DISCOUNT' ? 'REPAID' : state;
}

function submissionCard(submission: SubmissionFacts, now: InstantInput): GomodalHomeCardState | null {
  switch (submission.status) {
    case 'PENDING':
      return 'PENDING';
    case 'SUBMITTED':
      return 'LOAN_PROCESSING';
    case 'APPLIED':
      return 'APPLIED';
    case 'CONTRACT_SENT':
      if (submission.contractSignedAt !== null) return 'LOAN_PROCESSING';
      return submission.contractSentAt !== null && isContractExpired(submission.contractSentAt, now)
        ? 'ERROR_CONTRACT_EXPIRED'
        : 'CONTRACT_SENT';
    default:
      return null;
  }
}

export function gomodalHomeCard(facts: GomodalCardFacts, now: InstantInput): GomodalHomeCardState | null {
  const { loan, submission } = facts;
  if (loan?.status === 'WRITE_OFF') return 'WRITE_OFF';
  if (loan && RUNNING_LOAN_STATUSES.includes(loan.status)) return runningLoanCard(loan, now);
  const inProgress = submission && IN_PROGRESS_STATUSES.includes(submission.status) ? submissionCard(submission, now) : null;
  if (inProgress) return inProgress;
  if (facts.kycStatus === 'KYC_SUBMITTED') return 'KYC_PENDING';
  if (submission?.status === 'ERROR_CONTRACT_EXPIRED') return 'ERROR_CONTRACT_EXPIRED';
  if (submission && FIXABLE_ERROR_STATUSES.includes(submission.status)) return 'ERROR_LOAN_PROCESSING';
  if (loan?.status === 'APPLICATION_COMPLETED') {
    return loan.completedOn !== null && loan.completedOn < loan.lastWindowStart ? 'EARLY_LOAN_COMPLETED' : 'LOAN_COMPLETED';
  }
  if (facts.entityType === 'CORPORATE') return 'COMING_SOON_CARD';
  if (facts.whitelist === 'BLOCKED' || facts.accountStatus === 'INELIGIBLE') return 'CASH_LOAN_CARD';
  return null;
}
