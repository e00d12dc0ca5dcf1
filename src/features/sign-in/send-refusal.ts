import { hasErrorCode, type ApiErrorData } from '@domain/errors';
import { sameRecipient, type CodeRecipient } from '@domain/sign-in/code-request';
import type { UiText } from '@state/ui';

/**
 * A refusal of "send code", shown under the button that sent it until the user acts (edits the
 * number, presses again); a wait the platform named (429 with Retry-After) counts down beside it and
 * keeps the button off until it is over (issue 37).
 */
export interface SendRefusal {
  /** What the platform refused with (shown when it named no wait). */
  text: UiText;
  /** Epoch ms until which the platform refuses; null: it named no wait. */
  until: number | null;
  /** The number it is about; null: the device's own limit, whatever number is typed. */
  about: CodeRecipient | null;
}

/** The platform's cause for a limit on the device (every number), not on one number. */
const DEVICE_LIMIT_CAUSE = 'client rate limit';

export function sendRefusalOf(error: ApiErrorData, text: UiText, asked: CodeRecipient, now: number): SendRefusal {
  const limited = error.status === 429 && hasErrorCode(error, 'OTP_FAILED_TOO_MANY_REQUESTS');
  const deviceWide = limited && error.errors.some((item) => item.cause === DEVICE_LIMIT_CAUSE);
  const until = limited && error.retryAfterSeconds !== undefined ? now + error.retryAfterSeconds * 1000 : null;
  return { text, until, about: deviceWide ? null : asked };
}

/** Whether the refusal still applies to the number now typed (another number clears a per-number one). */
export function refusalApplies(refusal: SendRefusal | null, typed: CodeRecipient): refusal is SendRefusal {
  return refusal !== null && (refusal.about === null || sameRecipient(refusal.about, typed));
}
