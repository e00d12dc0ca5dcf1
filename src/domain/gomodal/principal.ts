/**
 * The amount typed on the loan form (document 3, section 5), the same rule on the page and the
 * server: digits only, between the offer's minimum and maximum ("Minimal pinjaman {amount}",
 * "Maksimal pinjaman {amount}"), and ending in three zeros ("Bulatkan 3 angka terakhir jadi
 * {amount}", the suggestion being the amount rounded to the nearest thousand).
 *
 * Order: the bounds first (an amount over the maximum is refused whatever its last digits), then the
 * zeros. The offer's bounds are themselves thousands, so the suggestion of an amount within them is
 * within them too. Messages are catalogue keys with the amount as a number (the page formats rupiah).
 */
import { roundToNearestThousand } from '../money';
import type { ValidationIssue } from '../validation';

export interface PrincipalBounds {
  /** Rupiah, a multiple of 1,000. */
  min: number;
  /** Rupiah, a multiple of 1,000, at least min. */
  max: number;
}

export const PRINCIPAL_ERROR_CODES = [
  'GOMODAL_PRINCIPAL_INVALID',
  'GOMODAL_PRINCIPAL_TOO_LOW',
  'GOMODAL_PRINCIPAL_TOO_HIGH',
  'GOMODAL_PRINCIPAL_NOT_ROUNDED',
] as const;
export type PrincipalErrorCode = (typeof PRINCIPAL_ERROR_CODES)[number];

export interface PrincipalIssue extends ValidationIssue {
  code: PrincipalErrorCode;
}

/** Digits, optionally grouped with dots as rupiah are written ("2.500.000"); at most 12 digits. */
const TYPED_PRINCIPAL = /^(\d{1,12}|\d{1,3}(\.\d{3}){1,3})$/;

/** A typed principal as whole rupiah; null when it is not an amount. */
export function parsePrincipal(typed: string): number | null {
  const value = typed.trim();
  return TYPED_PRINCIPAL.test(value) ? Number(value.replaceAll('.', '')) : null;
}

export function isRoundThousand(amount: number): boolean {
  return amount % 1000 === 0;
}

export function checkPrincipalAmount(amount: number, bounds: PrincipalBounds): PrincipalIssue | null {
  if (!Number.isSafeInteger(amount) || amount < 0)
    return { code: 'GOMODAL_PRINCIPAL_INVALID', messageId: 'gomodal.loanForm.principalInvalid' };
  if (amount < bounds.min)
    return { code: 'GOMODAL_PRINCIPAL_TOO_LOW', messageId: 'gomodal.loanForm.principalMin', values: { amount: bounds.min } };
  if (amount > bounds.max)
    return { code: 'GOMODAL_PRINCIPAL_TOO_HIGH', messageId: 'gomodal.loanForm.principalMax', values: { amount: bounds.max } };
  if (!isRoundThousand(amount)) {
    return {
      code: 'GOMODAL_PRINCIPAL_NOT_ROUNDED',
      messageId: 'gomodal.loanForm.principalRound',
      values: { amount: roundToNearestThousand(amount) },
    };
  }
  return null;
}

/** The form's check of what was typed. */
export function checkPrincipal(typed: string, bounds: PrincipalBounds): PrincipalIssue | null {
  const amount = parsePrincipal(typed);
  if (amount === null) return { code: 'GOMODAL_PRINCIPAL_INVALID', messageId: 'gomodal.loanForm.principalInvalid' };
  return checkPrincipalAmount(amount, bounds);
}
