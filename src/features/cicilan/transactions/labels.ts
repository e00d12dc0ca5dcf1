import type { CicilanOrderStatus } from '@domain/contract/cicilan';
import type { OwedLineStatus } from '@domain/lending/grace';
import type { BadgeTone } from '@ui/StatusBadge';

export const LINE_TONES: Readonly<Record<OwedLineStatus, BadgeTone>> = {
  UNPAID: 'info',
  OVERDUE: 'danger',
  PAID: 'success',
};

export const ORDER_TONES: Readonly<Record<CicilanOrderStatus, BadgeTone>> = {
  ONGOING: 'info',
  OVERDUE: 'danger',
  PAID: 'success',
  PAID_EARLY: 'success',
};
