import type { EligibilityStatus } from '@domain/products';
import type { BadgeTone } from '@ui/StatusBadge';

/** How the home words each ledger status: a badge and one sentence (catalogue paylater.status.<STATUS>.*). */
export const STATUS_TONES: Partial<Record<EligibilityStatus, BadgeTone>> = {
  ACTIVATED: 'success',
  ACTIVE_NODUES: 'success',
  ACTIVE_PAID: 'success',
  ACTIVE_WITHDUES: 'info',
  LIMIT_REACHED: 'warning',
  LIMIT_REACHED_NODUES: 'warning',
  OVERDUE: 'danger',
  OVERDUE_LATEFEE: 'danger',
};

/** A status the home has words for; anything else (never after activation) reads as active. */
export function homeStatus(status: EligibilityStatus): EligibilityStatus {
  return status in STATUS_TONES ? status : 'ACTIVATED';
}
