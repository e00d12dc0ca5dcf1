/**
 * The clock of a loan application (document 3, sections 4 and 9): how long each step may take and
 * the dates the pages promise. Instants are ISO; dates are Jakarta calendar dates (YYYY-MM-DD).
 *
 * | step                         | rule                                                        |
 * |------------------------------|-------------------------------------------------------------|
 * | identity verification        | up to 3 x 24 hours (shown, not enforced)                    |
 * | credit review of a submission| up to 1 x 24 hours (shown, not enforced)                    |
 * | signing the contract         | within 1 hour of it being sent, else ERROR_CONTRACT_EXPIRED |
 * | disbursement                 | at the latest the next working day after signing            |
 * | call-back                    | within 7 working days of the request                        |
 * | pending application          | respond within 5 working days of it, else e-mail support    |
 */
import { Temporal } from 'temporal-polyfill';
import { JAKARTA_TIME_ZONE, jakartaDate, toInstant, type InstantInput } from '../time';
import { addWorkingDays, nextWorkingDay } from './working-days';

export const KYC_REVIEW_HOURS = 72;
export const CREDIT_REVIEW_HOURS = 24;

/** The promise "we will answer by": `hours` after `from`. */
export function expectedBy(from: InstantInput, hours: number): Temporal.Instant {
  return toInstant(from).add({ hours });
}

/** "Sign within 1 hour": a contract sent at `sentAt` can be signed until sentAt + 60 min (excluded). */
export const CONTRACT_SIGNING_MINUTES = 60;

export function contractExpiresAt(sentAt: InstantInput): Temporal.Instant {
  return toInstant(sentAt).add({ minutes: CONTRACT_SIGNING_MINUTES });
}

export function isContractExpired(sentAt: InstantInput, now: InstantInput): boolean {
  return Temporal.Instant.compare(toInstant(now), contractExpiresAt(sentAt)) >= 0;
}

/**
 * Reading chosen: "at the latest the next working day" (not "within 2 days"). Money moves on bank
 * working days, so a contract signed on Friday evening is paid on Monday; "within 2 days" would
 * promise a Sunday transfer that cannot happen. A user told "next working day" counts it right.
 */
export function disbursementDeadline(signedAt: InstantInput): string {
  return nextWorkingDay(jakartaDate(signedAt));
}

/** The sandbox pays out at 10:00 WIB on the deadline day: one fixed moment tests can wait for. */
export const SANDBOX_DISBURSEMENT_TIME = Temporal.PlainTime.from('10:00');

export function sandboxDisbursementAt(signedAt: InstantInput): Temporal.Instant {
  return Temporal.PlainDate.from(disbursementDeadline(signedAt))
    .toZonedDateTime({ timeZone: JAKARTA_TIME_ZONE, plainTime: SANDBOX_DISBURSEMENT_TIME })
    .toInstant();
}

/**
 * Reading chosen: 7 working days (not 7 calendar days). The call centre calls on working days, the
 * document's other promises are in working days ("respond within 5 working days", "next working
 * day"), and the page shows the resulting date, so nobody has to count: over Lebaran a calendar week
 * would be a promise the call centre cannot keep.
 */
export const CALLBACK_WORKING_DAYS = 7;

/** The last day the call comes (YYYY-MM-DD). */
export function callBackBy(requestedAt: InstantInput): string {
  return addWorkingDays(jakartaDate(requestedAt), CALLBACK_WORKING_DAYS);
}

export const PENDING_APPLICATION_RESPONSE_WORKING_DAYS = 5;

/** "Respond within 5 working days, otherwise e-mail support": the last day to respond. */
export function pendingApplicationRespondBy(submittedAt: InstantInput): string {
  return addWorkingDays(jakartaDate(submittedAt), PENDING_APPLICATION_RESPONSE_WORKING_DAYS);
}
