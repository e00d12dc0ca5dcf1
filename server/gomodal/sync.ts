/**
 * The one way in to a merchant's loan state: under the merchant's lock, move what the clock has
 * passed (the automatic review, the contract's hour, the payout at 10:00 WIB of the next working
 * day, every day's deduction and late fee, completion), store it, and hand the caller one snapshot
 * that every answer is computed from. Reading at any time gives what running on time would have.
 */
import { randomBytes } from 'node:crypto';
import { contractExpiresAt, sandboxDisbursementAt } from '@domain/gomodal/journey';
import { RUNNING_LOAN_STATUSES } from '@domain/gomodal/home-card';
import type { GomodalSandboxSettings } from '@domain/contract/gomodal-sandbox';
import type { Pause } from '@domain/gomodal/deductions';
import type { Db } from '../db/client';
import { type LoanBook, replayLoan } from './engine';
import { entriesOf, insertEntry } from './entries';
import { failedDaysOf } from './failed-days';
import { incomeOf } from './income';
import { type MerchantRecord, type UserFacts, lockMerchant, merchantOf, userFacts } from './merchants';
import { pausesOf } from './pauses';
import { gomodalSettings } from './settings';
import { type SubmissionRecord, submissionsOf, updateSubmission } from './submissions';

const MINUTE = 60 * 1000;
/** The automatic review's pace (CONTRACT.md, the sandbox): PENDING 1 min, SUBMITTED 5, APPLIED 5. */
const AUTO_REVIEW_STEPS = { PENDING: ['SUBMITTED', 1], SUBMITTED: ['APPLIED', 5], APPLIED: ['CONTRACT_SENT', 5] } as const;

export interface LoanView {
  submission: SubmissionRecord;
  book: LoanBook;
  pauses: Pause[];
}

export interface MerchantState {
  now: Date;
  user: UserFacts;
  merchant: MerchantRecord | null;
  settings: GomodalSandboxSettings;
  /** Newest first. */
  submissions: SubmissionRecord[];
  /** Every submission that was paid out, by id. */
  loans: Map<string, LoanView>;
}

export const hasLoan = (submission: SubmissionRecord): boolean =>
  submission.disbursedAt !== null || RUNNING_LOAN_STATUSES.includes(submission.status) || submission.status === 'APPLICATION_COMPLETED';

/** When a loan was paid out: the stored instant, or for one the home's seeds made, when it was made. */
export const disbursedAtOf = (submission: SubmissionRecord): Date => submission.disbursedAt ?? submission.createdAt;

async function moveApplication(
  tx: Db,
  submission: SubmissionRecord,
  settings: GomodalSandboxSettings,
  firstLoan: boolean,
  now: Date,
): Promise<void> {
  let { status } = submission;
  let at = submission.updatedAt;
  let contractSentAt = submission.contractSentAt;
  const change: Parameters<typeof updateSubmission>[2] = {};
  if (settings.autoReview && !submission.seeded) {
    for (let step = (AUTO_REVIEW_STEPS as Record<string, readonly [SubmissionRecord['status'], number]>)[status]; step; ) {
      const next = new Date(at.getTime() + step[1] * MINUTE);
      if (next > now) break;
      status = step[0];
      at = next;
      if (status === 'CONTRACT_SENT') contractSentAt = next;
      step = (AUTO_REVIEW_STEPS as Record<string, readonly [SubmissionRecord['status'], number]>)[status];
    }
    if (status !== submission.status) Object.assign(change, { status, contractSentAt });
  }
  if (status === 'CONTRACT_SENT' && contractSentAt !== null) {
    if (submission.contractSignedAt === null) {
      const expiresAt = new Date(contractExpiresAt(contractSentAt.toISOString()).epochMilliseconds);
      if (expiresAt <= now) {
        status = 'ERROR_CONTRACT_EXPIRED';
        at = expiresAt;
        change.status = status;
      }
    } else {
      const paidAt = new Date(sandboxDisbursementAt(submission.contractSignedAt.toISOString()).epochMilliseconds);
      if (paidAt <= now) {
        at = paidAt;
        Object.assign(change, {
          status: 'DISBURSED',
          disbursedAt: paidAt,
          firstLoan,
          loanId: `GML-${randomBytes(5).toString('hex').toUpperCase()}`,
        });
      }
    }
  }
  if (Object.keys(change).length > 0) await updateSubmission(tx, submission.id, change, at);
}

async function runLoan(tx: Db, submission: SubmissionRecord, settings: GomodalSandboxSettings, now: Date): Promise<LoanView> {
  const pauses = await pausesOf(tx, submission.id);
  const book = replayLoan({
    loan: {
      principal: submission.principal,
      tenure: submission.tenure,
      disbursedAt: disbursedAtOf(submission),
      firstLoan: submission.firstLoan ?? true,
      writtenOffAt: submission.writtenOffAt,
    },
    pauses,
    entries: await entriesOf(tx, submission.id),
    incomeOn: await incomeOf(tx, submission.userId),
    failedDays: await failedDaysOf(tx, submission.userId),
    recoveryPercent: settings.recoveryPercent,
    until: now.getTime(),
  });
  for (const entry of book.newEntries) await insertEntry(tx, submission.id, entry);
  if (book.completedAt && RUNNING_LOAN_STATUSES.includes(submission.status)) {
    await updateSubmission(tx, submission.id, { status: 'APPLICATION_COMPLETED', completedAt: book.completedAt }, book.completedAt);
  }
  return { submission, book, pauses };
}

/** Brings the merchant's submissions and loans up to `now` (inside the caller's transaction, under its lock). */
export async function syncMerchant(tx: Db, userId: string, now: Date): Promise<MerchantState> {
  await lockMerchant(tx, userId);
  const settings = await gomodalSettings(tx);
  const before = await submissionsOf(tx, userId);
  const firstLoan = !before.some((submission) => submission.disbursedAt !== null);
  for (const submission of before) {
    if (['PENDING', 'SUBMITTED', 'APPLIED', 'CONTRACT_SENT'].includes(submission.status))
      await moveApplication(tx, submission, settings, firstLoan, now);
  }
  const loans = new Map<string, LoanView>();
  for (const submission of await submissionsOf(tx, userId)) {
    if (hasLoan(submission) || submission.status === 'WRITE_OFF') loans.set(submission.id, await runLoan(tx, submission, settings, now));
  }
  const submissions = await submissionsOf(tx, userId);
  for (const submission of submissions) {
    const loan = loans.get(submission.id);
    if (loan) loan.submission = submission;
  }
  const user = await userFacts(tx, userId);
  return { now, user, merchant: await merchantOf(tx, user), settings, submissions, loans };
}

/** Runs `use` on the merchant's state at `now`, in one transaction holding the merchant's lock. */
export function withMerchant<T>(db: Db, userId: string, now: Date, use: (tx: Db, state: MerchantState) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => use(tx, await syncMerchant(tx, userId, now)));
}
