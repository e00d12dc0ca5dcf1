/** What the progressive KYC page does with a failed submit (spec 2, sections 4 and 5). */
import type { ApiErrorData } from '@domain/errors';
import { PROGRESSIVE_KYC_CHALLENGE_CAUSES, type ProgressiveKycChallengeCause } from '@domain/contract/kyc/progressive';

export type ChallengeFailure =
  /** Shows the incorrect-answer message and keeps the challenge. */
  | 'wrong-answer'
  /** No message: the failed page says it. */
  | 'attempts-exhausted'
  | 'quota-exceeded'
  /** A session problem or PLS1000: the common error presentation handles it. */
  | 'platform'
  /** Anything else shows the request-timed-out message. */
  | 'other';

function causeOf(error: ApiErrorData): ProgressiveKycChallengeCause | null {
  for (const item of error.errors) {
    const cause = (PROGRESSIVE_KYC_CHALLENGE_CAUSES as readonly string[]).find((c) => c === item.cause || c === item.code);
    if (cause) return cause as ProgressiveKycChallengeCause;
  }
  return null;
}

export function classifyChallengeFailure(error: ApiErrorData): ChallengeFailure {
  switch (causeOf(error)) {
    case 'KYC_CHALLENGE_SUBMITTED_WRONG_ANSWERS':
      return 'wrong-answer';
    case 'KYC_CHALLENGE_ATTEMPTS_EXHAUSTED':
      return 'attempts-exhausted';
    case 'KYC_CHALLENGE_CREATION_QUOTA_EXCEEDED':
      return 'quota-exceeded';
    default:
      if (error.status === 401 || error.status === 403 || error.errors.some((e) => e.code === 'PLS1000')) return 'platform';
      return 'other';
  }
}

/** Why the failed page is shown: its `reason` query parameter. */
export type ProgressiveFailureReason = 'attempts' | 'quota' | 'ineligible';

export function failureReason(value: string | null): ProgressiveFailureReason {
  return value === 'quota' || value === 'ineligible' ? value : 'attempts';
}
