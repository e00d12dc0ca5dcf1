import type { EligibilityStatus } from '@domain/products';
import type { BadgeTone } from './StatusBadge';

/** The badge tone of an activated product's ledger status (pay-later and cicilan read the same table). */
const LEDGER_TONES: Partial<Record<EligibilityStatus, BadgeTone>> = {
  ACTIVATED: 'success',
  ACTIVE_NODUES: 'success',
  ACTIVE_PAID: 'success',
  ACTIVE_WITHDUES: 'info',
  LIMIT_REACHED: 'warning',
  LIMIT_REACHED_NODUES: 'warning',
  OVERDUE: 'danger',
  OVERDUE_LATEFEE: 'danger',
};

/** A status a product home has words for; anything else (never after activation) reads as active. */
export function ledgerHomeStatus(status: EligibilityStatus): EligibilityStatus {
  return status in LEDGER_TONES ? status : 'ACTIVATED';
}

export function ledgerTone(status: EligibilityStatus): BadgeTone {
  return LEDGER_TONES[status] ?? 'success';
}
