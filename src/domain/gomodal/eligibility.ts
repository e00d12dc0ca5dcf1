/**
 * Who may apply, and where a merchant who may not is sent (document 3, sections 1, 4, 6 and 8). The
 * platform answers the blocker (the apply check); the pages route with applyBlockerRoute.
 *
 * The twelve ineligible states of document 3 and what else stops an application, first match wins:
 * | blocker                    | when                                                  | page                                   |
 * |----------------------------|-------------------------------------------------------|----------------------------------------|
 * | DOWNTIME                   | the service is down                                   | /downtime?service=gomodal              |
 * | NON_OWNER                  | a merchant's account, not its verified owner's        | /gomodal/error/non-owner               |
 * | CORPORATE                  | a corporate merchant: coming soon                     | ineligible-screen?type=corporate       |
 * | FOREIGNER                  | owner identified by passport or business permit:      | ineligible-screen?type=foreigner       |
 * |                            | upload a national ID through the help page            |                                        |
 * | FRAUD                      | fraud flag: access temporarily blocked                | ineligible-screen?type=fraud           |
 * | VERIFICATION_BLOCKED       | too many failed verifications                         | ineligible-screen?type=verification-blocked |
 * | BLOCKED_LIMIT              | account BLOCKED or PERMANENTLY_BLOCKED                | ineligible-screen?type=blocked         |
 * | DELINQUENT                 | unpaid debt (a flag, or a loan written off): cannot   | ineligible-screen?type=delinquent      |
 * |                            | apply until paid                                      |                                        |
 * | MERCHANT_PENDING           | the merchant account is still being verified          | ineligible-screen?type=merchant-pending|
 * | MERCHANT_REJECTED          | the merchant account was not verified                 | /gomodal/contact                       |
 * | LOAN_RUNNING               | a loan is being repaid (one loan at a time)           | /gomodal/home                          |
 * | PENDING_APPLICATION_EXISTS | an application is in progress: respond within 5       | /gomodal/loan/status                   |
 * |                            | working days (journey.ts), otherwise e-mail support   |                                        |
 * | CREDIT_ENGINE_REJECTED     | the credit decision rejected the last application,    | /gomodal/cde-rejected                  |
 * |                            | until its retry date                                  |                                        |
 * | NOT_WHITELISTED            | not on the allow-list (or no merchant-loan account)   | /gomodal/ineligible-screen             |
 * | CREDIT_POLICY              | sales do not meet the credit policy yet: keep growing | ineligible-screen?type=credit-policy   |
 * | KYC_REQUIRED               | identity not verified (new or rejected)               | /gomodal/kyc-first                     |
 * | KYC_IN_REVIEW              | identity verification in review                       | /kyc/progress?product=gomodal&retry_url=/gomodal/apply |
 * The order: what no step of the merchant can change first (downtime, who the account is), then
 * blocks, then what is in progress, then the allow-list, and identity last (no use verifying an
 * identity for a loan the merchant cannot get).
 */
import type { GomodalAccountStatus, LoanSubmissionStatus, MerchantEntityType, OwnerIdDocument, WhitelistValue } from '../contract/gomodal';
import type { KycStatus } from '../products';
import { Temporal } from 'temporal-polyfill';
import { type InstantInput, jakartaDate } from '../time';
import type { ApplyBlocker } from './blockers';
import { IN_PROGRESS_STATUSES, RUNNING_LOAN_STATUSES } from './home-card';
import { GOMODAL_ROUTES, applicationRejectedRoute, loanErrorRoute } from './routes';

/** Platform flags on a merchant (from its risk and credit checks). */
export interface MerchantFlags {
  fraud: boolean;
  delinquent: boolean;
  /** Too many failed identity verifications. */
  verificationBlocked: boolean;
  /** The merchant's sales do not meet the credit policy yet. */
  creditPolicy: boolean;
}

export interface ApplicantFacts {
  downtime: boolean;
  merchantOwner: boolean;
  entityType: MerchantEntityType;
  ownerIdDocument: OwnerIdDocument;
  accountStatus: GomodalAccountStatus;
  whitelist: WhitelistValue;
  flags: MerchantFlags;
  kycStatus: KycStatus;
  /** The newest submission and when its status was last set (ISO instant), or null. */
  newestSubmission: { status: LoanSubmissionStatus; updatedAt: string } | null;
}

/** "Retry in 45 days". */
export const CREDIT_REJECTION_REST_DAYS = 45;

/**
 * The first day the merchant may apply again after the credit decision rejected an application:
 * 45 days after the rejection, or, when the merchant is no longer on the allow-list, the 1st of the
 * next month (the allow-list is renewed monthly, so asking again sooner cannot succeed, later is
 * needless).
 */
export function creditRetryDate(rejectedAt: InstantInput, removedFromAllowList: boolean): string {
  const rejectedOn = Temporal.PlainDate.from(jakartaDate(rejectedAt));
  return (
    removedFromAllowList ? rejectedOn.with({ day: 1 }).add({ months: 1 }) : rejectedOn.add({ days: CREDIT_REJECTION_REST_DAYS })
  ).toString();
}

/** The retry date of the newest submission when the credit decision rejected it, else null. */
export function creditRetryDateOf(facts: Pick<ApplicantFacts, 'newestSubmission' | 'whitelist'>): string | null {
  const submission = facts.newestSubmission;
  if (submission?.status !== 'ERROR_CREDIT_POLICY') return null;
  return creditRetryDate(submission.updatedAt, facts.whitelist === 'BLOCKED');
}

const FOREIGN_DOCUMENTS: readonly OwnerIdDocument[] = ['PASSPORT', 'BUSINESS_PERMIT'];

export function applyBlocker(facts: ApplicantFacts, now: InstantInput): ApplyBlocker | null {
  const submission = facts.newestSubmission;
  if (facts.downtime) return 'DOWNTIME';
  // A user with no merchant account at all (INELIGIBLE, not an owner) is not a non-owner: NOT_WHITELISTED below.
  if (!facts.merchantOwner && facts.accountStatus !== 'INELIGIBLE') return 'NON_OWNER';
  if (facts.entityType === 'CORPORATE') return 'CORPORATE';
  if (FOREIGN_DOCUMENTS.includes(facts.ownerIdDocument)) return 'FOREIGNER';
  if (facts.flags.fraud) return 'FRAUD';
  if (facts.flags.verificationBlocked) return 'VERIFICATION_BLOCKED';
  if (facts.accountStatus === 'BLOCKED' || facts.accountStatus === 'PERMANENTLY_BLOCKED') return 'BLOCKED_LIMIT';
  if (facts.flags.delinquent || submission?.status === 'WRITE_OFF') return 'DELINQUENT';
  if (facts.accountStatus === 'MERCHANT_PENDING') return 'MERCHANT_PENDING';
  if (facts.accountStatus === 'MERCHANT_REJECTED') return 'MERCHANT_REJECTED';
  if (submission && RUNNING_LOAN_STATUSES.includes(submission.status)) return 'LOAN_RUNNING';
  if (submission && IN_PROGRESS_STATUSES.includes(submission.status)) return 'PENDING_APPLICATION_EXISTS';
  const retryDate = creditRetryDateOf(facts);
  if (retryDate !== null && jakartaDate(now) < retryDate) return 'CREDIT_ENGINE_REJECTED';
  if (facts.whitelist === 'BLOCKED' || facts.accountStatus === 'INELIGIBLE') return 'NOT_WHITELISTED';
  if (facts.flags.creditPolicy) return 'CREDIT_POLICY';
  if (facts.kycStatus === 'KYC_SUBMITTED') return 'KYC_IN_REVIEW';
  if (facts.kycStatus !== 'KYC_APPROVED') return 'KYC_REQUIRED';
  return null;
}

// Where each blocker leads lives without Temporal (blocker-routes.ts), for the pages that only route.
export { APPLY_BLOCKER_ROUTES, applyBlockerRoute } from './blocker-routes';

/**
 * Who may ask to be told when they become eligible ("blocked or non-whitelisted merchants ... can ask
 * to be told"): not on the allow-list, a temporary block, or the credit policy; never a permanent block.
 */
export function canAskToBeTold(blocker: ApplyBlocker | null, accountStatus: GomodalAccountStatus): boolean {
  if (blocker === 'BLOCKED_LIMIT') return accountStatus !== 'PERMANENTLY_BLOCKED';
  return blocker === 'NOT_WHITELISTED' || blocker === 'CREDIT_POLICY';
}

/**
 * Where the status page sends a submission that ended in an error (null: it did not, or the merchant
 * cancelled and goes home): the credit decision to /gomodal/cde-rejected, the other refusals to
 * /gomodal/application/rejected, what the merchant can fix or retry to /gomodal/loan/error.
 */
export function submissionOutcomeRoute(status: LoanSubmissionStatus): string | null {
  switch (status) {
    case 'ERROR_CREDIT_POLICY':
      return GOMODAL_ROUTES.cdeRejected;
    case 'ERROR_DELINQUENCY':
      return applicationRejectedRoute('delinquent');
    case 'ERROR_FRAUDULENT':
      return applicationRejectedRoute('fraud');
    case 'ERROR_NOT_WHITELISTED':
      return applicationRejectedRoute('not-whitelisted');
    case 'ERROR_PENDING_APPLICATION_EXISTS':
      return GOMODAL_ROUTES.loanStatus;
    case 'ERROR_CONTRACT_EXPIRED':
      return loanErrorRoute('contract-expired');
    case 'ERROR_DISBURSEMENT':
      return loanErrorRoute('disbursement');
    case 'ERROR_KYC':
      return loanErrorRoute('national-id');
    case 'ERROR_LOAN_PRODUCT_INVALID':
      return loanErrorRoute('product-invalid');
    default:
      return null;
  }
}
