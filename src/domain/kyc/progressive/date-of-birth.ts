/** The date-of-birth answer of the progressive KYC challenge (spec 2, section 5). */
import { Temporal } from 'temporal-polyfill';
import { EARLIEST_DATE_ISO } from '@domain/typed-date';
import type { Validator } from '@domain/validation';
import type { Challenge, ChallengeAnswer } from '@domain/contract/kyc/progressive';

/** The earliest birth date accepted anywhere in KYC (spec 2, section 9). */
export const EARLIEST_BIRTH_DATE = Temporal.PlainDate.from(EARLIEST_DATE_ISO);

const DD_MM_YYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The typed DD/MM/YYYY as a calendar date, or null when it is not one (31/02/1990, 1/2/1990). */
export function parseDateOfBirth(input: string): Temporal.PlainDate | null {
  const match = DD_MM_YYYY.exec(input.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  try {
    return Temporal.PlainDate.from({ year: Number(year), month: Number(month), day: Number(day) }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/** YYYY-MM-DD (how the wallet stores it) as the DD/MM/YYYY the user types. */
export function toDateOfBirthAnswer(isoDate: string): string {
  const date = Temporal.PlainDate.from(isoDate);
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  return `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}`;
}

/** "Date doesn't match": the text does not match DD/MM/YYYY as a real date from 1920 to today. */
export function dateOfBirthValidators(today: Temporal.PlainDate): readonly Validator[] {
  return [
    (value) => {
      const date = parseDateOfBirth(value);
      const inRange =
        date !== null && Temporal.PlainDate.compare(date, EARLIEST_BIRTH_DATE) >= 0 && Temporal.PlainDate.compare(date, today) <= 0;
      return inRange ? null : { messageId: 'kycProgressive.challenge.dateMismatch' };
    },
  ];
}

/** The answer payload, built only when the challenge id, the question id and an answer all exist. */
export function buildDateOfBirthAnswer(challenge: Challenge | null, answer: string): ChallengeAnswer | null {
  const question = challenge?.questions.find((q) => q.questionType === 'DATE_OF_BIRTH');
  const trimmed = answer.trim();
  if (!challenge?.challengeId || !question?.id || trimmed === '') return null;
  return { challengeId: challenge.challengeId, answers: [{ questionId: question.id, answer: trimmed }] };
}
