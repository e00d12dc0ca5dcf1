/**
 * The date-of-birth challenge: its attempt limit and its creation quota are the platform's, so a
 * client cannot try dates for ever (spec 2, sections 4 and 8).
 */
import { randomUUID } from 'node:crypto';
import type { Challenge, ChallengeAnswer, ProgressiveKycSubmitResponse } from '@domain/contract/kyc/progressive';
import { maskName } from '@domain/kyc/progressive/masking';
import { toDateOfBirthAnswer } from '@domain/kyc/progressive/date-of-birth';
import type { Db } from '@server/db/client';
import { invalidPayload, type PlatformError } from '@server/http/errors';
import { challengeFailure } from './errors';
import { walletIdentity } from './identities';

/** Wrong answers a challenge takes; the last one closes it. */
export const MAX_WRONG_ANSWERS = 3;
/** Challenges a user may be given per rolling window. */
export const CHALLENGE_QUOTA = 3;
export const CHALLENGE_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
export const DATE_OF_BIRTH_QUESTION_ID = 'dob';

interface ChallengeRow {
  id: string;
  question_id: string;
  wrong_answers: number;
  status: 'open' | 'passed' | 'exhausted';
}

const submitted: ProgressiveKycSubmitResponse = { status: 'KYC_SUBMITTED', challenge: null, errors: [], isChallengeRequired: false };

async function userPhone(tx: Db, userId: string): Promise<string> {
  const [user] = await tx.query<{ phone_e164: string }>(`select phone_e164 from users where id = $1`, [userId]);
  if (!user) throw new Error('Session without a user');
  return user.phone_e164;
}

export async function isAccepted(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx.query<{ accepted_at: Date | null }>(`select accepted_at from progressive_kyc_states where user_id = $1`, [userId]);
  return rows[0]?.accepted_at != null;
}

async function challengeView(tx: Db, userId: string, row: Pick<ChallengeRow, 'id' | 'question_id'>): Promise<Challenge> {
  const identity = await walletIdentity(tx, await userPhone(tx, userId));
  return { challengeId: row.id, questions: [{ id: row.question_id, questionType: 'DATE_OF_BIRTH', hint: maskName(identity.name) }] };
}

/**
 * Records consent and answers the open challenge, or a new one within the quota. Asking again
 * (a reload) returns the same open challenge, so only a finished challenge uses up the quota.
 */
export async function issueChallenge(db: Db, userId: string, now: Date): Promise<ProgressiveKycSubmitResponse> {
  const outcome = await db.transaction(async (tx): Promise<ProgressiveKycSubmitResponse | PlatformError> => {
    await tx.query(`insert into progressive_kyc_states (user_id, consented_at) values ($1, $2) on conflict (user_id) do nothing`, [
      userId,
      now.toISOString(),
    ]);
    // One request at a time per user: two tabs cannot both slip under the quota.
    await tx.query(`select user_id from progressive_kyc_states where user_id = $1 for update`, [userId]);
    if (await isAccepted(tx, userId)) return submitted;
    const [open] = await tx.query<ChallengeRow>(
      `select id, question_id, wrong_answers, status from progressive_kyc_challenges
       where user_id = $1 and status = 'open' order by created_at desc limit 1`,
      [userId],
    );
    if (open) return { status: 'NEW', challenge: await challengeView(tx, userId, open), errors: [], isChallengeRequired: true };
    const [recent] = await tx.query<{ count: number }>(
      `select count(*)::int as count from progressive_kyc_challenges where user_id = $1 and created_at > $2`,
      [userId, new Date(now.getTime() - CHALLENGE_QUOTA_WINDOW_MS).toISOString()],
    );
    if ((recent?.count ?? 0) >= CHALLENGE_QUOTA) {
      return challengeFailure(
        429,
        'KYC_CHALLENGE_CREATION_QUOTA_EXCEEDED',
        `No more than ${CHALLENGE_QUOTA} challenges a day. Try again tomorrow or verify with photos.`,
      );
    }
    const row = { id: randomUUID(), question_id: DATE_OF_BIRTH_QUESTION_ID };
    await tx.query(
      `insert into progressive_kyc_challenges (id, user_id, question_id, created_at, status) values ($1, $2, $3, $4, 'open')`,
      [row.id, userId, row.question_id, now.toISOString()],
    );
    return { status: 'NEW', challenge: await challengeView(tx, userId, row), errors: [], isChallengeRequired: true };
  });
  if (outcome instanceof Error) throw outcome;
  return outcome;
}

/**
 * Checks the answer against the wallet's date of birth. A wrong answer is counted in the same
 * transaction that reads the count, and stays counted although the call fails.
 */
export async function answerChallenge(db: Db, userId: string, answer: ChallengeAnswer, now: Date): Promise<ProgressiveKycSubmitResponse> {
  const outcome = await db.transaction(async (tx): Promise<ProgressiveKycSubmitResponse | PlatformError> => {
    const [row] = await tx.query<ChallengeRow>(
      `select id, question_id, wrong_answers, status from progressive_kyc_challenges where id = $1 and user_id = $2 for update`,
      [answer.challengeId, userId],
    );
    // Another user's challenge is as unknown as a made-up one.
    if (!row) return challengeFailure(404, 'KYC_CHALLENGE_NOT_FOUND', 'There is no such challenge for this user. Ask for a new one.');
    if (row.status === 'passed') return submitted;
    if (row.status === 'exhausted')
      return challengeFailure(422, 'KYC_CHALLENGE_ATTEMPTS_EXHAUSTED', 'This challenge has no attempts left.');
    const given = answer.answers.find((a) => a.questionId === row.question_id);
    if (!given) return invalidPayload(`The answer to question "${row.question_id}" is missing.`, 'challenge.answers');
    const identity = await walletIdentity(tx, await userPhone(tx, userId));
    if (given.answer.trim() === toDateOfBirthAnswer(identity.dateOfBirth)) {
      await tx.query(`update progressive_kyc_challenges set status = 'passed', closed_at = $2 where id = $1`, [row.id, now.toISOString()]);
      await tx.query(
        `insert into progressive_kyc_states (user_id, consented_at, accepted_at) values ($1, $2, $2)
         on conflict (user_id) do update set accepted_at = $2`,
        [userId, now.toISOString()],
      );
      return submitted;
    }
    const wrong = row.wrong_answers + 1;
    const exhausted = wrong >= MAX_WRONG_ANSWERS;
    await tx.query(`update progressive_kyc_challenges set wrong_answers = $2, status = $3, closed_at = $4 where id = $1`, [
      row.id,
      wrong,
      exhausted ? 'exhausted' : 'open',
      exhausted ? now.toISOString() : null,
    ]);
    if (exhausted)
      return challengeFailure(
        422,
        'KYC_CHALLENGE_ATTEMPTS_EXHAUSTED',
        'The date of birth does not match, and this challenge has no attempts left.',
      );
    const left = MAX_WRONG_ANSWERS - wrong;
    return challengeFailure(
      422,
      'KYC_CHALLENGE_SUBMITTED_WRONG_ANSWERS',
      `The date of birth does not match. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
    );
  });
  if (outcome instanceof Error) throw outcome;
  return outcome;
}
