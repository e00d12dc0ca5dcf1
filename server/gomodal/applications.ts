/**
 * Applying and signing (CONTRACT.md "POST /sme/v2/submission" and "Signing and disbursement"), and the
 * other parties' decisions the sandbox plays (GOMODAL_DECISIONS).
 */
import { applyBlockerErrorCode, type GomodalSubmissionRequest } from '@domain/contract/gomodal';
import type { GomodalDecision } from '@domain/contract/gomodal-sandbox';
import { checkPrincipalAmount } from '@domain/gomodal/principal';
import { availableTenures, isTenureAvailable } from '@domain/gomodal/pricing';
import { applyBlockerRoute, creditRetryDateOf } from '@domain/gomodal/eligibility';
import { contractExpiresAt, isContractExpired, pendingApplicationRespondBy } from '@domain/gomodal/journey';
import { sandboxGomodalSignPath } from '@domain/contract/gomodal-sandbox';
import type { GomodalSigningInfo } from '@domain/contract/gomodal';
import type { LoanSubmissionStatus } from '@domain/contract/merchant';
import type { Db } from '../db/client';
import type { PlatformError } from '../http/errors';
import { applicantFacts, blockerOf, offerOf } from './facts';
import { gomodalError } from './errors';
import { outletsOf } from './outlets';
import { insertSubmission, type SubmissionRecord, updateSubmission } from './submissions';
import type { MerchantState } from './sync';

/** The checks in the contract's order after the body's; the new submission's id. */
export async function submit(tx: Db, state: MerchantState, request: GomodalSubmissionRequest): Promise<string> {
  const blocker = blockerOf(state);
  if (blocker !== null) {
    const facts = applicantFacts(state);
    const newest = state.submissions[0];
    const cause =
      blocker === 'CREDIT_ENGINE_REJECTED'
        ? (creditRetryDateOf(facts) ?? '')
        : blocker === 'PENDING_APPLICATION_EXISTS' && newest
          ? pendingApplicationRespondBy(newest.createdAt.toISOString())
          : applyBlockerRoute(blocker);
    throw gomodalError(409, applyBlockerErrorCode(blocker), `This merchant cannot apply now: ${blocker}.`, cause);
  }
  const offer = offerOf(state);
  if (!offer) throw gomodalError(409, 'SME01', 'No loan plan is available to this merchant now.');
  if (request.offerType !== offer.offerType)
    throw gomodalError(409, 'GOMODAL_OFFER_CHANGED', `The offer is ${offer.offerType} now; open the form again.`, offer.offerType);
  const issue = checkPrincipalAmount(request.principal, { min: offer.minPrincipal, max: offer.maxPrincipal });
  if (issue) {
    const amount = issue.values?.amount;
    throw gomodalError(
      400,
      issue.code,
      'The amount is outside the offer or not a multiple of 1,000.',
      amount === undefined ? 'principal' : String(amount),
    );
  }
  if (!offer.tenures.includes(request.tenure) || !isTenureAvailable(request.principal, request.tenure)) {
    const longest = availableTenures(request.principal, offer.tenures).at(-1) ?? 0;
    throw gomodalError(
      400,
      'GOMODAL_TENURE_INVALID',
      `This tenure is not offered for this amount; the longest is ${longest} months.`,
      String(longest),
    );
  }
  const merchant = state.merchant;
  if (!merchant) throw gomodalError(409, 'GOMODAL_NOT_WHITELISTED', 'No merchant account.');
  const outlets = await outletsOf(tx, merchant.userId);
  const unknown = request.outlets.find((id) => !outlets.some((outlet) => outlet.id === id));
  if (unknown !== undefined) throw gomodalError(400, 'GOMODAL_OUTLET_INVALID', 'This outlet is not one of the merchant’s.', unknown);
  const id = await insertSubmission(tx, {
    userId: merchant.userId,
    status: 'PENDING',
    principal: request.principal,
    tenure: request.tenure,
    offerType: request.offerType,
    purpose: request.purpose,
    outletIds: request.outlets,
    confirmed: {
      bank: merchant.bank,
      registeredMobileNumber: merchant.phone,
      address: merchant.address,
      outlets: outlets.filter((outlet) => request.outlets.includes(outlet.id)),
      outletTotal: outlets.length,
    },
    seeded: false,
    createdAt: state.now,
  });
  if (id === null) throw gomodalError(409, 'GOMODAL_PENDING_APPLICATION_EXISTS', 'An application is already in progress.', '');
  return id;
}

/** The contract of a CONTRACT_SENT submission, or why there is none to sign. */
function signable(submission: SubmissionRecord, now: Date): PlatformError | null {
  if (submission.status === 'ERROR_CONTRACT_EXPIRED')
    return gomodalError(409, 'GOMODAL_CONTRACT_EXPIRED', 'The hour to sign has passed: apply again or contact us.', submission.status);
  if (submission.status !== 'CONTRACT_SENT' || submission.contractSentAt === null)
    return gomodalError(409, 'GOMODAL_SIGNING_NOT_AVAILABLE', 'No contract of this submission is waiting to be signed.', submission.status);
  if (submission.contractSignedAt === null && isContractExpired(submission.contractSentAt.toISOString(), now.toISOString()))
    return gomodalError(
      409,
      'GOMODAL_CONTRACT_EXPIRED',
      'The hour to sign has passed: apply again or contact us.',
      'ERROR_CONTRACT_EXPIRED',
    );
  return null;
}

export function signingInfo(submission: SubmissionRecord, now: Date): GomodalSigningInfo {
  const refused = signable(submission, now);
  if (refused) throw refused;
  const sentAt = submission.contractSentAt ?? now;
  const isSigned = submission.contractSignedAt !== null;
  return {
    isSigned,
    url: isSigned ? '' : sandboxGomodalSignPath(submission.id),
    sentAt: sentAt.toISOString(),
    expiresAt: contractExpiresAt(sentAt.toISOString()).toString(),
  };
}

/** The provider's page signed it (sandbox): recorded as the provider's signature. */
export async function providerSign(tx: Db, submission: SubmissionRecord, now: Date): Promise<void> {
  const refused = signable(submission, now);
  if (refused) throw refused;
  if (submission.contractSignedAt === null)
    await tx.query('update gomodal_submissions set contract_signed_at = $2 where id = $1', [submission.id, now.toISOString()]);
}

/** POST .../signed: the merchant is back; the provider must have the signature. Idempotent once signed. */
export function confirmSigned(submission: SubmissionRecord, now: Date): void {
  if (submission.contractSignedAt !== null && (submission.status === 'CONTRACT_SENT' || submission.status === 'DISBURSED')) return;
  const refused = signable(submission, now);
  if (refused) throw refused;
  throw gomodalError(409, 'GOMODAL_NOT_SIGNED', 'The e-signature provider has no signature for this contract yet.', submission.status);
}

const DECISIONS: Readonly<Record<GomodalDecision, { from: readonly LoanSubmissionStatus[]; to: LoanSubmissionStatus; signed?: true }>> = {
  ACCEPT: { from: ['PENDING'], to: 'SUBMITTED' },
  APPROVE: { from: ['SUBMITTED'], to: 'APPLIED' },
  SEND_CONTRACT: { from: ['APPLIED'], to: 'CONTRACT_SENT' },
  REJECT_CREDIT: { from: ['PENDING', 'SUBMITTED', 'APPLIED'], to: 'ERROR_CREDIT_POLICY' },
  REJECT_FRAUD: { from: ['PENDING', 'SUBMITTED', 'APPLIED'], to: 'ERROR_FRAUDULENT' },
  REJECT_DELINQUENCY: { from: ['PENDING', 'SUBMITTED', 'APPLIED'], to: 'ERROR_DELINQUENCY' },
  REJECT_NOT_WHITELISTED: { from: ['PENDING', 'SUBMITTED', 'APPLIED'], to: 'ERROR_NOT_WHITELISTED' },
  FAIL_KYC: { from: ['PENDING', 'SUBMITTED'], to: 'ERROR_KYC' },
  DISBURSE: { from: ['CONTRACT_SENT'], to: 'DISBURSED', signed: true },
  FAIL_DISBURSEMENT: { from: ['CONTRACT_SENT'], to: 'ERROR_DISBURSEMENT', signed: true },
};

export async function decide(tx: Db, state: MerchantState, decision: GomodalDecision): Promise<void> {
  const newest = state.submissions[0];
  const rule = DECISIONS[decision];
  if (!newest || !rule.from.includes(newest.status) || (rule.signed && newest.contractSignedAt === null)) {
    throw gomodalError(409, 'GOMODAL_DECISION_INVALID', `${decision} is not possible for the newest submission.`, newest?.status ?? 'NONE');
  }
  const now = state.now;
  if (rule.to === 'CONTRACT_SENT') await updateSubmission(tx, newest.id, { status: rule.to, contractSentAt: now }, now);
  else if (rule.to === 'DISBURSED') {
    const firstLoan = ![...state.loans.values()].length;
    await updateSubmission(
      tx,
      newest.id,
      { status: rule.to, disbursedAt: now, firstLoan, loanId: `GML-${newest.id.slice(0, 8).toUpperCase()}` },
      now,
    );
  } else await updateSubmission(tx, newest.id, { status: rule.to }, now);
}
