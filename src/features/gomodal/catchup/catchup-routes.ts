/** The VA catch-up pages' addresses with their query (the document's routes carry no ids). */
import { GOMODAL_ROUTES } from '@domain/gomodal/routes';

/** Why a VA cannot be paid or opened: a refusal to open it, or the state the last one ended in. */
export const VA_ERROR_PAGE_REASONS = [
  'freeze',
  'freeze-day',
  'pending',
  'nothing-due',
  'amount',
  'general',
  'expired',
  'cancelled',
  'denied',
  'due-amount-changed',
] as const;
export type VaErrorPageReason = (typeof VA_ERROR_PAGE_REASONS)[number];

export function vaErrorRoute(submissionId: string, reason: VaErrorPageReason): string {
  return `${GOMODAL_ROUTES.vaTransferError}?${new URLSearchParams({ id: submissionId, reason }).toString()}`;
}

export function newVaRoute(submissionId: string): string {
  return `${GOMODAL_ROUTES.repayment}?${new URLSearchParams({ id: submissionId, new: '1' }).toString()}`;
}
